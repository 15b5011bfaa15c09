""" "You choose which creatures block this turn and how those creatures block" (Master
Warcraft), "Creatures your opponents control block this turn if able, and you choose how
those creatures block" (Brutal Hordechief): who declares blockers, and a blocking requirement
on every creature some players control (CR 509.1, 509.1c, 611.2c).

Resolved by :mod:`grimoire.mechanics.block_control`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.values import PlayerRef, You

__all__ = ["ControlBlocks", "PlayersCreaturesBlock"]


@dataclass(frozen=True, slots=True)
class ControlBlocks:
    """ "You choose which creatures block this turn and how those creatures block"
    (``player`` makes the blocking declarations this turn instead of the defending
    player(s), CR 509.1). ``whose``: only the declarations of those players ("you choose
    how those creatures block", those creatures being the ones your opponents control);
    None: every defending player's. ``this_combat``: "... block this combat", ending with
    this combat (CR 511.3)."""

    player: PlayerRef = field(default_factory=You)
    whose: PlayerRef | None = None
    this_combat: bool = False


@dataclass(frozen=True, slots=True)
class PlayersCreaturesBlock:
    """ "Creatures your opponents control block this turn if able" (CR 509.1c): a
    requirement this turn on every creature ``players`` control as blockers are declared,
    those that arrive later too (CR 611.2c: it changes a rule of the game, not the
    objects)."""

    players: PlayerRef
