"""Effects that make triggered abilities trigger additional times (CR 603.2d): "If a creature
dying causes a triggered ability of a permanent you control to trigger, that ability triggers
an additional time." (Teysa Karlov, Panharmonicon, Wulfgar of Icewind Dale...)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["DoublingEvent", "TriggerDoubling"]

DoublingEvent = Literal["enters", "dies", "attacks", "combat_damage_player", "cast", "room"]
"""What happening to an object of the filter causes the trigger: it entering the battlefield,
dying (CR 700.4), attacking (being declared as an attacker, CR 508.1), dealing combat damage
to a player (CR 510.2), or being cast or copied as a spell (CR 601.2, 707.10); ``room``: the
venture marker moving into a room of a dungeon the static's controller owns, for that room's
ability (CR 309.4c, 701.46: "Room abilities of dungeons you own trigger an additional
time.")."""


@dataclass(frozen=True, slots=True)
class TriggerDoubling:
    """ "If <an object of ``filter``> <``event``> causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time" (CR 603.2d): each such
    ability of a permanent this static's controller controls triggers ``times`` more times
    (it doesn't invoke itself repeatedly, CR 603.2d)."""

    event: DoublingEvent
    filter: ObjectFilter
    times: int = 1
