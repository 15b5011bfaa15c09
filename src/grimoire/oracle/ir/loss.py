"""Replacement effects on losing the game (CR 104.3, 614.1a): "If you would lose the game,
instead exile this creature and your life total becomes equal to your starting life total"
(The Golden Throne, Exquisite Archangel)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.effects import Effect

__all__ = ["LoseGameInstead"]


@dataclass(frozen=True, slots=True)
class LoseGameInstead:
    """ "If you would lose the game, instead <``instead``>" (CR 614.1a, 104.3): the static's
    controller doesn't lose; ``instead`` is done at once (it asks nothing, CR 614.6). The
    replacement applies to each event of losing the game once (CR 614.5), but a player who
    still meets a state-based loss condition after it meets it again at the next check (CR
    704.3): a poisoned player loses once the static's source is gone."""

    instead: Effect
