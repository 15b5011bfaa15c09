"""Offers to each opponent: "Each opponent may <offer>. For each opponent who does,
<reward>." (tempting offer, CR 207.2c's ability word; Tempting Contract)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from grimoire.oracle.ir.values import EachOpponent, PlayerRef

if TYPE_CHECKING:
    from grimoire.oracle.ir.effects import Effect


@dataclass(frozen=True, slots=True)
class OfferEach:
    """Each of ``players``, in turn order from the controller (the tempting-offer rulings:
    "starting with the opponent on your left", each knowing the earlier answers), decides
    whether to do ``offer``; then each who accepted does it (``You()`` inside is that
    player), then the controller does ``reward`` once for each player who accepted (the
    rulings: "a number of times equal to the number of opponents who accepted", whether
    or not their ``offer`` did anything)."""

    offer: Effect
    reward: Effect
    players: PlayerRef = field(default_factory=EachOpponent)
