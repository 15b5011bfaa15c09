"""A sequence made as far as it is read.

A listing that stops at its limit (:func:`grimoire.rules.casting.ability_options`: 4,096
ways) needs only the first ways to pay a cost; "Tap four untapped creatures you control"
with thirty creatures has 27,405 (CR 601.2b, 602.2b: each a different action). A
:class:`Stream` draws its items from an iterator only when they are read, keeps them, and
gives them again, in the same order, to each later reader: reading it whole is reading the
list the iterator makes; reading part of it makes only that part.

>>> made = []
>>> def numbers():
...     for n in range(5):
...         made.append(n)
...         yield n
>>> s = Stream(numbers())
>>> bool(s), made
(True, [0])
>>> from itertools import islice
>>> list(islice(s, 2)), made
([0, 1], [0, 1])
>>> list(s), list(s), made
([0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4])
>>> bool(Stream(iter(())))
False
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Stream(Generic[T]):
    """The items of an iterable, made when first read and kept (see the module
    docstring). The iterable must not depend on anything that changes while the stream is
    read (here: the game, read between two changes)."""

    __slots__ = ("_items", "_source")

    def __init__(self, source: Iterable[T]) -> None:
        self._source: Iterator[T] | None = iter(source)
        self._items: list[T] = []

    def _more(self) -> bool:
        """Make one more item; False when the source is spent."""
        source = self._source
        if source is None:
            return False
        for item in source:
            self._items.append(item)
            return True
        self._source = None
        return False

    def __bool__(self) -> bool:
        return bool(self._items) or self._more()

    def __iter__(self) -> Iterator[T]:
        items = self._items
        i = 0
        while i < len(items) or self._more():
            yield items[i]
            i += 1
