"""Exact distributions, checked against brute-force enumeration of every outcome."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from grimoire.dice import (
    convolve,
    kept_sum,
    max_of,
    mean,
    min_of,
    of_spec,
    order_statistic,
    parse,
    probability,
    shift,
    sum_of,
    uniform,
)
from grimoire.errors import GrimoireError


def brute(sides: int, count: int, keep: slice = slice(None)) -> dict[int, Fraction]:
    """Enumerate all sides**count outcomes; sum the sorted dice selected by ``keep``."""
    tally: Counter[int] = Counter()
    for faces in itertools.product(range(1, sides + 1), repeat=count):
        tally[sum(sorted(faces)[keep])] += 1
    total = sides**count
    return {v: Fraction(n, total) for v, n in tally.items()}


def test_uniform_is_fair() -> None:
    """CR 706.1a: a dN has N equally likely outcomes 1..N (ruling:dice-named-by-faces)."""
    for sides in (1, 2, 4, 6, 10, 20, 100):
        dist = uniform(sides)
        assert sorted(dist) == list(range(1, sides + 1))
        assert set(dist.values()) == {Fraction(1, sides)}
    with pytest.raises(GrimoireError):
        uniform(0)


@pytest.mark.parametrize(("sides", "count"), [(6, 1), (6, 2), (6, 3), (4, 5), (20, 2), (3, 7)])
def test_sum_of_matches_brute_force(sides: int, count: int) -> None:
    """The sum of N dice (Neverwinter Hydra's total) by convolution equals enumeration."""
    assert sum_of(uniform(sides), count) == brute(sides, count)


@pytest.mark.parametrize(
    ("sides", "count", "low", "high"),
    [(6, 2, 1, 0), (6, 2, 0, 1), (6, 4, 1, 0), (6, 4, 0, 3), (6, 5, 1, 1), (4, 6, 2, 2),
     (20, 3, 2, 0), (20, 3, 1, 1), (8, 4, 0, 2), (3, 6, 3, 0)],
)
def test_kept_sum_matches_brute_force(sides: int, count: int, low: int, high: int) -> None:
    """Keeping the middle dice (ignoring lowest/highest, CR 706.6) equals enumeration."""
    expected = brute(sides, count, slice(low, count - high))
    assert kept_sum(uniform(sides), count, drop_lowest=low, drop_highest=high) == expected


@pytest.mark.parametrize(("sides", "count"), [(20, 1), (20, 2), (20, 3), (6, 4), (10, 3)])
def test_order_statistics_match_brute_force(sides: int, count: int) -> None:
    """Every rank's distribution equals enumeration; max/min are the top/bottom ranks."""
    for rank in range(1, count + 1):
        expected = brute(sides, count, slice(rank - 1, rank))
        assert order_statistic(uniform(sides), count, rank) == expected
    assert max_of(uniform(sides), count) == brute(sides, count, slice(count - 1, count))
    assert min_of(uniform(sides), count) == brute(sides, count, slice(0, 1))


def test_non_uniform_faces() -> None:
    """Kept sums and order statistics work on any face distribution (e.g. a max of 2)."""
    face = max_of(uniform(4), 2)  # one die that is itself "the higher of two d4"
    tally: Counter[int] = Counter()
    for dice in itertools.product(range(1, 5), repeat=6):
        pairs = sorted(max(dice[i], dice[i + 1]) for i in (0, 2, 4))
        tally[sum(pairs[1:])] += 1
    expected = {v: Fraction(n, 4**6) for v, n in tally.items()}
    assert kept_sum(face, 3, drop_lowest=1) == expected


def test_known_values() -> None:
    """Hand-checked numbers: 2d6 = 7 is 1/6, max of 2d20 = 20 is 39/400, 4d6kh3 = 18."""
    assert sum_of(uniform(6), 2)[7] == Fraction(1, 6)
    assert max_of(uniform(20), 2)[20] == Fraction(39, 400)
    assert max_of(uniform(20), 2)[1] == Fraction(1, 400)
    assert of_spec(parse("4d6kh3"))[18] == Fraction(7, 432)
    assert of_spec(parse("d20+2")) == shift(uniform(20), 2)
    assert of_spec(parse("3d6-1"))[2] == Fraction(1, 216)
    assert mean(of_spec(parse("2d6"))) == 7


@pytest.mark.parametrize("text", ["d20", "2d6", "4d6kh3", "4d6kl1", "2d20kh1", "d20+2", "3d6-1",
                                  "5d4dl2", "d%"])
def test_of_spec_is_a_distribution(text: str) -> None:
    """Every spec's distribution sums to exactly 1."""
    assert sum(of_spec(parse(text)).values()) == 1


def test_helpers() -> None:
    """Convolution, probability over closed and open ranges ("N+", CR 706.3a)."""
    d6 = uniform(6)
    assert convolve(d6, {0: Fraction(1)}) == d6
    assert probability(d6, 5, None) == Fraction(1, 3)
    assert probability(d6, None, 2) == Fraction(1, 3)
    assert probability(d6, 7, 9) == 0


def test_bad_arguments_raise() -> None:
    """Impossible requests are typed errors, not wrong numbers."""
    with pytest.raises(GrimoireError):
        kept_sum(uniform(6), 2, drop_lowest=2)
    with pytest.raises(GrimoireError):
        kept_sum(uniform(6), 0)
    with pytest.raises(GrimoireError):
        order_statistic(uniform(6), 2, 3)
    with pytest.raises(GrimoireError):
        sum_of(uniform(6), -1)


def test_big_pools_are_exact_and_quick_to_compute() -> None:
    """20d20, keep the highest: computed exactly (no 20**20 enumeration); sums to 1."""
    dist = kept_sum(uniform(20), 20, drop_lowest=19)
    assert dist == max_of(uniform(20), 20)
    assert sum(dist.values()) == 1
