""""For each <object>, <effect>" (:class:`~grimoire.oracle.ir.ForEachObject`): the objects
are found once, as the step begins (CR 608.2c: the instructions are followed in order), then
the effect is done for each in turn with ``Bound(bind)`` naming it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution

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
    found = query.objects_matching(game, node.filter, res.you, res.source)
    steps: list[object] = []
    for oid in found:
        steps += [BindObject(node.bind, oid), node.effect]
    res.push_all(tuple(steps))
    res.did = bool(found)


@resolves(BindObject)
def bind_object(game: Game, res: Resolution, node: BindObject, answer: Action | None) -> None:
    """Bind the object for the next step."""
    res.bindings[node.name] = (node.oid,)
