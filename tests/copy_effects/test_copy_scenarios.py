"""The scenario files on copy and control effects (tests/scenarios/copies/), run with the
copy test cards (CR 613.1a-b, 707)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.copy_effects._cards import pool

from grimoire.scenario import Scenario, load_file, run_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "copies"


def _cases() -> list[object]:
    return [pytest.param(s, id=f"{path.stem}-{i}")
            for path in sorted(SCENARIOS.glob("*.yaml"))
            for i, s in enumerate(load_file(path), 1)]


@pytest.mark.parametrize("scenario", _cases())
def test_copy_scenario(scenario: Scenario) -> None:
    """Each scenario document in tests/scenarios/copies/ passes."""
    outcome = run_scenario(scenario, pool())
    assert outcome.passed, outcome.summary()
