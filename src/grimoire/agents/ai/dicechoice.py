"""Choices inside a die roll: which result to use, which die to ignore or keep, and the
order of roll replacements, each made for the best value of what the result then does.

A result is worth the value of the results-table row it lands in (CR 706.3a), or, for a
roll without a table, the value of the rest of the effect with that result plugged in
("draw cards equal to the result", CR 706.4). The roll is found in the definition of the
decision's source (the card whose effect rolls), never by a card's name.

>>> from grimoire.oracle import ir
>>> roll = ir.RollDice(ir.Fixed(2), 8, choose_from=2)
>>> card = ir.CardDefinition("Probe", spell=ir.SpellAbility(effect=ir.Sequence((
...     roll, ir.DrawCards(ir.DieResult())))))
>>> find_roll(card, choose=True)[0] == roll
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from grimoire.agents.ai.board import Board
from grimoire.agents.ai.values import EffectContext, amount, value
from grimoire.oracle import ir
from grimoire.rules import dice
from grimoire.rules.actions import Action, Choose, Decision

SAMPLES = 300
"""Rolls simulated (with a fixed-seed RNG of the AI's own) to compare replacement orders."""

SIMULATION_LIMIT = 6
"""Most dice physically rolled in a compared order (beyond it the order is kept)."""


def _effects(card: ir.CardDefinition) -> list[ir.Effect]:
    out: list[ir.Effect] = []
    if card.spell is not None:
        out.append(card.spell.effect)
    for ability in card.abilities:
        if isinstance(ability, ir.ActivatedAbility | ir.TriggeredAbility):
            out.append(ability.effect)
    return out


def find_roll(card: ir.CardDefinition, choose: bool = False
              ) -> tuple[ir.RollDice, ir.Effect] | None:
    """The roll instruction of ``card`` (one that chooses among results first when
    ``choose``) and the effect it is part of."""
    found: list[tuple[ir.RollDice, ir.Effect]] = []
    for effect in _effects(card):
        for node in ir.iter_nodes(effect):
            if isinstance(node, ir.RollDice):
                found.append((node, effect))
    if choose:
        found = [f for f in found if f[0].choose_from > 1] or found
    return found[0] if found else None


def result_value(card: ir.CardDefinition, result: int, ctx: EffectContext) -> float:
    """What a roll of ``card`` ending on ``result`` is worth: its table row's effect, or
    the enclosing effect with the result known; higher results break ties."""
    found = find_roll(card)
    if found is None:
        return 0.001 * result
    node, effect = found
    known = replace(ctx, die=result)
    if node.table:
        for row in node.table:  # CR 706.3a: the row the result falls in
            if result >= row.low and (row.high is None or result <= row.high):
                return value(row.effect, known, card) + 0.001 * result
        return 0.001 * result
    return value(effect, known, card) + 0.001 * result


def choose(board: Board, decision: Decision, card: ir.CardDefinition,
           legal: Sequence[Action]) -> Action:
    """The best answer to a ``choose_number`` decision of a die roll (CR 706.4, 706.6,
    616.1); other number choices keep the first legal answer."""
    ctx = EffectContext(board, (), 0, decision.source)
    values = decision.data
    owner = _controller(board, decision.source)
    if owner is not None and owner != board.me:
        # Choosing for another player's roll (an opponent's "ignore one of your choice"):
        # its effect is theirs, so what is good for them is bad for us.
        board = replace(board, me=owner, opp=board.me, mine=board.theirs, theirs=board.mine,
                        opponents=(board.me,))
        ctx = replace(ctx, board=board)

    def worth(action: Action) -> float:
        if not isinstance(action, Choose) or not isinstance(action.value, int):
            return float("-inf")
        i = action.value
        if decision.rule == "CR 706.4" and i < len(values):  # "choose one result"
            return result_value(card, values[i], ctx)
        if decision.rule == "CR 706.6" and i < len(values):
            v = result_value(card, values[i], ctx)
            return -v if "ignore" in decision.prompt else v
        if decision.rule == "CR 616.1" and i < len(values):
            return _order_value(card, values, i, ctx)
        return float("-inf")

    scored = [(worth(a), n) for n, a in enumerate(legal)]
    best = max(scored)
    return legal[best[1]] if best[0] > float("-inf") else legal[0]


def _controller(board: Board, source: int | None) -> int | None:
    """Who controls the roll's source (a permanent, or a spell or ability on the stack)."""
    if source is None:
        return None
    if source in board.perms:
        return board.perms[source].controller
    return next((c for oid, _, c in board.view.stack() if oid == source), None)


def _order_value(card: ir.CardDefinition, left: Sequence[object], first: int,
                 ctx: EffectContext) -> float:
    """The mean value of the roll when replacement ``first`` applies first (CR 616.1) and
    the rest in order, every later choice made for the best result (estimated from a
    fixed-seed sample, so the answer is the same every time)."""
    found = find_roll(card)
    steps = [r for r in left if isinstance(r, dice.Replacement)]
    if found is None or len(steps) != len(left):
        return 0.0
    node = found[0]
    order = (steps[first], *steps[:first], *steps[first + 1:])
    plan = dice.RollPlan(max(amount(node.count, ctx), 1), node.sides, tuple(order))
    if plan.dice_to_roll > SIMULATION_LIMIT:
        return 0.0
    rng = random.Random(first)
    cache: dict[int, float] = {}

    def worth(result: int) -> float:
        if result not in cache:
            cache[result] = result_value(card, result, ctx)
        return cache[result]

    total = 0.0
    for _ in range(SAMPLES):
        naturals = tuple(rng.randint(1, node.sides) for _ in range(plan.dice_to_roll))
        state, ask = dice.Ignoring.start(plan, naturals).advance(None)
        while ask is not None:
            sign = -1.0 if "ignore" in ask.prompt else 1.0
            scored = [(sign * worth(state.slots[o][0]), o) for o in ask.options]
            state, ask = state.advance(max(scored)[1])
        counted = state.counted
        total += max((worth(v) for v in counted), default=0.0)
    return total / SAMPLES


__all__ = ["choose", "find_roll", "result_value"]
