"""The one place importers write to a card database: batched, deduplicating, newest-wins.

Importers turn their source's shape into calls on :class:`Writer`; the writer resolves cards
(by Oracle id, or by English name for sources without ids), merges records so that the newest
Oracle wording wins (:func:`~grimoire.cards.importers.records.merge_records`), and writes rows in
batches with ``executemany``. Printings, localized texts, names and rulings are deduplicated by
UNIQUE constraints (``INSERT OR IGNORE``), so importing the same file twice changes nothing.
"""

from __future__ import annotations

import datetime
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from grimoire.cards.importers.records import (
    CARD_COLUMNS,
    RECORD_COLUMNS,
    SEARCH_COLUMNS,
    Record,
    card_columns,
    content_key,
    merge_records,
    ruling_key,
)
from grimoire.cards.names import normalize_name

__all__ = ["Counts", "Writer"]

_BATCH = 20_000
_SYNTHETIC = "name:"  # Oracle id given to a card whose source has none (a hand-written pool)

PRIORITY_SEED = 3
PRIORITY_SCRYFALL = 2
PRIORITY_MTGJSON = 1


@dataclass(slots=True)
class Counts:
    """Rows added (or, for cards, updated) by one import."""

    new_cards: int = 0
    updated_cards: int = 0
    printings: int = 0
    localized: int = 0
    names: int = 0
    rulings: int = 0
    skipped_rulings: int = 0


