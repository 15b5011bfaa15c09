"""The scenario files on layer interactions (tests/scenarios/layers/), run with the layer
test cards; and the characteristic checks of the scenario format (CR 613)."""

from __future__ import annotations

import pytest
from tests.layers._cards import LAYER_SCENARIOS, pool

from grimoire.scenario import Scenario, load_file, load_text, run_scenario


def _cases() -> list[object]:
    return [pytest.param(s, id=f"{path.stem}-{i}")
            for path in sorted(LAYER_SCENARIOS.glob("*.yaml"))
            for i, s in enumerate(load_file(path), 1)]


@pytest.mark.parametrize("scenario", _cases())
def test_layer_scenario(scenario: Scenario) -> None:
    """Each scenario document in tests/scenarios/layers/ passes."""
    outcome = run_scenario(scenario, pool())
    assert outcome.passed, outcome.summary()


_WRONG = """
name: a wrong expectation
players:
  - name: Alice
    battlefield: [Crosswinds, Wind Drake]
  - name: Bob
expect:
  Alice:
    battlefield: [Crosswinds, {card: Wind Drake, power: 2, without: [flying]}]
"""


def test_a_wrong_characteristic_is_reported_with_what_the_layers_computed() -> None:
    """The failure names the expected and the computed values (0/2 after Crosswinds)."""
    (scenario,) = load_text(_WRONG)
    outcome = run_scenario(scenario, pool())
    assert not outcome.passed
    assert "0/2" in outcome.summary() and "flying" in outcome.summary()


def test_an_unknown_color_is_an_error_naming_the_line() -> None:
    from grimoire.errors import ScenarioError
    text = _WRONG.replace("power: 2, without: [flying]", "colors: [purple]")
    with pytest.raises(ScenarioError, match="purple"):
        load_text(text)
