"""Adventurer cards (CR 715) and omens.

Murderous Rider // Swift End: a {1}{B}{B} 2/3 creature with lifelink, and the instant
Adventure "Destroy target creature or planeswalker. You lose 2 life." CR 715.3: cast either
way; 715.3a-b: as an Adventure only its alternative characteristics count (an instant: cast
at instant speed though the creature can't be); 715.3d: it resolves into exile, and its
controller may cast the creature from there, not the Adventure; countered, it goes to the
graveyard (only the resolution is replaced); 715.4: elsewhere it is only the creature.
Dirgur Island Dragon // Skimming Strike (an omen; its reminder text: "Then shuffle this card
into its owner's library"): resolved, shuffled into the library; countered, the graveyard."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import resolve
from tests.split_faces._faces import casts, lands, one, perm, play

from grimoire.errors import IllegalActionError
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game

RIDER = "Murderous Rider"
DRAGON = "Dirgur Island Dragon"
SWAMPS = lands("Swamp", 6)


def _swift_end(g: Game, target: int) -> None:
    g.apply(CastSpell(one(g, RIDER, "hand"), targets=((target,),), face=1))


def test_in_hand_only_the_creature() -> None:
    """CR 715.4: in a hand the card is the creature: mana value 3, a creature, named
    Murderous Rider; both ways to cast it are listed (CR 715.3)."""
    g = play(hand=(RIDER,), battlefield=SWAMPS, theirs=(perm("Grizzly Bears"),))
    card = one(g, RIDER, "hand")
    info = g.objects[card].info
    assert (info.name, info.mana_value, info.is_creature, info.power) == (RIDER, 3, True, 2)
    assert {a.face for a in casts(g, card)} == {0, 1}


def test_adventure_on_the_stack_then_exiled_then_the_creature_from_exile() -> None:
    """CR 715.3b: on the stack Swift End is an instant named Swift End, not a creature;
    715.3d: it destroys the Bears, its controller loses 2 life, the card is exiled and then
    cast from exile as the creature, which enters the battlefield."""
    g = play(hand=(RIDER,), battlefield=SWAMPS, theirs=(perm("Grizzly Bears"),))
    _swift_end(g, one(g, "Grizzly Bears"))
    spell = g.objects[g.stack[-1]]
    assert spell.name == "Swift End" and spell.info.is_instant and not spell.info.is_creature
    resolve(g)
    assert g.players[0].life == 18
    assert one(g, "Grizzly Bears", "graveyard")
    exiled = one(g, RIDER, "exile")
    assert g.objects[exiled].info.is_creature  # CR 715.4
    assert {a.face for a in casts(g, exiled)} == {0}  # not as an Adventure (715.3d)
    with pytest.raises(IllegalActionError, match=r"715\.3d"):
        g.apply(CastSpell(exiled, targets=((g.battlefield[0],),), face=1))
    g.apply(CastSpell(exiled))
    resolve(g)
    assert g.objects[one(g, RIDER)].zone == "battlefield"


def test_the_adventure_is_cast_at_instant_speed() -> None:
    """CR 715.3a: only the Adventure's characteristics are evaluated: on the opponent's turn
    Swift End (an instant) is listed, the creature (no flash) is not."""
    g = play(hand=(RIDER,), battlefield=SWAMPS, theirs=(perm("Grizzly Bears"),),
             step="main1", active=1)
    g.apply(PassPriority())  # the active player passes with an empty stack: next step
    while g.pending is not None and g.pending.player != 0:
        g.apply(PassPriority())
    assert {a.face for a in casts(g, one(g, RIDER, "hand"))} == {1}


def test_a_countered_adventure_goes_to_the_graveyard() -> None:
    """CR 715.3d replaces only the resolution: Swift End countered by Cancel is put into its
    owner's graveyard (as the card, CR 715.4), and can't be cast from there."""
    g = play(hand=(RIDER,), battlefield=SWAMPS, theirs=(perm("Grizzly Bears"),
                                                        *lands("Island", 3)),
             their_hand=("Cancel",))
    _swift_end(g, one(g, "Grizzly Bears"))
    swift_end = g.stack[-1]
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Cancel", "hand"), targets=((swift_end,),)))
    resolve(g)
    card = one(g, RIDER, "graveyard")
    assert g.objects[card].info.is_creature
    assert casts(g, card) == []
    assert one(g, "Grizzly Bears")


def test_adventure_with_its_target_gone_goes_to_the_graveyard() -> None:
    """CR 608.2b: Swift End's only target left, so it doesn't resolve: no life lost, and no
    exile (CR 715.3d is about a resolving spell): the card is in the graveyard."""
    g = play(hand=(RIDER,), battlefield=SWAMPS, theirs=(perm("Grizzly Bears"),))
    bears = one(g, "Grizzly Bears")
    _swift_end(g, bears)
    zones.move(g, bears, "hand")
    resolve(g)
    assert g.players[0].life == 20
    assert one(g, RIDER, "graveyard")


def test_the_creature_cast_from_hand_is_the_creature() -> None:
    """CR 715.4: cast normally, the spell and the permanent are Murderous Rider (lifelink)."""
    g = play(hand=(RIDER,), battlefield=SWAMPS)
    g.apply(CastSpell(one(g, RIDER, "hand")))
    assert g.objects[g.stack[-1]].name == RIDER
    resolve(g)
    assert "lifelink" in g.objects[one(g, RIDER)].info.keywords


def test_omen_resolved_is_shuffled_into_the_library() -> None:
    """An omen (its reminder text): Skimming Strike taps the Bears, draws a card, and the
    card is shuffled into its owner's library, not put into the graveyard."""
    g = play(hand=(DRAGON,), battlefield=lands("Island", 2), theirs=(perm("Grizzly Bears"),))
    card = one(g, DRAGON, "hand")
    assert g.objects[card].info.mana_value == 6  # CR 715.4 (the Dragon)
    library = len(g.players[0].library)
    g.apply(CastSpell(card, targets=((one(g, "Grizzly Bears"),),), face=1))
    assert g.objects[g.stack[-1]].name == "Skimming Strike"
    resolve(g)
    assert g.objects[one(g, "Grizzly Bears")].tapped
    assert len(g.players[0].library) == library  # one drawn, the omen shuffled in
    assert one(g, DRAGON, "library")
    assert not g.players[0].graveyard


