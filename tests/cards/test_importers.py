"""Importers: shapes, compression, streaming, atomicity and clear errors naming the file."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import lzma
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from grimoire.cards import CardStore, DataFileError, import_files
from grimoire.cards.importers.jsonstream import JsonStream

from .factories import mtgjson_card, mtgjson_set, write_json


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def small_set(code: str = "TST", count: int = 3) -> dict[str, object]:
    cards = [mtgjson_card(f"Card {code} {i}", f"oid-{code}-{i}", number=str(i),
                          text=f"Roll a d{i + 4}.", foreignData=[
                              {"language": "German", "name": f"Karte {code} {i}",
                               "type": "Artefakt", "text": f"Würfle einen W{i + 4}."}])
             for i in range(count)]
    return mtgjson_set(code, cards)


@pytest.fixture()
def existing_db(tmp_path: Path) -> Path:
    """A small database that failed imports must leave byte-identical."""
    db = tmp_path / "cards.sqlite"
    import_files([write_json(tmp_path / "TST.json", small_set())], db)
    return db


# -- shapes and compression ---------------------------------------------------------------


@pytest.mark.parametrize("compression", ["plain", "gz", "xz"])
def test_plain_gz_and_xz_files_import_alike(tmp_path: Path, compression: str) -> None:
    text = json.dumps(small_set()).encode()
    path = tmp_path / f"TST.json{'' if compression == 'plain' else '.' + compression}"
    if compression == "gz":
        path.write_bytes(gzip.compress(text))
    elif compression == "xz":
        path.write_bytes(lzma.compress(text))
    else:
        path.write_bytes(text)
    db = tmp_path / "cards.sqlite"
    report = import_files([path], db)
    assert report.shapes == [(str(path), "MTGJSON set file")]
    with CardStore(db) as store:
        assert len(store) == 3
        assert store.lookup("karte tst 1").name == "Card TST 1"


def test_allprintings_and_atomiccards_stream_by_set_and_card(tmp_path: Path) -> None:
    sets = {code: small_set(code)["data"] for code in ("AAA", "BBB")}
    all_printings = write_json(tmp_path / "AllPrintings.json",
                               {"meta": {"date": "2022-04-25"}, "data": sets})
    db = tmp_path / "all.sqlite"
    report = import_files([all_printings], db)
    assert report.shapes[0][1] == "MTGJSON AllPrintings (2 sets)"
    atomic = write_json(tmp_path / "AtomicCards.json", {"meta": {"date": "2022-04-25"}, "data": {
        "Card AAA 0": [mtgjson_card("Card AAA 0", "oid-AAA-0", printings=["AAA", "ZZZ"],
                                    rulings=[{"date": "2021-01-01", "text": "Atomic ruling."}])],
        "Fresh Card": [mtgjson_card("Fresh Card", "oid-fresh", printings=["ZZZ"])],
    }})
    assert import_files([atomic], db).shapes[0][1] == "MTGJSON AtomicCards"
    with CardStore(db) as store:
        assert len(store) == 7
        card = store.lookup("card aaa 0")
        assert {p.set_code for p in card.printings} == {"AAA", "ZZZ"}
        assert [r.text for r in card.rulings] == ["Atomic ruling."]


def test_scryfall_localized_printings_and_faces(tmp_path: Path) -> None:
    """An all-cards style file: one object per printing and language."""
    faces = [
        {"name": "Dusk", "mana_cost": "{2}{W}{W}", "type_line": "Sorcery",
         "oracle_text": "Destroy all creatures with power 3 or greater.",
         "printed_name": "Sonnenuntergang", "printed_type_line": "Hexerei",
         "printed_text": "Zerstöre alle Kreaturen mit Stärke 3 oder mehr."},
        {"name": "Dawn", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery",
         "oracle_text": "Aftermath (Cast this spell only from your graveyard.)",
         "printed_name": "Sonnenaufgang", "printed_type_line": "Hexerei",
         "printed_text": "Nachhall"},
    ]
    base = {"object": "card", "oracle_id": "oid-dusk", "name": "Dusk // Dawn",
            "layout": "aftermath", "cmc": 9.0, "colors": ["W"], "color_identity": ["W"],
            "keywords": ["Aftermath"],
            "legalities": {"commander": "legal", "standard": "not_legal"},
            "set": "akh", "set_name": "Amonkhet", "released_at": "2017-04-28",
            "collector_number": "210", "rarity": "rare", "artist": "Kev Walker"}
    english = {**base, "lang": "en", "mana_cost": "{2}{W}{W} // {3}{W}{W}",
               "card_faces": [{k: v for k, v in f.items() if not k.startswith("printed")}
                              for f in faces]}
    german = {**base, "lang": "de", "printed_name": "Sonnenuntergang // Sonnenaufgang",
              "card_faces": faces}
    db = tmp_path / "cards.sqlite"
    import_files([write_json(tmp_path / "all-cards-20240101.json", [english, german])], db)
    with CardStore(db) as store:
        card = store.lookup("sonnenaufgang")
        assert (card.name, card.lang, card.layout) == ("Dusk // Dawn", "de", "aftermath")
        assert card.printed_name == "Sonnenuntergang // Sonnenaufgang"
        assert card.printed_type_line == "Hexerei // Hexerei"
        assert [f.name for f in card.faces] == ["Dusk", "Dawn"]
        assert card.mana_value == 9.0 and card.colors == ("W",)
        assert {(p.set_code, p.lang) for p in card.printings} == {("AKH", "en"), ("AKH", "de")}
        assert store.search("f:commander -f:standard is:split")[0].name == "Dusk // Dawn"


def test_importing_twice_adds_nothing(tmp_path: Path, existing_db: Path) -> None:
    before = CardStore(existing_db).info()
    report = import_files([tmp_path / "TST.json"], existing_db)
    after = CardStore(existing_db).info()
    assert report.counts.new_cards == 0 and report.counts.printings == 0
    assert (after.cards, after.printings, after.names, after.rulings) == (
        before.cards, before.printings, before.names, before.rulings)


# -- clear errors, old database untouched ---------------------------------------------------


def _assert_fails_naming(path: Path, db: Path, message: str) -> None:
    before = digest(db)
    with pytest.raises(DataFileError) as caught:
        import_files([path], db)
    assert str(path) in str(caught.value)
    assert message in str(caught.value)
    assert isinstance(caught.value, ValueError)
    assert digest(db) == before
    assert [p.name for p in db.parent.iterdir() if p.name.endswith(".importing")] == []


def test_malformed_json_names_the_file(tmp_path: Path, existing_db: Path) -> None:
    text = json.dumps(small_set("BAD", 40))
    broken = tmp_path / "BAD.json"
    broken.write_text(text[: len(text) // 2] + "}}, oops" + text[len(text) // 2 :])
    _assert_fails_naming(broken, existing_db, "malformed JSON")


def test_truncated_json_names_the_file(tmp_path: Path, existing_db: Path) -> None:
    text = json.dumps(small_set("CUT", 40))
    cut = tmp_path / "CUT.json"
    cut.write_text(text[: len(text) - 200])
    _assert_fails_naming(cut, existing_db, "malformed JSON")


def test_truncated_xz_names_the_file(tmp_path: Path, existing_db: Path) -> None:
    packed = lzma.compress(json.dumps(small_set("XZ", 200)).encode())
    truncated = tmp_path / "XZ.json.xz"
    truncated.write_bytes(packed[: len(packed) // 2])
    _assert_fails_naming(truncated, existing_db, "corrupt or truncated compressed data")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ({"hello": "world"}, "unknown file shape"),
        ([1, 2, 3], "unknown file shape"),
        ([{"id": 1, "price": 3}], "unknown file shape"),
        ({"meta": {}, "data": {"weird": 1}}, "unknown MTGJSON shape"),
        ({"meta": {}, "data": {"cards": [{"name": "No Code"}]}}, "unexpected data shape"),
    ],
)
def test_unknown_shapes_name_the_file(tmp_path: Path, existing_db: Path, content: object,
                                      message: str) -> None:
    _assert_fails_naming(write_json(tmp_path / "odd.json", content), existing_db, message)


def test_not_json_and_missing_files_name_the_file(tmp_path: Path, existing_db: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("Underdark Rift\n")
    _assert_fails_naming(text, existing_db, "not JSON")
    with pytest.raises(DataFileError, match=r"missing\.json"):
        import_files([tmp_path / "missing.json"], existing_db)


def test_a_bad_file_among_good_ones_changes_nothing(tmp_path: Path, existing_db: Path) -> None:
    good = write_json(tmp_path / "GOOD.json", small_set("GOOD"))
    bad = tmp_path / "bad.json"
    bad.write_text("[{")
    before = digest(existing_db)
    with pytest.raises(DataFileError, match=r"bad\.json"):
        import_files([good, bad], existing_db)
    assert digest(existing_db) == before


def test_killed_import_leaves_the_old_database_intact(tmp_path: Path, existing_db: Path) -> None:
    """Kill an import mid-way (SIGKILL: no cleanup code runs); the old file is untouched."""
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("needs SIGKILL")
    big = [write_json(tmp_path / f"BIG{i}.json", small_set(f"BIG{i}", 6000)) for i in range(8)]
    before = digest(existing_db)
    script = ("import sys; from grimoire.cards import import_files; "
              "import_files(sys.argv[2:], sys.argv[1])")
    process = subprocess.Popen([sys.executable, "-c", script, str(existing_db), *map(str, big)])
    try:
        deadline = time.monotonic() + 60
        temps: list[Path] = []
        while time.monotonic() < deadline and not temps:
            temps = [p for p in tmp_path.iterdir() if p.name.endswith(".importing")]
            time.sleep(0.02)
        assert temps, "the import never started"
        time.sleep(0.5)
        assert process.poll() is None, "the import finished before it could be killed"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == -signal.SIGKILL
    assert digest(existing_db) == before
    with CardStore(existing_db) as store:
        assert len(store) == 3
    # The next import removes the dead process's leftover temporary file.
    import_files([write_json(tmp_path / "NEXT.json", small_set("NEXT"))], existing_db)
    assert [p for p in tmp_path.iterdir() if p.name.endswith(".importing")] == []
    with CardStore(existing_db) as store:
        assert len(store) == 6


# -- the streaming reader ---------------------------------------------------------------------


@pytest.mark.parametrize("chunk", [1, 3, 7, 64])
def test_json_stream_matches_json_loads_across_chunk_boundaries(chunk: int) -> None:
    document = {"meta": {"date": "2022-04-25", "n": 12345678901234},
                "data": [{"a": [1, 2.5, -3e3, None, True, False]}, "x\"y\\z", 1234567,
                         {"nested": {"deep": ["ü", "宝箱", "\u00e9"]}}, [], {}]}
    stream = JsonStream(io.StringIO(json.dumps(document, ensure_ascii=False)), "doc",
                        chunk_size=chunk)
    result: dict[str, object] = {}
    for key in stream.iter_object():
        result[key] = list(stream.iter_array()) if key == "data" else stream.decode_value()
    assert result == document
    assert stream.at_end()


def test_json_stream_reports_the_offset_of_an_error() -> None:
    stream = JsonStream(io.StringIO('[1, 2, }'), "broken.json", chunk_size=2)
    with pytest.raises(DataFileError, match=r"broken.json: malformed JSON.*at character 7"):
        list(stream.iter_array())


@pytest.mark.shared_data
def test_one_real_set_file_imports_completely(tmp_path: Path, shared_data: Path) -> None:
    """AFR's entries, foreign names and rulings all land (faces of a card are one printing)."""
    path = shared_data / "mtgjson" / "AFR.json.xz"
    with lzma.open(path, "rt", encoding="utf-8") as f:
        cards = json.load(f)["data"]["cards"]
    printings = {(c["name"], c["number"]) for c in cards}
    oracle_ids = {c["identifiers"]["scryfallOracleId"] for c in cards}
    foreign = {(c["identifiers"]["scryfallOracleId"], fd["name"]) for c in cards
               for fd in c["foreignData"]}
    rulings = {(c["identifiers"]["scryfallOracleId"], r["text"]) for c in cards
               for r in c["rulings"]}
    db = tmp_path / "afr.sqlite"
    report = import_files([path], db)
    assert report.counts.new_cards == len(oracle_ids)
    assert report.counts.printings == len(printings)
    assert report.counts.rulings == len(rulings)
    with CardStore(db) as store:
        for oracle_id, name in sorted(foreign)[:300]:
            assert store.lookup(name).oracle_id == oracle_id
    assert os.path.getsize(db) > 0
