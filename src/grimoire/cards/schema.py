"""The SQLite schema of a card database (shared by the store and the importers).

Tables:

``cards``
    one row per Oracle card (Oracle id): its English rules text, faces, legalities.
``card_search``
    the same cards' folded ``*_search`` columns, color bit masks and numbers: a narrow table
    the search compiler scans (a third of the size of ``cards``, so a full scan is fast).
``card_records``
    what each source said about a card and when (the importers' merge state).
``printings``, ``sets``
    where a card was printed (set, collector number, rarity, artist, language).
``localized``
    printed name / type line / text in a language (deduplicated by content).
``names``
    every printed name in every language, keyed by :func:`~grimoire.cards.names.normalize_name`
    (the exact-lookup index), mirrored in the trigram full-text table ``names_fts`` used for
    "did you mean" suggestions.
``rulings``
    dated rulings, each with its language (a translation names its English original).
``meta``, ``imports``
    schema version and the history of imports (``grimoire db info``).
"""

from __future__ import annotations

import contextlib
import sqlite3

__all__ = [
    "INDEXES",
    "SCHEMA_VERSION",
    "create_indexes",
    "create_schema",
    "drop_indexes",
    "has_fts",
    "rebuild_fts",
]

SCHEMA_VERSION = "1"

_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS imports (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL,
    shape TEXT NOT NULL,
    source_date TEXT,
    imported_at TEXT NOT NULL,
    cards INTEGER NOT NULL,
    printings INTEGER NOT NULL,
    rulings INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cards (
    id INTEGER PRIMARY KEY,
    oracle_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    mana_cost TEXT NOT NULL,
    mana_value REAL NOT NULL,
    colors TEXT NOT NULL,
    color_identity TEXT NOT NULL,
    type_line TEXT NOT NULL,
    oracle_text TEXT NOT NULL,
    power TEXT,
    toughness TEXT,
    loyalty TEXT,
    layout TEXT NOT NULL,
    faces TEXT NOT NULL,
    keywords TEXT NOT NULL,
    legalities TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS card_search (
    id INTEGER PRIMARY KEY REFERENCES cards(id),
    name_search TEXT NOT NULL,
    type_search TEXT NOT NULL,
    oracle_search TEXT NOT NULL,
    mana_search TEXT NOT NULL,
    keyword_search TEXT NOT NULL,
    legal_search TEXT NOT NULL,
    flags TEXT NOT NULL,
    layout TEXT NOT NULL,
    color_mask INTEGER NOT NULL,
    identity_mask INTEGER NOT NULL,
    mana_value REAL NOT NULL,
    power_num REAL,
    toughness_num REAL,
    loyalty_num REAL
);
CREATE TABLE IF NOT EXISTS card_records (
    id INTEGER PRIMARY KEY REFERENCES cards(id),
    oracle_date TEXT,
    known TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sets (
    code TEXT PRIMARY KEY,
    name TEXT,
    release_date TEXT,
    set_type TEXT
);
CREATE TABLE IF NOT EXISTS printings (
    id INTEGER PRIMARY KEY,
    card_id INTEGER NOT NULL REFERENCES cards(id),
    set_code TEXT NOT NULL,
    number TEXT NOT NULL,
    lang TEXT NOT NULL,
    rarity TEXT,
    artist TEXT,
    release_date TEXT,
    UNIQUE (card_id, set_code, number, lang)
);
CREATE TABLE IF NOT EXISTS localized (
    id INTEGER PRIMARY KEY,
    key INTEGER NOT NULL UNIQUE,
    card_id INTEGER NOT NULL REFERENCES cards(id),
    lang TEXT NOT NULL,
    name TEXT NOT NULL,
    type_line TEXT,
    text TEXT,
    priority INTEGER NOT NULL,
    date TEXT
);
CREATE TABLE IF NOT EXISTS names (
    id INTEGER PRIMARY KEY,
    norm TEXT NOT NULL,
    card_id INTEGER NOT NULL REFERENCES cards(id),
    lang TEXT NOT NULL,
    name TEXT NOT NULL,
    UNIQUE (norm, card_id, lang)
);
CREATE TABLE IF NOT EXISTS rulings (
    id INTEGER PRIMARY KEY,
    key INTEGER NOT NULL UNIQUE,
    card_id INTEGER NOT NULL REFERENCES cards(id),
    date TEXT,
    lang TEXT NOT NULL,
    text TEXT NOT NULL,
    translation_of TEXT
);
"""

INDEXES: dict[str, str] = {
    "cards_name": "CREATE INDEX IF NOT EXISTS cards_name ON cards (name)",
    "printings_card": "CREATE INDEX IF NOT EXISTS printings_card ON printings (card_id)",
    "printings_set": "CREATE INDEX IF NOT EXISTS printings_set ON printings (set_code, card_id)",
    "localized_card": "CREATE INDEX IF NOT EXISTS localized_card ON localized (card_id, lang)",
    "rulings_card": "CREATE INDEX IF NOT EXISTS rulings_card ON rulings (card_id)",
}
"""Secondary indexes, dropped during a bulk import and rebuilt after it (faster than updating
them row by row). The UNIQUE constraints stay: the importers rely on them to deduplicate."""

_FTS = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS names_fts USING fts5("
    "norm, content='names', content_rowid='id', tokenize='trigram')"
)


def has_fts(conn: sqlite3.Connection) -> bool:
    """True when the database has the trigram name index (SQLite built with FTS5 >= 3.34)."""
    row = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'names_fts'").fetchone()
    return row is not None


def create_schema(conn: sqlite3.Connection) -> None:
    """Create every table (idempotent) and record the schema version."""
    for statement in _TABLES.split(";"):  # not executescript(): that would COMMIT
        if statement.strip():
            conn.execute(statement)
    with contextlib.suppress(sqlite3.OperationalError):
        conn.execute(_FTS)  # without FTS5's trigram tokenizer, suggestions scan instead
    conn.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", (SCHEMA_VERSION,)
    )


def drop_indexes(conn: sqlite3.Connection) -> None:
    """Drop the secondary indexes before a bulk load."""
    for name in INDEXES:
        conn.execute(f"DROP INDEX IF EXISTS {name}")


def create_indexes(conn: sqlite3.Connection) -> None:
    """(Re)create the secondary indexes and refresh the planner's statistics."""
    for statement in INDEXES.values():
        conn.execute(statement)
    conn.execute("ANALYZE")


def rebuild_fts(conn: sqlite3.Connection) -> None:
    """Rebuild the trigram index of names from the ``names`` table."""
    if has_fts(conn):
        conn.execute("INSERT INTO names_fts (names_fts) VALUES ('rebuild')")
