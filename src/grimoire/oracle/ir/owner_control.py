"""Control returned to owners (CR 108.3, 613.1b): "Each player gains control of all
creatures they own." (Homeward Path, Trostani Discordant), "... all nontoken permanents they
own" (Brooding Saurian), "... all permanents they own" (The Fall of Lord Konda)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class OwnersGainControl:
    """Each player gains control of every permanent matching ``filter`` that they own (a
    layer-2 effect with no end, CR 613.1b, 611.2c: the permanents are fixed as it
    resolves); one already under its owner's control is unchanged."""

    filter: ObjectFilter
