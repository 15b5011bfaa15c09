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
import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

from grimoire.cards.default_db import default_db_path, open_db
from grimoire.errors import DataFileError, UnknownCardError
from grimoire.oracle import compile_card, ir
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.dfc_text import faces_of, transforming_definition
from grimoire.oracle.faces import face_gap, is_flip, modal_definition
from grimoire.oracle.flip_text import flip_definition
from grimoire.oracle.split_faces import multiface_definition
from grimoire.oracle.support import engine_gaps


class OracleRecord(Protocol):
    """What a card database yields per card (see :class:`grimoire.cards.model.Card`)."""

    @property
    def name(self) -> str: ...
    @property
    def type_line(self) -> str: ...
    @property
    def mana_cost(self) -> str: ...
    @property
    def oracle_text(self) -> str: ...
    @property
    def power(self) -> str | None: ...
    @property
    def toughness(self) -> str | None: ...
    @property
    def loyalty(self) -> str | None: ...


class SupportsOracleCards(Protocol):
    """A card database: anything with ``oracle_cards()`` (e.g. ``grimoire.cards.CardStore``)."""

    def oracle_cards(self) -> Iterator[OracleRecord]: ...


def record_of(card: Any) -> dict[str, Any]:
    """The pool record of a database card (a :class:`grimoire.cards.model.Card`): its Oracle
    characteristics, its layout, both faces of a transforming card (CR 712), its color
    identity and its
    format legalities (for ``grimoire deck check``).

    A pool of a whole database holds some 30,000 records: the legalities, a mapping of
    twenty-odd formats per card, are one shared (read-only) dict per distinct set of them
    (a few hundred), and the short strings many cards repeat are interned; that halves the
    pool's memory (issue 15: 53 -> 21 MB of Python objects for the 30,735-card database).
    """
    return {
        "name": card.name, "type_line": _interned(card.type_line),
        "mana_cost": _interned(card.mana_cost), "oracle_text": card.oracle_text,
        "power": _interned(card.power), "toughness": _interned(card.toughness),
        "loyalty": _interned(card.loyalty),
        "layout": _interned(card.layout),  # which faces it has (grimoire.oracle.faces)
        **faces_of(card),  # CR 712: a double-faced card's two faces
        "color_identity": tuple(card.color_identity),
        "legalities": _legalities(tuple(
            card.legalities.items() if isinstance(card.legalities, Mapping)
            else card.legalities)),
    }


_LEGALITIES: dict[tuple[tuple[str, str], ...], dict[str, str]] = {}
"""One legalities dict per distinct set of (format, status) pairs, shared by the records."""


def _legalities(pairs: tuple[tuple[str, str], ...]) -> dict[str, str]:
    found = _LEGALITIES.get(pairs)
    if found is None:
        found = _LEGALITIES[pairs] = {sys.intern(f): sys.intern(s) for f, s in pairs}
    return found


def _interned(text: str | None) -> str | None:
    return None if text is None else sys.intern(text)


