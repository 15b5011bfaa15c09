"""Proper Laboratory Attire: "Equipped creature gets +2/+1 and has protection from die
rolls." Its reminder text defines the quality: "Nothing that lets a player roll a die can
block, target, deal damage to, or attach to equipped creature." (CR 702.16b targeting,
702.16e damage, 702.16f blocking, with the quality "lets a player roll a die".)"""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_card
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ATTIRE = "Proper Laboratory Attire"
BEARS = "Grizzly Bears"
ROLL_BOLT = compile_card("Test Dice Bolt", "Instant", "{R}",
                         "Roll a d6. Test Dice Bolt deals 2 damage to target creature.")
ROLL_QUAKE = compile_card("Test Dice Quake", "Sorcery", "{R}",
                          "Roll a d4. Test Dice Quake deals 3 damage to each creature.")
PLAIN_BOLT = compile_card("Test Plain Bolt", "Instant", "{R}",
                          "Test Plain Bolt deals 2 damage to target creature.")


def _game(spell: str) -> Game:
    return game(PlayerSpec(hand=(spell,), battlefield=lands("Mountain", 2)),
                PlayerSpec(battlefield=(perm(BEARS), perm(ATTIRE, attached_to=(1, 0)),
                                        perm("Hill Giant"))),
                extra=(definition(ATTIRE), ROLL_BOLT, ROLL_QUAKE, PLAIN_BOLT))


def test_boost_and_no_targeting_by_a_die_roller() -> None:
    """+2/+1; a spell that rolls a die can't target the equipped creature (CR 702.16b), and
    the illegal cast changes nothing."""
    g = _game("Test Dice Bolt")
    bears = g.objects[one(g, BEARS)]
    assert (query.power(g, bears), query.toughness(g, bears)) == (4, 3)
    before = len(g.events)
    with pytest.raises(IllegalActionError):
        cast(g, "Test Dice Bolt", ((bears.id,),))
    assert len(g.events) == before and one(g, "Test Dice Bolt", "hand")


def test_a_spell_that_rolls_no_die_can_target() -> None:
    """Protection from die rolls is no protection from other spells."""
    g = _game("Test Plain Bolt")
    cast(g, "Test Plain Bolt", ((one(g, BEARS),),))
    resolve(g)
    assert g.objects[one(g, BEARS)].damage == 2


def test_damage_from_a_die_roller_is_prevented() -> None:
    """CR 702.16e: 3 damage to each creature: the 3/3 Hill Giant dies, the equipped Bears
    (4/3) is dealt none."""
    g = _game("Test Dice Quake")
    g.script_dice([2])
    cast(g, "Test Dice Quake")
    resolve(g)
    assert g.objects[one(g, BEARS)].damage == 0
    assert one(g, "Hill Giant", "graveyard")


def test_a_die_roller_cannot_block() -> None:
    """CR 702.16f: a creature that lets a player roll a die can't block the equipped
    creature; one that doesn't can."""
    roller = compile_card("Test Dice Guard", "Creature — Soldier", "{1}",
                          "{T}: Roll a d6.", "1", "4")
    g = game(PlayerSpec(battlefield=(perm(BEARS), perm(ATTIRE, attached_to=(0, 0)))),
             PlayerSpec(battlefield=(perm("Test Dice Guard"), perm("Hill Giant"))),
             step="beginning_of_combat", extra=(definition(ATTIRE), roller))
    pass_until(g, "declare_attackers")
    bears = one(g, BEARS)
    g.apply(DeclareAttackers(((bears, Seat(1)),)))
    pass_until(g, "declare_blockers")
    guard, giant = one(g, "Test Dice Guard"), one(g, "Hill Giant")
    with pytest.raises(IllegalActionError):
        g.apply(DeclareBlockers(((guard, bears),)))
    g.apply(DeclareBlockers(((giant, bears),)))
