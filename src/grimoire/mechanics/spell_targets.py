"""What a spell or ability on the stack targets, as a quality of it: "Counter target spell
that targets a permanent you control" (Turn Aside), "... that targets you" (CR 115.1,
115.10). The filter fields ``targeting`` / ``targeting_player``
(:class:`grimoire.oracle.ir.ObjectFilter`) are evaluated here, for the source's controller
("you"); checked again as the counterspell resolves (CR 608.2b: if the spell no longer
targets such an object, the counterspell's target is illegal).
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.game import Game
from grimoire.rules.objects import GameObject, Seat


def _aims_at(game: Game, obj: GameObject, flt: ir.ObjectFilter, source: int | None) -> bool:
    """Whether one of ``obj``'s targets is a player or an object ``flt`` asks for."""
    if obj.stack is None:
        return False
    owner = game.objects.get(source) if source is not None else None
    you = owner.controller if owner is not None else obj.controller
    if owner is not None and owner.kind == "ability" and owner.stack is not None:
        source = owner.stack.source  # resolving (CR 608.2b): "this creature" is its source
    for group in obj.stack.targets:
        for target in group:
            if isinstance(target, Seat):
                who = flt.targeting_player
                if who == "any" or (who == "you" and target.index == you) or (
                        who == "opponent" and target.index != you):
                    return True
                continue
            aimed = game.objects.get(target)
            if aimed is not None and any(query.matches(game, aimed, f, you, source)
                                         for f in flt.targeting):
                return True
    return False


hooks.FILTER_TESTS["targeting"] = _aims_at
hooks.FILTER_TESTS["targeting_player"] = _aims_at
