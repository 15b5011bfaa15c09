"""Matching expected items to actual ones (multisets whose entries are constraints).

>>> perfect_matching(["a", "b"], ["b", "a"], lambda want, got: want == got)
True
>>> perfect_matching([{"a", "b"}, {"a"}], ["a", "b"], lambda want, got: got in want)
True
>>> perfect_matching([{"a"}, {"a"}], ["a", "b"], lambda want, got: got in want)
False
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

W = TypeVar("W")
G = TypeVar("G")


def perfect_matching(wanted: Sequence[W], got: Sequence[G],
                     fits: Callable[[W, G], bool]) -> bool:
    """Whether each wanted item can be paired with a different actual item that ``fits``
    it, using every actual item (Kuhn's augmenting paths; sizes here are small)."""
    if len(wanted) != len(got):
        return False
    owner: list[int | None] = [None] * len(got)
    edges = [[j for j, g in enumerate(got) if fits(w, g)] for w in wanted]

    def augment(i: int, seen: set[int]) -> bool:
        for j in edges[i]:
            if j in seen:
                continue
            seen.add(j)
            current = owner[j]
            if current is None or augment(current, seen):
                owner[j] = i
                return True
        return False

    return all(augment(i, set()) for i in range(len(wanted)))
