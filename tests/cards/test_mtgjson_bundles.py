"""AllPrintings / AtomicCards built from real set files import like the set files themselves.

The test assembles a multi-set ``AllPrintings.json`` (and ``.json.gz``) and ``AtomicCards.json``
from five real MTGJSON set files in ``../shared/data/mtgjson`` -- normal, Commander, core-set,
double-faced and split/modal cards -- and compares the databases table by table.
"""

from __future__ import annotations

import gzip
import json
import lzma
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from grimoire.cards import import_files

SETS = ("AFR", "AFC", "M10", "MID", "STX")
Rows = set[tuple[Any, ...]]


def _rows(db: Path, sql: str) -> Rows:
    with sqlite3.connect(db) as conn:
        return set(conn.execute(sql))


def cards(db: Path) -> Rows:
    return _rows(db, "SELECT oracle_id, name, mana_cost, mana_value, colors, color_identity, "
                     "type_line, oracle_text, power, toughness, loyalty, layout, faces, keywords,"
                     " legalities FROM cards")


def printings(db: Path, *, detailed: bool = True) -> Rows:
    columns = "p.set_code, p.number, p.lang, p.rarity, p.artist" if detailed else "p.set_code"
    return _rows(db, f"SELECT c.oracle_id, {columns} FROM printings p "
                     "JOIN cards c ON c.id = p.card_id")


def rulings(db: Path) -> Rows:
    return _rows(db, "SELECT c.oracle_id, r.date, r.lang, r.text FROM rulings r "
                     "JOIN cards c ON c.id = r.card_id")


def foreign_names(db: Path) -> Rows:
    return (_rows(db, "SELECT c.oracle_id, n.lang, n.name FROM names n "
                      "JOIN cards c ON c.id = n.card_id")
            | _rows(db, "SELECT c.oracle_id, 'localized', l.lang, l.name, l.type_line, l.text "
                        "FROM localized l JOIN cards c ON c.id = l.card_id"))


@pytest.fixture(scope="module")
def set_files(shared_data: Path) -> list[Path]:
    files = [shared_data / "mtgjson" / f"{code}.json.xz" for code in SETS]
    missing = [str(f) for f in files if not f.exists()]
    if missing:
        pytest.skip(f"MTGJSON set files not found: {', '.join(missing)}")
    return files


@pytest.fixture(scope="module")
def raw_sets(set_files: list[Path]) -> list[dict[str, Any]]:
    out = []
    for path in set_files:
        with lzma.open(path, "rt", encoding="utf-8") as f:
            out.append(json.load(f))
    return out


@pytest.fixture(scope="module")
def direct_db(tmp_path_factory: pytest.TempPathFactory, set_files: list[Path]) -> Path:
    db = tmp_path_factory.mktemp("direct") / "cards.sqlite"
    import_files(set_files, db)
    return db


def all_printings(raw_sets: list[dict[str, Any]]) -> dict[str, Any]:
    """``{"meta": ..., "data": {code: set, ...}}`` as MTGJSON ships AllPrintings."""
    return {"meta": raw_sets[0]["meta"], "data": {s["data"]["code"]: s["data"] for s in raw_sets}}


def atomic_cards(raw_sets: list[dict[str, Any]]) -> dict[str, Any]:
    """``{"meta": ..., "data": {name: [face, ...]}}`` as MTGJSON ships AtomicCards: one entry per
    card (the faces of its first printing, without printing fields), the set codes it is printed
    in, and the foreign names of all those printings."""
    data: dict[str, list[dict[str, Any]]] = {}
    sets_of: dict[str, list[str]] = {}
    foreign: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for set_file in raw_sets:
        code = set_file["data"]["code"]
        for entry in set_file["data"]["cards"]:
            name = entry["name"]
            if code not in sets_of.setdefault(name, []):
                sets_of[name].append(code)
            face_key = (name, entry.get("side") or "")
            known = foreign.setdefault(face_key, [])
            known += [fd for fd in entry["foreignData"] if fd not in known]
            faces = data.setdefault(name, [])
            first_number = faces[0]["_number"] if faces else entry["number"]
            first_set = faces[0]["_set"] if faces else code
            if (code, entry["number"]) == (first_set, first_number) and not any(
                    (f.get("side") or "") == face_key[1] for f in faces):
                atomic = {k: v for k, v in entry.items()
                          if k not in ("number", "rarity", "artist", "setCode", "uuid")}
                faces.append({**atomic, "_number": entry["number"], "_set": code})
    for name, faces in data.items():
        for face in faces:
            del face["_number"], face["_set"]
            face["printings"] = sorted(sets_of[name])
            face["foreignData"] = foreign[(name, face.get("side") or "")]
    return {"meta": raw_sets[0]["meta"], "data": data}


@pytest.mark.shared_data
@pytest.mark.parametrize("suffix", [".json", ".json.gz"])
def test_allprintings_imports_like_its_set_files(tmp_path: Path, raw_sets: list[dict[str, Any]],
                                                 direct_db: Path, suffix: str) -> None:
    path = tmp_path / f"AllPrintings{suffix}"
    text = json.dumps(all_printings(raw_sets), ensure_ascii=False).encode()
    path.write_bytes(gzip.compress(text) if suffix.endswith(".gz") else text)
    db = tmp_path / "all.sqlite"
    report = import_files([path], db)
    assert report.shapes[0][1] == f"MTGJSON AllPrintings ({len(SETS)} sets)"
    assert cards(db) == cards(direct_db)
    assert printings(db) == printings(direct_db)
    assert rulings(db) == rulings(direct_db)
    assert foreign_names(db) == foreign_names(direct_db)
    assert len(printings(db)) > 1000 and len(foreign_names(db)) > 10000


@pytest.mark.shared_data
def test_atomiccards_imports_the_same_cards(tmp_path: Path, raw_sets: list[dict[str, Any]],
                                            direct_db: Path) -> None:
    """AtomicCards has no printing details: printings are compared by set code only."""
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(atomic_cards(raw_sets)).encode()))
    db = tmp_path / "atomic.sqlite"
    assert import_files([path], db).shapes[0][1] == "MTGJSON AtomicCards"
    assert cards(db) == cards(direct_db)
    assert printings(db, detailed=False) == printings(direct_db, detailed=False)
    assert rulings(db) == rulings(direct_db)
    assert _rows(db, "SELECT c.oracle_id, n.lang, n.name FROM names n JOIN cards c "
                     "ON c.id = n.card_id") == _rows(
        direct_db, "SELECT c.oracle_id, n.lang, n.name FROM names n JOIN cards c "
                   "ON c.id = n.card_id")


def test_every_foreign_name_of_an_atomic_card_is_found(tmp_path: Path) -> None:
    """AtomicCards may carry one face's name in a language twice (two printings' wordings):
    both names find the card, none is dropped."""
    from grimoire.cards import CardStore

    from .factories import mtgjson_card, write_json

    card = mtgjson_card("Old Ring", "oid-ring", printings=["AAA", "BBB"], foreignData=[
        {"language": "German", "name": "Alter Ring", "type": "Artefakt", "text": ""},
        {"language": "German", "name": "Uralter Ring", "type": "Artefakt", "text": ""},
    ])
    path = write_json(tmp_path / "AtomicCards.json",
                      {"meta": {"date": "2022-04-25"}, "data": {"Old Ring": [card]}})
    db = tmp_path / "atomic.sqlite"
    import_files([path], db)
    with CardStore(db) as store:
        assert store.lookup("alter ring").name == "Old Ring"
        assert store.lookup("Uralter Ring").name == "Old Ring"
