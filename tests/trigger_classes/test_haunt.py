"""Haunt on a permanent (CR 702.55): "When this permanent is put into a graveyard from the
battlefield, exile it haunting target creature" (702.55a); the exiled card haunts that
creature (702.55b) and its "the creature it haunts dies" ability triggers from exile
(702.55c). Haunt on an instant or sorcery isn't implemented: the compiler says so.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.mechanics.haunt import haunted
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Blind Hunter", "{2}{W}{B}", "Creature — Bat",
         "Flying\nHaunt (When this creature dies, exile it haunting target creature.)\nWhen "
         "this creature enters or the creature it haunts dies, target player loses 2 life and "
         "you gain 2 life.", "2/2"),
    card("Cry of Contrition", "{B}", "Sorcery",
         "Target player discards a card.\nHaunt (When this spell card is put into a graveyard "
         "after resolving, exile it haunting target creature.)\nWhen the creature this card "
         "haunts dies, target player discards a card."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game() -> Game:
    return game(PlayerSpec(battlefield=(perm("Blind Hunter"),)),
                PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
                extra=DEFS)


def _settle(g: Game, *answers: Choose) -> None:
    queue = list(answers)
    for _ in range(40):
        assert g.pending is not None
        if not g.stack and g.pending.kind == "priority" and not g.pending_triggers:
            return
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(queue.pop(0) if queue else g.legal_actions()[0])


def test_compiled() -> None:
    """CR 702.55a: a permanent's haunt compiles; a sorcery's is reported unsupported."""
    hunter, cry = DEFS
    assert ir.is_fully_implemented(hunter) and not engine_gaps(hunter)
    zones_of = {a.zone for a in hunter.abilities if isinstance(a, ir.TriggeredAbility)
                and isinstance(a.trigger, ir.HauntedDiesTrigger)}
    assert zones_of == {"exile"}
    assert not ir.is_fully_implemented(cry)


def test_haunts_then_triggers_from_exile() -> None:
    """It dies: exiled haunting the chosen creature (CR 702.55b); that creature dies: the
    ability triggers from exile (702.55c): the opponent loses 2, you gain 2."""
    g = _game()
    bears = one(g, "Grizzly Bears")
    zones.move(g, one(g, "Blind Hunter"), "graveyard")
    _settle(g, Choose(((bears,),)))
    hunter = g.objects[one(g, "Blind Hunter", "exile")]
    assert haunted(hunter) == bears
    mine, theirs = g.players[0].life, g.players[1].life
    zones.move(g, one(g, "Hill Giant"), "graveyard")  # not the haunted creature: nothing
    assert not g.pending_triggers
    zones.move(g, bears, "graveyard")
    _settle(g, Choose(((Seat(1),),)))
    assert g.players[0].life == mine + 2 and g.players[1].life == theirs - 2


def test_target_gone_stays_in_graveyard() -> None:
    """CR 608.2b: the haunted-to-be creature left before the haunt ability resolved: the
    ability does nothing, the card stays in the graveyard."""
    g = _game()
    bears = one(g, "Grizzly Bears")
    zones.move(g, one(g, "Blind Hunter"), "graveyard")
    assert g.pending is not None
    while g.pending.kind == "priority" and not g.stack:
        g.apply(PassPriority())
    if g.pending.kind == "trigger_targets":
        g.apply(Choose(((bears,),)))
    zones.move(g, bears, "exile")
    _settle(g)
    assert one(g, "Blind Hunter", "graveyard")
