"""End to end in a real browser: headless Chromium (Debian's ``chromium``) driven by
Playwright through ``executable_path`` (``.ci/run`` installs it). Looks up a seed card in
Japanese and German, searches, opens the odds of Treasure Chest with Pixie Guide (CR 706.6),
checks a deck and plays a whole game against the AI by clicking. A screenshot of each page
type is written to ``$GRIMOIRE_SCREENSHOTS`` (else a temporary folder)."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from grimoire.cards.default_db import builtin_db_path
from grimoire.web import create_app

pytestmark = pytest.mark.slow

sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
uvicorn = pytest.importorskip("uvicorn")


def _chromium() -> str | None:
    """The system Chromium: $GRIMOIRE_CHROMIUM, else Debian's (never a downloaded one)."""
    for candidate in (os.environ.get("GRIMOIRE_CHROMIUM"), shutil.which("chromium"),
                      shutil.which("chromium-browser"), "/usr/lib/chromium/chromium"):
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app served by uvicorn on a free local port, in a thread."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    app = create_app(builtin_db_path(), games=tmp_path_factory.mktemp("browser-games"))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started and thread.is_alive():
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def page(base_url: str) -> Iterator[Any]:
    """A headless Chromium page (skipped with the reason when no Chromium is installed)."""
    executable = _chromium()
    if executable is None:
        pytest.skip("no system Chromium (apt-get install chromium; .ci/run does)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable,
                                             args=["--no-sandbox", "--disable-gpu"])
        tab = browser.new_page(viewport={"width": 1200, "height": 900}, base_url=base_url)
        tab.set_default_timeout(20_000)
        yield tab
        browser.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the screenshots go (kept out of the repository)."""
    folder = os.environ.get("GRIMOIRE_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


def test_a_seed_card_in_japanese_then_german(page: Any, shots: Path) -> None:
    page.goto("/card/宝箱")
    assert page.locator("#printed-name").inner_text().startswith("宝箱")
    assert "d20" in page.locator("#printed-text").inner_text()
    page.screenshot(path=str(shots / "card-ja.png"), full_page=True)
    page.get_by_role("link", name="German: Schatztruhe").click()
    assert page.locator("#printed-name").inner_text().startswith("Schatztruhe")
    assert "W20" in page.locator("#printed-text").inner_text()
    assert page.locator("html").get_attribute("lang") == "de"
    page.screenshot(path=str(shots / "card-de.png"), full_page=True)


def test_search_then_a_malformed_query(page: Any, shots: Path) -> None:
    page.goto("/")
    box = page.locator("header input[name=q]")
    box.fill('o:"roll a d20" t:artifact')
    box.press("Enter")
    page.wait_for_selector("#count")
    names = page.locator("table.results a").all_inner_texts()
    assert "Treasure Chest" in names and "Wizard's Spellbook" in names
    page.screenshot(path=str(shots / "search.png"), full_page=True)
    page.locator("#q").fill("t:artifact (o:roll")
    page.locator("#q").press("Enter")
    assert "position" in page.locator("#query-error").inner_text()


def test_treasure_chest_odds_with_pixie_guide(page: Any, shots: Path) -> None:
    """CR 706.6: Pixie Guide rolls two d20 and ignores the lower: 20 comes up 39/400."""
    page.goto("/odds/Treasure Chest")
    page.get_by_label("Pixie Guide").check()
    page.get_by_role("button", name="Show odds").click()
    page.wait_for_url("**with=Pixie+Guide**")
    row = page.locator("table.oddstable tr", has_text="39/400")
    assert row.count() == 1
    assert page.locator("svg.chart rect.bar").count() == 20
    page.screenshot(path=str(shots / "odds.png"), full_page=True)


def test_check_a_deck(page: Any, shots: Path) -> None:
    page.goto("/deck")
    page.locator("#deck").fill("4 Treasure Chest\n4 Pixie Guide\n20 Island\n")
    page.locator("#check").click()
    assert "3 distinct cards the engine plays fully" in page.locator("#deck-summary").inner_text()
    page.screenshot(path=str(shots / "deck.png"), full_page=True)


def _click_something(page: Any, step: int) -> None:
    """One decision: attack with everything every other turn, never block, and in the action
    list prefer a card's first option over passing (every third decision: the last button)."""
    if page.locator("#attack-form").count():
        if step % 2:
            for select in page.locator("#attack-form select").all():
                values = [o.get_attribute("value") for o in select.locator("option").all()]
                if len(values) > 1:
                    select.select_option(values[1])
        page.locator("#declare").click()
        return
    if page.locator("#block-form").count() or page.locator("#choose-form").count():
        page.locator("button.act").first.click()
        return
    groups = page.locator("#actions details.group")
    if groups.count() and step % 3:
        groups.first.locator("summary").click()
        groups.first.locator("button.act").first.click()
        return
    buttons = page.locator("#actions > button.act")
    (buttons.last if step % 3 else buttons.first).click()


def test_play_a_whole_game_by_clicking(page: Any, shots: Path) -> None:
    page.goto("/play")
    page.locator("input[name=seed]").fill("21")
    page.locator("#start").click()
    page.wait_for_selector("#log")
    for step in range(1500):
        if page.locator("#result").count():
            break
        assert not page.locator("#play-error").count(), page.locator("#play-error").inner_text()
        _click_something(page, step)
        page.wait_for_selector("#log")
        if step == 12:
            page.screenshot(path=str(shots / "game.png"), full_page=True)
    assert page.locator("#result").count() == 1
    assert "wins" in page.locator("#result").inner_text() or "draw" in \
        page.locator("#result").inner_text()
    page.screenshot(path=str(shots / "game-over.png"), full_page=True)
