"""The greatest mana value among the objects an earlier instruction moved (CR 608.2c,
202.3): "Each player who discarded a card with the greatest mana value among cards
discarded this way loses life equal to that mana value" (Scythe Specter; its rulings: every
player tied for the greatest loses that much). Read from the resolution's part of the event
log (:func:`grimoire.rules.this_way.moved_this_way`), each object as it last existed
(CR 608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.this_way import moved_this_way
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


def greatest_moved(game: Game, res: Resolution, amount: ir.GreatestMovedThisWay,
                   you: int) -> int:
    """The greatest mana value among those objects (of ``amount.player`` when given); -1
    when there are none."""
    whose = set(players(game, res, amount.player)) if amount.player is not None else None
    best = -1
    for old, controller in moved_this_way(game, res, amount.how):
        if whose is not None and controller not in whose:
            continue
        known = game.last_known.get(old)
        if known is None or not query.matches(game, known, amount.filter, you, res.source):
            continue
        best = max(best, known.info.mana_value)
    return best


hooks.AMOUNTS[ir.GreatestMovedThisWay] = greatest_moved  # CR 608.2c, 202.3
