"""Players in turn order from the resolving ability's controller: "Starting with you, each
player ..." (CR 101.4: when players make choices in turn order starting with a named player)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EachPlayerFromYou"]


@dataclass(frozen=True, slots=True)
class EachPlayerFromYou:
    """Every player still in the game, in turn order starting with ``You()`` (CR 101.4)."""
