"""Bounded enumeration of combinatorial choices, and direct validation of any choice.

"Any number of target creatures" with 20 candidates has 2**20 legal target sets, and a
"choose any number" decision over 25 cards 2**25 answers. ``legal_actions()`` lists them all
while there are at most :data:`CAP` per group of targets (and :data:`COMBO_CAP` across the
groups of one spell or ability); above that it lists a deterministic, representative subset
(the smallest sets in order, so each single choice; the maximal sets) and the listing is
marked truncated. ``apply()`` never relies on the listing for such choices: it checks a
proposed target set (CR 601.2c, 115.3, the number and total limits) or chosen set
(CR 107.1c: "any number") directly against the rules, so every legal choice is accepted.

>>> picks, cut = bounded_combinations("abc", 0, 3, cap=100)
>>> len(picks), cut
(8, False)
>>> picks, cut = bounded_combinations(range(20), 0, 20, cap=30)
>>> cut, len(picks) <= 32, tuple(range(20)) in picks, (19,) in picks
(True, True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import combinations, islice
from math import comb
from typing import TYPE_CHECKING, Any, TypeVar

from mypy_extensions import mypyc_attr

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import casting, costs, keywords_cast, target_limits, targets
from grimoire.rules.ability_modes import ability_specs
from grimoire.rules.actions import Choose
from grimoire.rules.cast_options import option_flags
from grimoire.rules.casting import spell_specs
from grimoire.rules.cost_changes import per_target
from grimoire.rules.division import fits
from grimoire.rules.target_limits import trigger_x
from grimoire.rules.turn import _trigger_ability

if TYPE_CHECKING:
    from grimoire.rules.actions import ActivateAbility, CastSpell, Decision
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
}

T = TypeVar("T")

CAP = 256
"""At most this many groups of targets (or chosen sets) are listed for one choice."""
COMBO_CAP = 1024
"""At most this many combinations of target groups are listed for one spell or ability."""
TRUNCATED = ("choice_bounds", "truncated")
"""The ``game.cand_cache`` key set while listing legal actions when a listing was cut."""

Problem = tuple[str, str] | None


def mark(game: Game | None) -> None:
    """Note that the legal actions being listed are a bounded subset."""
    if game is not None:
        game.cand_cache[TRUNCATED] = True


def count_combinations(n: int, low: int, high: int) -> int:
    """How many subsets of ``low``..``high`` elements ``n`` items have.

    >>> count_combinations(20, 0, 20)
    1048576
    """
    return sum(comb(n, k) for k in range(max(0, low), min(high, n) + 1))


def bounded_combinations(items: Sequence[T], low: int, high: int,
                         cap: int = CAP) -> tuple[list[tuple[T, ...]], bool]:
    """Every subset of ``low``..``high`` of ``items`` (in order), or when there are more
    than ``cap``: the first ``cap`` by size (each single choice first), plus the maximal
    ones (the first and the last ``high`` items). Returns (subsets, truncated)."""
    high = min(high, len(items))
    if low > high:
        return [], False
    if count_combinations(len(items), low, high) <= cap:
        return [c for n in range(low, high + 1) for c in combinations(items, n)], False
    out: list[tuple[T, ...]] = []
    for n in range(low, high + 1):
        out.extend(islice(combinations(items, n), cap - len(out)))
        if len(out) >= cap:
            break
    for extra in (tuple(items[:high]), tuple(items[len(items) - high:])):
        if extra not in out:
            out.append(extra)
    return out, True


def bounded_weighted(items: Sequence[T], weight: Callable[[T], int], low: int, high: int,
                     limit: int, cap: int = CAP) -> tuple[list[tuple[T, ...]], bool]:
    """Subsets of ``low``..``high`` items whose weights add up to ``limit`` or less: all of
    them when at most ``cap``; else a representative subset (each fitting single item, a
    greedy maximal set, then the first found depth first). Returns (subsets, truncated).

    >>> bounded_weighted((5, 6, 7), {5: 1, 6: 2, 7: 4}.__getitem__, 0, 3, 3)
    ([(), (5,), (6,), (5, 6)], False)
    """
    weights = [max(0, weight(i)) for i in items]
    high = min(high, len(items))
    found: list[tuple[T, ...]] = []
    cut = False

    def walk(start: int, chosen: tuple[T, ...], used: int) -> None:
        nonlocal cut
        if cut:
            return
        if len(chosen) >= low:
            if len(found) >= cap:
                cut = True
                return
            found.append(chosen)
        if len(chosen) == high:
            return
        for i in range(start, len(items)):
            if used + weights[i] <= limit:
                walk(i + 1, (*chosen, items[i]), used + weights[i])

    walk(0, (), 0)
    if not cut:
        return sorted(found, key=len), False
    extra: list[tuple[T, ...]] = []
    if low == 0 and limit >= 0:
        extra.append(())
    if low <= 1 <= high:
        extra.extend((items[i],) for i in range(len(items)) if weights[i] <= limit)
    greedy: list[int] = []
    used = 0
    for i in sorted(range(len(items)), key=lambda j: (weights[j], j)):
        if len(greedy) < high and used + weights[i] <= limit:
            greedy.append(i)
            used += weights[i]
    if len(greedy) >= low:
        extra.append(tuple(items[i] for i in sorted(greedy)))
    out = list(dict.fromkeys([*extra, *found]))
    return sorted(out, key=len), True


def target_problem(game: Game, specs: Sequence[ir.TargetSpec], chosen: object,
                   controller: int, source: int | None, x: int) -> Problem:
    """Why ``chosen`` (one tuple of targets per spec) is not a legal choice of targets for
    a spell or ability with ``specs`` and X ``x``, or None (checked directly, whatever the
    listing of legal actions shows)."""
    if not isinstance(chosen, tuple) or len(chosen) != len(specs) \
            or not all(isinstance(g, tuple) for g in chosen):
        return ("one group of targets is chosen for each target of the spell or ability",
                "CR 601.2c")
    ctx = target_limits.context(controller, source, x)
    for i, (spec, group) in enumerate(zip(specs, chosen, strict=True)):
        if len(set(group)) != len(group):
            return ("the same target can't be chosen twice for one word \"target\"",
                    "CR 115.3")
        if spec.max_amount is not None or spec.total is not None:
            spec = target_limits.concrete(game, spec, ctx)
        if not spec.min_count <= len(group) <= spec.max_count:
            return (f"choose {spec.min_count} to {spec.max_count} targets here, not "
                    f"{len(group)}", "CR 601.2c")
        for t in group:
            if not targets.is_legal(game, spec, t, controller, source):
                return (f"{t!r} is not a legal target", "CR 601.2c, 115.1")
        if spec.total is not None and not target_limits.total_ok(game, spec.total, group, ctx):
            return ("the chosen targets exceed their total limit", "CR 601.2c")
        if spec.one_per_opponent and not target_limits.one_per_player(game, group):
            return ("at most one target for each opponent", "CR 601.2c")
        if spec.one_owner and not target_limits.one_owner(game, group):
            return ("the targets must be in a single graveyard", "CR 601.2c")
        if any(t in chosen[j] for j in spec.distinct_from if j < i for t in group):
            return ("that object is already a target of another part", "CR 601.2c")
        if not targets.related_ok(game, spec, group, chosen[:i]):
            return ("that object isn't controlled by the player chosen before it",
                    "CR 601.2c, 115.1")
    return None


def _same_but_targets(action: Any, listed: Sequence[Any]) -> bool:
    return any(replace(action, targets=a.targets) == a for a in listed)


def cast_problem(game: Game, player: int, action: CastSpell,
                 listed: Sequence[CastSpell]) -> Problem:
    """Why a cast not in the (bounded) listing is illegal, or None when it is legal: it
    equals a listed cast but for its targets, and its targets are legal (CR 601.2c)."""
    obj = game.objects.get(action.card)
    if obj is None or not _same_but_targets(action, listed):
        return ("illegal choices (modes, X or costs)", "CR 601.2e")
    if per_target(obj, game, player) and not _affordable(game, player, action):
        return ("the total cost with these targets can't be paid", "CR 601.2f")
    spell = obj.info.card.spell
    if spell is not None and not fits(game, player, obj.id, spell.effect, action.targets,
                                      action.x, action.modes):
        return ("more targets than the damage divided among them", "CR 601.2d")
    flags = option_flags(obj.info.card, action.alt, action.additional)  # CR 702.33g
    return target_problem(game, spell_specs(obj, action.modes, flags), action.targets,
                          player, action.card, action.x)


def _affordable(game: Game, player: int, action: CastSpell) -> bool:
    """Whether the total cost of ``action`` (which depends on its targets: "costs {1} more
    for each target beyond the first", CR 601.2f) can be paid."""
    obj = game.objects[action.card]
    cost = casting.action_cost(game, player, action)
    symbols = keywords_cast.to_pay(game, player, obj, cost, action.costs, action.x,
                                   action.targets)[0]
    exclude = costs.payment_exclusions(cost.parts, None, action.costs)
    return costs.mana_plan(game, player, symbols, exclude) is not None


def ability_problem(game: Game, player: int, specs: Sequence[ir.TargetSpec],
                    action: ActivateAbility, listed: Sequence[ActivateAbility]) -> Problem:
    """As :func:`cast_problem`, for an activated ability (CR 602.2b)."""
    if not _same_but_targets(action, listed):
        return ("illegal choices (X or costs)", "CR 602.2b")
    return target_problem(game, specs, action.targets, player, action.source, action.x)


def choose_problem(decision: Decision, value: object) -> Problem:
    """Why ``value`` is not a legal answer to a choose-objects ``decision`` (any number
    within its counts, each an option once, within a total limit), or None.

    >>> from grimoire.rules.actions import Decision
    >>> d = Decision("choose_objects", 0, options=tuple(range(25)), min_count=0,
    ...              max_count=25, rule="CR 107.1c")
    >>> choose_problem(d, (3, 17, 24)) is None, choose_problem(d, (3, 3))[1]
    (True, 'CR 107.1c')
    """
    rule = decision.rule or "CR 107.1c"
    if not isinstance(value, tuple):
        return ("choose a tuple of options", rule)
    if len(set(value)) != len(value) or not set(value) <= set(decision.options):
        return ("each chosen object must be a distinct option", rule)
    high = min(decision.max_count, len(decision.options))
    if not decision.min_count <= len(value) <= high:
        return (f"choose {decision.min_count} to {high}, not {len(value)}", rule)
    if decision.data[:1] == ("total",):  # CR 608.2d: a limit on the chosen objects' total
        _, op, limit, weights = decision.data
        weight = dict(zip(decision.options, weights, strict=True))
        if not _COMPARE[op](sum(weight[o] for o in value), limit):
            return ("the chosen objects exceed their total limit", rule)
    if decision.data[:1] == ("share",):
        return share_problem(decision, value)
    if decision.data[:1] == ("names",):
        return names_problem(decision, value)
    return None


def names_problem(decision: Decision, value: tuple[object, ...]) -> Problem:
    """Why the chosen objects don't all have different names (CR 201.2; a face-down
    permanent, named ``""``, has no name and so shares none), or None; ``decision.data`` is
    ``("names", the name of each option)``.

    >>> from grimoire.rules.actions import Decision
    >>> d = Decision("choose_objects", 0, options=(1, 2, 3), max_count=3,
    ...              data=("names", ("Bird", "Bird", "Elf Warrior")))
    >>> names_problem(d, (1, 3)) is None, names_problem(d, (1, 2))[1]
    (True, 'CR 201.2')
    """
    names = dict(zip(decision.options, decision.data[1], strict=True))
    named = [names[o] for o in value if names[o]]
    if len(named) != len(set(named)):
        return ("the chosen objects don't all have different names", "CR 201.2")
    return None


def land_types(obj: GameObject) -> tuple[str, ...]:
    """The land types of a card (CR 205.3i: a land's subtypes other than creature types,
    such as a Dryad Arbor's Dryad)."""
    return tuple(t for t in obj.info.subtypes if t not in CREATURE_TYPES)


def share_problem(decision: Decision, value: tuple[object, ...]) -> Problem:
    """Why the chosen cards don't "share a land type" (one type common to all of them), or
    None; ``decision.data`` is ``("share", types of each option)``.

    >>> from grimoire.rules.actions import Decision
    >>> d = Decision("choose_objects", 0, options=(1, 2, 3), max_count=2,
    ...              data=("share", (("Forest",), ("Forest",), ("Island",))))
    >>> share_problem(d, (1, 2)) is None, share_problem(d, (1, 3))[1]
    (True, 'CR 701.19')
    """
    types = dict(zip(decision.options, decision.data[1], strict=True))
    if len(value) > 1 and not set.intersection(*(set(types[o]) for o in value)):
        return ("the chosen cards don't share a land type", decision.rule or "CR 701.19")
    return None


def decision_problem(game: Game, decision: Decision, action: object) -> Problem:
    """Why ``action`` is not a legal answer to a choose-objects, bottom or trigger-targets
    ``decision`` (checked against the rules, not the possibly bounded listing), or None."""
    rule = decision.rule or "CR 117"
    if not isinstance(action, Choose):
        return (f"{type(action).__name__} does not answer {decision.kind}", rule)
    if decision.kind != "trigger_targets":
        return choose_problem(decision, action.value)
    pending = game.trigger_current
    if pending is None:  # pragma: no cover - a trigger_targets decision always has one
        return ("no trigger is being put on the stack", "CR 603.3d")
    ability = _trigger_ability(game, pending)
    # CR 700.2c: with its modes
    return target_problem(game, ability_specs(ability, pending.modes or ()), action.value,
                          pending.controller,
                          pending.source, trigger_x(game, ability, pending.source))


@mypyc_attr(native_class=False)  # mypyc compiles no subclass of list
class BoundedActions(list[Any]):
    """A listing of legal actions cut to a representative subset: ``truncated`` is True
    (other legal actions exist; ``Game.apply`` accepts them)."""

    truncated = True


def bounded_listing(game: Game, actions: Sequence[Any]) -> Sequence[Any]:
    """``actions`` as listed, marked as a :class:`BoundedActions` when some choice was
    bounded while listing them (``truncated(game.legal_actions())`` tells)."""
    d = game.pending
    if d is not None and d.kind == "trigger_targets" and game.trigger_current is not None:
        _relist_trigger_targets(game)  # its options were listed when it was asked
    if game.cand_cache.pop(TRUNCATED, False):
        return BoundedActions(actions)
    return actions


def truncated(actions: Sequence[Any]) -> bool:
    """Whether a listing of legal actions is a bounded subset.

    >>> truncated([1, 2]), truncated(BoundedActions([1]))
    (False, True)
    """
    return bool(getattr(actions, "truncated", False))


def _relist_trigger_targets(game: Game) -> None:
    """List the current trigger's target sets again, noting whether they were bounded."""
    pending = game.trigger_current
    assert pending is not None
    ability = _trigger_ability(game, pending)
    # CR 700.2c: with its modes
    targets.choices(game, ability_specs(ability, pending.modes or ()), pending.controller,
                    pending.source,
                    x=trigger_x(game, ability, pending.source))
