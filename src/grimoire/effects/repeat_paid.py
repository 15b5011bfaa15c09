"""Repeating an instruction for as long as its player pays for it ("As many times as you
choose, you may pay 1 life, ...", Lim-Dûl's Vault): before each repetition the player
chooses whether to pay; a cost they can't pay ends it (CR 118.3; life: CR 119.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import costs
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.RepeatWhilePaid)
def repeat_while_paid(game: Game, res: Resolution, node: ir.RepeatWhilePaid,
                      answer: Action | None) -> Decision | None:
    who = players(game, res, node.player)
    payer = who[0] if who else res.you
    if answer is None:
        if not costs.can_pay_effect_cost(game, payer, node.cost, res.source):
            return None  # CR 118.3: it can't be paid, so it isn't done again
        return Decision("yes_no", payer, prompt="pay the cost and do it again?",
                        options=(True, False), source=res.source, rule="CR 118.3")
    assert isinstance(answer, Choose)
    if answer.value is True:
        costs.pay_effect_cost(game, payer, node.cost, res.source)
        res.push(node)  # then the choice again, after the instruction
        res.push(node.effect)
    return None
