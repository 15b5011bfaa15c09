"""Cascade (CR 702.85a), compiled from its meaning with the exile-until class built for Wand
of Wonder: exile from the top until a nonland card with lesser mana value, cast it without
paying its mana cost, the rest on the bottom in a random order."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve

from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import CastSpell, Decline
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

REMINDER = ("Cascade (When you cast this spell, exile cards from the top of your library until "
            "you exile a nonland card whose mana value is less than this spell's mana value. "
            "You may cast that card without paying its mana cost if the resulting spell's mana "
            "value is less than this spell's mana value. Then put all cards exiled this way "
            "that weren't cast on the bottom of your library in a random order.)")
ELF = compile_card("Test Braid Elf", "Creature — Elf Berserker", "{2}{R}{G}",
                   "Haste\n" + REMINDER, "3", "2")
BOLT = compile_card("Test Bolt", "Instant", "{R}", "Test Bolt deals 2 damage to any target.")
LIBRARY = ("Forest", "Hill Giant", "Test Bolt", "Mountain", "Island")  # top first


def _cascade() -> Game:
    g = game(PlayerSpec(hand=("Test Braid Elf",), library=LIBRARY,
                        battlefield=(*lands("Mountain", 2), *lands("Forest", 2))),
             extra=(ELF, BOLT))
    g.apply(CastSpell(one(g, "Test Braid Elf", "hand")))
    for _ in range(10):
        if g.pending is not None and g.pending.kind == "cast_copy":
            break
        g.apply(g.legal_actions()[0])
    return g


def test_cascade_casts_the_first_cheaper_nonland_card() -> None:
    """The Forest (a land) and Hill Giant (mana value 4, not less than 4) are passed over;
    Test Bolt is cast for free at player 1; the other two go to the bottom."""
    g = _cascade()
    bolt = one(g, "Test Bolt", "exile")
    cast = next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt
                and a.targets == ((Seat(1),),))
    resolve(g, [cast])
    assert g.players[1].life == 18
    library = g.players[0].library
    assert [g.objects[o].name for o in library[:2]] in (["Forest", "Hill Giant"],
                                                        ["Hill Giant", "Forest"])
    assert one(g, "Test Braid Elf")  # the cascading spell resolves after


def test_declined_card_goes_to_the_bottom_too() -> None:
    """"that weren't cast": a declined card goes to the bottom with the others."""
    g = _cascade()
    resolve(g, [Decline()])
    assert not ids(g, "Test Bolt", "exile") and len(g.players[0].library) == 5
    assert {g.objects[o].name for o in g.players[0].library[:3]} == {
        "Forest", "Hill Giant", "Test Bolt"}
