"""Cards drawn this turn (CR 121.1, 121.2): "as long as you've drawn two or more cards this
turn", "as long as an opponent has drawn four or more cards this turn". Each card drawn is
one ``CardDrawn`` event of this turn's log (a draw replaced by something else draws nothing,
CR 121.6, and emits none); the count of :class:`~grimoire.oracle.ir.CardsDrawnThisTurn` is
read whenever the condition is checked (CR 611.3a), so it changes as the turn goes on and
starts again at zero each turn.
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.game import Game
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import players


def cards_drawn(game: Game, res: Resolution, amount: ir.CardsDrawnThisTurn, you: int) -> int:
    """How many cards the players ``amount.player`` names drew this turn (summed)."""
    who = {you} if isinstance(amount.player, ir.You) else set(players(game, res, amount.player))
    count = 0
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            break
        if type(event) is ev.CardDrawn and event.player in who:
            count += 1
    return count


hooks.AMOUNTS[ir.CardsDrawnThisTurn] = cards_drawn  # CR 121.1
