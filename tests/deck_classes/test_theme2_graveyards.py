"""Cinder Heart's graveyard classes (issue 13): "Each player puts a creature card from their
graveyard onto the battlefield." (Exhume: choices in APNAP order, CR 101.4, then one move)
and "Each player exiles all creature cards from their graveyard, then sacrifices all
creatures they control, then puts all cards they exiled this way onto the battlefield."
(Living Death: only the exiled cards return, under their owners' control; the creatures
sacrificed stay in the graveyards, CR 608.2c)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

EXHUME = card("Exhume", "{1}{B}", "Sorcery",
              "Each player puts a creature card from their graveyard onto the battlefield.")
LIVING_DEATH = card("Living Death", "{3}{B}{B}", "Sorcery",
                    "Each player exiles all creature cards from their graveyard, then "
                    "sacrifices all creatures they control, then puts all cards they exiled "
                    "this way onto the battlefield.")


def _game(me: PlayerSpec, them: PlayerSpec) -> Game:
    return game(me, them, extra=(compile_source(EXHUME), compile_source(LIVING_DEATH)))


def _names(g: Game, seat: int, zone: str) -> list[str]:
    return sorted(o.name for o in g.objects.values()
                  if o.zone == zone and (o.controller if zone == "battlefield" else o.owner)
                  == seat and not o.info.is_land)


def test_the_records_are_honoured() -> None:
    assert_honoured((EXHUME, LIVING_DEATH))


def test_exhume_each_player_one_creature() -> None:
    """You choose the Giant over the Bears; the opponent's only creature card comes back
    too; each under its owner's control."""
    me = PlayerSpec(hand=("Exhume",), graveyard=("Grizzly Bears", "Hill Giant"),
                    battlefield=lands("Swamp", 2))
    them = PlayerSpec(graveyard=("Craw Wurm", "Forest"))
    g = _game(me, them)
    cast(g, "Exhume")
    giant = next(o.id for o in g.objects.values() if o.name == "Hill Giant")
    while g.pending is not None and (g.stack or g.pending.kind != "priority"):
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            assert g.pending.player == 0  # only you have a choice to make
            g.apply(Choose((giant,)))
    assert _names(g, 0, "battlefield") == ["Hill Giant"]
    assert _names(g, 1, "battlefield") == ["Craw Wurm"]
    assert _names(g, 0, "graveyard") == ["Exhume", "Grizzly Bears"]


def test_exhume_empty_graveyard_puts_nothing() -> None:
    me = PlayerSpec(hand=("Exhume",), battlefield=lands("Swamp", 2))
    g = _game(me, PlayerSpec(graveyard=("Craw Wurm",)))
    cast(g, "Exhume")
    resolve(g)
    assert _names(g, 0, "battlefield") == []
    assert _names(g, 1, "battlefield") == ["Craw Wurm"]


def test_living_death_swaps_the_battlefield_and_the_graveyards() -> None:
    me = PlayerSpec(hand=("Living Death",), graveyard=("Hill Giant",),
                    battlefield=(perm("Grizzly Bears"), *lands("Swamp", 5)))
    them = PlayerSpec(graveyard=("Craw Wurm",), battlefield=(perm("Wind Drake"),))
    g = _game(me, them)
    cast(g, "Living Death")
    resolve(g)
    assert _names(g, 0, "battlefield") == ["Hill Giant"]
    assert _names(g, 1, "battlefield") == ["Craw Wurm"]
    assert _names(g, 0, "graveyard") == ["Grizzly Bears", "Living Death"]
    assert _names(g, 1, "graveyard") == ["Wind Drake"]
