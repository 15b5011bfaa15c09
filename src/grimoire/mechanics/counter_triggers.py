"""The trigger on the last counter of a kind leaving a permanent: vanishing's "When the last
time counter is removed from this permanent, sacrifice it." (CR 702.63a).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.LastCounterRemovedTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
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
