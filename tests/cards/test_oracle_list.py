"""The 2025 Oracle list: what a card known only from it gets (see the Scryfall importer)."""

from __future__ import annotations

import json
import lzma
from pathlib import Path
from typing import Any

import pytest

from grimoire.cards import CardStore, import_files
from grimoire.cards.importers.records import _cost_colors

from .factories import write_json

TRIMMED: list[dict[str, Any]] = [
    {"name": "Sky Walker", "mana_cost": "{2}{U}{U}", "type_line": "Legendary Planeswalker — Sky",
     "oracle_text": "+1: Draw a card.", "color_identity": ["U"], "power": None,
     "toughness": None, "legal_in_commander": "legal"},
    {"name": "Night Hunter // Day Beast", "mana_cost": None, "type_line": None,
     "oracle_text": None, "color_identity": ["B", "G"], "power": None, "toughness": None,
     "legal_in_commander": "legal",
     "card_faces": [
         {"name": "Night Hunter", "mana_cost": "{1}{B}", "type_line": "Creature — Human",
          "oracle_text": "", "power": "2", "toughness": "2", "colors": ["B", "G"]},
         {"name": "Day Beast", "mana_cost": "{3}{G}", "type_line": "Creature — Beast",
          "oracle_text": "", "power": "4", "toughness": "4", "colors": ["B", "G"]}]},
    {"name": "Moon Spirit // Moon Beast", "mana_cost": None, "type_line": "Creature — Spirit",
     "oracle_text": None, "color_identity": ["W", "U"], "power": None, "toughness": None,
     "legal_in_commander": "legal",
     "card_faces": [
         {"name": "Moon Spirit", "mana_cost": "{W}", "type_line": "Creature — Spirit",
          "oracle_text": "", "power": "1", "toughness": "1", "colors": ["W"]},
         {"name": "Moon Beast", "mana_cost": "", "type_line": "Creature — Beast",
          "oracle_text": "", "power": "3", "toughness": "3", "colors": ["U"]}]},
    {"name": "Bold Knight // Quick Ride", "mana_cost": "{1}{W} // {R}",
     "type_line": "Creature — Knight // Sorcery — Adventure", "oracle_text": None,
     "color_identity": ["W", "R"], "power": None, "toughness": None,
     "legal_in_commander": "legal",
     "card_faces": [
         {"name": "Bold Knight", "mana_cost": "{1}{W}", "type_line": "Creature — Knight",
          "oracle_text": "", "power": "2", "toughness": "1", "colors": None},
         {"name": "Quick Ride", "mana_cost": "{R}", "type_line": "Sorcery — Adventure",
          "oracle_text": "Draw a card.", "power": None, "toughness": None, "colors": None}]},
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    folder = tmp_path_factory.mktemp("oracle-list")
    db = folder / "cards.sqlite"
    import_files([write_json(folder / "oracle-cards-2025-09-25.json", TRIMMED)], db)
    return CardStore(db)


def test_a_one_faced_card_gets_cost_colors_and_no_loyalty(store: CardStore) -> None:
    card = store.lookup("Sky Walker")
    assert (card.layout, card.colors, card.color_identity, card.mana_value) == (
        "normal", ("U",), ("U",), 4.0)
    assert card.loyalty is None  # the list has no loyalty: nothing is made up


def test_a_reversible_card_is_told_by_its_null_type_line(store: CardStore) -> None:
    card = store.lookup("Night Hunter // Day Beast")
    assert card.layout == "reversible_card"
    assert card.colors == ("B", "G")


def test_a_two_sided_card_takes_its_faces_colors(store: CardStore) -> None:
    """CR 204.1: a back face without a mana cost has its color from its color indicator."""
    card = store.lookup("Moon Spirit // Moon Beast")
    assert card.layout == "transform"
    assert card.colors == ("W", "U")  # from the faces, not just the front's {W}


def test_an_adventure_card_colors_come_from_its_costs(store: CardStore) -> None:
    card = store.lookup("Bold Knight // Quick Ride")
    assert (card.layout, card.colors) == ("adventure", ("W", "R"))


@pytest.mark.shared_data
def test_cards_only_in_the_oracle_list(tmp_path: Path, oracle_list: Path) -> None:
    """Imported alone, every card's colors are its faces' colors where the file gives them,
    else its mana costs' colors; every reversible card is laid out as one; none has loyalty."""
    with lzma.open(oracle_list, "rt", encoding="utf-8") as f:
        raw: list[dict[str, Any]] = json.load(f)
    db = tmp_path / "oracle.sqlite"
    import_files([oracle_list], db)
    expected_colors: dict[str, set[str]] = {}
    for entry in raw:
        faces = entry.get("card_faces") or [entry]
        if all(face.get("colors") is not None for face in entry.get("card_faces") or [{}]):
            expected_colors[entry["name"]] = {c for face in faces for c in face["colors"]}
        else:
            expected_colors[entry["name"]] = {c for face in faces
                                              for c in _cost_colors(face["mana_cost"] or "")}
    reversible = {e["name"] for e in raw if e.get("card_faces") and e["type_line"] is None}
    assert reversible, "the list has reversible cards"
    with CardStore(db) as store:
        cards = list(store.oracle_cards())
        assert len(cards) == len(expected_colors)
        for card in cards:
            assert set(card.colors) == expected_colors[card.name], card.name
            assert card.loyalty is None
        assert {c.name for c in cards if c.layout == "reversible_card"} == reversible
