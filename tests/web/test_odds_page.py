"""``/odds/{name}?with=``: exact odds under roll modifiers (CR 706.2, 706.6), as a table and
an SVG chart; the fractions are computed here from the dice, not read from the engine."""

from __future__ import annotations

import re
from fractions import Fraction

from starlette.testclient import TestClient


def _rows(text: str) -> dict[str, str]:
    cells = re.findall(r"</span></td><td>([^<]+)</td><td>([^<]+)</td>", text)
    return {label: prob for label, prob in cells}


def _highest_of(n: int, low: int, high: int) -> Fraction:
    """P(the highest of n d20s is in low..high)."""
    return Fraction(high, 20) ** n - Fraction(low - 1, 20) ** n


def test_odds_page_with_pixie_guide(client: TestClient) -> None:
    """CR 706.6: Pixie Guide makes the roll the higher of two d20s."""
    page = client.get("/odds/Treasure Chest", params={"with": "Pixie Guide"})
    assert page.status_code == 200
    rows = _rows(page.text)
    assert rows == {"1": str(_highest_of(2, 1, 1)), "2-9": str(_highest_of(2, 2, 9)),
                    "10-19": str(_highest_of(2, 10, 19)), "20": str(_highest_of(2, 20, 20))}
    assert page.text.count('<rect class="bar"') == 20
    assert 'value="Pixie Guide" checked' in page.text


def test_two_barbarian_classes_add_two_dice(client: TestClient) -> None:
    """Barbarian Class's ruling: with two, roll two extra dice and ignore the two lowest."""
    page = client.get("/odds/Treasure Chest",
                      params=[("with", "Barbarian Class"), ("with", "Barbarian Class")])
    assert _rows(page.text)["20"] == str(_highest_of(3, 20, 20))


def test_a_modifier_named_in_another_language(client: TestClient) -> None:
    plain = _rows(client.get("/odds/Treasure Chest", params={"with": "Pixie Guide"}).text)
    german = client.get("/odds/Schatztruhe", params={"with": "pixie guide"})
    assert _rows(german.text) == plain


def test_the_card_page_of_a_die_card_has_the_odds(client: TestClient) -> None:
    page = client.get("/card/Treasure Chest")
    assert _rows(page.text)["20"] == "1/20"
    for modifier in ("Pixie Guide", "Barbarian Class"):
        assert f'value="{modifier}"' in page.text
    assert '<svg class="chart"' in page.text


def test_odds_errors_are_shown_not_raised(client: TestClient) -> None:
    no_die = client.get("/odds/Lightning Bolt")
    assert no_die.status_code == 400 and "no numeric die roll" in no_die.text
    not_modifier = client.get("/odds/Treasure Chest", params={"with": "Lightning Bolt"})
    assert not_modifier.status_code == 200
    assert "no static ability that replaces or modifies die rolls" in not_modifier.text
    bad_bonus = client.get("/odds/Treasure Chest", params={"bonus": "many"})
    assert bad_bonus.status_code == 400 and "whole number" in bad_bonus.text
