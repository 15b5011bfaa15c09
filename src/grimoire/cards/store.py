"""The card database: an embedded SQLite file, read through :class:`CardStore`.

>>> from grimoire.cards import open_db
>>> store = open_db()                      # the user's database, else the built-in one
>>> store.lookup("unterreich-spalte").name
'Underdark Rift'
>>> card = store.lookup("Livro de Magias do Mago")
>>> card.lang, card.printed_name, card.name
('pt', 'Livro de Magias do Mago', "Wizard's Spellbook")
>>> names = [c.name for c in store.search('o:"roll a d20" t:artifact')]
>>> "Treasure Chest" in names and "Wizard's Spellbook" in names
True
"""

from __future__ import annotations

import datetime
import difflib
import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grimoire.cards import schema
from grimoire.cards.model import Card, Face, LocalizedText, Printing, Ruling, language_code
from grimoire.cards.names import normalize_name, script_languages
from grimoire.cards.search import compile_query
from grimoire.errors import DataFileError, GrimoireError, UnknownCardError

__all__ = ["CardStore", "DatabaseInfo", "UnknownLanguageError"]

MAX_NAME = 200
"""Longer than any printed card name (the longest are about 140 characters): a name
beyond it gets no suggestions, and one beyond four times it is not even looked up."""

_CARD_SELECT = (
    "SELECT c.id, c.oracle_id, c.name, c.mana_cost, c.mana_value, c.colors, c.color_identity,"
    " c.type_line, c.oracle_text, c.power, c.toughness, c.loyalty, c.layout, c.faces,"
    " c.keywords, c.legalities FROM cards c"
)


class UnknownLanguageError(GrimoireError):
    """A language code or name Grimoire does not know."""


@dataclass(frozen=True, slots=True)
class DatabaseInfo:
    """What a card database holds (``grimoire db info``)."""

    path: Path
    kind: str
    cards: int
    distinct_names: int
    printings: int
    sets: int
    names: int
    rulings: int
    languages: tuple[tuple[str, int], ...]
    ruling_languages: tuple[tuple[str, int], ...]
    imports: tuple[tuple[str, str, str | None, str], ...]
    size_bytes: int


