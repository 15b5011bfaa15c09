"""Tokens put onto the battlefield attacking a named player (CR 508.4): "for each opponent,
create a 1/1 white Human creature token that's tapped and attacking that player or a
planeswalker they control" (Adeline, Resplendent Cathar)."""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.effects_core import TokenSpec
from grimoire.oracle.ir.values import Amount, EachOpponent, Fixed, PlayerRef


@dataclass(frozen=True, slots=True)
class TokensAttackingEach:
    """For each player of ``players``, ``amount`` tokens of ``token`` under your control,
    tapped and attacking that player, or (``planeswalkers``) a planeswalker they control: you
    choose which as they enter (CR 508.4, the Adeline rulings). They were never declared as
    attackers ("attacked" triggers don't see them), and outside combat, or in another
    player's turn, they just enter tapped (CR 506.3b)."""

    token: TokenSpec
    players: PlayerRef = field(default_factory=EachOpponent)
    amount: Amount = field(default_factory=lambda: Fixed(1))
    planeswalkers: bool = True
