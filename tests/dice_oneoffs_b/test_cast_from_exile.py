"""Gale's Redirection: "Exile target spell, then roll a d20 and add that spell's mana value."
1—14: "You may cast the exiled card for as long as it remains exiled, and you may spend
mana as though it were mana of any color to cast that spell" (CR 609.4b); 15+: "... without
paying its mana cost ..." (CR 118.9). The opponent's spell is exiled and cast by the
player who exiled it, at instant speed while it stays exiled."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, ids, lands, one, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

GALE = "Gale's Redirection"
BLAST = compile_card("Test Blast", "Instant", "{1}{R}{R}",
                     "Test Blast deals 4 damage to any target.")


def _redirect(die: int, islands: int) -> Game:
    """Player 1 casts Test Blast at player 0; player 0 answers with Gale's Redirection."""
    g = game(PlayerSpec(hand=(GALE,), battlefield=lands("Island", islands)),
             PlayerSpec(hand=("Test Blast",), battlefield=lands("Mountain", 3)),
             active=1, extra=(definition(GALE), BLAST))
    g.apply(CastSpell(one(g, "Test Blast", "hand"), targets=((Seat(0),),)))
    g.apply(PassPriority())  # player 1 passes; player 0 may respond
    g.script_dice([die])
    cast(g, GALE, ((one(g, "Test Blast", "stack"),),))
    resolve(g)
    assert g.players[0].life == 20  # the Blast never resolved
    g.apply(PassPriority())  # player 1 passes on the empty stack: player 0 has priority
    return g


def test_low_roll_any_color_mana() -> None:
    """d20 = 4 + mana value 3 = 7: player 0 casts the exiled Blast with three Islands
    (blue mana spent as though it were red)."""
    g = _redirect(4, 8)
    blast = one(g, "Test Blast", "exile")
    assert g.pending is not None and g.pending.player == 0
    g.apply(CastSpell(blast, targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 16
    assert sum(1 for o in ids(g, "Island") if g.objects[o].tapped) == 8


def test_low_roll_still_costs_mana() -> None:
    """With the five Islands spent on Gale's Redirection, the exiled Blast can't be paid
    for: casting it is illegal and changes nothing."""
    g = _redirect(4, 5)
    blast = one(g, "Test Blast", "exile")
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(blast, targets=((Seat(1),),)))
    assert one(g, "Test Blast", "exile") == blast


def test_high_roll_free_cast() -> None:
    """d20 = 12 + 3 = 15: cast it without paying its mana cost (no untapped land left)."""
    g = _redirect(12, 5)
    g.apply(CastSpell(one(g, "Test Blast", "exile"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 16


def test_permission_ends_when_it_leaves_exile() -> None:
    """A new object has no permission (CR 400.7): once cast, the card in the graveyard
    can't be cast again."""
    g = _redirect(12, 5)
    g.apply(CastSpell(one(g, "Test Blast", "exile"), targets=((Seat(1),),)))
    resolve(g)
    g.apply(PassPriority())
    card = one(g, "Test Blast", "graveyard")
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(card, targets=((Seat(1),),)))
