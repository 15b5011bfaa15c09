"""Life gained and lost this turn or last turn (CR 119.3: every gain or loss of life, damage
dealt to a player included, CR 120.3a), read from the game's event log: "the amount of life
you gained this turn", "the total life lost by your opponents this turn", "target player who
lost life this turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.turn_log import life_changed

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def total(game: Game, amount: ir.LifeChangedTotal, you: int, checked: int | None) -> int:
    """The amount for ``you``; over ``you``'s opponents with ``opponents`` (those who left
    the game since count too, Cryptborn Horror's ruling); for the checked player with
    ``checked`` (0 when no player is being checked)."""
    if amount.checked:
        return 0 if checked is None else life_changed(game, checked, amount.gained,
                                                      amount.last_turn)
    if amount.opponents:
        return sum(life_changed(game, p, amount.gained, amount.last_turn)
                   for p in range(len(game.players)) if p != you)
    return life_changed(game, you, amount.gained, amount.last_turn)
