"""Fuse (CR 702.102) and aftermath (CR 702.127).

Wear // Tear ({1}{R} // {W}, fuse): from a hand either half or both (CR 702.102a); fused,
the spell has both halves' characteristics (702.102b), costs both mana costs (702.102c) and
does the left half then the right half (702.102d); a target gone leaves the other half's
(CR 608.2b). Dusk // Dawn (aftermath on Dawn): Dusk from a hand, Dawn only from a graveyard,
exiled whenever it would leave the stack (CR 702.127a)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import resolve
from tests.split_faces._faces import casts, lands, one, perm, play

from grimoire.errors import IllegalActionError
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game

WEAR_TEAR = "Wear // Tear"
DUSK_DAWN = "Dusk // Dawn"
TARGETS = (perm("Fellwar Stone"), perm("Mana Reflection"))


def _fused(g: Game) -> CastSpell:
    card = one(g, WEAR_TEAR, "hand")
    stone, reflection = one(g, "Fellwar Stone"), one(g, "Mana Reflection")
    return CastSpell(card, targets=((stone,), (reflection,)), face=-1)


def test_fused_from_hand_pays_both_costs_and_does_both() -> None:
    """CR 702.102a-d: listed fused with a target for each half; {1}{R}{W} paid (three
    lands); on the stack it is one red and white spell with mana value 3; the artifact and
    the enchantment are destroyed, left half first."""
    g = play(hand=(WEAR_TEAR,), battlefield=(*lands("Mountain", 2), *lands("Plains", 1)),
             theirs=TARGETS)
    action = _fused(g)
    assert action in casts(g, action.card)
    assert {a.face for a in casts(g, action.card)} == {0, 1, -1}
    g.apply(action)
    spell = g.objects[g.stack[-1]]
    assert spell.info.mana_value == 3 and spell.info.colors == frozenset({"R", "W"})
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].info.is_land)
    resolve(g)
    names = {g.objects[o].name for o in g.players[1].graveyard}
    assert names == {"Fellwar Stone", "Mana Reflection"}
    assert g.objects[one(g, WEAR_TEAR, "graveyard")].name == WEAR_TEAR


def test_fused_needs_both_costs() -> None:
    """CR 702.102c: with two lands ({1}{R} or {R}{W}) only a half can be cast."""
    g = play(hand=(WEAR_TEAR,), battlefield=(*lands("Mountain", 1), *lands("Plains", 1)),
             theirs=TARGETS)
    assert -1 not in {a.face for a in casts(g, one(g, WEAR_TEAR, "hand"))}


def test_one_target_gone_the_other_half_still_happens() -> None:
    """CR 608.2b: the artifact leaves before the fused spell resolves; the spell resolves
    and destroys the enchantment (only the illegal target's instruction is skipped)."""
    g = play(hand=(WEAR_TEAR,), battlefield=(*lands("Mountain", 2), *lands("Plains", 1)),
             theirs=TARGETS)
    action = _fused(g)
    g.apply(action)
    stone = action.targets[0][0]
    assert isinstance(stone, int)
    zones.move(g, stone, "hand")
    resolve(g)
    assert {g.objects[o].name for o in g.players[1].graveyard} == {"Mana Reflection"}
    assert g.objects[one(g, "Fellwar Stone", "hand")].zone == "hand"


def test_fuse_only_from_a_hand() -> None:
    """CR 702.102a: cast from anywhere else (here a graveyard, by a permission to play it)
    the card can't be fused; either half still can."""
    g = play(battlefield=(*lands("Mountain", 2), *lands("Plains", 1)), theirs=TARGETS,
             graveyard=(WEAR_TEAR,))
    card = one(g, WEAR_TEAR, "graveyard")
    g.play_permissions[card] = (0, "turn")
    assert {a.face for a in casts(g, card)} == {0, 1}
    with pytest.raises(IllegalActionError, match=r"702\.102a"):
        g.apply(CastSpell(card, targets=((one(g, "Fellwar Stone"),),
                                         (one(g, "Mana Reflection"),)), face=-1))


def test_aftermath_half_not_from_hand_first_half_not_from_graveyard() -> None:
    """CR 702.127a: in a hand only Dusk is listed, and Dawn is refused; in a graveyard only
    Dawn is listed, and Dusk is refused."""
    g = play(hand=(DUSK_DAWN,), graveyard=(DUSK_DAWN,), battlefield=lands("Plains", 5))
    in_hand, in_yard = one(g, DUSK_DAWN, "hand"), one(g, DUSK_DAWN, "graveyard")
    assert {a.face for a in casts(g, in_hand)} == {0}
    assert {a.face for a in casts(g, in_yard)} == {1}
    with pytest.raises(IllegalActionError, match=r"702\.127a"):
        g.apply(CastSpell(in_hand, face=1))
    with pytest.raises(IllegalActionError, match=r"702\.127a"):
        g.apply(CastSpell(in_yard, face=0))


def test_dawn_from_the_graveyard_then_exiled() -> None:
    """CR 702.127a: Dawn cast from the graveyard returns the creature cards with power 2 or
    less and is exiled instead of going back to the graveyard."""
    g = play(graveyard=(DUSK_DAWN, "Grizzly Bears", "Hill Giant"),
             battlefield=lands("Plains", 5))
    g.apply(CastSpell(one(g, DUSK_DAWN, "graveyard"), face=1))
    assert g.objects[g.stack[-1]].name == "Dawn"
    resolve(g)
    assert one(g, "Grizzly Bears", "hand")
    assert one(g, "Hill Giant", "graveyard")  # power 3
    assert one(g, DUSK_DAWN, "exile")


def test_dawn_countered_is_exiled_too() -> None:
    """CR 702.127a: "any time it would leave the stack": countered, it is exiled."""
    g = play(graveyard=(DUSK_DAWN,), battlefield=lands("Plains", 5), their_hand=("Cancel",),
             theirs=lands("Island", 3))
    g.apply(CastSpell(one(g, DUSK_DAWN, "graveyard"), face=1))
    dawn = g.stack[-1]
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Cancel", "hand"), targets=((dawn,),)))
    resolve(g)
    assert one(g, DUSK_DAWN, "exile")


def test_dusk_from_hand_goes_to_the_graveyard() -> None:
    """Dusk cast from a hand destroys creatures with power 3 or greater and goes to the
    graveyard (no aftermath exile: it wasn't cast from a graveyard)."""
    g = play(hand=(DUSK_DAWN,), battlefield=(*lands("Plains", 4), perm("Hill Giant"),
                                             perm("Grizzly Bears")))
    g.apply(CastSpell(one(g, DUSK_DAWN, "hand"), face=0))
    resolve(g)
    assert one(g, "Hill Giant", "graveyard") and one(g, "Grizzly Bears")
    assert one(g, DUSK_DAWN, "graveyard")
