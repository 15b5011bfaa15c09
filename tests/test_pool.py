"""The engine's card pool reads from the card database (issue 4: imported cards are playable)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire.cards.default_db import build_builtin
from grimoire.cards.store import CardStore
from grimoire.errors import UnknownCardError
from grimoire.pool import CardPool


def test_pool_from_store_compiles_cards_of_the_database(tmp_path: Path) -> None:
    """Every card of a database is in the pool and compiles on first use."""
    db = tmp_path / "cards.sqlite"
    build_builtin(db)
    with CardStore(db) as store:
        pool = CardPool.from_store(store)
    builtin = CardPool.builtin()
    assert set(builtin) <= set(pool)
    chest = pool.get("Treasure Chest")
    assert chest.card_types == ("artifact",)
    assert pool.unsupported("Treasure Chest") == []


def test_open_uses_the_user_database_when_one_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``CardPool.open()`` prefers an imported database (GRIMOIRE_DB) to the built-in pool."""
    db = tmp_path / "mine.sqlite"
    monkeypatch.setenv("GRIMOIRE_DB", str(db))
    assert len(CardPool.open()) == len(CardPool.builtin())  # no file yet: built-in pool
    build_builtin(db)
    pool = CardPool.open()
    assert "Wizard's Spellbook" in pool
    with pytest.raises(UnknownCardError):
        pool.get("No Such Card At All")
