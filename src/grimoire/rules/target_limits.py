"""Limits on a whole group of targets or chosen objects (CR 601.2c, 608.2d).

"Up to X target creatures" has a number of targets known only in the game; "any number of
target creature cards with total mana value X or less" limits the chosen objects together.
CR 601.2c: the number of targets is announced before the targets and, once determined,
doesn't change; the targets are chosen then, so the limits are checked when they are chosen.
For a reflexive trigger (CR 603.12) X is known when the trigger is put on the stack.

:func:`concrete` turns a spec's in-game amounts into fixed numbers (when they can be
known), :func:`picks` enumerates the legal groups of targets for one spec, and
:func:`fits` checks a chosen group against a known X (the X of a spell is chosen before
its targets, CR 601.2b). The subsets within a total come from
:func:`grimoire.rules.choice_bounds.bounded_weighted`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from grimoire.oracle import ir
from grimoire.rules import query, targets
from grimoire.rules.objects import Target
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

T = TypeVar("T")

_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
}


def uses_x(amount: object) -> bool:
    """Whether ``amount`` reads the X of a cost (unknown before X is chosen).

    >>> uses_x(ir.Plus((ir.VarX(), ir.Fixed(1)))), uses_x(ir.Fixed(3))
    (True, False)
    """
    return any(isinstance(n, ir.VarX) for n in ir.iter_nodes(amount))


def _value(game: Game, amount: object, res: Resolution) -> int:
    return amount_value(game, res, amount, res.you)


def context(controller: int, source: int | None, x: int = 0) -> Resolution:
    """A resolution-less context to evaluate amounts while targets are chosen."""
    return Resolution(source=source or 0, controller=controller, x=x)


def concrete(game: Game, spec: ir.TargetSpec, res: Resolution,
             x_known: bool = True) -> ir.TargetSpec:
    """``spec`` with its in-game amounts replaced by their values now (CR 601.2c: the number
    of targets, once determined, doesn't change). An amount reading an unknown X
    (``x_known=False``) is kept, to be checked by :func:`fits` once X is chosen."""
    if spec.max_amount is not None and (x_known or not uses_x(spec.max_amount)):
        count = max(0, _value(game, spec.max_amount, res))
        spec = replace(spec, max_count=count, max_amount=None,
                       min_count=count if spec.exact_amount else spec.min_count)
    total = spec.total
    if total is not None and not isinstance(total.amount, ir.Fixed) and (
            x_known or not uses_x(total.amount)):
        fixed = ir.Fixed(_value(game, total.amount, res))
        spec = replace(spec, total=ir.StatCheck(total.stat, total.op, fixed))
    return spec


def stat_of(game: Game, obj: GameObject, stat: str) -> int:
    """An object's mana value, power or toughness now."""
    if stat == "mana_value":
        return obj.info.mana_value
    return query.power(game, obj) if stat == "power" else query.toughness(game, obj)


def total_ok(game: Game, check: ir.StatCheck, group: Sequence[object],
             res: Resolution) -> bool:
    """Whether the objects of ``group`` together satisfy ``check`` (players count 0)."""
    total = sum(stat_of(game, game.objects[t], check.stat) for t in group
                if isinstance(t, int) and t in game.objects)
    return _COMPARE[check.op](total, _value(game, check.amount, res))


def picks(game: Game, spec: ir.TargetSpec, legal: Sequence[Any],
          res: Resolution) -> list[tuple[Any, ...]]:
    """Every legal group of targets for ``spec`` from the ``legal`` choices for one target
    (CR 115.3: no target twice), within its count and total limits when known."""
    from grimoire.rules import choice_bounds  # bounded above CAP; apply() checks any set
    high = min(spec.max_count, len(legal))
    total = spec.total
    if total is not None and isinstance(total.amount, ir.Fixed) and total.op in ("le", "lt"):
        limit = total.amount.value - (1 if total.op == "lt" else 0)
        found, cut = choice_bounds.bounded_weighted(
            legal, lambda t: stat_of(game, game.objects[t], total.stat)
            if isinstance(t, int) else 0, spec.min_count, high, limit)
    else:
        found, cut = choice_bounds.bounded_combinations(
            legal, spec.min_count, high,
            choice_bounds.CAP if total is None else 16 * choice_bounds.CAP)
        if total is not None and isinstance(total.amount, ir.Fixed):
            found = [c for c in found if total_ok(game, total, c, res)]
    if spec.one_per_opponent:
        found = [c for c in found if one_per_player(game, c)]
    if spec.one_owner:
        found = [c for c in found if one_owner(game, c)]
    if cut:
        choice_bounds.mark(game)
    return found


def one_per_player(game: Game, group: Sequence[object]) -> bool:
    """CR 601.2c, "for each opponent, up to one target ... that player controls": no two
    targets of ``group`` belong to the same player (a permanent's controller, a card's
    owner elsewhere)."""
    seen: set[int] = set()
    for t in group:
        obj = game.objects.get(t) if isinstance(t, int) else None
        if obj is None:
            continue
        player = obj.controller if obj.zone == "battlefield" else obj.owner
        if player in seen:
            return False
        seen.add(player)
    return True


def one_owner(game: Game, group: Sequence[object]) -> bool:
    """CR 601.2c, "up to three target cards from a single graveyard": every object of
    ``group`` has the same owner."""
    owners = {game.objects[t].owner for t in group if isinstance(t, int) and t in game.objects}
    return len(owners) <= 1


def still_legal(game: Game, specs: tuple[ir.TargetSpec, ...],
                chosen: tuple[tuple[Target, ...], ...], controller: int, source: int | None,
                x: int) -> tuple[tuple[Target, ...], ...]:
    """:func:`grimoire.rules.targets.still_legal` as a spell or ability with X = ``x``
    starts to resolve (CR 608.2b): a target whose legality reads X ("creature with power
    X or less") is checked with the announced X (CR 601.2b, 107.3a)."""
    if not any(targets.x_stats(s.filter) for s in specs):
        return targets.still_legal(game, specs, chosen, controller, source)
    plain = tuple(targets.without_x_stats(s) for s in specs)
    legal = targets.still_legal(game, plain, chosen, controller, source)
    res = context(controller, source, x)
    return tuple(tuple(t for t in group if _x_ok(game, spec, t, res))
                 for spec, group in zip(specs, legal, strict=False))


def _x_ok(game: Game, spec: ir.TargetSpec, target: Target, res: Resolution) -> bool:
    """Whether ``target`` meets the comparisons of ``spec`` reading X (a player: none)."""
    if not isinstance(target, int):
        return True
    obj = game.objects.get(target)
    return obj is not None and all(
        _COMPARE[c.op](stat_of(game, obj, c.stat), _value(game, c.amount, res))
        for c in targets.x_stats(spec.filter))


def limited(specs: Sequence[ir.TargetSpec]) -> bool:
    """Whether :func:`fits` must check the targets once X is known: a number or total of
    targets, or a target whose legality reads X (CR 601.2b-c)."""
    return any(s.max_amount is not None or s.total is not None or targets.x_stats(s.filter)
               for s in specs)


def fits(game: Game, specs: Sequence[ir.TargetSpec], chosen: Sequence[Sequence[object]],
         controller: int, source: int | None, x: int) -> bool:
    """Whether the chosen groups respect each spec's number and total once X is ``x``
    (CR 601.2b-c: X is announced before the targets), and each target the comparisons
    reading X ("with power X or less")."""
    res = context(controller, source, x)
    for spec, group in zip(specs, chosen, strict=False):
        if not all(_x_ok(game, spec, t, res) for t in group):  # type: ignore[arg-type]
            return False
        if spec.max_amount is None and spec.total is None and not spec.one_owner:
            continue
        spec = concrete(game, spec, res)
        if not spec.min_count <= len(group) <= spec.max_count:
            return False
        if spec.total is not None and not total_ok(game, spec.total, group, res):
            return False
        if spec.one_per_opponent and not one_per_player(game, group):
            return False
        if spec.one_owner and not one_owner(game, group):
            return False
    return True


def reflexive_roll(res: Resolution) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None:
    """The die roll a reflexive trigger (CR 603.12) reads ("roll a d20. When you do, ...
    where X is the result"): (sides, naturals, results), the kept die first."""
    die = res.die
    if die is None or not die.results:
        return None
    order = [die.chosen, *(i for i in range(len(die.results)) if i != die.chosen)]
    return (die.sides, tuple(die.naturals[i] for i in order),
            tuple(die.results[i] for i in order))


def trigger_x(game: Game, ability: ir.TriggeredAbility, source: int) -> int:
    """The X a triggered ability's targets read: an object's own enters trigger uses the X
    its spell was cast with (CR 107.3m), any other trigger 0."""
    obj = game.objects.get(source)
    own_etb = isinstance(ability.trigger, ir.EntersTrigger) and ability.trigger.filter is None
    own_etb = own_etb or isinstance(ability.trigger, ir.CastThisTrigger)  # its spell's X
    return obj.x if own_etb and obj is not None else 0


def total_limit(game: Game, check: ir.StatCheck, pool: Sequence[int],
                res: Resolution) -> tuple[object, ...]:
    """The details of a "choose ... with total <stat> X or less" decision (plain data):
    ``("total", op, X, weights)``, one weight per option of ``pool``."""
    weights = tuple(stat_of(game, game.objects[o], check.stat) for o in pool)
    return ("total", check.op, _value(game, check.amount, res), weights)


def total_choices(decision: Any, game: Game | None = None) -> list[tuple[Any, ...]]:
    """Every legal answer to a choose-objects ``decision`` limited by :func:`total_limit`
    (a bounded subset above ``choice_bounds.CAP``, noted on ``game``).

    >>> from grimoire.rules.actions import Decision
    >>> d = Decision("choose_objects", 0, options=(7, 8, 9), min_count=0, max_count=3,
    ...              data=("total", "le", 3, (1, 2, 3)))
    >>> total_choices(d)
    [(), (7,), (8,), (9,), (7, 8)]
    """
    _, op, limit, weights = decision.data
    weight = dict(zip(decision.options, weights, strict=True))
    high = min(decision.max_count, len(decision.options))
    from grimoire.rules import choice_bounds
    if op in ("le", "lt"):
        bound = limit - (1 if op == "lt" else 0)
        found, cut = choice_bounds.bounded_weighted(decision.options, weight.__getitem__,
                                                    decision.min_count, high, bound)
    else:
        found, cut = choice_bounds.bounded_combinations(decision.options, decision.min_count,
                                                        high, 16 * choice_bounds.CAP)
        found = [c for c in found if _COMPARE[op](sum(weight[o] for o in c), limit)]
    if cut:
        choice_bounds.mark(game)
    return found
