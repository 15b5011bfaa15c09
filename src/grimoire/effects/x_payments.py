"""Paying a chosen X within a bound (:class:`~grimoire.oracle.ir.PayUpToX`): "you may pay
{X}, where X is less than or equal to the amount of life you gained. If you do, draw X
cards." The payer chooses X as the effect is followed (CR 107.3, 608.2d), from 0 up to the
bound and no more than they can pay (CR 118.3), pays it, and the rest of the ability reads
that X."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import costs
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.manapay import expand_x
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _payable(game: Game, payer: int, maximum: int) -> tuple[int, ...]:
    """The values of X from 0 to ``maximum`` that ``payer`` can pay now."""
    values: list[int] = []
    for x in range(max(0, maximum) + 1):
        if costs.mana_plan(game, payer, expand_x(("X",), x)) is None:
            break  # paying more is no easier
        values.append(x)
    return tuple(values)


@resolves(ir.PayUpToX)
def pay_up_to_x(game: Game, res: Resolution, node: ir.PayUpToX,
                answer: Action | None) -> Decision | None:
    who = players(game, res, node.player)
    if not who:
        res.did = False
        return None
    payer = who[0]
    options = _payable(game, payer, amount_value(game, res, node.maximum, res.you))
    if answer is None:
        return Decision("choose_number", payer, prompt="choose X to pay", options=options,
                        source=res.source, rule="CR 107.3")
    assert isinstance(answer, Choose)
    x = answer.value
    if not isinstance(x, int) or isinstance(x, bool) or x not in options:
        raise IllegalActionError(f"X must be one of {options}", rule="CR 107.3")
    costs.pay_mana(game, payer, expand_x(("X",), x))
    res.x = x
    res.did = True
    return None
