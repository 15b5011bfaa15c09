"""Storm (CR 702.40a), compiled from its meaning: "When you cast this spell, copy it for each
other spell that was cast before it this turn. You may choose new targets for the copies."
Copies are not cast (CR 707.10), so they don't count for a later storm."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, ids, lands, resolve

from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

TENDRILS = compile_card(
    "Test Tendrils", "Sorcery", "{B}",
    "Target player loses 2 life and you gain 2 life.\nStorm (When you cast this spell, copy "
    "it for each spell cast before it this turn. You may choose new targets for the copies.)")
RITUAL = compile_card("Test Ritual", "Instant", "{B}", "You gain 1 life.")


def _game(rituals: int) -> Game:
    g = game(PlayerSpec(hand=("Test Ritual",) * rituals + ("Test Tendrils",),
                        battlefield=lands("Swamp", rituals + 1)), extra=(TENDRILS, RITUAL))
    for _ in range(rituals):
        g.apply(CastSpell(ids(g, "Test Ritual", "hand")[0]))
        resolve(g)
    return g


def test_storm_copies_for_each_spell_cast_before() -> None:
    """Two spells before it: two copies, each kept on player 1: 3 × 2 life."""
    g = _game(2)
    cast(g, "Test Tendrils", ((Seat(1),),))
    resolve(g, [Choose(((Seat(1),),)), Choose(((Seat(1),),))])
    assert g.players[1].life == 14 and g.players[0].life == 20 + 2 + 6


def test_storm_with_no_spell_before_makes_no_copy() -> None:
    g = _game(0)
    cast(g, "Test Tendrils", ((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 18


def test_a_copy_may_get_a_new_target() -> None:
    """CR 707.10c: one copy is pointed at player 0 instead."""
    g = _game(1)
    cast(g, "Test Tendrils", ((Seat(1),),))
    resolve(g, [Choose(((Seat(0),),))])
    assert g.players[1].life == 18 and g.players[0].life == 20 + 1 + 2 + 2 - 2
