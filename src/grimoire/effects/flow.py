"""Control flow: sequences, "you may", "if you do", conditions, modes,
"unless ... pays" (CR 608.2c: instructions are followed in the order written)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.mechanics.upkeep_costs import scaled_cost
from grimoire.oracle import ir
from grimoire.rules import costs
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.manapay import expand_x
from grimoire.rules.objects import Seat
from grimoire.rules.registry import UnsupportedEffectError, resolves
from grimoire.rules.resolution import ChooseBinding, Resolution
from grimoire.rules.values import amount_value, condition_holds, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.Sequence)
def sequence(game: Game, res: Resolution, node: ir.Sequence, answer: Action | None) -> None:
    res.push_all(node.steps)


@resolves(ir.MayDo)
def may_do(game: Game, res: Resolution, node: ir.MayDo,
           answer: Action | None) -> Decision | None:
    who = players(game, res, node.who)
    if not who:
        res.did = False
        return None
    if answer is None:
        return Decision("yes_no", who[0], prompt="you may", options=(True, False),
                        source=res.source, rule="CR 608.2c")
    assert isinstance(answer, Choose)
    if answer.value is True:
        res.did = True  # the effect below sets it to False if nothing happens
        res.push(node.effect)
    else:
        res.did = False
    return None


@resolves(ir.IfDid)
def if_did(game: Game, res: Resolution, node: ir.IfDid, answer: Action | None) -> None:
    branch = node.then if res.did else node.otherwise
    if branch is not None:
        res.push(branch)


@resolves(ir.Conditional)
def conditional(game: Game, res: Resolution, node: ir.Conditional,
                answer: Action | None) -> None:
    if condition_holds(game, res, node.condition):
        res.did = True
        res.push(node.then)
    elif node.otherwise is not None:
        res.push(node.otherwise)
    else:
        res.did = False  # a false "if" with no "otherwise" did nothing (IR convention)


@resolves(ir.Modal)
def modal(game: Game, res: Resolution, node: ir.Modal, answer: Action | None) -> None:
    # CR 700.2: the modes were chosen as it was put on the stack; their targets follow
    # the spell's own targets in the order the modes were chosen.
    chosen = [node.modes[i] for i in res.modes if i < len(node.modes)]
    offset = len(res.specs) - sum(len(m.targets) for m in chosen)
    items = []
    for mode in chosen:
        items.append((mode.effect, offset))
        offset += len(mode.targets)
    for effect, toff in reversed(items):
        res.push(effect, toff=toff)


@dataclass(frozen=True, slots=True)
class ForgetChoices:
    """Internal node: drop the bindings of the choices made for the previous player, so
    each player of a :class:`~grimoire.oracle.ir.ForEach` makes their own (CR 608.2d)."""

    names: tuple[str, ...]


@resolves(ForgetChoices)
def forget_choices(game: Game, res: Resolution, node: ForgetChoices,
                   answer: Action | None) -> None:
    for name in node.names:
        res.bindings.pop(name, None)


@resolves(ir.UnlessPays)
def unless_pays(game: Game, res: Resolution, node: ir.UnlessPays,
                answer: Action | None) -> Decision | None:
    who = players(game, res, node.who)
    if not who:
        res.push(node.effect)
        return None
    payer = who[0]
    if node.alternatives:  # "sacrifices a creature of their choice or pays 3 life"
        picked = _pick_alternative(game, res, node, payer, answer)
        if picked is None or isinstance(picked, Decision):
            return picked
        node, answer = picked
        paid = unless_pays(game, res, node, answer)
        if paid is None:  # paid (or the payment ended): the next "unless" chooses afresh
            res.scratch.pop(_WHICH, None)
        return paid
    cost = unless_cost(game, res, node)
    if answer is None:
        if not costs.can_pay_effect_cost(game, payer, cost, res.source):
            res.push(node.effect)
            return None
        return Decision("yes_no", payer, prompt=f"pay {cost.mana}?", options=(True, False),
                        source=res.source, rule="CR 118.12a")
    assert isinstance(answer, Choose)
    ways = costs.choices(game, payer, cost.parts, res.source)
    if isinstance(answer.value, tuple) and res.scratch.pop(_PAY_WITH, False):
        if answer.value not in ways:  # which objects pay it ("a creature of their choice")
            raise IllegalActionError("choose one of the offered ways to pay", rule="CR 118.3")
        costs.pay_effect_cost(game, payer, cost, res.source, answer.value)
        res.did = True
    elif answer.value is True and len(ways) > 1:  # CR 118.3: the payer picks the objects
        res.scratch[_PAY_WITH] = True
        return Decision("choose_mode", payer, prompt="pay with", options=tuple(ways),
                        source=res.source, rule="CR 118.3")
    elif answer.value is True:
        costs.pay_effect_cost(game, payer, cost, res.source)
        res.did = True
    else:
        res.did = False
        res.push(node.effect)
    return None


def unless_cost(game: Game, res: Resolution, node: ir.UnlessPays) -> ir.Cost:
    """The cost of "unless ... pays" as it resolves: cumulative upkeep's multiple (CR
    702.24a), the X the text defines (CR 107.3c) or the spell's own (CR 107.3a)."""
    cost = node.cost
    if node.times is not None:  # cumulative upkeep: "for each age counter" (CR 702.24a)
        cost = scaled_cost(cost, amount_value(game, res, node.times, res.you))  # "your"
    if "X" in cost.mana.symbols:  # "pays {X}": the X the text defines (CR 107.3c), else
        x = res.x if node.x is None else amount_value(game, res, node.x, res.you)  # 107.3a
        cost = replace(cost, mana=ManaCost(expand_x(cost.mana.symbols, max(0, x))))
    return cost


