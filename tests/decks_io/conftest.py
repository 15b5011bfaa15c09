"""Fixtures of the deck tests: a card database of the 2025 Oracle list (built once per
session from ../shared/data, skipped where it is absent) and its card pool."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire.cards import import_files
from grimoire.pool import CardPool


@pytest.fixture(scope="session")
def oracle_db(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database of the 2025 Oracle list (about 15 s to import)."""
    source = shared_data / "oracle-cards-2025-09-25.json.xz"
    if not source.exists():
        pytest.skip(f"{source} not found")
    db = tmp_path_factory.mktemp("oracle") / "cards.sqlite"
    import_files([source], db)
    return db


@pytest.fixture(scope="session")
def oracle_pool(oracle_db: Path) -> CardPool:
    """Every card of the Oracle list, compiled on first use."""
    return CardPool.open(oracle_db)


@pytest.fixture(scope="session")
def deck_files(shared_data: Path) -> list[Path]:
    """The 205 real decklists of ../shared/data/decks (Forge .dck)."""
    files = sorted((shared_data / "decks").rglob("*.dck"))
    if not files:
        pytest.skip("no decks in ../shared/data/decks")
    return files
