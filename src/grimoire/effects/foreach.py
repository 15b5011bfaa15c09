""""For each <object>, <effect>" (:class:`~grimoire.oracle.ir.ForEachObject`): the objects
are found once, as the step begins (CR 608.2c: the instructions are followed in order), then
the effect is done for each in turn with ``Bound(bind)`` naming it. "Proliferate X times"
(:class:`~grimoire.oracle.ir.RepeatTimes`): the count is read once, then the effect is done
that many times."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, apnap, lki_objects, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@dataclass(frozen=True, slots=True)
class BindObject:
    """Internal node: bind ``oid`` under ``name`` for the steps after it."""

    name: str
    oid: int


@resolves(ir.ForEachObject)
def for_each_object(game: Game, res: Resolution, node: ir.ForEachObject,
                    answer: Action | None) -> None:
    """Schedule ``node.effect`` once per matching object (none: nothing happens)."""
    found = query.objects_matching(game, node.filter, res.you, res.source) \
        if node.among is None else objects(game, res, node.among)  # CR 608.2b: still legal
    if node.apnap and len(found) > 1:  # CR 101.4: by controller, active player first
        order = {seat: i for i, seat in enumerate(apnap(game))}
        found = sorted(found, key=lambda oid: order.get(_controller(game, res, oid), 99))
    steps: list[object] = []
    for oid in found:
        steps += [BindObject(node.bind, oid), node.effect]
        if node.gather is not None:
            steps.append(GatherBinding(node.gather))
    if node.gather is not None:
        res.bindings["all_" + node.gather] = ()
    res.push_all(tuple(steps))
    res.did = bool(found)


def _controller(game: Game, res: Resolution, oid: int) -> int:
    """``oid``'s controller as it last was (CR 608.2h: a permanent this resolution moved
    off the battlefield, as it was there)."""
    res.bindings["apnap order"] = (oid,)
    try:
        known = lki_objects(game, res, ir.Bound("apnap order"))
    finally:
        res.bindings.pop("apnap order", None)
    return known[0].controller if known else -1


@dataclass(frozen=True, slots=True)
class GatherBinding:
    """Internal node: add the objects bound under ``name`` to those under ``"all_" + name``
    (each round's token, for "those tokens" after the rounds)."""

    name: str


@resolves(GatherBinding)
def gather_binding(game: Game, res: Resolution, node: GatherBinding,
                   answer: Action | None) -> None:
    """Gather this round's objects."""
    everything = "all_" + node.name
    res.bindings[everything] = (*res.bindings.get(everything, ()),
                                *res.bindings.get(node.name, ()))


@resolves(BindObject)
def bind_object(game: Game, res: Resolution, node: BindObject, answer: Action | None) -> None:
    """Bind the object for the next step."""
    res.bindings[node.name] = (node.oid,)


@resolves(ir.RepeatTimes)
def repeat_times(game: Game, res: Resolution, node: ir.RepeatTimes,
                 answer: Action | None) -> None:
    """Schedule ``node.effect`` as many times as the count says now (CR 608.2h)."""
    times = max(0, amount_value(game, res, node.times, res.you))
    res.push_all((node.effect,) * times)
    res.did = times > 0
