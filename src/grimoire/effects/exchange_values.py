"""Exchanging two creatures' powers (CR 701.10g): each power becomes the other's former
value, a continuous effect that sets it in layer 7b (CR 613.4b), so later boosts, counters
and switches still apply on top (Serene Master's rulings). The whole exchange or none of it
(CR 701.10a): both must still be creatures on the battlefield."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous, query
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _creature(game: Game, res: Resolution, ref: ir.ObjectRef) -> int | None:
    """The one creature on the battlefield ``ref`` names now, or None."""
    found = [o for o in objects(game, res, ref) if game.objects[o].zone == "battlefield"
             and query.is_creature(game, game.objects[o])]
    return found[0] if len(found) == 1 else None


@resolves(ir.ExchangePower)
def exchange_power(game: Game, res: Resolution, node: ir.ExchangePower,
                   answer: Action | None) -> None:
    first, second = _creature(game, res, node.first), _creature(game, res, node.second)
    if first is None or second is None:  # CR 701.10a: no part of the exchange happens
        res.did = False
        return
    powers = {first: query.power(game, game.objects[first]),
              second: query.power(game, game.objects[second])}
    # CR 701.10g, 613.4b: each is set to the other's previous power (both at once)
    continuous.lasting(game, res.source, res.you, node.duration, frozenset({first}),
                       base_power=powers[second])
    continuous.lasting(game, res.source, res.you, node.duration, frozenset({second}),
                       base_power=powers[first])
    res.did = True
