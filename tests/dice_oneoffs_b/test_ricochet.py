"""Ricochet: "Whenever a player casts a spell that targets a single player, each player rolls
a six-sided die. Change the target of that spell to the player with the lowest result.
Reroll to break ties, if necessary." (CR 115.7a: the target changes only to another legal
target; each player rolls in APNAP order, CR 101.4.)"""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import game, ids, lands, one, perm, resolve, rolls

from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RICOCHET = "Ricochet"
BOLT = compile_card("Test Bolt", "Instant", "{R}", "Test Bolt deals 2 damage to any target.")


def _bolt(dice: list[int], target: object) -> Game:
    g = game(PlayerSpec(hand=("Test Bolt",), battlefield=(perm(RICOCHET),
                                                           *lands("Mountain", 1))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             extra=(definition(RICOCHET), BOLT))
    g.script_dice(dice)
    g.apply(CastSpell(one(g, "Test Bolt", "hand"), targets=((target,),)))
    resolve(g)
    return g


def test_lowest_roller_becomes_the_target() -> None:
    """Player 0 rolls 2, player 1 rolls 5: the Bolt aimed at player 1 hits player 0."""
    g = _bolt([2, 5], Seat(1))
    assert g.players[0].life == 18 and g.players[1].life == 20


def test_already_the_lowest_stays() -> None:
    """Player 1 is lowest and already the target: unchanged."""
    g = _bolt([6, 1], Seat(1))
    assert g.players[1].life == 18


def test_ties_are_rerolled() -> None:
    """3 and 3 tie: both reroll (4 and 1): player 1 is lowest; four dice were rolled."""
    g = _bolt([3, 3, 1, 4], Seat(1))
    assert len(rolls(g)) == 4
    assert g.players[0].life == 18 and g.players[1].life == 20


def test_a_spell_targeting_a_creature_does_not_trigger() -> None:
    """A single creature target is not "a single player": no roll."""
    g = game(PlayerSpec(hand=("Test Bolt",), battlefield=(perm(RICOCHET),
                                                           *lands("Mountain", 1))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             extra=(definition(RICOCHET), BOLT))
    g.apply(CastSpell(one(g, "Test Bolt", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert not rolls(g) and ids(g, "Grizzly Bears", "graveyard")
