"""Haunt (CR 702.55): the keyword's effect and "the creature it haunts" trigger."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Haunt:
    """Haunt's effect on a permanent (CR 702.55a): "exile it haunting target creature": the
    card put into a graveyard (the trigger's object) is exiled and haunts the ability's first
    target (CR 702.55b; grimoire.mechanics.haunt)."""


@dataclass(frozen=True, slots=True)
class HauntedDiesTrigger:
    """ "When the creature it haunts dies" (CR 702.55b-c): the creature this exiled card
    haunts is put into a graveyard from the battlefield; the ability works from exile."""
