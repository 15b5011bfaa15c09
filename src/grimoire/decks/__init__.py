"""Decks: the :class:`Deck` value, deck-file parsing, validation and the built-in decks.

>>> builtin_deck_names()
('bench-vanilla', 'demo-red-green', 'demo-wub-flyers')
>>> deck = builtin_deck("bench-vanilla")
>>> len(deck), deck.counts()["Hill Giant"]
(60, 14)
>>> validate(deck, max_copies=8)
["14 copies of 'Grizzly Bears' in deck and sideboard; at most 8 allowed (CR 100.2a, 100.4a)", \
"14 copies of 'Hill Giant' in deck and sideboard; at most 8 allowed (CR 100.2a, 100.4a)"]
"""

from __future__ import annotations

import difflib
import json
from functools import cache
from importlib import resources
from pathlib import Path

from grimoire.decks.model import BASIC_LAND_NAMES, Deck, is_basic_land_name, validate
from grimoire.decks.names import NamedPool, NameResolver, PoolLike, normalize_name
from grimoire.decks.parser import FORMATS, UnknownDeckCardError, detect_format, parse_deck
from grimoire.errors import DataFileError, DeckError

__all__ = [
    "BASIC_LAND_NAMES",
    "FORMATS",
    "Deck",
    "NameResolver",
    "NamedPool",
    "PoolLike",
    "UnknownDeckCardError",
    "builtin_deck",
    "builtin_deck_names",
    "bundled_pool_names",
    "deck_from_spec",
    "detect_format",
    "is_basic_land_name",
    "load_deck",
    "normalize_name",
    "parse_deck",
    "validate",
]

_DECK_SUFFIX = ".txt"


@cache
def bundled_pool_names() -> tuple[str, ...]:
    """The card names of the built-in pool (``grimoire/cards/bundled/pool.json``)."""
    pool = resources.files("grimoire").joinpath("cards", "bundled", "pool.json")
    try:
        cards = json.loads(pool.read_text(encoding="utf-8"))
        return tuple(card["name"] for card in cards)
    except (OSError, ValueError, TypeError, KeyError) as error:
        raise DataFileError(
            f"cannot read the built-in card pool: {error}", path=str(pool)
        ) from error


def load_deck(path: str | Path, *, pool: PoolLike | None = None, format: str | None = None,
              playable_only: bool = True) -> Deck:
    """Read a deck file (format detected, see :func:`detect_format`) against ``pool``
    (default: the built-in pool's names). Errors are :class:`~grimoire.errors.DeckError`;
    with ``playable_only`` a card the engine can't play is one (see :func:`parse_deck`)."""
    where = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise DeckError(f"cannot read deck file: {error}", path=where) from error
    names = bundled_pool_names() if pool is None else pool
    return parse_deck(text, pool_names=names, path=where, format=format,
                      playable_only=playable_only)


def builtin_deck_names() -> tuple[str, ...]:
    """Names of the decks shipped with Grimoire, sorted."""
    folder = resources.files(__name__)
    return tuple(
        sorted(
            entry.name.removesuffix(_DECK_SUFFIX)
            for entry in folder.iterdir()
            if entry.name.endswith(_DECK_SUFFIX) and entry.is_file()
        )
    )


def builtin_deck(name: str, *, pool: PoolLike | None = None) -> Deck:
    """A deck shipped with Grimoire, by name (see :func:`builtin_deck_names`)."""
    names = builtin_deck_names()
    if name not in names:
        close = difflib.get_close_matches(name, names, 3)
        hint = (
            f"; did you mean: {', '.join(close)}?" if close else f" (built-in: {', '.join(names)})"
        )
        raise DeckError(f"no built-in deck named {name!r}{hint}")
    entry = resources.files(__name__).joinpath(name + _DECK_SUFFIX)
    text = entry.read_text(encoding="utf-8-sig")
    names_to_use = bundled_pool_names() if pool is None else pool
    return parse_deck(text, pool_names=names_to_use, path=f"<builtin:{name}>")


def deck_from_spec(spec: str, *, pool: PoolLike | None = None) -> Deck:
    """A deck from a command-line argument: a file path, else a built-in deck name."""
    if Path(spec).is_file():
        return load_deck(spec, pool=pool)
    if spec in builtin_deck_names():
        return builtin_deck(spec, pool=pool)
    raise DeckError(
        f"no deck file {spec!r} and no built-in deck of that name"
        f" (built-in: {', '.join(builtin_deck_names())})"
    )
