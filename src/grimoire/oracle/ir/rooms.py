"""Room triggers (CR 709.5i): "Whenever you fully unlock a Room"."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FullyUnlockTrigger:
    """ "Whenever you fully unlock a Room" (CR 709.5i): a Room permanent you control that had
    one of the two unlocked designations gets the other, or one that had neither gets both
    (the Eerie ability word's second event; grimoire.mechanics.room_unlocks)."""
