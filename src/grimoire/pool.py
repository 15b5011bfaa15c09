"""The card pool: Oracle records compiled lazily into card definitions.

>>> pool = CardPool.builtin()
>>> "Lightning Bolt" in pool
True
>>> pool.get("Grizzly Bears").power
2
>>> pool.get("grizzly bears").name
'Grizzly Bears'
>>> pool.get("Lightnig Bolt")
Traceback (most recent call last):
  ...
grimoire.errors.UnknownCardError: unknown card 'Lightnig Bolt'; did you mean: Lightning Bolt?
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Iterator, Mapping
from importlib import resources
from typing import Any

from grimoire.errors import DataFileError, UnknownCardError
from grimoire.oracle import ir


class CardPool:
    """Card definitions by name, compiled on first use from Oracle records.

    A record is a mapping with ``name``, ``type_line``, ``mana_cost``, ``oracle_text`` and
    optional ``power``, ``toughness``, ``loyalty`` (the shape of ``pool.json``).
    Definitions built elsewhere (tests, hand-written hooks) can be added with :meth:`add`.
    A pool is also a collection of names, so it can be handed to the deck parser.
    """

    def __init__(self, records: Iterable[Mapping[str, Any]] = ()) -> None:
        self._records: dict[str, Mapping[str, Any]] = {}
        self._compiled: dict[str, ir.CardDefinition] = {}
        for record in records:
            try:
                self._records[str(record["name"])] = record
            except (KeyError, TypeError) as error:
                raise DataFileError(f"card record without a name: {record!r}") from error

    @classmethod
    def builtin(cls) -> CardPool:
        """The built-in pool (``grimoire/cards/bundled/pool.json``)."""
        path = resources.files("grimoire").joinpath("cards", "bundled", "pool.json")
        try:
            records = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise DataFileError(f"cannot read the built-in pool: {error}",
                                path=str(path)) from error
        return cls(records)

    def add(self, *cards: ir.CardDefinition) -> CardPool:
        """Add ready-made definitions (they take precedence over records)."""
        for card in cards:
            self._compiled[card.name] = card
        return self

    def get(self, name: str) -> ir.CardDefinition:
        """The definition of ``name``; UnknownCardError with close names if there is none."""
        card = self._compiled.get(name)
        if card is not None:
            return card
        record = self._records.get(name)
        if record is None:
            canonical = self._folded().get(name.casefold())  # any letter case
            if canonical is not None:
                return self.get(canonical)
            close = tuple(difflib.get_close_matches(name, list(self), n=3))
            raise UnknownCardError(name, close)
        from grimoire.oracle import compile_card

        def text(key: str) -> str | None:
            value = record.get(key)
            return None if value is None else str(value)

        card = compile_card(str(record["name"]), str(record.get("type_line", "")),
                            str(record.get("mana_cost") or ""),
                            str(record.get("oracle_text") or ""),
                            text("power"), text("toughness"), text("loyalty"))
        self._compiled[name] = card
        return card

    def _folded(self) -> dict[str, str]:
        return {n.casefold(): n for n in self}

    def unsupported(self, name: str) -> list[ir.Unimplemented]:
        """The parts of ``name`` the compiler did not understand (empty: fully supported)."""
        return ir.unimplemented_nodes(self.get(name))

    def __contains__(self, name: object) -> bool:
        return name in self._records or name in self._compiled

    def __iter__(self) -> Iterator[str]:
        yield from self._records
        yield from (n for n in self._compiled if n not in self._records)

    def __len__(self) -> int:
        return len(set(self._records) | set(self._compiled))

    def __repr__(self) -> str:
        return f"<CardPool {len(self)} cards>"
