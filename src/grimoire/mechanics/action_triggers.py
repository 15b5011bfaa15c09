"""Triggers on keyword actions (CR 701): "Whenever a creature you control explores" watches
the :class:`~grimoire.rules.events.Explored` event (CR 701.40b: a permanent explores once the
process is complete, even if some of it was impossible; its last known information if it
left, 701.40c), "Whenever you proliferate" the :class:`~grimoire.rules.events.Proliferated`
event (CR 701.27a: whatever was chosen, even nothing), "Whenever this Equipment becomes
unattached from a permanent" the :class:`~grimoire.rules.events.BecameUnattached` event and
its own leaving the battlefield (CR 701.3d, 603.10a).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.ExploresTrigger in MATCHERS and ir.ProliferateTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


@matcher(ir.ExploresTrigger, ev.Explored)
def _explores(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """The explorer is this object, or matches the filter (as it is or last existed)."""
    assert isinstance(trig, ir.ExploresTrigger) and isinstance(event, ev.Explored)
    if trig.filter is None:
        return [(event.object, event.player)] if event.object == source.id else []
    explorer = game.objects.get(event.object) or game.last_known.get(event.object)
    if explorer is None or not query.matches(game, explorer, trig.filter, source.controller,
                                             source.id):
        return []
    return [(event.object, event.player)]


@matcher(ir.ProliferateTrigger, ev.Proliferated)
def _proliferates(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """ "you": the ability's controller proliferated."""
    assert isinstance(event, ev.Proliferated)
    return [(None, event.player)] if event.player == source.controller else []


@matcher(ir.UnattachedTrigger, ev.BecameUnattached, ev.ZoneChanged)
def _unattached(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 701.3d: this object became unattached from a permanent (it moved, or an effect,
    a cost or a state-based action unattached it: the host leaving the battlefield too,
    CR 704.5n), or left the battlefield while attached to one (looked back at, CR 603.10a).
    The permanent is the triggering object (gone, nothing happens to it)."""
    if isinstance(event, ev.BecameUnattached):
        return [(event.host, source.controller)] if event.thing == source.id else []
    assert isinstance(event, ev.ZoneChanged)
    if event.old != source.id or event.from_zone != "battlefield":
        return []
    old = game.last_known.get(event.old)
    host = old.attached_to if old is not None else None
    return [(host, source.controller)] if host is not None and host >= 0 else []
