""" "You choose which creatures attack this turn." (Master Warcraft; CR 508.1)."""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.values import PlayerRef, You

__all__ = ["ControlAttacks"]


@dataclass(frozen=True, slots=True)
class ControlAttacks:
    """``player`` chooses which creatures attack this turn instead of the active player;
    the active player still chooses what each of them attacks (the ruling: "the person who
    cast Master Warcraft first chooses the complete group of creatures that are going to
    attack. Then, for each of those creatures, the active player chooses who or what it's
    going to attack"); the choices must be legal (CR 508.1c-d)."""

    player: PlayerRef = field(default_factory=You)