class Writer:
    """Batched writes to an open connection (the caller owns the transaction).

    Call :meth:`begin_source` before each file (it sets the date newest-wins compares), then
    :meth:`card` to get a card's row id, then the ``add_*`` methods; :meth:`flush` at the end.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.counts = Counts()
        self._ids: dict[str, int] = {}
        self._oracle_ids: dict[int, str] = {}
        self._by_name: dict[str, list[int]] = {}
        self._dates: dict[int, str | None] = {}
        self._meld_fronts: dict[str, int] = {}
        for card_id, oracle_id, name, date, layout in conn.execute(
            "SELECT c.id, c.oracle_id, c.name, r.oracle_date, c.layout FROM cards c "
            "JOIN card_records r ON r.id = c.id ORDER BY c.id"
        ):
            self._remember(card_id, oracle_id, name, date, layout)
        row = conn.execute("SELECT MAX(id) FROM cards").fetchone()
        self._next_id = (row[0] or 0) + 1
        self._source_date: str | None = None
        self._touched: set[int] = set()
        self._claimed: set[tuple[int, str]] = set()
        self._pending: dict[int, Record] = {}
        self._family: str | None = None
        self._merged_at: dict[int, tuple[str, str | None]] = {}
        self._card_rows: list[dict[str, Any]] = []
        self._printings: list[tuple[Any, ...]] = []
        self._localized: list[tuple[Any, ...]] = []
        self._names: list[tuple[Any, ...]] = []
        self._rulings: list[tuple[Any, ...]] = []
        self._sets: list[tuple[Any, ...]] = []

    def _remember(self, card_id: int, oracle_id: str, name: str, date: str | None,
                  layout: str | None) -> None:
        if layout == "meld" and " // " in name:
            # MTGJSON names a meld card "Front // Melded"; Scryfall's lists say "Front".
            self._meld_fronts.setdefault(normalize_name(name.split(" // ")[0]), card_id)
        self._ids[oracle_id] = card_id
        self._oracle_ids[card_id] = oracle_id
        self._by_name.setdefault(normalize_name(name), []).append(card_id)
        self._dates[card_id] = date

    # -- sources ---------------------------------------------------------------------------

    def begin_source(self, date: str | None, *, family: str | None = None) -> None:
        """Start a new source (one file) whose Oracle wording dates from ``date`` (ISO).

        ``None`` means undated: it never overrides dated text. Sources of one ``family`` and
        date (the set files of one MTGJSON build) carry identical Oracle data, so a card
        merged from one of them is not merged again from the next.
        """
        self.flush()
        self._source_date = date
        self._family = family
        self._touched = set()
        self._claimed = set()

    def first_time(self, card_id: int, what: str) -> bool:
        """True the first time ``(card_id, what)`` is asked about in the current source.

        Lets an importer add a card's rulings once, not once per printing.
        """
        claim = (card_id, what)
        if claim in self._claimed:
            return False
        self._claimed.add(claim)
        return True

    def known_card(self, oracle_id: str) -> int | None:
        """The row id of a card already in the database (or this import), else None."""
        return self._ids.get(oracle_id)

    # -- cards -----------------------------------------------------------------------------

    def card(self, oracle_id: str | None, record: Record, *, date: str | None = None) -> int:
        """Insert or merge one card's record; return its row id.

        A card is merged at most once per source (the first record wins within a source).
        ``date`` overrides the source's date for this record.
        """
        name = record["name"]
        card_id = self._resolve(oracle_id, name)
        if card_id is not None and card_id in self._touched:
            return card_id
        source_date = date if date is not None else self._source_date
        if card_id is None:
            card_id = self._next_id
            self._next_id += 1
            oracle_id = oracle_id or _SYNTHETIC + name
            self._remember(card_id, oracle_id, name, source_date, record.get("layout"))
            merged = record
            new_date = source_date
            self.counts.new_cards += 1
        else:
            self._touched.add(card_id)
            if self._family and self._merged_at.get(card_id) == (self._family, source_date):
                return card_id  # same build, same Oracle data: nothing to merge
            old_record, old_date = self._record_of(card_id)
            newer = (source_date or "") >= (old_date or "")
            merged = merge_records(old_record, record, new_is_newer=newer)
            new_date = source_date if newer and source_date else old_date
            self.counts.updated_cards += 1
        columns = card_columns(merged)
        columns.update(id=card_id, oracle_id=self._oracle_ids[card_id], oracle_date=new_date)
        self._card_rows.append(columns)
        self._pending[card_id] = merged
        self._dates[card_id] = new_date
        if self._family:
            self._merged_at[card_id] = (self._family, source_date)
        self._touched.add(card_id)
        if len(self._card_rows) >= _BATCH:
            self._flush_cards()
        return card_id

    def _resolve(self, oracle_id: str | None, name: str) -> int | None:
        if oracle_id is not None and oracle_id in self._ids:
            return self._ids[oracle_id]
        same_name = self._by_name.get(normalize_name(name), [])
        if oracle_id is None:
            if same_name:
                return same_name[0]
            return self._meld_fronts.get(normalize_name(name))
        for card_id in same_name:  # a pool card learns its real Oracle id
            old = self._oracle_ids[card_id]
            if old.startswith(_SYNTHETIC):
                self._flush_cards()
                self.conn.execute("UPDATE cards SET oracle_id = ? WHERE id = ?",
                                  (oracle_id, card_id))
                del self._ids[old]
                self._ids[oracle_id] = card_id
                self._oracle_ids[card_id] = oracle_id
                return card_id
        return None

    def _record_of(self, card_id: int) -> tuple[Record, str | None]:
        pending = self._pending.get(card_id)
        if pending is not None:
            return pending, self._dates[card_id]
        row = self.conn.execute(
            "SELECT known, oracle_date FROM card_records WHERE id = ?", (card_id,)
        ).fetchone()
        record: Record = json.loads(row[0])
        return record, row[1]

    # -- everything else -------------------------------------------------------------------

    def add_set(self, code: str, name: str | None, release_date: str | None,
                set_type: str | None) -> None:
        """Record a set (known fields win over unknown ones)."""
        self._sets.append((code.upper(), name, release_date, set_type))

    def add_printing(self, card_id: int, set_code: str, number: str | None, *, lang: str = "en",
                     rarity: str | None = None, artist: str | None = None,
                     release_date: str | None = None) -> None:
        """Record one printing (deduplicated on card, set, collector number and language)."""
        self._printings.append((card_id, set_code.upper(), number or "", lang,
                                rarity.lower() if rarity else None, artist, release_date))
        if len(self._printings) >= _BATCH:
            self.flush()

    def add_localized(self, card_id: int, lang: str, name: str, type_line: str | None,
                      text: str | None, *, priority: int, date: str | None = None,
                      face_names: Iterable[str] = ()) -> None:
        """Record a printed name / type / text in ``lang`` and index its names."""
        key = content_key(card_id, lang, name, type_line or "", text or "")
        self._localized.append((key, card_id, lang, name, type_line, text, priority, date))
        self.add_names(card_id, lang, (name, *face_names))
        if len(self._localized) >= _BATCH:
            self.flush()

    def add_names(self, card_id: int, lang: str, names: Iterable[str]) -> None:
        """Index names of a card in one language for exact lookup."""
        for name in names:
            if name:
                self._names.append((normalize_name(name), card_id, lang, name))

    def add_ruling(self, card_id: int, date: str | None, text: str, *, lang: str = "en",
                   translation_of: str | None = None) -> None:
        """Record a ruling (deduplicated on card, language and wording)."""
        text = text.strip()
        if not text:
            return
        self._rulings.append((ruling_key(card_id, lang, text), card_id, _iso_date(date), lang,
                              text, translation_of))
        if len(self._rulings) >= _BATCH:
            self.flush()

    # -- writing ---------------------------------------------------------------------------

    def _flush_cards(self) -> None:
        if self._card_rows:
            for table, columns in (("cards", CARD_COLUMNS), ("card_search", SEARCH_COLUMNS),
                                   ("card_records", RECORD_COLUMNS)):
                marks = ", ".join("?" * len(columns))
                self.conn.executemany(
                    f"INSERT OR REPLACE INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                    [tuple(row[c] for c in columns) for row in self._card_rows],
                )
            self._card_rows = []
        self._pending.clear()

    def flush(self) -> None:
        """Write every batched row."""
        self._flush_cards()
        conn = self.conn
        if self._sets:
            conn.executemany(
                "INSERT INTO sets (code, name, release_date, set_type) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (code) DO UPDATE SET name = coalesce(excluded.name, name), "
                "release_date = coalesce(excluded.release_date, release_date), "
                "set_type = coalesce(excluded.set_type, set_type)",
                self._sets,
            )
            self._sets = []
        if self._printings:
            self.counts.printings += conn.executemany(
                "INSERT OR IGNORE INTO printings (card_id, set_code, number, lang, rarity, artist,"
                " release_date) VALUES (?, ?, ?, ?, ?, ?, ?)",
                self._printings,
            ).rowcount
            self._printings = []
        if self._localized:
            self.counts.localized += conn.executemany(
                "INSERT OR IGNORE INTO localized (key, card_id, lang, name, type_line, text,"
                " priority, date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                self._localized,
            ).rowcount
            self._localized = []
        if self._names:
            self.counts.names += conn.executemany(
                "INSERT OR IGNORE INTO names (norm, card_id, lang, name) VALUES (?, ?, ?, ?)",
                self._names,
            ).rowcount
            self._names = []
        if self._rulings:
            self.counts.rulings += conn.executemany(
                "INSERT OR IGNORE INTO rulings (key, card_id, date, lang, text, translation_of)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                self._rulings,
            ).rowcount
            self._rulings = []


def _iso_date(value: str | None) -> str | None:
    """Dates as ISO ``YYYY-MM-DD``; ``dd/mm/yyyy`` (as on Portuguese card pages) is converted.

    >>> _iso_date("23/07/2021"), _iso_date("2021-07-23"), _iso_date(None)
    ('2021-07-23', '2021-07-23', None)
    """
    if not value:
        return None
    value = value.strip()
    if "/" in value:
        day, month, year = (int(part) for part in value.split("/"))
        return datetime.date(year, month, day).isoformat()
    return datetime.date.fromisoformat(value[:10]).isoformat()
