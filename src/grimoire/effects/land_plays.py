"""One-shot additional land plays: "You may play an additional land this turn" (CR 305.2:
a player may normally play one land during each of their turns; effects may allow more).

The allowance is the player's ``extra_lands`` for the turn, read by
:func:`grimoire.rules.enter_statics.land_plays` and reset as the next turn begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.ExtraLandPlay)
def extra_land_play(game: Game, res: Resolution, node: ir.ExtraLandPlay,
                    answer: Action | None) -> None:
    """CR 305.2: each named player may play ``count`` more lands this turn."""
    for seat in players(game, res, node.player):
        game.players[seat].extra_lands += node.count
