"""Shared fixtures: where the reference data lives, and skipping cleanly without it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SHARED_DATA = SHARED / "data"
SEEDS = SHARED / "seeds"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """The ``../shared/data`` folder; tests that need it skip with a reason when it is absent."""
    if not (SHARED_DATA / "README.md").exists():
        pytest.skip(f"reference data not found at {SHARED_DATA} (clone ../shared beside the repo)")
    return SHARED_DATA


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    """The ``../shared/seeds`` folder of spec pages; skips with a reason when absent."""
    if not SEEDS.is_dir():
        pytest.skip(f"seed documents not found at {SEEDS}")
    return SEEDS


@pytest.fixture(scope="session", autouse=True)
def no_user_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """No test sees the real user's card database: ``GRIMOIRE_DB`` unset and the user data
    directory private, so commands use the built-in pool unless a test gives a database."""
    root = tmp_path_factory.mktemp("no-user-db")
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("GRIMOIRE_DB", raising=False)
        patch.setenv("XDG_DATA_HOME", str(root / "data"))
        yield


MONKEYPATCH = "monkeypatches a function compiled callers bind directly"
"""Why a bare ``@pytest.mark.interpreted_only`` test is skipped against the compiled build."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the ``interpreted_only`` tests against the compiled build, and only there, with
    the marker's reason (``@pytest.mark.interpreted_only("why")``, else :data:`MONKEYPATCH`):
    each cannot mean anything against it, e.g. it replaces a module function with
    ``monkeypatch``, which compiled callers in the same build do not see (they call the
    compiled function directly)."""
    marked = [item for item in items if item.get_closest_marker("interpreted_only")]
    if not marked:
        return
    from tests.build import COMPILED

    if not COMPILED:
        return
    for item in marked:
        marker = item.get_closest_marker("interpreted_only")
        assert marker is not None
        reason = marker.kwargs.get("reason") or (marker.args[0] if marker.args else MONKEYPATCH)
        item.add_marker(pytest.mark.skip(reason=f"compiled build: {reason}"))
