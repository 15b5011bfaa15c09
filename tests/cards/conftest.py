"""Fixtures for the card database tests.

* Every test runs with private user data / cache directories (never the real home) and no
  ``GRIMOIRE_DB``.
* ``full_db`` imports all 579 MTGJSON set files and then the 2025 Oracle list from
  ``../shared/data`` once per test session (about half a minute), into a temporary folder;
  tests using it are marked ``shared_data`` and skip with a reason where the data is absent.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from grimoire.cards import CardStore, import_files


@pytest.fixture(scope="session", autouse=True)
def private_dirs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point the user data and cache directories at a session temp folder."""
    root = tmp_path_factory.mktemp("grimoire-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(root / "data"))
        patch.setenv("XDG_CACHE_HOME", str(root / "cache"))
        patch.setenv("LOCALAPPDATA", str(root / "local"))
        patch.setenv("HOME", str(root / "home"))
        patch.delenv("GRIMOIRE_DB", raising=False)
        yield root


@pytest.fixture(scope="session")
def mtgjson_files(shared_data: Path) -> list[Path]:
    """The 579 MTGJSON set files."""
    files = sorted((shared_data / "mtgjson").glob("*.json.xz"))
    if not files:
        pytest.skip(f"no MTGJSON set files in {shared_data / 'mtgjson'}")
    return files


@pytest.fixture(scope="session")
def oracle_list(shared_data: Path) -> Path:
    """The 2025 Oracle list."""
    path = shared_data / "oracle-cards-2025-09-25.json.xz"
    if not path.exists():
        pytest.skip(f"{path} not found")
    return path


@pytest.fixture(scope="session")
def full_db(tmp_path_factory: pytest.TempPathFactory, mtgjson_files: list[Path],
            oracle_list: Path) -> Path:
    """A database of every shared set file plus the Oracle list, built once per session."""
    path = tmp_path_factory.mktemp("full") / "cards.sqlite"
    import_files(mtgjson_files, path)
    import_files([oracle_list], path)
    return path


@pytest.fixture(scope="session")
def full_store(full_db: Path) -> Iterator[CardStore]:
    """The full database, opened."""
    with CardStore(full_db) as store:
        yield store
