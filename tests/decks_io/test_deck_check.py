"""Issue 13, part 3: ``grimoire deck check``: what the engine can play of a deck (and what is
missing, in words), the shares of cards and slots, and format legality (CR 100.2a, 100.4a;
Commander CR 903.3-903.5). The card page and the deck loader use the same check."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tests.decks_io._db import build_db

from grimoire.cards.model import Card, Face
from grimoire.cli.card import engine_support
from grimoire.cli.main import main
from grimoire.decks import parse_deck
from grimoire.decks.check import check_deck, color_identity, commander_problems
from grimoire.decks.model import Deck
from grimoire.errors import DeckError
from grimoire.pool import CardPool

HAUNT = ("Flying\nHaunt (When this creature dies, exile it haunting target creature.)\nWhen "
         "this creature enters or the creature it haunts dies, target player loses 2 life and "
         "you gain 2 life.")
"""Blind Hunter's text: haunt (CR 702.55) is a keyword the engine does not execute, and its
trigger is not understood."""


def _record(name: str, type_line: str, cost: str = "", text: str = "",
            identity: tuple[str, ...] | None = None, **legal: str) -> dict[str, Any]:
    record: dict[str, Any] = {"name": name, "type_line": type_line, "mana_cost": cost,
                              "oracle_text": text}
    if "power" not in text and "Creature" in type_line:
        record.update(power="2", toughness="2")
    if identity is not None:
        record["color_identity"] = identity
    if legal:
        record["legalities"] = legal
    return record


POOL = CardPool([
    _record("Mountain", "Basic Land — Mountain", text="({T}: Add {R}.)", identity=("R",),
            standard="legal", commander="legal"),
    _record("Forest", "Basic Land — Forest", text="({T}: Add {G}.)", identity=("G",),
            standard="legal", commander="legal"),
    _record("Shock", "Instant", "{R}", "Shock deals 2 damage to any target.", ("R",),
            standard="legal", commander="legal"),
    _record("Blind Hunter", "Creature — Bat", "{2}{W}{B}", HAUNT, ("W", "B"),
            commander="legal"),
    _record("Old Bolt", "Instant", "{R}", "Old Bolt deals 3 damage to any target.", ("R",),
            standard="banned", commander="legal"),
    _record("Goblin Chief", "Legendary Creature — Goblin", "{2}{R}", "", ("R",),
            commander="legal"),
    _record("Elf Friend", "Creature — Elf", "{G}", "", ("G",), commander="legal"),
    _record("Rat Pack", "Creature — Rat", "{B}",
            "A deck can have any number of cards named Rat Pack.", ("B",), commander="legal",
            standard="legal"),
])


def test_unplayable_cards_with_missing_mechanism_and_shares() -> None:
    deck = Deck("burn", main=("Mountain",) * 20 + ("Shock",) * 4 + ("Blind Hunter",) * 2)
    report = check_deck(deck, POOL)
    assert not report.playable
    [problem] = report.unplayable
    assert problem.name == "Blind Hunter" and problem.copies == 2
    assert problem.missing == (
        "not understood: 'When this creature enters or the creature it haunts dies, target "
        "player loses 2 life and you gain 2 life.'",
        "not executed: keyword 'haunt' is not implemented")
    assert report.cards == 3 and report.slots == 26
    assert report.card_share == pytest.approx(2 / 3)
    assert report.slot_share == pytest.approx(24 / 26)


def test_constructed_legality() -> None:
    """CR 100.2a: at least 60 cards, four copies; CR 100.4a: 15 in the sideboard, the limit
    over deck and sideboard; banned and not-legal cards from the data; a card that says so
    may have any number of copies."""
    deck = Deck("d", main=("Mountain",) * 30 + ("Shock",) * 4 + ("Old Bolt",) * 1
                + ("Rat Pack",) * 10 + ("Goblin Chief",) * 1, sideboard=("Shock",))
    problems = check_deck(deck, POOL, format="standard").legality
    assert "main deck has 46 cards; at least 60 required (CR 100.2a)" in problems
    assert any("5 copies of 'Shock'" in p for p in problems)
    assert "Old Bolt is banned in standard" in problems
    assert "Goblin Chief is not legal in standard" in problems
    assert not any("Rat Pack" in p for p in problems)
    assert not any("Mountain" in p for p in problems)


def test_commander_rules() -> None:
    """CR 903.5a exactly 100 cards with the commander; 903.5b singleton but basics;
    903.5c color identity; 903.3 the commander is a legendary creature."""
    main = ("Mountain",) * 97 + ("Shock",) + ("Elf Friend",) * 2
    deck = Deck("c", main=main, commander=("Goblin Chief",))
    problems = commander_problems(deck, POOL.record)
    assert "101 cards with the commander; exactly 100 required (CR 903.5a)" in problems
    assert any("2 copies of 'Elf Friend'" in p and "903.5b" in p for p in problems)
    assert any(p.startswith("Elf Friend is outside the commander's color identity")
               for p in problems)
    legal = Deck("c", main=("Mountain",) * 98 + ("Shock",), commander=("Goblin Chief",))
    assert commander_problems(legal, POOL.record) == []
    assert check_deck(legal, POOL, format="commander").legality == []
    wrong = Deck("c", main=("Mountain",) * 98 + ("Shock",), commander=("Elf Friend",))
    assert any("can't be a commander" in p for p in commander_problems(wrong, POOL.record))
    assert commander_problems(Deck("c", main=("Shock",)), POOL.record)[0].startswith(
        "no commander")


def test_color_identity_from_text() -> None:
    """CR 903.4: cost and rules text symbols, reminder text ignored (903.4c), both faces
    (903.4d), hybrid symbols count both colors; basic land types (903.5d)."""
    assert color_identity({"mana_cost": "{2}{W}", "oracle_text": "{T}: Add {B}."}) == {"W",
                                                                                      "B"}
    assert color_identity({"mana_cost": "{R}", "oracle_text": "Kicker (Pay {G}.)"}) == {"R"}
    assert color_identity({"mana_cost": "{G/U}", "oracle_text": ""}) == {"G", "U"}
    assert color_identity({"mana_cost": "{1}", "card_faces": [
        {"mana_cost": "{1}", "oracle_text": ""}, {"mana_cost": "", "oracle_text": "{T}: Add "
                                                  "{R}."}]}) == {"R"}
    assert color_identity({"type_line": "Land — Forest Island"}) == {"G", "U"}


def test_unknown_format_is_an_error() -> None:
    with pytest.raises(DeckError, match="unknown format"):
        check_deck(Deck("d", main=("Mountain",)), POOL, format="tribal wars")


def test_card_page_and_loader_agree() -> None:
    """Blind Hunter's haunt compiles to a keyword the engine does not execute: the card page
    used to call such a card playable (it looked only for text the compiler did not
    understand) while the deck loader refused it. Both now use
    ``CardPool.support_problems``."""
    card = Card.single(oracle_id="x", face=Face(name="Blind Hunter", mana_cost="{2}{W}{B}",
                       type_line="Creature — Bat", oracle_text=HAUNT,
                       power="2", toughness="2"),
                       colors=("W", "B"), color_identity=("W", "B"), mana_value=4.0)
    support = engine_support(card)
    assert not support["playable"]
    assert support["unimplemented"] == POOL.support_problems("Blind Hunter")
    assert any("'haunt'" in p for p in support["unimplemented"])
    with pytest.raises(DeckError, match="Blind Hunter is not supported"):
        parse_deck("20 Mountain\n1 Blind Hunter", pool_names=POOL)


def test_deck_check_command_with_an_imported_card(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """``grimoire deck check`` reads decks against the imported database (``--db``)."""
    db = build_db(tmp_path)
    deck = tmp_path / "lions.dck"
    deck.write_text("[shop]\nCredits=1\n[metadata]\nName=Lions\n[Main]\n24 Savannah Lions|M10"
                    "\n36 Plains\n", encoding="utf-8")
    code = main(["deck", "check", str(deck), "--db", str(db), "--json", "--format", "modern"])
    captured = capsys.readouterr()
    assert code == 1, captured.err  # not legal: the tiny database has no format data
    out = json.loads(captured.out)
    [report] = out["decks"]
    assert report["name"] == "Lions" and report["playable"] and report["slots"] == 60
    assert report["legal"] is False
    assert report["legality"][0].startswith("24 copies of 'Savannah Lions'")
    assert "legalities unknown for 2 cards" in report["legality"][1]
    assert "[shop] skipped" in report["notes"][0]
    assert out["pool"] == f"imported database {db}"
    assert main(["deck", "check", str(deck)]) == 1  # the built-in pool lacks the Lions
    assert "unknown card 'Savannah Lions'" in capsys.readouterr().out


@pytest.mark.shared_data
def test_deck_check_over_the_real_decks(oracle_db: Path, shared_data: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The figures over ../shared/data/decks: every deck read is counted, the summary's
    shares are the ratios of the per-deck counts."""
    code = main(["deck", "check", str(shared_data / "decks"), "--db", str(oracle_db),
                 "--json", "--top", "5"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1  # a few decks name cards printed after the Oracle list
    assert len(out["decks"]) + len(out["errors"]) == 205
    summary = out["summary"]
    slots = sum(d["slots"] for d in out["decks"])
    playable = sum(d["playable_slots"] for d in out["decks"])
    assert summary["slot_share"] == round(playable / slots, 4)
    assert summary["playable_decks"] == sum(d["playable"] for d in out["decks"])
    assert len(summary["blockers"]) == 5
