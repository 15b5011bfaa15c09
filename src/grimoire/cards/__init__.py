"""The card database: any card by any printed name in any language, offline.

>>> from grimoire.cards import open_db
>>> store = open_db()
>>> store.lookup("幽暗地域裂缝").name
'Underdark Rift'
>>> "Treasure Chest" in [card.name for card in store.search("t:artifact o:d20")]
True

See :mod:`grimoire.cards.store` (lookups), :mod:`grimoire.cards.search` (query language),
:mod:`grimoire.cards.importers` (MTGJSON and Scryfall imports) and
:mod:`grimoire.cards.default_db` (where databases live; the built-in one).
"""

from __future__ import annotations

from grimoire.cards.default_db import default_db_path, open_db
from grimoire.cards.importers import ImportReport, import_files
from grimoire.cards.model import Card, Face, LocalizedText, Printing, Ruling
from grimoire.cards.search import SearchSyntaxError
from grimoire.cards.store import CardStore, DatabaseInfo, UnknownLanguageError
from grimoire.errors import DataFileError, UnknownCardError

__all__ = [
    "Card",
    "CardStore",
    "DataFileError",
    "DatabaseInfo",
    "Face",
    "ImportReport",
    "LocalizedText",
    "Printing",
    "Ruling",
    "SearchSyntaxError",
    "UnknownCardError",
    "UnknownLanguageError",
    "default_db_path",
    "import_files",
    "open_db",
]
