"""Persist and undying (CR 702.79a, 702.93a): "When this permanent is put into a graveyard
from the battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the
battlefield under its owner's control with a -1/-1 (+1/+1) counter on it."

The compiler writes the triggered ability (:mod:`grimoire.oracle.upkeep_keywords`); its
intervening "if" (CR 603.4) reads the permanent as it last existed on the battlefield
(CR 603.10a: a leaves-the-battlefield ability looks back in time), which
:func:`had_no_counters` finds in the game's last known information. Also toxic's total
value (CR 702.164b), which combat damage to a player reads (hooks.COMBAT_DAMAGE_TO_PLAYER).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution


def had_no_counters(game: Game, res: Resolution, kind: str) -> bool:
    """Whether the source had no ``kind`` counters when it left the battlefield (or has
    none now, while still there)."""
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield":
        obj = game.last_known.get(res.source)
    return obj is not None and obj.counter(kind) == 0


def toxic_value(source: GameObject) -> int:
    """CR 702.164b: a creature's total toxic value, the sum of the N of its toxic abilities
    (printed: granted toxic is a gap in :mod:`grimoire.oracle.support`)."""
    return sum(a.amount.value for a in source.info.card.abilities
               if isinstance(a, ir.Keyword) and a.name == "toxic"
               and isinstance(a.amount, ir.Fixed))


def _toxic(game: Game, source: GameObject, player: int, amount: int,
           keywords: frozenset[str]) -> None:
    """CR 702.164c: combat damage from a creature with toxic to a player also gives that
    player poison counters equal to its total toxic value."""
    if "toxic" in keywords:
        counters = game.players[player].counters
        counters["poison"] = counters.get("poison", 0) + toxic_value(source)


hooks.COMBAT_DAMAGE_TO_PLAYER.add(_toxic)


@hooks.condition(ir.HadNoCounters)
def _had_no_counters(game: Game, res: Resolution, cond: ir.HadNoCounters) -> bool:
    return had_no_counters(game, res, cond.kind)  # CR 702.79a, 702.93a
