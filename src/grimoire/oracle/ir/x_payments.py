"""Paying an X the payer chooses within a bound: "you may pay {X}, where X is less than or
equal to the amount of life you gained" (Well of Lost Dreams; CR 107.3: X is a number the
text lets a player choose; CR 118.12: a cost paid as part of an effect)."""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.values import Amount, PlayerRef, You


@dataclass(frozen=True, slots=True)
class PayUpToX:
    """``player`` chooses X from 0 to ``maximum`` (as the effect is followed, no more than
    they can pay) and pays {X}; the rest of the ability reads that X (``VarX()``). Sets the
    ``did`` flag (paid)."""

    maximum: Amount
    player: PlayerRef = field(default_factory=You)
