"""Triggers on playing a land (CR 305.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class LandPlayedTrigger:
    """ "Whenever you play a land", "Whenever a player (an opponent) plays a land" (CR 305.1:
    playing a land is a special action; a land put onto the battlefield by an effect isn't
    played). "That player" is who played it; the land is the triggering object
    (grimoire.mechanics.land_play_triggers)."""

    whose: Literal["you", "opponent", "each"] = "you"
