"""Issue 13: ``grimoire simulate`` and ``grimoire deck check`` agree on a sideboard. CR 100.4:
a sideboard holds cards to change the deck *between* games; CR 400.11a: its cards are outside
the game. So a sideboard card the engine can't play never stops a deck from playing, both
commands say the sideboard isn't played, and construction rules still count it (CR 100.4a)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.decks_io.test_deck_check import HAUNT, POOL

from grimoire.cards import import_files
from grimoire.cli.main import main
from grimoire.decks import parse_deck
from grimoire.decks.check import check_deck
from grimoire.errors import DeckError

DECK = "Deck\n20 Mountain\n4 Shock\n\nSideboard\n2 Blind Hunter\n"


def test_a_sideboard_card_the_engine_cant_play_is_not_refused() -> None:
    """CR 400.11a: Blind Hunter (haunt, not played by the engine) in the sideboard
    only."""
    deck = parse_deck(DECK, pool_names=POOL, path="burn.txt")
    assert deck.sideboard == ("Blind Hunter", "Blind Hunter")
    assert "sideboard of 2 cards" in deck.notes[-1] and "400.11a" in deck.notes[-1]
    report = check_deck(deck, POOL)
    assert report.playable and report.slots == 24
    assert report.notes == deck.notes


def test_the_same_card_in_the_main_deck_is_still_refused() -> None:
    with pytest.raises(DeckError, match="Blind Hunter is not supported"):
        parse_deck("20 Mountain\n1 Blind Hunter", pool_names=POOL)


def test_no_sideboard_no_note() -> None:
    assert parse_deck("20 Mountain\n4 Shock", pool_names=POOL).notes == ()


def test_construction_still_counts_the_sideboard() -> None:
    """CR 100.4a: the four-card limit is over deck and sideboard together."""
    deck = parse_deck("Deck\n56 Mountain\n4 Shock\n\nSideboard\n1 Shock\n", pool_names=POOL)
    report = check_deck(deck, POOL, format="standard")
    assert any("5 copies of 'Shock'" in p for p in report.legality)


def test_simulate_and_deck_check_agree(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Both commands accept the deck and print the same sideboard note."""
    records = [dict(POOL.record(n)) for n in ("Mountain", "Shock")]
    records.append({"name": "Blind Hunter", "type_line": "Creature — Bat",
                    "mana_cost": "{2}{W}{B}", "oracle_text": HAUNT, "power": "2",
                    "toughness": "2"})
    data = tmp_path / "cards.json"
    data.write_text(json.dumps(records), encoding="utf-8")
    db = tmp_path / "cards.sqlite"
    import_files([data], db)
    deck = tmp_path / "burn.txt"
    deck.write_text(DECK, encoding="utf-8")
    assert main(["deck", "check", str(deck), "--db", str(db)]) == 0
    checked = capsys.readouterr().out
    assert ": playable;" in checked and "sideboard of 2 cards" in checked
    code = main(["simulate", str(deck), str(deck), "--games", "1", "--db", str(db)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "games: 1 (finished 1)" in captured.out
    notes = {line for line in captured.err.splitlines() if "sideboard" in line}
    assert len(notes) == 1  # the same file twice: one note per deck, the same words
    assert notes.pop().removeprefix("note: ") in checked
