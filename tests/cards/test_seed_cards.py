"""The seed card pages (``../shared/seeds``): every name resolves, texts and rulings match.

The pages are parsed here independently of ``tools/extract_seed_cards.py``: a page is its
card's printed names and texts (name paragraph, text paragraph), set names, then rulings
(on the Portuguese page each preceded by a ``dd/mm/yyyy`` date).
"""

from __future__ import annotations

import datetime
import re
import subprocess
import sys
from pathlib import Path

import pytest

from grimoire.cards import CardStore, open_db

ROOT = Path(__file__).resolve().parents[2]
CARDS = {"000": "Underdark Rift", "001": "Treasure Chest", "003": "Wizard's Spellbook"}
SET_NAMES = {"The List", "Forgotten Realms Commander", "Adventures in the Forgotten Realms",
             "Magic Online Promos"}


def paragraphs(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]


def pages(seeds_dir: Path) -> list[tuple[str, list[str]]]:
    found = [(CARDS[p.name[:3]], paragraphs(p)) for p in sorted(seeds_dir.glob("*.txt"))
             if p.name[:3] in CARDS]
    assert len(found) == 3
    return found


def words(text: str) -> str:
    return re.sub(r"\W+", "", text.casefold())


def printed_names(parts: list[str]) -> list[tuple[str, str | None]]:
    """(name, printed text or None) pairs at the top of a page."""
    result: list[tuple[str, str | None]] = []
    index = 0
    while index < len(parts) and parts[index] not in SET_NAMES:
        if re.fullmatch(r"\d\d/\d\d/\d{4}", parts[index]):
            break
        following = parts[index + 1] if index + 1 < len(parts) else ""
        if re.fullmatch(r"\d\d/\d\d/\d{4}", following):
            result.append((parts[index], None))
            break
        result.append((parts[index], following))
        index += 2
    return result


@pytest.fixture(scope="module", params=["builtin", "full"])
def any_store(request: pytest.FixtureRequest) -> CardStore:
    """The built-in database and the one imported from the shared data."""
    if request.param == "builtin":
        return open_db()
    store: CardStore = request.getfixturevalue("full_store")
    return store


@pytest.mark.shared_data
def test_every_localized_name_resolves_to_its_card(seeds_dir: Path, any_store: CardStore) -> None:
    count = 0
    for name, parts in pages(seeds_dir):
        for printed, text in printed_names(parts):
            card = any_store.lookup(printed)
            assert card.name == name, printed
            assert card.printed_name == printed
            if text is not None and any_store.meta("kind") == "builtin":
                assert card.printed_text == text  # the page is the source
            elif text is not None:  # MTGJSON's wording: one comma differs in Russian
                assert words(card.printed_text) == words(text)
            count += 1
    assert count == 17  # 10 + 6 + 1 printed names on the three pages


@pytest.mark.shared_data
def test_builtin_rulings_match_the_pages_with_dates_and_languages(seeds_dir: Path) -> None:
    store = open_db()
    for name, parts in pages(seeds_dir):
        page_name = printed_names(parts)[0][0]
        card = store.lookup(page_name)
        shown = {r.text: r for r in card.rulings}
        dated = name == "Wizard's Spellbook"
        rest = parts[2 * len(printed_names(parts)):] if not dated else parts[1:]
        rulings = [p for p in rest if p not in SET_NAMES]
        if dated:
            dates, texts = rulings[0::2], rulings[1::2]
        else:
            dates, texts = ["23/07/2021"] * len(rulings), rulings  # dates come from MTGJSON
        assert texts and len(texts) == len(card.rulings)
        for date, text in zip(dates, texts, strict=True):
            ruling = shown[text]
            day, month, year = (int(x) for x in date.split("/"))
            assert ruling.date == datetime.date(year, month, day)
            portuguese = dated and not text.startswith(("If ", "In all cases"))
            assert ruling.lang == ("pt" if portuguese else "en"), text
        assert {p.set_name for p in card.printings} >= {p for p in rest if p in SET_NAMES}


@pytest.mark.shared_data
def test_the_bundled_seed_json_is_up_to_date(seeds_dir: Path, shared_data: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "extract_seed_cards.py"), "--check"],
        capture_output=True, text=True, check=False, timeout=300,
    )
    assert result.returncode == 0, result.stderr
