"""How many times an ability has resolved this turn: "If this is the first time this
ability has resolved this turn, ...", "If it's the second time, ..." (Omnath, Locus of
Creation; Saint Traft and Rem Karolus; Rose Room Treasurer...).

The count is of the resolutions of one ability (its index among its source's abilities) of
one object (CR 400.7: a permanent that left and came back is a new object, with new
abilities) this turn, the current resolution included (CR 608.2: the instructions are
followed as it resolves). An ability removed from the stack as it would resolve, because its
targets are all illegal (CR 608.2b) or its intervening "if" is false (CR 603.4), doesn't
resolve, and its instructions never read the count. A copy of the ability (CR 707.10) is
the same ability of the same source, so its resolution counts too.

The count is kept by :data:`COUNTS` (in ``game.states``): ``(turn, source id, ability
index, stack item id, count)`` for each ability that resolved this turn. Every such
ability reads its count as it resolves (the condition is one of its top-level instructions),
so the record is brought up to date at the first read of each resolution: a read from a new
stack item adds one; later reads of the same resolution ("If it's the second time...") see
the same number. A game without these abilities never sets it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

COUNTS: hooks.StateKey[tuple[tuple[int, int, int, int, int], ...]] = \
    hooks.StateKey("resolution_counts")
"""(turn, source id, ability index, last stack item id, resolutions this turn)."""


def resolution_number(game: Game, res: Resolution) -> int:
    """Which resolution of its ability this turn ``res`` is (1 for the first), or 0 when it
    isn't an ability resolving from the stack."""
    item = game.objects.get(res.item)
    info = item.stack if item is not None else None
    if info is None or item is None or item.kind != "ability":
        return 0
    key = (game.turn, info.source, info.ability)
    kept: list[tuple[int, int, int, int, int]] = []
    count = 0
    for entry in COUNTS.get(game) or ():
        if entry[0] != game.turn:
            continue  # an earlier turn's: forgotten
        if entry[:3] == key:
            if entry[3] == res.item:
                return entry[4]  # a later read of the same resolution
            count = entry[4]
            continue
        kept.append(entry)
    count += 1
    COUNTS.set(game, (*kept, (*key, res.item, count)))
    return count


@hooks.condition(ir.ResolvedThisTurn)
def _resolved(game: Game, res: Resolution, cond: ir.ResolvedThisTurn) -> bool:
    return resolution_number(game, res) in cond.times
