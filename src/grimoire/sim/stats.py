"""Win rates with confidence intervals.

A batch of games is a sample: a deck winning 55 of 100 games may well be no better than
its opponent. The Wilson score interval is the one to use for a proportion from a modest
number of trials (it stays inside [0, 1] and is honest near 0 and 1, unlike the normal
approximation).

>>> lo, hi = wilson(55, 100)
>>> round(lo, 3), round(hi, 3)
(0.452, 0.644)
>>> wilson(0, 0)
(0.0, 1.0)
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``trials`` (95% by default);
    ``(0.0, 1.0)`` when there are no trials (nothing is known)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values`` by the nearest-rank method; 0.0 for
    no values.

    >>> percentile([1.0, 2.0, 3.0, 4.0], 50), percentile([1.0, 2.0, 3.0, 4.0], 99)
    (2.0, 4.0)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]