class CardStore:
    """Read access to one card database file.

    Opened read-only; several processes may read while an import builds its replacement.
    Use as a context manager or call :meth:`close`.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise DataFileError("no card database here (create one with `grimoire db import`)",
                                path=str(self.path))
        uri = self.path.resolve().as_uri() + "?mode=ro"
        self._conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        try:
            row = self._conn.execute(
                "SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.DatabaseError as error:
            self._conn.close()
            raise DataFileError(f"not a Grimoire card database ({error})",
                                path=str(self.path)) from None
        if row is None or row[0] != schema.SCHEMA_VERSION:
            self._conn.close()
            raise DataFileError(f"card database schema {row[0] if row else '?'} is not "
                                f"{schema.SCHEMA_VERSION}; re-import it", path=str(self.path))
        self._fts = schema.has_fts(self._conn)

    def __repr__(self) -> str:
        return f"CardStore({str(self.path)!r})"

    def __enter__(self) -> CardStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the database connection."""
        self._conn.close()

    # -- cards -----------------------------------------------------------------------------

    def _card(self, row: tuple[Any, ...], **extra: Any) -> Card:
        faces = tuple(Face(**face) for face in json.loads(row[13]))
        legalities = tuple(sorted(json.loads(row[15]).items()))
        return Card(
            oracle_id=row[1], name=row[2], mana_cost=row[3], mana_value=row[4],
            colors=tuple(row[5]), color_identity=tuple(row[6]), type_line=row[7],
            oracle_text=row[8], power=row[9], toughness=row[10], loyalty=row[11],
            layout=row[12], faces=faces, keywords=tuple(json.loads(row[14])),
            legalities=legalities, **extra,
        )

    def oracle_cards(self) -> Iterator[Card]:
        """Every Oracle card, sorted by name (the engine's card pool reads this).

        >>> from grimoire.cards import open_db
        >>> any(card.name == "Treasure Chest" for card in open_db().oracle_cards())
        True
        """
        for row in self._conn.execute(f"{_CARD_SELECT} ORDER BY c.name, c.id"):
            yield self._card(row)

    def card(self, oracle_id: str) -> Card:
        """The card with this Oracle id (with printings and English rulings)."""
        row = self._conn.execute(f"{_CARD_SELECT} WHERE c.oracle_id = ?", (oracle_id,)
                                 ).fetchone()
        if row is None:
            raise UnknownCardError(oracle_id)
        return self._full(row, "en", None)

    def printed_names(self, oracle_id: str) -> dict[str, str]:
        """The card's printed name in each language it was printed in (best text per language).

        >>> from grimoire.cards import open_db
        >>> open_db().printed_names("199c7604-6b4b-4cec-b6c2-b6b2918b11c8")["ja"]
        'アンダーダークの裂け目'
        """
        row = self._conn.execute("SELECT id, name FROM cards WHERE oracle_id = ?",
                                 (oracle_id,)).fetchone()
        if row is None:
            raise UnknownCardError(oracle_id)
        langs = [r[0] for r in self._conn.execute(
            "SELECT DISTINCT lang FROM localized WHERE card_id = ? ORDER BY lang", (row[0],))]
        names = {"en": row[1]}
        for lang in langs:
            text = self._localized(row[0], lang, row[1], None)
            if text is not None and lang != "en":
                names[lang] = text.name
        return names

    def __len__(self) -> int:
        return int(self._conn.execute("SELECT COUNT(*) FROM cards").fetchone()[0])

    def lookup(self, name: str, lang: str | None = None) -> Card:
        """The card with this printed name, in any language.

        Case, accents, punctuation and full-width forms do not matter. The returned card's
        ``lang`` is ``lang`` if given, else the language of the matched name; ``printed``
        holds its printed texts in that language, and ``printings`` and ``rulings`` are filled
        (rulings in that language where translated, else English).

        Raises :class:`~grimoire.errors.UnknownCardError` with the closest names as
        ``suggestions`` when nothing matches.

        >>> from grimoire.cards import open_db
        >>> open_db().lookup("ＴＲＥＡＳＵＲＥ　ＣＨＥＳＴ", lang="de").printed_name
        'Schatztruhe'
        """
        wanted = _language(lang)
        if len(name) > 4 * MAX_NAME:  # far longer than any printed name: unknown at once
            raise UnknownCardError(name)
        key = normalize_name(name)
        rows = self._conn.execute(
            "SELECT card_id, lang, name FROM names WHERE norm = ?", (key,)).fetchall()
        if not rows:
            raise UnknownCardError(name, self.suggest(name, lang=wanted))
        preferred = script_languages(name)

        def rank(row: tuple[int, str, str]) -> tuple[int, int, int, int]:
            script = preferred.index(row[1]) if row[1] in preferred else len(preferred)
            return (row[1] != wanted, row[1] != "en", script, row[0])

        card_id, matched_lang, matched_name = min(rows, key=rank)
        row = self._conn.execute(f"{_CARD_SELECT} WHERE c.id = ?", (card_id,)).fetchone()
        return self._full(row, wanted or matched_lang, matched_name)

    def _full(self, row: tuple[Any, ...], lang: str, matched_name: str | None) -> Card:
        card_id = row[0]
        return self._card(
            row,
            lang=lang,
            printed=self._localized(card_id, lang, row[2], matched_name),
            printings=self._printings(card_id),
            rulings=self._rulings(card_id, lang),
        )

    def _localized(self, card_id: int, lang: str, english: str,
                   matched: str | None) -> LocalizedText | None:
        """The best printed text in ``lang``: the one whose name (or a face's) was typed,
        then the most trusted source, then one with text, then the newest printing.

        A "translation" whose name is the English name (some sources fill foreign fields
        with English) ranks last, except in English.
        """
        rows = self._conn.execute(
            "SELECT lang, name, type_line, text, priority, coalesce(date, '') FROM localized "
            "WHERE card_id = ? AND lang = ?", (card_id, lang)).fetchall()
        if not rows:
            return None
        typed = normalize_name(matched) if matched else None

        def rank(row: tuple[Any, ...]) -> tuple[bool, bool, int, bool, str]:
            names = {normalize_name(part) for part in (row[1], *row[1].split(" // "))}
            return (typed in names, lang == "en" or row[1] != english, row[4],
                    row[3] is not None, row[5])

        best = max(rows, key=rank)
        return LocalizedText(best[0], best[1], best[2], best[3])

    def _printings(self, card_id: int) -> tuple[Printing, ...]:
        rows = self._conn.execute(
            "SELECT p.set_code, s.name, coalesce(p.release_date, s.release_date), p.number,"
            " p.rarity, p.artist, p.lang FROM printings p LEFT JOIN sets s ON s.code = p.set_code"
            " WHERE p.card_id = ? ORDER BY 3, p.set_code, p.number", (card_id,)).fetchall()
        return tuple(Printing(code, name, date, number or None, rarity, artist, lang)
                     for code, name, date, number, rarity, artist, lang in rows)

    def _rulings(self, card_id: int, lang: str) -> tuple[Ruling, ...]:
        rows = self._conn.execute(
            "SELECT date, lang, text, translation_of FROM rulings WHERE card_id = ? "
            "ORDER BY date, id", (card_id,)).fetchall()
        rulings = [Ruling(datetime.date.fromisoformat(d) if d else None, text, rl, original)
                   for d, rl, text, original in rows]
        english = [r for r in rulings if r.lang == "en"]
        if lang == "en":
            return tuple(english)
        translated = {normalize_name(r.translation_of): r for r in rulings
                      if r.lang == lang and r.translation_of}
        result = [translated.pop(normalize_name(r.text), r) for r in english]
        result += [r for r in rulings if r.lang == lang and r not in result]
        return tuple(result)

    # -- search and suggestions --------------------------------------------------------------

    def search(self, query: str, *, limit: int | None = None, offset: int = 0) -> list[Card]:
        """Cards matching a Scryfall-style query, sorted by name (see :mod:`.search`);
        ``limit`` and ``offset`` give one page of them.

        Raises :class:`~grimoire.cards.search.SearchSyntaxError` (a ``ValueError``) pointing
        at the fault in a malformed query.
        """
        where, params = compile_query(query)
        sql = (f"{_CARD_SELECT} WHERE c.id IN (SELECT s.id FROM card_search s WHERE {where}) "
               "ORDER BY c.name, c.id")
        if limit is not None or offset:  # beyond SQLite's 64-bit range: "all" / past the end
            top = -1 if limit is None else max(0, min(int(limit), 2**62))
            sql += f" LIMIT {top} OFFSET {min(max(int(offset), 0), 2**62)}"
        return [self._card(row) for row in self._conn.execute(sql, params)]

    def search_page(self, query: str, *, limit: int, offset: int = 0) -> tuple[int, list[Card]]:
        """How many cards match ``query``, and the ``limit`` of them from ``offset`` in name
        order: the query runs once (a page of a large result costs one scan, not two).

        >>> from grimoire.cards import open_db
        >>> total, page = open_db().search_page('o:"roll a d20" t:artifact', limit=1)
        >>> total >= 2 and len(page) == 1
        True
        """
        where, params = compile_query(query)
        ids = [row[0] for row in self._conn.execute(
            f"SELECT c.id FROM cards c WHERE c.id IN (SELECT s.id FROM card_search s WHERE "
            f"{where}) ORDER BY c.name, c.id", params)]
        page = ids[max(offset, 0):max(offset, 0) + max(limit, 0)]
        if not page:
            return len(ids), []
        marks = ", ".join("?" * len(page))
        rows = self._conn.execute(f"{_CARD_SELECT} WHERE c.id IN ({marks}) ORDER BY c.name, c.id",
                                  page)
        return len(ids), [self._card(row) for row in rows]

    def count(self, query: str) -> int:
        """How many cards match ``query`` (see :meth:`search`).

        >>> from grimoire.cards import open_db
        >>> open_db().count('o:"roll a d20" t:artifact') >= 2
        True
        """
        where, params = compile_query(query)
        sql = f"SELECT COUNT(DISTINCT s.id) FROM card_search s WHERE {where}"
        return int(self._conn.execute(sql, params).fetchone()[0])

    def suggest(self, name: str, *, lang: str | None = None, limit: int = 5) -> tuple[str, ...]:
        """The printed names closest to ``name``, preferring its script's languages.

        >>> from grimoire.cards import open_db
        >>> open_db().suggest("Tresure Chst")[0]
        'Treasure Chest'
        """
        key = normalize_name(name)
        if not key or len(key) > MAX_NAME:
            return ()  # no printed name is this long: nothing is close (and no 28 s search)
        languages = (lang,) if lang else script_languages(name)
        candidates: list[tuple[str, str, str]] = []
        if self._fts and len(key) >= 3:
            grams = {key[i : i + 3] for i in range(len(key) - 2)}
            match = " OR ".join('"' + gram.replace('"', '""') + '"' for gram in grams)
            candidates = self._conn.execute(
                "SELECT n.norm, n.lang, n.name FROM names_fts JOIN names n ON n.id = "
                "names_fts.rowid WHERE names_fts MATCH ? ORDER BY rank LIMIT 400", (match,)
            ).fetchall()
        if not candidates:  # short names, CJK typos, or no FTS5: names sharing a character
            clauses = " OR ".join("instr(norm, ?) > 0" for _ in set(key[:8]))
            candidates = self._conn.execute(
                f"SELECT norm, lang, name FROM names WHERE {clauses} LIMIT 5000",
                tuple(set(key[:8]))).fetchall()
        scored: dict[str, float] = {}
        matcher = difflib.SequenceMatcher(autojunk=False)
        matcher.set_seq2(key)
        for norm, cand_lang, cand_name in candidates:
            matcher.set_seq1(norm)
            score = matcher.ratio() + (0.05 if cand_lang in languages else 0.0)
            if score >= 0.6 and score > scored.get(cand_name, 0.0):
                scored[cand_name] = score
        best = sorted(scored.items(), key=lambda item: (-item[1], item[0]))
        return tuple(name for name, _ in best[:limit])

    # -- info ------------------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        """A value from the ``meta`` table (``schema_version``, ``kind`` ...)."""
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row else None

    def info(self) -> DatabaseInfo:
        """Counts of what the database holds, and its import history."""
        def count(sql: str) -> int:
            return int(self._conn.execute(sql).fetchone()[0])

        languages = self._conn.execute(
            "SELECT lang, COUNT(DISTINCT card_id) FROM localized GROUP BY lang ORDER BY 2 DESC"
        ).fetchall()
        ruling_languages = self._conn.execute(
            "SELECT lang, COUNT(*) FROM rulings GROUP BY lang ORDER BY 2 DESC").fetchall()
        imports = self._conn.execute(
            "SELECT path, shape, source_date, imported_at FROM imports ORDER BY id").fetchall()
        return DatabaseInfo(
            path=self.path,
            kind=self.meta("kind") or "user",
            cards=count("SELECT COUNT(*) FROM cards"),
            distinct_names=count("SELECT COUNT(DISTINCT name) FROM cards"),
            printings=count("SELECT COUNT(*) FROM printings"),
            sets=count("SELECT COUNT(*) FROM sets"),
            names=count("SELECT COUNT(*) FROM names"),
            rulings=count("SELECT COUNT(*) FROM rulings"),
            languages=tuple((str(a), int(b)) for a, b in languages),
            ruling_languages=tuple((str(a), int(b)) for a, b in ruling_languages),
            imports=tuple((str(a), str(b), c, str(d)) for a, b, c, d in imports),
            size_bytes=self.path.stat().st_size,
        )


def _language(lang: str | None) -> str | None:
    if lang is None:
        return None
    code = language_code(lang)
    if code is None:
        raise UnknownLanguageError(f"unknown language {lang!r} (use a code such as en, de, es, "
                                   "fr, it, ja, ko, pt, ru, zhs, zht)")
    return code
