"""Paying mana costs: the mana pool and the automatic payer (CR 106, 107.4, 601.2g-h, 605).

The payer finds mana for a cost from the player's pool first, then from untapped mana
sources, by a small depth-first search over the colored and hybrid symbols (generic mana
is then paid from whatever is left). Preferences, in order: mana already in the pool;
sources that produce fewer kinds of mana (so flexible sources stay untapped); sources
that sacrifice themselves (Treasure) last. A source whose {T} is part of the same cost is
never used (the ``exclude`` argument).

>>> plan = solve(("1", "G"), [0, 0, 0, 0, 0, 0], [Candidate(7, ((0, ("G",)),), False),
...                                                Candidate(8, ((0, ("R",)),), False)])
>>> plan.taps
((7, 0, ('G',)), (8, 0, ('R',)))
>>> solve(("G",), [0, 0, 0, 0, 1, 0], []).pool
[0, 0, 0, 0, 0, 0]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES
from grimoire.rules import query

if TYPE_CHECKING:
    from grimoire.rules.game import Game

INDEX = {m: i for i, m in enumerate(MANA_TYPES)}


class Candidate:
    """An untapped object that can make mana: its ``(ability index, bundle)`` options."""

    __slots__ = ("key", "oid", "options", "rank", "sacrifice")

    def __init__(self, oid: int, options: tuple[tuple[int, tuple[str, ...]], ...],
                 sacrifice: bool) -> None:
        self.oid = oid
        self.options = options
        self.sacrifice = sacrifice
        self.key = (tuple(b for _, b in options), sacrifice)
        kinds = {m for _, b in options for m in b}
        self.rank = (sacrifice, len(kinds), oid)


class Plan:
    """A payment: mana abilities to activate (``taps``), the pool after paying, life paid."""

    __slots__ = ("life", "pool", "taps")

    def __init__(self, taps: tuple[tuple[int, int, tuple[str, ...]], ...], pool: list[int],
                 life: int) -> None:
        self.taps = taps
        self.pool = pool
        self.life = life


def candidates(game: Game, player: int, exclude: frozenset[int] = frozenset()) -> list[Candidate]:
    """The player's usable mana sources, best first (see the module docstring)."""
    result: list[Candidate] = []
    objects = game.objects
    for oid in game.battlefield:
        obj = objects[oid]
        if obj.controller != player or obj.tapped or not obj.info.mana_sources or oid in exclude:
            continue
        # CR 302.6: a creature's {T} ability needs it controlled since the turn began.
        if obj.sick and obj.info.is_creature and not query.has_keyword(game, obj, "haste"):
            continue
        options = tuple((s.index, b) for s in obj.info.mana_sources for b in s.bundles)
        sacrifice = any(s.sacrifice for s in obj.info.mana_sources)
        result.append(Candidate(oid, options, sacrifice))
    result.sort(key=lambda c: c.rank)
    return result


def _fits(symbol: str) -> tuple[tuple[str, ...], int, int]:
    """For a colored/hybrid symbol: (mana types that pay it, generic alternative, life)."""
    parts = symbol.split("/")
    if len(parts) == 1:
        return ((symbol,), 0, 0)
    if parts[-1] == "P":  # CR 107.4f: Phyrexian: the mana, or 2 life
        return (tuple(parts[:-1]), 0, 2)
    if parts[0] == "2":  # CR 107.4e: monocolored hybrid: the color or {2}
        return ((parts[1],), 2, 0)
    return (tuple(parts), 0, 0)


def solve(symbols: tuple[str, ...], pool: list[int], sources: list[Candidate],
          life: int = 0) -> Plan | None:
    """Find a payment for ``symbols`` (X already replaced by numbers), or None."""
    generic = 0
    reqs: list[tuple[tuple[str, ...], int, int]] = []
    for symbol in symbols:
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "S":
            return None  # CR 107.4h: snow mana needs snow sources, which the payer doesn't track
        else:
            reqs.append(_fits(symbol))
    reqs.sort(key=lambda r: (len(r[0]) + (r[1] > 0) + (r[2] > 0)))
    work = list(pool)
    used: list[tuple[int, int, tuple[str, ...]]] = []
    used_ids: set[int] = set()
    result = _dfs(reqs, 0, work, sources, used, used_ids, generic, life)
    return result


def _dfs(reqs: list[tuple[tuple[str, ...], int, int]], i: int, work: list[int],
         sources: list[Candidate], used: list[tuple[int, int, tuple[str, ...]]],
         used_ids: set[int], generic: int, life: int) -> Plan | None:
    if i == len(reqs):
        return _pay_generic(work, sources, used, used_ids, generic, life)
    types, alt_generic, alt_life = reqs[i]
    for t in types:  # mana already available (pool or produced by a source used earlier)
        k = INDEX[t]
        if work[k] > 0:
            work[k] -= 1
            plan = _dfs(reqs, i + 1, work, sources, used, used_ids, generic, life)
            work[k] += 1
            if plan is not None:
                return plan
    tried: set[object] = set()
    for cand in sources:
        if cand.oid in used_ids or cand.key in tried:
            continue
        tried.add(cand.key)
        for index, bundle in cand.options:
            hit = next((t for t in types if t in bundle), None)
            if hit is None:
                continue
            for m in bundle:
                work[INDEX[m]] += 1
            work[INDEX[hit]] -= 1
            used.append((cand.oid, index, bundle))
            used_ids.add(cand.oid)
            plan = _dfs(reqs, i + 1, work, sources, used, used_ids, generic, life)
            used.pop()
            used_ids.discard(cand.oid)
            work[INDEX[hit]] += 1
            for m in bundle:
                work[INDEX[m]] -= 1
            if plan is not None:
                return plan
    if alt_generic:
        plan = _dfs(reqs, i + 1, work, sources, used, used_ids, generic + alt_generic, life)
        if plan is not None:
            return plan
    if alt_life and life >= alt_life:
        plan = _dfs(reqs, i + 1, work, sources, used, used_ids, generic, life - alt_life)
        if plan is not None:
            plan.life += alt_life
            return plan
    return None


_GENERIC_ORDER = (5, 0, 1, 2, 3, 4)  # spend colorless first, then colors WUBRG


def _pay_generic(work: list[int], sources: list[Candidate],
                 used: list[tuple[int, int, tuple[str, ...]]], used_ids: set[int],
                 generic: int, life: int) -> Plan | None:
    pool = list(work)
    taps = list(used)
    need = generic
    for k in _GENERIC_ORDER:
        take = min(need, pool[k])
        pool[k] -= take
        need -= take
    for cand in sources:
        if need <= 0:
            break
        if cand.oid in used_ids:
            continue
        index, bundle = max(cand.options, key=lambda o: len(o[1]))
        taps.append((cand.oid, index, bundle))
        for m in bundle:
            pool[INDEX[m]] += 1
        for k in _GENERIC_ORDER:
            take = min(need, pool[k])
            pool[k] -= take
            need -= take
    if need > 0:
        return None
    return Plan(tuple(taps), pool, 0)


def expand_x(symbols: tuple[str, ...], x: int) -> tuple[str, ...]:
    """The cost with each {X} (CR 107.3) replaced by the number ``x``.

    >>> expand_x(("X", "X", "R"), 2)
    ('2', '2', 'R')
    """
    if "X" not in symbols:
        return symbols
    return tuple(str(x) if s == "X" else s for s in symbols)


def max_mana(pool: list[int], sources: list[Candidate]) -> int:
    """An upper bound on the mana the player could have for a cost (for choosing X)."""
    return sum(pool) + sum(max(len(b) for _, b in c.options) for c in sources)
