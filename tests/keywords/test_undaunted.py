"""Undaunted (CR 702.125): "This spell costs {1} less to cast for each opponent you have."
(the compiler adds the static ability, grimoire.oracle.creature_keywords)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import LIBRARY, dice_pool, ids, lands, one, perm
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position

_CALL = {"name": "Curtains' Call", "type_line": "Instant", "mana_cost": "{5}{B}",
         "oracle_text": "Undaunted (This spell costs {1} less to cast for each opponent.)\n"
         "Destroy two target creatures."}
_TWICE = dict(_CALL, name="Twice Daunted", oracle_text="Undaunted\nUndaunted\n"
              "Destroy two target creatures.")


def _game(opponents: int, swamps: int, card: dict[str, str] = _CALL) -> Game:
    me = PlayerSpec(library=LIBRARY, hand=(card["name"],), battlefield=lands("Swamp", swamps))
    them = PlayerSpec(library=LIBRARY, battlefield=(perm("Grizzly Bears"), perm("Hill Giant")))
    position = Position(players=(me, *(them for _ in range(opponents))), step="main1")
    return Game.from_position(position, dice_pool(compile_source(dict(card))))


def _cast(g: Game, name: str = "Curtains' Call") -> None:
    targets = ((ids(g, "Grizzly Bears")[0], ids(g, "Hill Giant")[0]),)
    g.apply(CastSpell(one(g, name, "hand"), targets))


def test_the_keyword_compiles_to_the_cost_reduction() -> None:
    """CR 702.125a: a static ability reducing the spell's generic cost per opponent."""
    card = compile_source(dict(_CALL))
    static = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    assert [type(a.effect).__name__ for a in static] == ["SpellCostChange"]


def test_one_opponent_one_less() -> None:
    """CR 702.125a: with one opponent it costs {4}{B}: five Swamps cast it, four don't
    (the rejected cast changes nothing)."""
    g = _game(1, 4)
    before = digest(g)
    with pytest.raises(IllegalActionError):
        _cast(g)
    assert digest(g) == before
    g = _game(1, 5)
    _cast(g)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Hill Giant") == []


def test_three_opponents_three_less() -> None:
    """CR 702.125a: three opponents: {2}{B}, three Swamps suffice."""
    g = _game(3, 3)
    _cast(g)
    assert g.stack


def test_players_who_left_are_not_counted() -> None:
    """CR 702.125b: an opponent who has left the game is not counted."""
    g = _game(3, 3)
    g.lose(3, "test", check_end=False)
    with pytest.raises(IllegalActionError):
        _cast(g)


def test_two_instances_each_apply() -> None:
    """CR 702.125c: two instances of undaunted: {2} less with one opponent ({3}{B})."""
    g = _game(1, 4, _TWICE)
    _cast(g, "Twice Daunted")
    assert g.stack
