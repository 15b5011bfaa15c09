"""The players attacked by some of a declaration's attackers (CR 506.2, 508.1).

Evaluated by :mod:`grimoire.mechanics.attack_conditions`.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["DeclaredAttackedBy"]


@dataclass(frozen=True, slots=True)
class DeclaredAttackedBy:
    """In the effect of an attack trigger ("Whenever one or more Devils you control attack
    one or more players, you and those players each draw a card", Zurzoth, Chaos Rider):
    the checked player (``CheckedPlayer()``, inside a
    :class:`~grimoire.oracle.ir.PlayersWhere`) was attacked, as a player (not a planeswalker
    they control, Zurzoth's ruling), by a creature matching ``filter`` in the triggering
    player's declaration (the latest this turn: this combat's; CR 508.1: removal from combat
    later doesn't undo that it attacked); the creature is read as it is now or, gone, as it
    last existed (CR 608.2h)."""

    filter: ObjectFilter
