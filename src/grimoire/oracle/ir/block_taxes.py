"""A cost to block for the rest of the turn, from a resolved ability (CR 509.1d, 611.2c):
"This turn, creatures can't block unless their controller pays {X} for each blocking
creature they control." (War Cadence)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.values import Amount


@dataclass(frozen=True, slots=True)
class BlockTaxThisTurn:
    """For the rest of this turn each creature costs ``amount`` generic mana to block,
    whoever controls it (CR 509.1d; the amount is fixed as the ability resolves, CR
    608.2h). Not a change of characteristics, so creatures that enter later are taxed too
    (CR 611.2c); blocks declared before it resolved are untouched (War Cadence's ruling)."""

    amount: Amount
