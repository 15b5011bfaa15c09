"""Choices made now, repeated processes and "exile it instead" for the turn:
:class:`~grimoire.oracle.ir.ChooseObjects` ("You may choose a creature. ... each creature
not chosen this way", CR 608.2d), :class:`~grimoire.oracle.ir.RepeatProcess` ("... If you
roll a 20, repeat this process") and :class:`~grimoire.oracle.ir.ExileIfDiesThisTurn`.

>>> from grimoire.rules.registry import RESOLVERS
>>> ir.RepeatProcess in RESOLVERS and ir.ChooseObjects in RESOLVERS
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import _this_turn, condition_holds, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@dataclass(frozen=True, slots=True)
class AgainIf:
    """Internal node: after one pass of a :class:`~grimoire.oracle.ir.RepeatProcess`, run it
    again if its condition holds (checked against the roll that pass made)."""

    process: ir.RepeatProcess
    condition: ir.Condition
    left: int | None
    """Repeats still allowed (None: no limit)."""


@resolves(ir.ChooseObjects)
def choose_objects(game: Game, res: Resolution, node: ir.ChooseObjects,
                   answer: Action | None) -> None:
    # CR 608.2d: the choice is made as the effect resolves; evaluating the reference asks
    # the player (NeedChoice) and binds the answer under ``node.what.bind``.
    chosen = objects(game, res, node.what)
    res.did = bool(chosen)
    if node.join is not None:  # "those cards": what each of the choices chose
        res.bindings[node.join] = (*res.bindings.get(node.join, ()), *chosen)


@resolves(ir.RepeatProcess)
def repeat_process(game: Game, res: Resolution, node: ir.RepeatProcess,
                   answer: Action | None) -> None:
    # CR 608.2c: the instructions are followed in order; "repeat this process" does them
    # all again, then checks again. Each pass makes its own choices: what the steps bound
    # in the pass before is forgotten.
    for n in ir.iter_nodes(node.effect):
        name = getattr(n, "bind", None)
        if isinstance(name, str):
            res.bindings.pop(name, None)
    left = res.scratch.pop(_LEFT, node.max_repeats)
    res.push(AgainIf(node, node.condition, left))
    res.push(node.effect)


_LEFT = "repeats_left"
"""Scratch key: the repeats left for the pass about to begin."""

EXILE_IF_DIES = "exile_if_dies"
"""Flag of a permanent that is exiled instead if it would die this turn."""
hooks.move_rule(EXILE_IF_DIES, hooks.MoveRule(
    "exile_if_dies", "battlefield", "graveyard", "exile it (CR 614.1a)"), order=40)


EXILE_IF_LEAVES = "exile_if_leaves"
"""Flag of a permanent exiled instead if it would leave the battlefield (for good: the flag
goes with the object, CR 400.7)."""
hooks.move_rule(EXILE_IF_LEAVES, hooks.MoveRule(
    "exile_if_leaves", "battlefield", None, "exile it instead (CR 614.1a)"), order=41)


@resolves(ir.ExileIfDiesThisTurn)
def exile_if_dies(game: Game, res: Resolution, node: ir.ExileIfDiesThisTurn,
                  answer: Action | None) -> None:
    # CR 614.1a: a replacement effect until end of turn (the flag ends in the cleanup step,
    # CR 514.2; a permanent that leaves is a new object without it, CR 400.7).
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    if node.damaged_only:  # "a creature dealt damage this way"
        damaged = {e.target for e in _this_turn(game)
                   if isinstance(e, ev.DamageDealt) and e.source == res.source and e.amount > 0}
        hit = [o for o in hit if o in damaged]
    for oid in hit:
        obj = game.objects[oid]
        if node.leaves:  # "If it would leave the battlefield, exile it instead of putting it
            obj.flags = obj.flags | {EXILE_IF_LEAVES}  # anywhere else" (no end: CR 400.7)
        elif EXILE_IF_DIES not in obj.flags:
            obj.flags = obj.flags | {EXILE_IF_DIES}
            game.reverts = (*game.reverts, ("unflag", oid, EXILE_IF_DIES))
    res.did = bool(hit)


@resolves(AgainIf)
def again_if(game: Game, res: Resolution, node: AgainIf, answer: Action | None) -> None:
    if node.left == 0 or not condition_holds(game, res, node.condition):
        return
    if node.left is not None:
        res.scratch[_LEFT] = node.left - 1
    res.push(node.process)
