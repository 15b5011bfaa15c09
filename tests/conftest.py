"""Shared fixtures: where the reference data lives, and skipping cleanly without it."""

from __future__ import annotations

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
