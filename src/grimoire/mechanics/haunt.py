"""Haunt (CR 702.55) on a permanent: "When this permanent is put into a graveyard from the
battlefield, exile it haunting target creature." (702.55a)

The compiler adds that triggered ability (:mod:`grimoire.oracle.creature_keywords`); its
effect, :class:`~grimoire.oracle.ir.Haunt`, resolves here: the card (the trigger's object,
if it is still in the graveyard, CR 400.7) is exiled and haunts the target creature (CR
702.55b): a flag on the exiled card naming that creature. "When the creature it haunts
dies" (:class:`~grimoire.oracle.ir.HauntedDiesTrigger`) triggers from exile (CR 702.55c)
when that creature is put into a graveyard from the battlefield. Haunt on an instant or
sorcery (702.55a's second sentence) is not implemented: the compiler says so.

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.HauntedDiesTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import zones
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import Hit, matcher
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.actions import Action, Decision
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

HAUNTING = "haunting:"
"""The flag of an exiled card that haunts a creature, followed by that creature's id."""


def haunted(obj: GameObject) -> int | None:
    """The id of the creature the exiled card ``obj`` haunts (CR 702.55b), or None."""
    for flag in obj.flags:
        if flag.startswith(HAUNTING):
            return int(flag[len(HAUNTING):])
    return None


@resolves(ir.Haunt)
def haunt(game: Game, res: Resolution, node: ir.Haunt,
          answer: Action | None) -> Decision | None:
    """CR 702.55a-b: exile the card from its graveyard, haunting the target creature."""
    card = game.objects.get(res.trigger_object) if res.trigger_object is not None else None
    hosts = objects(game, res, ir.TargetRef(0))
    res.did = False
    if card is None or card.zone != "graveyard" or not hosts:
        return None  # it left the graveyard (a new object, CR 400.7), or the target is gone
    new = zones.move(game, card.id, "exile")
    exiled = game.objects.get(new)
    if exiled is not None and exiled.zone == "exile":
        exiled.flags = exiled.flags | {f"{HAUNTING}{hosts[0]}"}
        res.did = True
    return None


@matcher(ir.HauntedDiesTrigger, ev.ZoneChanged)
def _haunted_dies(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 702.55b-c: the creature this card haunts went from the battlefield to a graveyard
    ("it" is then that card in the graveyard)."""
    assert isinstance(event, ev.ZoneChanged)
    if event.from_zone != "battlefield" or event.to_zone != "graveyard":
        return []
    return [(event.new or event.old, event.controller)] if haunted(source) == event.old \
        else []
