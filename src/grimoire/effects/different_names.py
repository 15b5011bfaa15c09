"""The resolver of :class:`~grimoire.oracle.ir.ChooseDifferentNames`: "Choose any number of
artifact tokens and/or creature tokens you control with different names." (CR 201.2,
608.2d): the choice is made as the instruction resolves, no two chosen objects sharing a
name (the decision's data lists each option's name, checked by
:func:`grimoire.rules.choice_bounds.names_problem`); a face-down permanent has no name
(CR 708.2) and so shares none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _name(game: Game, oid: int) -> str:
    obj = game.objects[oid]
    return "" if obj.hidden is not None else obj.name  # CR 708.2: face down, no name


@resolves(ir.ChooseDifferentNames)
def choose_different_names(game: Game, res: Resolution, node: ir.ChooseDifferentNames,
                           answer: Action | None) -> Decision | None:
    if answer is None:
        pool = tuple(query.objects_matching(game, node.filter, res.you, res.source))
        if not pool:
            res.bindings[node.bind] = ()
            res.did = False
            return None
        return Decision("choose_objects", res.you, prompt="choose any number with different "
                        "names", options=pool, min_count=0, max_count=len(pool),
                        source=res.source, rule="CR 201.2",
                        data=("names", tuple(_name(game, o) for o in pool)))
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    chosen = tuple(int(v) for v in answer.value if int(v) in game.objects)
    res.bindings[node.bind] = chosen
    res.did = bool(chosen)
    return None
