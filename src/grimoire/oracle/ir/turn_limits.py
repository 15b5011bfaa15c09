"""A spell's own limit on when it may be cast, counted in its caster's turns: "You can't cast
this spell during your first, second, or third turns of the game." (CR 101.2: a "can't"
wins over any permission)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CantCastEarly"]


@dataclass(frozen=True, slots=True)
class CantCastEarly:
    """The card can't be cast during its caster's first ``turns`` turns of the game (their
    own turns taken, extra turns included; another player's turn is not one of them)."""

    turns: int
