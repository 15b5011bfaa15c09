""" "<player>'s life total becomes <amount>" (:class:`~grimoire.oracle.ir.SetLifeTotal`):
CR 119.5, the player gains or loses the life needed, so life gain and loss triggers and
replacement effects see it as such (CR 119.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import damage
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.SetLifeTotal)
def set_life_total(game: Game, res: Resolution, node: ir.SetLifeTotal,
                   answer: Action | None) -> None:
    """Each player named gains or loses the difference to the amount (CR 119.5); a player
    already at it changes nothing."""
    changed = False
    for seat in players(game, res, node.player):
        wanted = amount_value(game, res, node.amount, res.you)
        difference = wanted - game.players[seat].life
        if difference:
            damage.change_life(game, seat, difference)
            changed = True
    res.did = changed
