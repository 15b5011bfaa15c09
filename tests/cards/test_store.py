"""The store and the built-in database: lookups, pages, rulings, the engine's card pool.

These tests need no ``../shared`` data: the built-in database ships with the package.
"""

from __future__ import annotations

import datetime
import json
from importlib import resources
from pathlib import Path

import pytest

from grimoire.cards import (
    CardStore,
    DataFileError,
    UnknownCardError,
    UnknownLanguageError,
    import_files,
    open_db,
)
from grimoire.cards.default_db import builtin_db_path, default_db_path, resolve_db_path

from .factories import mtgjson_card, mtgjson_set, write_json

BUNDLED = resources.files("grimoire.cards") / "bundled"


def bundled(name: str) -> object:
    return json.loads((BUNDLED / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def store() -> CardStore:
    return open_db()


def test_builtin_db_is_used_when_there_is_no_user_db() -> None:
    assert not default_db_path().exists()
    path = resolve_db_path()
    assert path == builtin_db_path()
    assert CardStore(path).meta("kind") == "builtin"


def test_builtin_db_holds_every_pool_card(store: CardStore) -> None:
    pool = bundled("pool.json")
    assert isinstance(pool, list)
    names = {card.name for card in store.oracle_cards()}
    for entry in pool:
        assert entry["name"] in names
        card = store.lookup(entry["name"])
        assert card.type_line == entry["type_line"]
        assert card.mana_cost == (entry["mana_cost"] or "")
        assert card.power == entry["power"] and card.toughness == entry["toughness"]


def test_pool_cards_get_the_seeds_real_oracle_ids(store: CardStore) -> None:
    seeds = bundled("seed_cards.json")
    assert isinstance(seeds, dict)
    for seed in seeds["cards"]:
        card = store.lookup(seed["name"])
        assert card.oracle_id == seed["oracle_id"]
    assert len({c.name for c in store.oracle_cards()}) == len(list(store.oracle_cards()))


def test_oracle_cards_carry_what_the_engine_needs(store: CardStore) -> None:
    chest = next(c for c in store.oracle_cards() if c.name == "Treasure Chest")
    assert chest.mana_cost == "{3}" and chest.type_line == "Artifact"
    assert chest.oracle_text.startswith("{4}, Sacrifice this artifact: Roll a d20.")
    assert chest.layout == "normal" and len(chest.faces) == 1
    assert chest.faces[0].oracle_text == chest.oracle_text
    assert chest.printings == () and chest.rulings == ()


@pytest.mark.parametrize(
    ("typed", "lang", "printed"),
    [
        ("unterreich-spalte", "de", "Unterreich-Spalte"),
        ("Sima de la Infraoscuridad", "es", "Sima de la Infraoscuridad"),
        ("アンダーダークの裂け目", "ja", "アンダーダークの裂け目"),
        ("幽暗地域裂缝", "zhs", "幽暗地域裂缝"),
        ("幽暗地域裂縫", "zht", "幽暗地域裂縫"),
        ("ＵＮＤＥＲＤＡＲＫ　ＲＩＦＴ", "en", "Underdark Rift"),
    ],
)
def test_lookup_in_any_language(store: CardStore, typed: str, lang: str, printed: str) -> None:
    card = store.lookup(typed)
    assert card.name == "Underdark Rift"
    assert (card.lang, card.printed_name) == (lang, printed)


def test_page_in_the_looked_up_language(store: CardStore) -> None:
    card = store.lookup("Livro de Magias do Mago")
    assert card.name == "Wizard's Spellbook" and card.lang == "pt"
    assert card.printed_type_line == "Artefato"
    assert "Role um d20" in card.printed_text
    assert "Roll a d20" in card.oracle_text


def test_lang_option_overrides_the_typed_language(store: CardStore) -> None:
    card = store.lookup("Treasure Chest", "de")
    assert (card.lang, card.printed_name) == ("de", "Schatztruhe")
    assert store.lookup("treasure chest", lang="German").printed_name == "Schatztruhe"
    missing = store.lookup("Underdark Rift", "ko")  # never printed in Korean
    assert missing.lang == "ko" and missing.printed is None
    assert missing.printed_name == "Underdark Rift"
    with pytest.raises(UnknownLanguageError):
        store.lookup("Treasure Chest", "klingon")


def test_rulings_keep_their_language_and_date(store: CardStore) -> None:
    """The Portuguese page shows ten rulings translated and five in English (seed 003)."""
    card = store.lookup("Livro de Magias do Mago")
    assert len(card.rulings) == 15
    assert [r.lang for r in card.rulings].count("pt") == 10
    assert {r.date for r in card.rulings} == {datetime.date(2021, 7, 23)}
    first = card.rulings[0]
    assert first.lang == "pt" and first.text.startswith("Uma habilidade que instrui")
    assert first.translation_of is not None
    assert first.translation_of.startswith("An ability that tells you to roll a die")
    english = store.lookup("Wizard's Spellbook").rulings
    assert len(english) == 15 and {r.lang for r in english} == {"en"}


def test_printings_include_the_pages_sets(store: CardStore) -> None:
    rift = {p.set_code for p in store.lookup("Underdark Rift").printings}
    assert {"AFC", "PLIST"} <= rift
    chest = store.lookup("Treasure Chest")
    assert {"AFR", "PRM"} <= {p.set_code for p in chest.printings}
    afr = next(p for p in chest.printings if p.collector_number == "252")
    assert (afr.rarity, afr.artist, afr.release_date) == ("rare", "Dan Scott", "2021-07-23")


def test_unknown_name_suggests_close_names_in_its_language(store: CardStore) -> None:
    with pytest.raises(UnknownCardError) as caught:
        store.lookup("Tresure Chets")
    assert caught.value.suggestions[0] == "Treasure Chest"
    assert isinstance(caught.value, ValueError)
    with pytest.raises(UnknownCardError) as caught:
        store.lookup("Schatztruh")
    assert caught.value.suggestions[0] == "Schatztruhe"
    with pytest.raises(UnknownCardError) as caught:
        store.lookup("アンダーダークの裂け")
    assert caught.value.suggestions[0] == "アンダーダークの裂け目"


def test_printed_names_by_language(store: CardStore) -> None:
    names = store.printed_names(store.lookup("Treasure Chest").oracle_id)
    assert names["en"] == "Treasure Chest" and names["ru"] == "Сундук с Сокровищами"
    assert names["ko"] == "보물 상자"


def test_a_missing_or_foreign_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="no card database"):
        CardStore(tmp_path / "nope.sqlite")
    junk = tmp_path / "junk.sqlite"
    junk.write_text("not a database")
    with pytest.raises(DataFileError, match=r"junk\.sqlite"):
        CardStore(junk)


def _old_and_new(tmp_path: Path) -> tuple[Path, Path]:
    old = write_json(tmp_path / "OLD.json", mtgjson_set("OLD", [mtgjson_card(
        "Test Golem", "oid-golem", text="Sacrifice Test Golem: Draw a card.",
        type_line="Artifact Creature — Golem", power="2", toughness="2",
        rulings=[{"date": "2020-01-01", "text": "A ruling."}])]))
    new = write_json(tmp_path / "oracle-cards-2025-09-25.json", [{
        "name": "Test Golem", "mana_cost": "{2}", "type_line": "Artifact Creature — Golem",
        "oracle_text": "Sacrifice this creature: Draw a card.", "power": "2",
        "toughness": "2", "color_identity": [], "legal_in_commander": "legal"}])
    return old, new


@pytest.mark.parametrize("order", ["old-then-new", "new-then-old"])
def test_newest_oracle_text_wins_whatever_the_import_order(tmp_path: Path, order: str) -> None:
    old, new = _old_and_new(tmp_path)
    db = tmp_path / "cards.sqlite"
    for path in ([old, new] if order == "old-then-new" else [new, old]):
        import_files([path], db)
    with CardStore(db) as store:
        card = store.lookup("Test Golem")
        assert card.oracle_text == "Sacrifice this creature: Draw a card."
        assert card.oracle_id == "oid-golem"  # the dated MTGJSON id is kept either way
        assert [p.set_code for p in card.printings] == ["OLD"]
        assert len(card.rulings) == 1 and len(store) == 1


def test_rulings_merge_without_duplicates(tmp_path: Path) -> None:
    old, _new = _old_and_new(tmp_path)
    rulings = write_json(tmp_path / "rulings.json", [
        {"object": "ruling", "oracle_id": "oid-golem", "source": "wotc",
         "published_at": "2020-01-01", "comment": "A  ruling."},  # same words, other spacing
        {"object": "ruling", "oracle_id": "oid-golem", "source": "wotc",
         "published_at": "2024-02-02", "comment": "A newer ruling."},
        {"object": "ruling", "oracle_id": "oid-unknown", "source": "wotc",
         "published_at": "2024-02-02", "comment": "For a card we do not have."},
    ])
    db = tmp_path / "cards.sqlite"
    import_files([old, old], db)
    report = import_files([rulings, rulings], db)
    assert report.counts.skipped_rulings == 2
    with CardStore(db) as store:
        texts = [(r.date.isoformat() if r.date else None, r.text)
                 for r in store.lookup("test golem").rulings]
    assert texts == [("2020-01-01", "A ruling."), ("2024-02-02", "A newer ruling.")]


def test_among_undated_lists_the_later_import_wins(tmp_path: Path) -> None:
    def card_list(name: str, text: str) -> Path:
        return write_json(tmp_path / name, [{"name": "Pool Card", "mana_cost": "{1}",
                                             "type_line": "Sorcery", "oracle_text": text}])

    db = tmp_path / "cards.sqlite"
    import_files([card_list("a.json", "Draw a card."), card_list("b.json", "Draw two cards.")],
                 db)
    with CardStore(db) as store:
        assert store.lookup("pool card").oracle_text == "Draw two cards."
