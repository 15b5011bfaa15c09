"""Statics whose filter reads a keyword (CR 613.1f then 613.4c): the filter of a layer 7c
boost reads the abilities layer 6 left, so no characteristic reads itself
(Crosswinds, Favorable Winds, Windstorm Drake and Chaosphere once recursed forever)."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.layers._cards import definitions

from grimoire.rules import query
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _pt(g: Game, name: str) -> tuple[int, int]:
    obj = g.objects[one(g, name)]
    return query.power(g, obj), query.toughness(g, obj)


def _board(*names: str, theirs: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=tuple(perm(n) for n in names)),
                PlayerSpec(battlefield=tuple(perm(n) for n in theirs)),
                extra=definitions("Wind Drake", "Windstorm Drake", "Favorable Winds",
                                  "Crosswinds", "Chaosphere", "Glorious Anthem"))


def test_crosswinds_weakens_fliers_only() -> None:
    """Crosswinds: "Creatures with flying get -2/-0" (CR 613.4c) — every player's fliers,
    the Bears untouched."""
    g = _board("Crosswinds", "Wind Drake", "Grizzly Bears", theirs=("Serra Angel",))
    assert _pt(g, "Wind Drake") == (0, 2)
    assert _pt(g, "Serra Angel") == (2, 4)
    assert _pt(g, "Grizzly Bears") == (2, 2)


def test_favorable_winds_and_windstorm_drake_and_crosswinds_together() -> None:
    """CR 613.4c, 613.7: three layer 7c boosts that read flying add up: Windstorm Drake
    gives other fliers +1/+0, Favorable Winds +1/+1, Crosswinds -2/-0."""
    g = _board("Favorable Winds", "Windstorm Drake", "Crosswinds", "Wind Drake",
               "Grizzly Bears")
    assert _pt(g, "Wind Drake") == (2 + 1 + 1 - 2, 3)
    assert _pt(g, "Windstorm Drake") == (3 + 1 - 2, 4)  # "other": not itself
    assert _pt(g, "Grizzly Bears") == (2, 2)


def test_chaosphere_gives_reach_only_to_creatures_without_flying() -> None:
    """Chaosphere: "Creatures without flying have reach" (CR 613.1f): a layer 6 grant whose
    filter reads layer 6 itself: the Bears get reach, the Drake doesn't."""
    g = _board("Chaosphere", "Wind Drake", "Grizzly Bears", "Glorious Anthem")
    assert "reach" in query.keywords(g, g.objects[one(g, "Grizzly Bears")])
    assert "reach" not in query.keywords(g, g.objects[one(g, "Wind Drake")])
    assert _pt(g, "Grizzly Bears") == (3, 3)


def test_a_flying_counter_makes_a_creature_match_a_flying_filter() -> None:
    """CR 122.1b: a keyword counter gives its keyword (layer 6), so Favorable Winds (7c)
    then boosts the creature."""
    g = _board("Favorable Winds", "Grizzly Bears")
    bears = g.objects[one(g, "Grizzly Bears")]
    assert _pt(g, "Grizzly Bears") == (2, 2)
    bears.counters = {"flying": 1}
    g.version += 1  # changed behind the engine's back
    assert query.has_keyword(g, bears, "flying")
    assert _pt(g, "Grizzly Bears") == (3, 3)
