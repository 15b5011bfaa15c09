"""Resolving the card names a deck file spells to the pool's canonical Oracle names.

Matching ignores case, accents and punctuation, so ``"wizards spellbook"`` finds
``"Wizard's Spellbook"``; the front face alone finds a two-faced card (``"Fire"`` finds
``"Fire // Ice"``). A name that matches nothing raises :class:`~grimoire.errors.UnknownCardError`
with the closest pool names.

>>> resolver = NameResolver(["Lightning Bolt", "Wizard's Spellbook", "Æther Vial"])
>>> resolver.resolve("LIGHTNING  bolt")
'Lightning Bolt'
>>> resolver.resolve("Wizards Spellbook")
"Wizard's Spellbook"
>>> resolver.resolve("Aether Vial")
'Æther Vial'
>>> resolver.resolve("Lightnig Bolt")
Traceback (most recent call last):
...
grimoire.errors.UnknownCardError: unknown card 'Lightnig Bolt'; did you mean: Lightning Bolt?
"""

from __future__ import annotations

import difflib
import re
import unicodedata
import weakref
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sized
from typing import Protocol, runtime_checkable

from grimoire.errors import UnknownCardError

__all__ = [
    "AmbiguousCardNameError",
    "NameResolver",
    "NamedPool",
    "PoolLike",
    "normalize_name",
    "resolver_for",
]

# Letters NFKD does not split into a base letter plus a combining mark.
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "ı": "i"})
_APOSTROPHES = re.compile(r"['’‘`´]")
_NON_ALNUM = re.compile(r"[^0-9a-z]+")
_SUGGESTIONS = 3
_CANDIDATES = 200
"""How many pool names, those sharing the most trigrams, a suggestion compares in full."""


def _trigrams(key: str) -> set[str]:
    """The three-letter pieces of a folded name, padded so short names have some."""
    padded = f"  {key} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


class AmbiguousCardNameError(UnknownCardError):
    """A spelling that folds to the key of several pool cards; ``suggestions`` lists them."""

    def __init__(self, name: str, matches: tuple[str, ...]) -> None:
        super().__init__(name, matches)
        self.args = (f"ambiguous card name {name!r}: matches {', '.join(matches)}",)


@runtime_checkable
class NamedPool(Protocol):
    """Anything with the pool's card names (``grimoire.pool.CardPool`` is one)."""

    def names(self) -> Iterable[str]:
        """Every canonical card name in the pool."""
        ...


PoolLike = NamedPool | Collection[str] | Callable[[str], str]
"""What a deck is resolved against: a pool object, a collection of names, or a resolver
function that returns the canonical name or raises :class:`UnknownCardError`."""


def normalize_name(name: str) -> str:
    """The matching key of a card name: case, accents, apostrophes and punctuation folded.

    >>> normalize_name("  Jötun Grunt ")
    'jotun grunt'
    >>> normalize_name("Netherese Puzzle-Ward")
    'netherese puzzle ward'
    >>> normalize_name("Fire // Ice") == normalize_name("fire/ice")
    True
    """
    folded = unicodedata.normalize("NFKD", name.casefold().translate(_LIGATURES))
    plain = "".join(char for char in folded if not unicodedata.combining(char))
    plain = _APOSTROPHES.sub("", plain)
    return _NON_ALNUM.sub(" ", plain).strip()


