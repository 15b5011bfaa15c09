"""Attack requirements on a group for a span of turns (CR 508.1d, 611.2a).

Resolved by :mod:`grimoire.mechanics.next_turn_attacks`.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["OpponentsAttackOthers"]


@dataclass(frozen=True, slots=True)
class OpponentsAttackOthers:
    """ "Until your next turn, creatures your opponents control attack each combat if able
    and attack a player other than you if able" (Kardur, Doomscourge; CR 508.1d, 611.2a):
    every creature each opponent controls during their turns before ``You()``'s next turn,
    those that arrive later too (Kardur's ruling; CR 611.2c: not a characteristic), has
    goad's two requirements (CR 701.38b) toward ``You()``, without being goaded."""
