"""``/play`` with a pasted deck: the human plays it; a card the engine can't play yet is
refused with the reason before the game starts (never offered as if it worked)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from starlette.testclient import TestClient

from grimoire.web.games import GameRegistry

from .conftest import ODD_CARD


def test_play_your_own_pasted_deck(client: TestClient) -> None:
    deck = "20 Grizzly Bears\n20 Forest\n"
    page = client.post("/play/new", data={"seed": "4", "deck_text": deck},
                       follow_redirects=False)
    assert page.status_code == 303
    registry: GameRegistry = client.app.state.games  # type: ignore[attr-defined]
    session = registry.get(page.headers["location"].rsplit("/", 1)[1], None)
    assert Counter(session.game.setup["decks"][0]) == {"Grizzly Bears": 20, "Forest": 20}


def test_a_pasted_deck_with_a_card_the_engine_cant_play(odd_client: TestClient,
                                                        odd_db: Path) -> None:
    page = odd_client.post("/play/new", data={"deck_text": f"20 {ODD_CARD}\n20 Island\n"})
    assert page.status_code == 400
    assert "not supported by the rules engine yet" in page.text
