"""Exact probability distributions of dice, as ``dict[int, Fraction]`` (value -> probability).

Everything here is exact: convolution for sums, combinatorics for kept dice and order
statistics. Nothing samples, and nothing enumerates ``sides ** count`` outcomes.

>>> uniform(4)[3]
Fraction(1, 4)
>>> sum_of(uniform(6), 2)[7]
Fraction(1, 6)
>>> max_of(uniform(20), 2)[20]  # Pixie Guide on a d20 (CR 706.6)
Fraction(39, 400)
>>> kept_sum(uniform(6), 4, drop_lowest=1)[18]  # 4d6, drop the lowest: 18 needs three 6s
Fraction(7, 432)
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import comb

from grimoire.dice.notation import RollSpec
from grimoire.errors import GrimoireError

Distribution = dict[int, Fraction]


def uniform(sides: int) -> Distribution:
    """One fair N-sided die: outcomes 1..N, equally likely (CR 706.1a).

    >>> sorted(uniform(3).items())
    [(1, Fraction(1, 3)), (2, Fraction(1, 3)), (3, Fraction(1, 3))]
    """
    if sides < 1:
        raise GrimoireError(f"a die needs at least one face, not {sides}")
    share = Fraction(1, sides)
    return {face: share for face in range(1, sides + 1)}


def shift(dist: Mapping[int, Fraction], amount: int) -> Distribution:
    """Add a constant to every outcome (a modifier to the result, CR 706.2).

    >>> shift({1: Fraction(1)}, 2)
    {3: Fraction(1, 1)}
    """
    return {value + amount: p for value, p in dist.items()}


def convolve(first: Mapping[int, Fraction], second: Mapping[int, Fraction]) -> Distribution:
    """The distribution of the sum of two independent outcomes."""
    out: Distribution = {}
    for a, pa in first.items():
        for b, pb in second.items():
            out[a + b] = out.get(a + b, Fraction(0)) + pa * pb
    return out


def sum_of(dist: Mapping[int, Fraction], count: int) -> Distribution:
    """The sum of ``count`` independent draws of ``dist`` (binary powering of convolution).

    >>> sum_of(uniform(6), 3)[3]
    Fraction(1, 216)
    """
    if count < 0:
        raise GrimoireError(f"cannot roll a negative number of dice ({count})")
    result: Distribution = {0: Fraction(1)}
    power = dict(dist)
    while count:
        if count & 1:
            result = convolve(result, power)
        count >>= 1
        if count:
            power = convolve(power, power)
    return result


def cdf(dist: Mapping[int, Fraction], value: int) -> Fraction:
    """P(outcome <= value)."""
    return sum((p for v, p in dist.items() if v <= value), Fraction(0))


def probability(dist: Mapping[int, Fraction], low: int | None, high: int | None) -> Fraction:
    """P(low <= outcome <= high); ``None`` leaves that side open ("N+", CR 706.3a).

    >>> probability(uniform(20), 2, 9)
    Fraction(2, 5)
    """
    return sum(
        (p for v, p in dist.items()
         if (low is None or v >= low) and (high is None or v <= high)),
        Fraction(0),
    )


def order_statistic(face: Mapping[int, Fraction], count: int, rank: int) -> Distribution:
    """The ``rank``-th smallest (1-based) of ``count`` independent draws of ``face``.

    Uses P(X(rank) <= v) = P(at least ``rank`` draws <= v), a binomial tail.

    >>> order_statistic(uniform(20), 3, 2)[10]  # the middle of three d20s
    Fraction(299, 4000)
    """
    if not 1 <= rank <= count:
        raise GrimoireError(f"rank must be 1..{count}, not {rank}")
    out: Distribution = {}
    previous = Fraction(0)
    running = Fraction(0)
    for value in sorted(face):
        running += face[value]
        below = Fraction(1) - running
        at_most = sum(
            (comb(count, j) * running**j * below ** (count - j) for j in range(rank, count + 1)),
            Fraction(0),
        )
        if at_most != previous:
            out[value] = at_most - previous
        previous = at_most
    return out


def max_of(face: Mapping[int, Fraction], count: int) -> Distribution:
    """The highest of ``count`` draws ("roll two and ignore the lowest")."""
    return order_statistic(face, count, count)


def min_of(face: Mapping[int, Fraction], count: int) -> Distribution:
    """The lowest of ``count`` draws ("roll two and ignore the highest")."""
    return order_statistic(face, count, 1)


def kept_sum(
    face: Mapping[int, Fraction], count: int, *, drop_lowest: int = 0, drop_highest: int = 0
) -> Distribution:
    """The total of ``count`` draws of ``face`` after ignoring the lowest and highest ones.

    Dynamic programming over the face values in increasing order: choose how many dice
    show each value (``comb`` counts the orders), track how many are placed and the total
    of the ones whose sorted rank is kept. Work is about faces x count^2 x totals, never
    ``faces ** count``. Ties do not matter: tied dice have the same value (CR 706.6 lets
    the player choose which tied die is ignored; the total is the same).

    >>> kept_sum(uniform(6), 2, drop_lowest=1) == max_of(uniform(6), 2)
    True
    """
    if count < 1:
        raise GrimoireError(f"need at least one die, not {count}")
    if drop_lowest < 0 or drop_highest < 0 or drop_lowest + drop_highest >= count:
        raise GrimoireError(
            f"cannot ignore {drop_lowest} lowest and {drop_highest} highest of {count} dice"
        )
    if drop_lowest == 0 and drop_highest == 0:
        return sum_of(face, count)
    first_kept, last_kept = drop_lowest + 1, count - drop_highest
    values = sorted(v for v, p in face.items() if p)
    probabilities = [Fraction(face[v]) for v in values]
    same = all(p == probabilities[0] for p in probabilities)
    # Uniform faces: count outcomes with integers and scale once at the end (much faster).
    weights: list[Fraction | int] = [1] * len(values) if same else list(probabilities)
    states: dict[tuple[int, int], Fraction | int] = {(0, 0): 1}
    for index, (value, weight) in enumerate(zip(values, weights, strict=True)):
        last = index == len(values) - 1
        nxt: dict[tuple[int, int], Fraction | int] = {}
        for (placed, total), w in states.items():
            free = count - placed
            for many in range(free, free + 1) if last else range(free + 1):
                lo, hi = max(placed + 1, first_kept), min(placed + many, last_kept)
                kept = max(0, hi - lo + 1)
                key = (placed + many, total + kept * value)
                nxt[key] = nxt.get(key, 0) + w * comb(free, many) * weight**many
        states = nxt
    scale = probabilities[0] ** count if same else Fraction(1)
    return {total: Fraction(w) * scale for (_, total), w in states.items() if w}


def of_spec(spec: RollSpec) -> Distribution:
    """The exact distribution of a parsed roll spec's total.

    >>> from grimoire.dice.notation import parse
    >>> of_spec(parse("d20+2"))[22]
    Fraction(1, 20)
    """
    face = uniform(spec.sides)
    ignored = spec.ignored_count
    dist = kept_sum(
        face,
        spec.count,
        drop_lowest=ignored if spec.keep == "highest" else 0,
        drop_highest=ignored if spec.keep == "lowest" else 0,
    )
    return shift(dist, spec.modifier)


def mean(dist: Mapping[int, Fraction]) -> Fraction:
    """The expected value.

    >>> mean(uniform(6))
    Fraction(7, 2)
    """
    return sum((v * p for v, p in dist.items()), Fraction(0))
