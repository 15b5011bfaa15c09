"""Fights between two groups (:class:`~grimoire.oracle.ir.FightPairs`, CR 701.14): "Each of
those tokens fights a different one of those creatures." (Ezuri's Predation).

The objects of the first group are paired with different objects of the second; all the
fights happen at the same time (the Ezuri's Predation rulings), so every power is read
before any damage is dealt, and state-based actions wait until the resolution ends. A
creature no longer on the battlefield fights nothing (CR 701.14b); one left over (more tokens
than creatures, Doubling Season) fights nothing either. The pairing follows the order the
objects were made: the rulings let the spell's controller choose it, but the tokens one
instruction made are copies of one token definition, alike in all that fighting reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import damage, query
from grimoire.rules import events as ev
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _fighters(game: Game, res: Resolution, ref: ir.ObjectRef) -> list[int]:
    return [oid for oid in objects(game, res, ref)
            if game.objects[oid].zone == "battlefield" and game.objects[oid].info.is_creature]


@resolves(ir.FightPairs)
def fight_pairs(game: Game, res: Resolution, node: ir.FightPairs,
                answer: Action | None) -> None:
    first = _fighters(game, res, node.first)
    second = [oid for oid in _fighters(game, res, node.second) if oid not in first]
    pairs = list(zip(first, second, strict=False))
    power = {oid: query.power(game, game.objects[oid]) for pair in pairs for oid in pair}
    for a, b in pairs:
        damage.deal_damage(game, game.objects[a], b, power[a])
        damage.deal_damage(game, game.objects[b], a, power[b])
    for a, b in pairs:
        game.emit(ev.Fought(a, b))  # CR 701.14: "whenever ... fights"
        game.emit(ev.Fought(b, a))
    res.did = bool(pairs)
