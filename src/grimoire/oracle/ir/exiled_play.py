"""Playing the cards a permanent exiled (CR 607.2a linked abilities, 601.3, 305.1): "You may
play lands and cast spells from among cards exiled with this creature." (Nightveil
Specter), "During your turn, if an opponent lost life this turn, you may play lands and
cast spells from among cards exiled with this enchantment." (Theater of Horrors).

Evaluated by :mod:`grimoire.mechanics.exiled_play`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.oracle.ir.conditions import Condition

__all__ = ["PlayExiledWith"]


@dataclass(frozen=True, slots=True)
class PlayExiledWith:
    """While this permanent is on the battlefield (and ``condition`` holds, CR 611.3a), its
    controller may play the land cards (``lands``) and cast the spells (``spells``) among
    the cards its linked abilities exiled (CR 607.2a), with their usual timing and costs
    (CR 305.1-305.2: a land play is still the turn's land play; CR 601.3)."""

    lands: bool
    spells: bool
    condition: Condition | None = None
