"""Choices passed around the table in a chosen direction (CR 101.4): "Starting with you and
proceeding in the chosen direction, each player chooses a creature controlled by the next
player in that direction. Each player gains control of the creature they chose."
(Order of Succession)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["ChooseFromNextPlayer"]


@dataclass(frozen=True, slots=True)
class ChooseFromNextPlayer:
    """Each player still in the game, starting with ``You()`` and proceeding in the direction
    chosen earlier in this resolution (a :class:`~grimoire.oracle.ir.ChooseQuality` of kind
    ``direction``), chooses a permanent ``filter`` matches that the next player in that
    direction controls (none when they control none; not a target). With ``gain_control``,
    each player then gains control of the permanent they chose, all at once and with no
    end (CR 613.1b, 611.2a: Order of Succession's rulings)."""

    filter: ObjectFilter
    gain_control: bool
