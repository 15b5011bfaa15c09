"""The engine's card pool reads from the card database (issue 4: imported cards are playable)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire.cards.default_db import build_builtin
from grimoire.cards.store import CardStore
from grimoire.errors import UnknownCardError
from grimoire.oracle import ir
from grimoire.pool import CardPool


def test_pool_from_store_compiles_cards_of_the_database(tmp_path: Path) -> None:
    """Every card of a database is in the pool and compiles on first use."""
    db = tmp_path / "cards.sqlite"
    build_builtin(db)
    with CardStore(db) as store:
        pool = CardPool.from_store(store)
    builtin = CardPool.builtin()
    assert set(builtin) <= set(pool)
    chest = pool.get("Treasure Chest")
    assert chest.card_types == ("artifact",)
    assert pool.unsupported("Treasure Chest") == []


def test_open_uses_the_user_database_when_one_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``CardPool.open()`` prefers an imported database (GRIMOIRE_DB) to the built-in pool."""
    db = tmp_path / "mine.sqlite"
    monkeypatch.setenv("GRIMOIRE_DB", str(db))
    assert len(CardPool.open()) == len(CardPool.builtin())  # no file yet: built-in pool
    build_builtin(db)
    pool = CardPool.open()
    assert "Wizard's Spellbook" in pool
    with pytest.raises(UnknownCardError):
        pool.get("No Such Card At All")


def test_a_deck_with_an_unsupported_card_is_refused_naming_the_line() -> None:
    """Issue 3: a card with Unimplemented parts is never offered as if it worked."""
    from grimoire.decks import parse_deck
    from grimoire.errors import DeckError

    pool = CardPool([
        {"name": "Forest", "type_line": "Basic Land — Forest", "mana_cost": "",
         "oracle_text": "({T}: Add {G}.)"},
        {"name": "Odd Thing", "type_line": "Artifact", "mana_cost": "{2}",
         "oracle_text": "Whenever the moon is full, sing a song."},
    ])
    assert pool.support_problems("Forest") == []
    assert pool.support_problems("Odd Thing")
    with pytest.raises(DeckError, match=r"deck.txt:2: Odd Thing is not supported"):
        parse_deck("20 Forest\n2 Odd Thing\n", pool_names=pool, path="deck.txt")
    assert len(parse_deck("20 Forest\n", pool_names=pool)) == 20


def test_records_share_equal_legalities_and_keep_them() -> None:
    """A whole database's pool holds some 30,000 records (issue 15, memory): cards with the
    same format legalities share one dict, equal to each card's own; a card with other
    legalities keeps its own; the record's other fields are the card's."""
    from grimoire.cards.model import Card
    from grimoire.pool import record_of

    legal = (("commander", "legal"), ("modern", "not_legal"))

    def card(name: str, legalities: tuple[tuple[str, str], ...]) -> Card:
        return Card(oracle_id=name, name=name, mana_cost="{1}{G}", mana_value=2.0,
                    colors=("G",), color_identity=("G",), type_line="Creature — Bear",
                    oracle_text="", power="2", toughness="2", legalities=legalities)

    bears, cubs = record_of(card("Test Bears", legal)), record_of(card("Test Cubs", legal))
    other = record_of(card("Test Wolf", (("commander", "banned"),)))
    assert bears["legalities"] == {"commander": "legal", "modern": "not_legal"}
    assert bears["legalities"] is cubs["legalities"]
    assert other["legalities"] == {"commander": "banned"}
    assert (bears["name"], bears["type_line"], bears["power"]) == ("Test Bears",
                                                                   "Creature — Bear", "2")
    pool = CardPool([bears, cubs, other])
    assert pool.record("Test Wolf")["legalities"]["commander"] == "banned"


def test_names_in_any_case_and_front_faces_are_found_again_after_an_add() -> None:
    """A card is found by any letter case of its name and a two-faced card by its front
    face's name, each time (the folded names are kept between lookups); a definition added
    afterwards is found that way too (the kept names are made again)."""
    pool = CardPool([{"name": "Fire // Ice", "type_line": "Instant // Instant",
                      "mana_cost": "{1}{R} // {1}{U}", "oracle_text": ""}])
    assert pool.get("fire").name == pool.get("FIRE").name
    with pytest.raises(UnknownCardError):
        pool.get("grizzly bears")
    pool.add(ir.CardDefinition("Grizzly Bears", card_types=("creature",), power=2,
                               toughness=2))
    assert pool.get("grizzly bears").name == "Grizzly Bears"
