"""The scenario files on multi-face cards (tests/scenarios/faces/), run with the face test
cards (CR 709, 702.102, 702.127, 715)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.dice_rules._util import dice_pool
from tests.split_faces._faces import DEFS

from grimoire.scenario import Scenario, load_file, run_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "faces"


def _cases() -> list[object]:
    return [pytest.param(s, id=f"{path.stem}-{i}")
            for path in sorted(SCENARIOS.glob("*.yaml"))
            for i, s in enumerate(load_file(path), 1)]


@pytest.mark.parametrize("scenario", _cases())
def test_face_scenario(scenario: Scenario) -> None:
    """Each scenario document in tests/scenarios/faces/ passes."""
    outcome = run_scenario(scenario, dice_pool(*DEFS.values()))
    assert outcome.passed, outcome.summary()
