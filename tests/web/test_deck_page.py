"""``/deck``: a pasted or uploaded deck, what the engine plays and what it doesn't (with the
reasons), and the odds of its die cards under the deck's own modifiers (CR 706.6)."""

from __future__ import annotations

import re
from pathlib import Path

from starlette.testclient import TestClient

from grimoire.web.services import Services

from .conftest import ODD_CARD


def test_a_card_the_engine_cant_play_is_listed_with_the_reason(
        odd_client: TestClient, odd_db: Path) -> None:
    page = odd_client.post("/deck", data={"deck": f"4 {ODD_CARD}\n20 Island\n"})
    assert page.status_code == 200
    assert "1 distinct card the engine plays fully; 1 it can" in page.text
    services = Services(odd_db)
    problems = services.pool.support_problems(ODD_CARD)
    services.close()
    assert problems
    for problem in problems:
        assert problem.replace("'", "&#39;").replace('"', "&#34;") in page.text


def test_a_pasted_deck_is_checked_card_by_card(client: TestClient) -> None:
    page = client.post("/deck", data={"deck": "4 Treasure Chest\n4 Pixie Guide\n20 Island\n"})
    assert page.status_code == 200
    assert "3 distinct cards the engine plays fully; 0 it can" in page.text
    # Pixie Guide is in the deck: Treasure Chest's odds are for the higher of two d20s.
    odds = page.text.split("Odds: <a")[1]
    assert "higher of 2" in odds
    assert re.search(r"<td>20</td><td>39/400</td>", odds)


def test_an_uploaded_deck_file(client: TestClient) -> None:
    page = client.post("/deck", files={"file": ("d.txt", b"4 Lightning Bolt\n20 Mountain\n")},
                       data={"deck": ""})
    assert page.status_code == 200
    assert "2 distinct cards the engine plays fully; 0 it can" in page.text


def test_a_bad_line_names_the_line(client: TestClient) -> None:
    page = client.post("/deck", data={"deck": "4 Lightning Bolt\n3 Lightnig Boltt\n"})
    assert page.status_code == 400
    assert ":2:" in page.text and "Lightning Bolt" in page.text
    assert "3 Lightnig Boltt" in page.text  # the text stays to be fixed


def test_a_file_that_is_not_text(client: TestClient) -> None:
    page = client.post("/deck", files={"file": ("d.txt", b"\xff\xfe\x00bad")})
    assert page.status_code == 400 and "UTF-8" in page.text
