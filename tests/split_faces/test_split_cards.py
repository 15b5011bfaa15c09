"""Split cards (CR 709): either half is cast, with only that half's characteristics on the
stack (CR 709.3, 709.3a-b); everywhere else the card has both halves' characteristics
combined (CR 709.4, 709.4a-c). Fire // Ice: {1}{R} // {1}{U}, so mana value 4, red and blue,
named both "Fire" and "Ice"; its rulings: "If the target permanent becomes an illegal target
for Ice, the spell doesn't resolve. You don't draw a card."."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import resolve
from tests.split_faces._faces import casts, lands, one, perm, play

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.query import matches

FIRE_ICE = "Fire // Ice"
MANA = (*lands("Mountain", 2), *lands("Island", 2))


def test_combined_characteristics_in_hand_library_and_graveyard() -> None:
    """CR 709.4, 709.4b-c: outside the stack the card is both halves combined: mana value 4
    ({1}{R} + {1}{U}), red and blue, an instant; CR 709.4a: it has both names."""
    g = play(hand=(FIRE_ICE,), graveyard=(FIRE_ICE,))
    for zone in ("hand", "graveyard"):
        info = g.objects[one(g, FIRE_ICE, zone)].info
        assert info.mana_value == 4
        assert info.colors == frozenset({"R", "U"})
        assert info.types == frozenset({"instant"})
    card = g.objects[one(g, FIRE_ICE, "hand")]
    assert matches(g, card, ir.ObjectFilter(name="Fire"), 0)  # CR 709.4a
    assert matches(g, card, ir.ObjectFilter(name="Ice"), 0)
    assert not matches(g, card, ir.ObjectFilter(name="Fireball"), 0)
    three_or_less = ir.ObjectFilter(mana_value=ir.NumberCheck("le", 3))
    assert not matches(g, card, three_or_less, 0)  # mana value 4, not either half's 2


def test_either_half_is_listed_and_evaluated_alone() -> None:
    """CR 709.3, 709.3a: the player chooses the half; each half's own targets are listed
    (Fire: any target, one or two; Ice: a permanent). With only {R}{R} untapped, Ice ({1}{U})
    is not castable and Fire is."""
    g = play(hand=(FIRE_ICE,), battlefield=MANA, theirs=(perm("Grizzly Bears"),))
    card = one(g, FIRE_ICE, "hand")
    faces = {a.face for a in casts(g, card)}
    assert faces == {0, 1}
    bears = one(g, "Grizzly Bears")
    assert CastSpell(card, targets=((Seat(1),),), face=0) in casts(g, card)
    assert CastSpell(card, targets=((bears,),), face=1) in casts(g, card)
    assert not any(a.face == 1 and a.targets == ((Seat(1),),) for a in casts(g, card))
    red_only = play(hand=(FIRE_ICE,), battlefield=lands("Mountain", 2))
    card = one(red_only, FIRE_ICE, "hand")
    assert {a.face for a in casts(red_only, card)} == {0}


def test_the_half_cast_has_only_its_characteristics_on_the_stack() -> None:
    """CR 709.3b: on the stack Ice is a blue instant named Ice with mana value 2; CR 709.4:
    in the graveyard after it resolves the card is Fire // Ice again (mana value 4)."""
    g = play(hand=(FIRE_ICE,), battlefield=MANA, theirs=(perm("Grizzly Bears"),))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, FIRE_ICE, "hand"), targets=((bears,),), face=1))
    spell = g.objects[g.stack[-1]]
    assert (spell.name, spell.info.mana_value, spell.info.colors) == ("Ice", 2,
                                                                      frozenset({"U"}))
    assert not matches(g, spell, ir.ObjectFilter(name="Fire"), 0)
    hand = len(g.players[0].hand)
    resolve(g)
    assert g.objects[bears].tapped
    assert len(g.players[0].hand) == hand + 1  # Ice: draw a card
    assert g.objects[one(g, FIRE_ICE, "graveyard")].info.mana_value == 4


def test_fire_divides_its_damage() -> None:
    """Fire: 2 damage divided among one or two targets (CR 601.2d): one to the opponent,
    one to the Bears."""
    g = play(hand=(FIRE_ICE,), battlefield=MANA, theirs=(perm("Grizzly Bears"),))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, FIRE_ICE, "hand"), targets=((Seat(1), bears),), face=0))
    assert g.objects[g.stack[-1]].name == "Fire"
    resolve(g)
    assert g.players[1].life == 19
    assert g.objects[bears].damage == 1


def test_ice_with_its_target_gone_does_not_resolve() -> None:
    """The ruling (CR 608.2b): if Ice's only target becomes illegal, the spell doesn't
    resolve and no card is drawn; the card goes to the graveyard as the whole card."""
    g = play(hand=(FIRE_ICE,), battlefield=MANA, theirs=(perm("Grizzly Bears"),))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, FIRE_ICE, "hand"), targets=((bears,),), face=1))
    zones.move(g, bears, "graveyard")
    hand = len(g.players[0].hand)
    resolve(g)
    assert len(g.players[0].hand) == hand
    assert g.objects[one(g, FIRE_ICE, "graveyard")].name == FIRE_ICE


def test_a_countered_half_goes_to_the_graveyard_whole() -> None:
    """CR 701.6a, 709.4: Fire countered (Cancel) is put into its owner's graveyard, where it
    is Fire // Ice."""
    g = play(hand=(FIRE_ICE,), battlefield=MANA, their_hand=("Cancel",),
             theirs=lands("Island", 3))
    g.apply(CastSpell(one(g, FIRE_ICE, "hand"), targets=((Seat(1),),), face=0))
    fire = g.stack[-1]
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Cancel", "hand"), targets=((fire,),)))
    resolve(g)
    assert g.players[1].life == 20
    assert g.objects[one(g, FIRE_ICE, "graveyard")].info.mana_value == 4


def test_a_face_the_card_lacks_is_refused_and_nothing_changes() -> None:
    """Bad input: face 2 of a split card (CR 709.3), fusing a split card without fuse (CR
    702.102a), face 1 of a one-faced card: IllegalActionError naming the rule, the game
    unchanged."""
    g = play(hand=(FIRE_ICE, "Shock"), battlefield=MANA)
    card, shock = one(g, FIRE_ICE, "hand"), one(g, "Shock", "hand")
    before = (list(g.players[0].hand), list(g.stack), g.players[1].life)
    for action, rule in ((CastSpell(card, targets=((Seat(1),),), face=2), "CR 709.3"),
                         (CastSpell(card, targets=((Seat(1),), (Seat(1),)), face=-1),
                          "CR 702.102a"),
                         (CastSpell(shock, targets=((Seat(1),),), face=1), "CR 601.2a")):
        with pytest.raises(IllegalActionError) as error:
            g.apply(action)
        assert rule in str(error.value)
    assert (list(g.players[0].hand), list(g.stack), g.players[1].life) == before
    assert g.objects[card].info.mana_value == 4  # still the whole card


def test_the_library_card_is_whole() -> None:
    """CR 709.4b: a split card in a library (what Dark Confidant reveals) has the combined
    mana value."""
    g = play(hand=(FIRE_ICE,), battlefield=MANA)
    card = one(g, FIRE_ICE, "hand")
    top = zones.put_in_library(g, card, None)
    assert g.objects[top].info.mana_value == 4
