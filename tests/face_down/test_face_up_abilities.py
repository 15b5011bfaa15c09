"""A face-down permanent that lost its abilities and is turned face up (CR 708.8, 702.37e).

CR 708.8: the effects applied to the face-down permanent still apply once it is face up,
so a creature that "loses all abilities until end of turn" while face down has none face
up either. Its "When this creature is turned face up" ability is looked for after the
event (CR 603.2; turning face up is no look-back event, CR 603.10a): it doesn't trigger,
and it can't be turned face up for a morph cost it wouldn't have (CR 702.37e). Ruling on
Ovinize (2024-11-08): "If a face-down creature is affected by Ovinize, it won't be able
to be turned face up for its morph cost. If some other effect turns it face up, it will
remain a 0/1 creature with no abilities until the turn ends. Its 'When this creature
turns face up' or 'As this creature turns face up' abilities won't work."
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, perm, resolve
from tests.face_down._cards import EXTRA, face_down_cast, face_down_ids, hand_card, turn_ups

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, Choose, TurnFaceUp
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

TURN_TO_FROG = compile_source({
    "name": "Turn to Frog", "mana_cost": "{1}{U}", "type_line": "Instant",
    "oracle_text": "Until end of turn, target creature loses all abilities and becomes a "
                   "blue Frog with base power and toughness 1/1."})
CARDS = (*EXTRA, TURN_TO_FROG)


def _frog(g: Game, target: int) -> None:
    """Cast Turn to Frog on ``target`` and resolve it."""
    card = hand_card(g, "Turn to Frog")
    g.apply(CastSpell(card, targets=((target,),)))
    resolve(g)


def _triggered(g: Game, name: str) -> bool:
    """Whether an ability of ``name`` triggered: on the stack or waiting to be put there
    (its controller orders two triggers, CR 603.3b)."""
    return any(isinstance(e, ev.AbilityTriggered) and e.name == name for e in g.events) \
        or any(t.name == name for t in g.pending_triggers)


def _manifested_ainok() -> Game:
    """Seat 0 manifests Ainok Survivalist ("When this creature is turned face up, destroy
    target artifact or enchantment an opponent controls") with Manifest Dread and controls
    Secret Plans ("Whenever a permanent you control is turned face up, draw a card");
    seat 1 controls an enchantment (a legal target)."""
    g = game(PlayerSpec(hand=("Manifest Dread", "Turn to Frog"),
                        battlefield=(*lands("Forest", 4), *lands("Island", 2),
                                     perm("Secret Plans")),
                        library=("Ainok Survivalist", "Lightning Bolt", "Forest")),
             PlayerSpec(battlefield=(perm("Secret Plans"),)), extra=CARDS)
    g.apply(CastSpell(hand_card(g, "Manifest Dread")))
    resolve(g, [Choose((g.players[0].library[-1],))])
    return g


def test_no_abilities_face_up_and_no_turned_face_up_trigger() -> None:
    """CR 708.8, 603.2 (Ovinize's ruling): a manifested Ainok Survivalist turned into a
    Frog with no abilities, then turned face up for its mana cost (CR 701.34b: a rule,
    not its ability), is still a 1/1 Frog with no abilities; its own "when turned face up"
    doesn't trigger though an opponent's enchantment could be its target, while Secret
    Plans, another permanent's ability, does."""
    g = _manifested_ainok()
    (oid,) = face_down_ids(g)
    _frog(g, oid)
    assert TurnFaceUp(oid, mana_cost=True) in turn_ups(g)
    g.apply(TurnFaceUp(oid, mana_cost=True))
    obj = g.objects[oid]
    assert obj.hidden is None and obj.name == "Ainok Survivalist"
    assert (query.power(g, obj), query.toughness(g, obj)) == (1, 1)
    assert not layers.characteristics(g, obj).abilities
    assert not _triggered(g, "Ainok Survivalist")
    assert [g.objects[s].name for s in g.stack] == ["Secret Plans"]
    resolve(g)
    assert any(g.objects[o].name == "Secret Plans" and g.objects[o].controller == 1
               for o in g.battlefield)  # not destroyed


def test_its_turned_face_up_trigger_works_without_the_effect() -> None:
    """The same manifested Ainok Survivalist without Turn to Frog: turned face up, its
    ability triggers and destroys the opponent's enchantment (CR 702.37e's "when turned
    face up" abilities, 708.8)."""
    g = _manifested_ainok()
    (oid,) = face_down_ids(g)
    g.apply(TurnFaceUp(oid, mana_cost=True))
    assert _triggered(g, "Ainok Survivalist")
    resolve(g)
    assert not any(g.objects[o].name == "Secret Plans" and g.objects[o].controller == 1
                   for o in g.battlefield)


def _morphed_ainok(*extra_hand: str) -> Game:
    """Seat 0 has cast Ainok Survivalist face down (megamorph {1}{G}) and has lands left
    for Turn to Frog and the megamorph cost."""
    g = game(PlayerSpec(hand=("Ainok Survivalist", "Turn to Frog", *extra_hand),
                        battlefield=(*lands("Forest", 5), *lands("Island", 2),
                                     perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Secret Plans"),)), extra=CARDS)
    g.apply(face_down_cast(g, hand_card(g, "Ainok Survivalist")))
    resolve(g)
    return g


def test_no_megamorph_cost_face_up_means_no_turning_it_up() -> None:
    """CR 702.37e: "If the permanent wouldn't have a morph cost if it were face up, it
    can't be turned face up this way"; with all its abilities lost until end of turn
    (CR 708.8) it would have none. The special action isn't listed, and a forged one is
    refused with the game unchanged."""
    g = _morphed_ainok()
    (oid,) = face_down_ids(g)
    _frog(g, oid)
    assert turn_ups(g) == []
    before = g.save()
    with pytest.raises(IllegalActionError, match=r"702\.37e"):
        g.apply(TurnFaceUp(oid))
    assert g.save() == before
    assert g.objects[oid].hidden is not None


def test_an_effect_on_another_creature_leaves_the_megamorph_cost() -> None:
    """The same with Turn to Frog on another creature: the face-down Ainok Survivalist keeps
    its megamorph cost, turns face up with its +1/+1 counter (CR 702.37b) and its ability
    triggers."""
    g = _morphed_ainok()
    (oid,) = face_down_ids(g)
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    _frog(g, bears)
    assert [a.permanent for a in turn_ups(g)] == [oid]
    g.apply(turn_ups(g)[0])
    obj = g.objects[oid]
    assert obj.hidden is None and (query.power(g, obj), query.toughness(g, obj)) == (3, 2)
    assert _triggered(g, "Ainok Survivalist")
    assert any(isinstance(a, ir.TriggeredAbility)
               for a in layers.characteristics(g, obj).abilities)