_PAY_WITH = "unless_pay_with"
"""Scratch flag: the payer said yes and now chooses the objects that pay (CR 118.3)."""
_WHICH = "unless_which_cost"
"""Scratch: the index of the alternative cost the payer chose."""
_DECLINE = "don't pay"


def _pick_alternative(game: Game, res: Resolution, node: ir.UnlessPays, payer: int,
                      answer: Action | None) -> tuple[ir.UnlessPays, Action | None] | Decision \
        | None:
    """CR 118.12a with several costs ("unless target opponent sacrifices a creature of their
    choice or pays 3 life"): the payer chooses one they can pay, or none (Indulgent
    Tormentor's ruling: never an impossible one). Then that cost is paid as the only one
    (the answer "yes"); None when the effect was done (no cost payable, or declined)."""
    every = (node.cost, *node.alternatives)
    which = res.scratch.get(_WHICH)
    if which is None:
        able = [i for i, c in enumerate(every)
                if costs.can_pay_effect_cost(game, payer, c, res.source)]
        if not able:
            res.did = False
            res.push(node.effect)
            return None
        options = (*(f"pay cost {i + 1}" for i in able), _DECLINE)
        if answer is None:
            return Decision("choose_mode", payer, prompt="pay which cost?", options=options,
                            source=res.source, rule="CR 118.12a")
        if not isinstance(answer, Choose) or answer.value not in options:
            raise IllegalActionError("choose one of the offered costs", rule="CR 118.12a")
        if answer.value == _DECLINE:
            res.did = False
            res.push(node.effect)
            return None
        which = int(str(answer.value).rsplit(" ", 1)[1]) - 1
        res.scratch[_WHICH] = which
        answer = Choose(True)
    return replace(node, cost=every[which], alternatives=()), answer


@resolves(ChooseBinding)
def choose_binding(game: Game, res: Resolution, node: ChooseBinding,
                   answer: Action | None) -> None:
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    # a chosen player (ChosenPlayer) is bound by seat index
    res.bindings[node.bind] = tuple(v.index if isinstance(v, Seat) else int(v)
                                    for v in answer.value)


@resolves(ir.Unimplemented)
def unimplemented(game: Game, res: Resolution, node: ir.Unimplemented,
                  answer: Action | None) -> None:
    raise UnsupportedEffectError(f"unimplemented effect: {node.text!r} ({node.reason})")
