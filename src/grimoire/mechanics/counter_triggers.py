"""Triggers on counters: vanishing's "When the last time counter is removed from this
permanent, sacrifice it." (CR 702.63a); "Whenever one or more +1/+1 counters are put on this
creature" (CR 122.6); "Whenever you put one or more +1/+1 counters on this creature" (only
the counters its controller put, CR 122.6a).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.LastCounterRemovedTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@matcher(ir.LastCounterRemovedTrigger, ev.CountersChanged)
def _last_counter(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """Counters of the kind were removed from the source itself and none is left."""
    assert isinstance(trig, ir.LastCounterRemovedTrigger)
    assert isinstance(event, ev.CountersChanged)
    if event.object != source.id or event.kind != trig.kind or event.amount >= 0:
        return []
    return [(source.id, None)] if source.counter(trig.kind) == 0 else []


@matcher(ir.CountersPutTrigger, ev.CountersChanged)
def _counters_put(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 122.6, 603.2c: counters of the kind were put on the source (or an object matching
    the filter): one trigger per object the event put them on, however many."""
    assert isinstance(trig, ir.CountersPutTrigger) and isinstance(event, ev.CountersChanged)
    if event.amount <= 0 or event.kind != trig.kind or (
            trig.by_you and event.by != source.controller):  # CR 122.6a: "you put"
        return []
    if trig.nth:  # "the twelfth hour counter": this event put the nth one on
        now = source.counter(trig.kind) if event.object == source.id else 0
        return [(source.id, None)] if now - event.amount < trig.nth <= now else []
    if trig.filter is None:
        return [(source.id, None)] if event.object == source.id else []
    obj = game.objects.get(event.object)
    if obj is None or not query.matches(game, obj, trig.filter, source.controller, source.id):
        return []
    return [(obj.id, None)]