class CardPool:
    """Card definitions by name, compiled on first use from Oracle records.

    A record is a mapping with ``name``, ``type_line``, ``mana_cost``, ``oracle_text`` and
    optional ``power``, ``toughness``, ``loyalty`` (the shape of ``pool.json``).
    Definitions built elsewhere (tests, hand-written hooks) can be added with :meth:`add`.
    A pool is also a collection of names, so it can be handed to the deck parser.
    """

    source: str
    """Where the cards come from, for the user ("built-in pool (84 cards)", "imported
    database /path (29,730 cards)"); commands print it (:meth:`describe`)."""

    def __init__(self, records: Iterable[Mapping[str, Any]] = (), *,
                 source: str = "given cards") -> None:
        self._records: dict[str, Mapping[str, Any]] = {}
        self._compiled: dict[str, ir.CardDefinition] = {}
        self._folded_names: dict[str, str] | None = None
        """:meth:`_folded`, kept until :meth:`add` adds names (a Commander game asks for
        its commanders by their front face's name at every listing of mana sources)."""
        self.source = source
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
        return cls(records, source="built-in pool")

    @classmethod
    def from_store(cls, store: SupportsOracleCards) -> CardPool:
        """A pool of every card in a card database, so an imported card is playable at once.

        Cards compile on first use; :meth:`unsupported` tells which parts of a card the
        compiler did not understand (such a card is not offered as if it worked: the deck
        loader refuses it).

        >>> from grimoire.cards import open_db
        >>> pool = CardPool.from_store(open_db())
        >>> pool.get("Treasure Chest").card_types
        ('artifact',)
        """
        return cls((record_of(card) for card in store.oracle_cards()), source="card database")

    @classmethod
    def open(cls, db: str | os.PathLike[str] | None = None) -> CardPool:
        """The pool for commands: the built-in pool, or every card of a database.

        ``db`` is a database path; ``None`` means the built-in pool unless the user has
        imported a database (``GRIMOIRE_DB`` or the default location), whose cards are
        then all playable where their text compiles. A path that does not exist is a
        :class:`~grimoire.errors.DataFileError`. :attr:`source` says which pool it is.
        """

        if db is None and not default_db_path().is_file():
            return cls.builtin()
        path = Path(db) if db is not None else default_db_path()
        if not path.is_file():
            raise DataFileError("no card database at this path (import one with "
                                "'grimoire db import')", path=str(path))
        store = open_db(path)
        try:
            pool = cls.from_store(store)
        finally:
            store.close()
        pool.source = f"imported database {path}"
        return pool

    def describe(self) -> str:
        """One line naming the pool: ``"cards: built-in pool (84 cards)"``.

        >>> CardPool.builtin().describe()
        'cards: built-in pool (84 cards)'
        """
        return f"cards: {self.source} ({len(self):,} cards)"

    def add(self, *cards: ir.CardDefinition) -> CardPool:
        """Add ready-made definitions (they take precedence over records)."""
        for card in cards:
            self._compiled[card.name] = card
        self._folded_names = None
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

        def text(key: str) -> str | None:
            value = record.get(key)
            return None if value is None else str(value)

        faces = record.get("card_faces")
        if isinstance(faces, list) and faces and record.get("oracle_text") is None:
            card = compile_faces(record)[0]  # a Scryfall record: the text is on each face
        else:
            card = compile_card(str(record["name"]), str(record.get("type_line", "")),
                                str(record.get("mana_cost") or ""),
                                str(record.get("oracle_text") or ""),
                                text("power"), text("toughness"), text("loyalty"))
        # CR 712: a double-faced card with its back face (transforming, or modal: CR 712.3);
        # CR 709.4, 715.4: a split or adventurer card with its castable halves
        # (grimoire.oracle.split_faces)
        card = (transforming_definition(record) or modal_definition(record)
                or flip_definition(record, is_flip=is_flip(record))  # CR 710
                or multiface_definition(record) or card)
        self._compiled[name] = card
        return card

    def _folded(self) -> dict[str, str]:
        """Names by their case-folded spelling; a two-faced card also by its front face
        ("Kindly Stranger" finds "Kindly Stranger // Demon-Possessed Witch").

        >>> CardPool([{"name": "Fire // Ice"}])._folded()["fire"]
        'Fire // Ice'
        """
        if self._folded_names is not None:
            return self._folded_names
        folded = {n.casefold(): n for n in self}
        for name in list(folded.values()):
            front = name.split(" // ", 1)[0]
            if front != name:
                folded.setdefault(front.casefold(), name)
        self._folded_names = folded
        return folded

    def record(self, name: str) -> Mapping[str, Any]:
        """The Oracle record of ``name`` (any letter case): ``type_line``, ``oracle_text``
        and, from a database, ``color_identity`` and ``legalities``. A card added as a
        ready-made definition has a record of its name and types only."""
        record = self._records.get(name)
        if record is not None:
            return record
        card = self.get(name)
        record = self._records.get(card.name)
        if record is not None:
            return record
        kinds = " ".join(t.capitalize() for t in (*card.supertypes, *card.card_types))
        return {"name": card.name, "type_line": kinds}

    def unsupported(self, name: str) -> list[ir.Unimplemented]:
        """The parts of ``name`` the compiler did not understand (empty: fully supported)."""
        return ir.unimplemented_nodes(self.get(name))

    def support_problems(self, name: str) -> list[str]:
        """Why the rules engine can't play ``name`` yet: each text the compiler did not
        understand, each IR part the engine does not execute, and the faces beyond the front
        one it can't play (a split, adventurer, modal double-faced... card:
        :func:`grimoire.oracle.faces.face_gap`) (empty: fully playable).

        >>> CardPool.builtin().support_problems("Treasure Chest")
        []
        """

        card = self.get(name)
        not_understood = [f"not understood: {node.text!r}" for node in ir.unimplemented_nodes(card)]
        record = self._records.get(name) or self._records.get(
            self._folded().get(name.casefold(), card.name))
        faces = face_gap(record) if record is not None else None
        other_faces = [f"not executed: {faces}"] if faces is not None else []
        return (not_understood + [f"not executed: {gap}" for gap in engine_gaps(card)]
                + other_faces)

    def __contains__(self, name: object) -> bool:
        return name in self._records or name in self._compiled

    def __iter__(self) -> Iterator[str]:
        yield from self._records
        yield from (n for n in self._compiled if n not in self._records)

    def __len__(self) -> int:
        return len(set(self._records) | set(self._compiled))

    def __repr__(self) -> str:
        return f"<CardPool {len(self)} cards>"
