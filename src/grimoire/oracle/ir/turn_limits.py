"""A spell's own limit on when it may be cast, counted in its caster's turns: "You can't cast
this spell during your first, second, or third turns of the game." (CR 101.2: a "can't"
wins over any permission); its own conditional flash: "You may cast this spell as though it
had flash if it targets a commander." (CR 601.3b, 601.3d)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["CantCastEarly", "FlashIfTargets"]


@dataclass(frozen=True, slots=True)
class CantCastEarly:
    """The card can't be cast during its caster's first ``turns`` turns of the game (their
    own turns taken, extra turns included; another player's turn is not one of them)."""

    turns: int


@dataclass(frozen=True, slots=True)
class FlashIfTargets:
    """ "You may cast this spell as though it had flash if it targets <filter>": the card
    may begin to be cast any time its owner could cast an instant (CR 601.3b: the targets
    to be chosen may make the permission apply), and such a cast is legal only if one of
    its targets matches ``filter`` (grimoire.rules.flash_permission)."""

    filter: ObjectFilter
