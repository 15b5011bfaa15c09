"""Attack requirements and restrictions that wait for a later combat or turn (CR 508.1c-d,
611.2a).

Resolved by :mod:`grimoire.mechanics.next_combat_attacks`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.values import ObjectRef, PlayerRef, You

__all__ = ["AttacksNextCombat", "CantAttackYouUntilYourNextTurn"]


@dataclass(frozen=True, slots=True)
class AttacksNextCombat:
    """ "<creature> attacks during its controller's next combat phase if able" (Trench
    Behemoth, Sizzling Soloist; CR 508.1d): a requirement on the creature in the first combat
    phase that begins after the effect, in a turn of the player controlling it then; it
    ends with that combat phase (and with the creature leaving the battlefield, CR 400.7)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class CantAttackYouUntilYourNextTurn:
    """ "creatures <player> controls can't attack you or planeswalkers you control until
    your next turn" (Orzhov Advokist; CR 508.1c, 611.2a): every creature ``player``
    (``You()`` inside a :class:`~grimoire.oracle.ir.ForEach`: that player) controls, those
    arriving later too (the ruling), can't attack the controller of the resolving ability
    or their planeswalkers until that controller's next turn begins."""

    player: PlayerRef = field(default_factory=You)
