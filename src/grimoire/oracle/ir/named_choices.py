"""Named choices made by each opponent (CR 101.4): "each opponent chooses money, friends, or
secrets. For each player who chose money, you and that player each create a Treasure
token." (Master of Ceremonies)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.oracle.ir.effects import Effect

CHOOSER = "who_chose"
"""The binding naming the player of one round of :class:`ForEachWhoChose` ("that player",
a :class:`~grimoire.oracle.ir.ChosenPlayer` bound under this name)."""


@dataclass(frozen=True, slots=True)
class OpponentsChoose:
    """ "Each opponent chooses A, B, or C": each opponent of ``You()`` still in the game, in
    APNAP order (CR 101.4), chooses one of ``options``, knowing the earlier choices (CR
    101.4b); the choices stay with the resolution for :class:`ForEachWhoChose`."""

    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ForEachWhoChose:
    """ "For each player who chose A, <effect>": ``effect`` once for each player who chose
    ``option`` in the :class:`OpponentsChoose` before it, in the order they chose, with
    ``ChosenPlayer(bind=CHOOSER)`` naming that player; ``You()`` stays the controller."""

    option: str
    effect: Effect
    gather: str | None = None
    """A binding of ``effect`` (the objects a round chose) gathered over every round under
    ``"all_" + gather`` ("Untap those creatures": all of them)."""
