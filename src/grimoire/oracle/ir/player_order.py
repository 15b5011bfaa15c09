"""Players in turn order from the resolving ability's controller: "Starting with you, each
player ..." (CR 101.4: when players make choices in turn order starting with a named player);
the player a permanent's "As this enters, choose a player" chose."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.oracle.ir.values import PlayerRef

__all__ = ["ChosenAsEntered", "EachPlayerFromYou", "OtherOpponents"]


@dataclass(frozen=True, slots=True)
class EachPlayerFromYou:
    """Every player still in the game, in turn order starting with ``You()`` (CR 101.4)."""


@dataclass(frozen=True, slots=True)
class ChosenAsEntered:
    """ "the chosen player" of the source's "As this enters, choose a player" (CR 614.12:
    chosen as it entered, remembered by that permanent, read as it last existed, CR 608.2h);
    no one once that player left the game (CR 800.4a)."""


@dataclass(frozen=True, slots=True)
class OtherOpponents:
    """ "each other opponent": each opponent of ``You()`` but the ``excluded`` one(s) ("it
    deals that much damage to each other opponent": other than the opponent the trigger
    names), in APNAP order (CR 101.4, 102.3)."""

    excluded: PlayerRef
