"""Mana counted by the devotion to a color chosen as the ability resolves (CR 700.5,
106.4): "Choose a color. Add an amount of mana of that color equal to your devotion to
that color." (Nykthos, Shrine to Nyx; Nyx Lotus)."""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.values import PlayerRef, You


@dataclass(frozen=True, slots=True)
class AddManaDevotion:
    """``player`` chooses a color and adds as many mana of it as their devotion to it, counted
    as the ability resolves (CR 700.5; the ruling: the source counts if it is still on the
    battlefield; numeric and text-box symbols don't count, hybrid and Phyrexian ones do)."""

    player: PlayerRef = field(default_factory=You)