def test_omen_countered_goes_to_the_graveyard() -> None:
    """Countered, the omen doesn't resolve: it goes to its owner's graveyard."""
    g = play(hand=(DRAGON,), battlefield=lands("Island", 2), theirs=lands("Island", 3),
             their_hand=("Cancel",))
    g.apply(CastSpell(one(g, DRAGON, "hand"), targets=((),), face=1))
    omen = g.stack[-1]
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Cancel", "hand"), targets=((omen,),)))
    resolve(g)
    assert one(g, DRAGON, "graveyard")


def test_a_copy_of_an_adventure_is_not_exiled() -> None:
    """CR 715.3c: Twincast copies Swift End: the copy is an Adventure (Swift End's
    characteristics, a new target: the Hill Giant) but no card, so nothing of it is exiled;
    the card itself is exiled as it resolves (715.3d). Both resolve: 4 life lost."""
    g = play(hand=(RIDER, "Twincast"), battlefield=(*SWAMPS, *lands("Island", 2)),
             theirs=(perm("Grizzly Bears"), perm("Hill Giant")))
    _swift_end(g, one(g, "Grizzly Bears"))
    original = g.stack[-1]
    g.apply(CastSpell(one(g, "Twincast", "hand"), targets=((original,),)))
    giant = one(g, "Hill Giant")
    resolve(g, [Choose(((giant,),))])
    assert one(g, "Hill Giant", "graveyard") and one(g, "Grizzly Bears", "graveyard")
    assert [g.objects[o].name for o in g.exile] == [RIDER]
    assert g.players[0].life == 16
