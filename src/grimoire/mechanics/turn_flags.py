"""Flags that record on which turn something happened to a card.

Cards exiled by a special action or a delayed trigger may be cast "after the current turn has
ended" or "on a later turn" (foretell CR 702.143a, plot CR 702.170d, warp's reminder text).
The turn is kept on the object as a plain flag (copied and saved with it, and gone with the
object when it changes zones, CR 400.7), written and read by one :class:`TurnFlag`.

>>> foretold = TurnFlag("foretold_turn:")
>>> foretold.flag(7)
'foretold_turn:7'
>>> foretold.turn(frozenset({"foretold", "foretold_turn:7"}))
7
>>> foretold.turn(frozenset({"foretold"})) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TurnFlag:
    """A flag family ``<prefix><turn number>``."""

    prefix: str

    def flag(self, turn: int) -> str:
        """The flag recording ``turn``."""
        return f"{self.prefix}{turn}"

    def turn(self, flags: Iterable[str]) -> int | None:
        """The turn recorded among ``flags``, or None if none is."""
        for flag in flags:
            if flag.startswith(self.prefix):
                return int(flag[len(self.prefix):])
        return None
