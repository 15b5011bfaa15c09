"""Moving counters (CR 122.5): :class:`~grimoire.oracle.ir.MoveCounters`.

"Move a +1/+1 counter from this creature onto target creature" removes one counter of the
kind from the first object and puts it onto the second, or does nothing at all if either
can't be done: the two are the same object, the first has no such counter, or either is no
longer on the battlefield. "Move any number of +1/+1 counters from this creature onto other
creatures" (Forgotten Ancient) is done one counter at a time: the controller picks the
creature for each, or stops.

"Put its counters on target creature you control" (:class:`~grimoire.oracle.ir.PutCountersOf`)
moves nothing: the dead creature's counters (its last known information, CR 608.2h) are
put anew, each kind in the same number (CR 122.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import lki, lki_objects, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def move_one(game: Game, kind: str, source: int, dest: int) -> bool:
    """CR 122.5: move one ``kind`` counter from ``source`` onto ``dest`` (both on the
    battlefield, different, the first having one); whether it moved."""
    first, second = game.objects.get(source), game.objects.get(dest)
    if first is None or second is None or source == dest or first.counter(kind) < 1 \
            or first.zone != "battlefield" or second.zone != "battlefield":
        return False
    add_counters(game, first, kind, -1)
    add_counters(game, second, kind, 1)
    return True


@resolves(ir.MoveCounters)
def move_counters(game: Game, res: Resolution, node: ir.MoveCounters,
                  answer: Action | None) -> Decision | None:
    sources = objects(game, res, node.source)
    source = sources[0] if sources else None
    if node.to is not None:  # one counter onto one object
        dests = objects(game, res, node.to)
        res.did = source is not None and bool(dests) and move_one(game, node.kind, source,
                                                                  dests[0])
        return None
    assert node.onto is not None
    obj = game.objects.get(source) if source is not None else None
    if obj is None or obj.zone != "battlefield" or obj.counter(node.kind) < 1:
        return None  # none left to move
    if answer is not None:  # one more counter onto the chosen creature, then ask again
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        if not answer.value:
            return None  # the player stops
        res.did = move_one(game, node.kind, obj.id, int(answer.value[0]))
        res.push(node)
        return None
    pool = tuple(o for o in game.battlefield if o != obj.id and query.matches(
        game, game.objects[o], node.onto, res.you, res.source))
    if not pool:
        return None
    return Decision("choose_objects", res.you, prompt=f"move a {node.kind} counter onto",
                    options=pool, min_count=0, max_count=1, source=res.source,
                    rule="CR 122.5")


@resolves(ir.PutCountersOf)
def put_counters_of(game: Game, res: Resolution, node: ir.PutCountersOf,
                    answer: Action | None) -> None:
    """ "put its counters on target creature": each kind, as many as the source had (CR
    608.2h: as it last existed if it left the battlefield; CR 400.7)."""
    if isinstance(node.source, ir.ThisObject):  # gone: as it last existed (not the card
        had = lki(game, res.source)  # in the graveyard, a new object, CR 400.7)
    else:
        found = lki_objects(game, res, node.source)
        had = found[0] if found else None
    counters = dict(had.counters or {}) if had is not None else {}
    res.did = False
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        if obj.zone != "battlefield":
            continue
        for kind, count in counters.items():
            if count > 0:
                add_counters(game, obj, kind, count)
                res.did = True
