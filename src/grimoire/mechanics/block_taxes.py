"""Costs to block for the rest of a turn, from a resolved ability (CR 509.1d, 611.2c):
"This turn, creatures can't block unless their controller pays {X} for each blocking
creature they control." (War Cadence).

The resolver locks X in and adds an entry ``(source, "block_tax_each:<n>")`` to
``game.combat_rules`` (cleared as the turn ends, CR 514.2); :func:`_pricer` makes every
blocker cost the sum of those entries (several activations add up), priced through
:data:`grimoire.rules.hooks.BLOCK_COSTS`, which the kernel pays as blockers are declared
(CR 509.1d-f). Blocks already declared are untouched (the ruling: only blocks declared after
it resolves). The entry's rule names no object, so no per-object rule lookup sees it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

PREFIX = "block_tax_each:"


@resolves(ir.BlockTaxThisTurn)
def block_tax_this_turn(game: Game, res: Resolution, node: ir.BlockTaxThisTurn,
                        answer: Action | None) -> None:
    """CR 509.1d, 608.2h: the tax is fixed now and lasts the turn (X = 0 still counts:
    paying {0} is a choice, the ruling says, which the engine always makes)."""
    amount = max(0, amount_value(game, res, node.amount, res.you))
    game.combat_rules = (*game.combat_rules, (res.source, f"{PREFIX}{amount}"))
    res.did = True


def _pricer(game: Game) -> Callable[[GameObject], int] | None:
    """What each blocker pays under this turn's taxes; None when there are none."""
    if not game.combat_rules:
        return None
    total = sum(int(rule[len(PREFIX):]) for _, rule in game.combat_rules
                if rule.startswith(PREFIX))
    if not total:
        return None
    return lambda blocker: total


hooks.BLOCK_COSTS.add(_pricer)  # CR 509.1d