class NameResolver:
    """Case-, accent- and punctuation-insensitive lookup of canonical card names.

    Exact names win; then the folded key of the whole name; then the folded key of the
    front face of a multi-faced name (``"A // B"``), when only one card has that face.
    """

    __slots__ = ("_exact", "_faces", "_grams", "_keys", "_order")

    def __init__(self, names: Iterable[str]) -> None:
        self._grams: dict[str, list[int]] | None = None  # built on the first suggestion
        self._order: list[str] = []
        self._exact: set[str] = set()
        self._keys: dict[str, list[str]] = {}
        self._faces: dict[str, list[str]] = {}
        for name in names:
            if not isinstance(name, str) or not name.strip():
                raise TypeError(f"pool names must be non-empty strings, got {name!r}")
            self._exact.add(name)
            self._keys.setdefault(normalize_name(name), []).append(name)
            if "//" in name:
                front = normalize_name(name.split("//", 1)[0])
                self._faces.setdefault(front, []).append(name)

    def find(self, name: str) -> str | None:
        """The canonical name ``name`` stands for, or ``None`` if no pool card matches.

        Raises :class:`AmbiguousCardNameError` when the spelling matches several pool cards.
        """
        if name in self._exact:
            return name
        key = normalize_name(name)
        for table in (self._keys, self._faces):
            found = table.get(key)
            if found is None:
                continue
            unique = tuple(dict.fromkeys(found))
            if len(unique) > 1:
                raise AmbiguousCardNameError(name, unique)
            return unique[0]
        return None

    def resolve(self, name: str) -> str:
        """The canonical name, or :class:`UnknownCardError` with the closest pool names."""
        found = self.find(name)
        if found is None:
            raise UnknownCardError(name, self.suggest(name))
        return found

    def suggest(self, name: str) -> tuple[str, ...]:
        """Up to three pool names closest to ``name`` (``difflib`` on the folded keys).

        ``difflib`` compares the keys that share the most three-letter pieces with ``name``
        (:data:`_CANDIDATES` of them), not the whole pool: a scan of 30,000 names took a
        quarter of a second for each unknown card of a deck."""
        key = normalize_name(name)
        close = difflib.get_close_matches(key, self._candidates(key), _SUGGESTIONS)
        return tuple(dict.fromkeys(self._keys[k][0] for k in close))

    def _candidates(self, key: str) -> list[str]:
        """The keys sharing the most trigrams with ``key`` (all keys for a small pool)."""
        if len(self._keys) <= _CANDIDATES:
            return list(self._keys)
        if self._grams is None:
            self._order = list(self._keys)
            grams: dict[str, list[int]] = {}
            for index, known in enumerate(self._order):
                for gram in _trigrams(known):
                    grams.setdefault(gram, []).append(index)
            self._grams = grams
        shared: Counter[int] = Counter()
        for gram in _trigrams(key):
            shared.update(self._grams.get(gram, ()))
        return [self._order[i] for i, _ in shared.most_common(_CANDIDATES)]

    def __call__(self, name: str) -> str:
        return self.resolve(name)


def resolver_for(pool: PoolLike) -> Callable[[str], str]:
    """A function mapping a spelled name to its canonical name, for any :data:`PoolLike`.

    >>> resolver_for(["Shock"])("shock")
    'Shock'
    """
    if isinstance(pool, str):
        raise TypeError("pool must be a collection of names, not a single string")
    if isinstance(pool, NamedPool):
        return _pool_resolver(pool, pool.names)
    if isinstance(pool, Collection):
        return _pool_resolver(pool, lambda: pool)
    if callable(pool):
        return pool
    raise TypeError(f"cannot resolve card names against {type(pool).__name__}")


_RESOLVERS: weakref.WeakKeyDictionary[object, tuple[int, NameResolver]] = \
    weakref.WeakKeyDictionary()


def _pool_resolver(pool: object, names: Callable[[], Iterable[str]]) -> NameResolver:
    """One resolver per pool object (a card pool), built again only if its size changed:
    folding 30,000 names took a third of a second for every deck of a four-player game.
    Plain collections (lists, sets: not weak-referenceable) get a new one each time."""
    size = len(pool) if isinstance(pool, Sized) else -1
    try:
        cached = _RESOLVERS.get(pool)
    except TypeError:
        return NameResolver(names())
    if cached is not None and cached[0] == size >= 0:
        return cached[1]
    resolver = NameResolver(names())
    _RESOLVERS[pool] = (size, resolver)
    return resolver
