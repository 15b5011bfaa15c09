"""Fixtures for the card database tests.

* Every test runs with private user data / cache directories (never the real home) and no
  ``GRIMOIRE_DB``.
* ``full_db`` imports all 579 MTGJSON set files and then the 2025 Oracle list from
  ``../shared/data`` once per test session (about half a minute), into a temporary folder;
  tests using it are marked ``shared_data`` and skip with a reason where the data is absent.
"""

from __future__ import annotations

import json
import lzma
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from grimoire.cards import CardStore, import_files


@pytest.fixture(scope="session", autouse=True)
def private_dirs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point the user data and cache directories at a session temp folder."""
    root = tmp_path_factory.mktemp("grimoire-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(root / "data"))
        patch.setenv("XDG_CACHE_HOME", str(root / "cache"))
        patch.setenv("LOCALAPPDATA", str(root / "local"))
        patch.setenv("HOME", str(root / "home"))
        patch.delenv("GRIMOIRE_DB", raising=False)
        yield root


@pytest.fixture(scope="session")
def mtgjson_files(shared_data: Path) -> list[Path]:
    """The 579 MTGJSON set files."""
    files = sorted((shared_data / "mtgjson").glob("*.json.xz"))
    if not files:
        pytest.skip(f"no MTGJSON set files in {shared_data / 'mtgjson'}")
    return files


@pytest.fixture(scope="session")
def oracle_list(shared_data: Path) -> Path:
    """The 2025 Oracle list."""
    path = shared_data / "oracle-cards-2025-09-25.json.xz"
    if not path.exists():
        pytest.skip(f"{path} not found")
    return path


@pytest.fixture(scope="session")
def full_db(tmp_path_factory: pytest.TempPathFactory, mtgjson_files: list[Path],
            oracle_list: Path) -> Path:
    """A database of every shared set file plus the Oracle list, built once per session."""
    path = tmp_path_factory.mktemp("full") / "cards.sqlite"
    import_files(mtgjson_files, path)
    import_files([oracle_list], path)
    return path


@pytest.fixture(scope="session")
def full_store(full_db: Path) -> Iterator[CardStore]:
    """The full database, opened."""
    with CardStore(full_db) as store:
        yield store


RawCard = dict[str, Any]


def _power(value: str | None) -> float | None:
    if value is None:
        return None
    match = re.match(r"[+-]?\d+(\.\d+)?", value)
    return float(match.group()) if match else (0.0 if "*" in value else None)


@pytest.fixture(scope="session")
def raw_cards(mtgjson_files: list[Path], oracle_list: Path) -> list[RawCard]:
    """Every Oracle card computed straight from the raw files (not through the importer).

    MTGJSON gives printings (``printings``: a (set code, rarity) per entry), colors,
    languages; the 2025 Oracle list's text and type line
    replace MTGJSON's where it has the card (newest wording wins), and adds the cards MTGJSON
    (April 2022) lacks.
    """
    cards: dict[str, RawCard] = {}
    for path in mtgjson_files:
        with lzma.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)["data"]
        for entry in data["cards"]:
            key = entry["identifiers"].get("scryfallOracleId") or entry["name"]
            card = cards.setdefault(key, {
                "name": entry["name"], "faces": {}, "colors": set(), "sets": set(),
                "langs": set(), "identity": set(entry["colorIdentity"]),
                "mv": entry["manaValue"], "layout": entry["layout"],
                "keywords": set(), "power": None, "printings": [],
            })
            face = entry.get("faceName") or entry["name"]
            card["faces"].setdefault(face, (entry.get("side") or "", entry.get("type", ""),
                                            entry.get("text", "")))
            if entry.get("side") in (None, "a"):
                card["power"] = _power(entry.get("power"))
            card["printings"].append((data["code"], entry["rarity"]))
            card["colors"] |= set(entry["colors"])
            card["sets"].add(data["code"])
            card["langs"] |= {fd["language"] for fd in entry["foreignData"]}
            card["keywords"] |= {k.lower() for k in entry.get("keywords", [])}
    for card in cards.values():
        faces = sorted(card.pop("faces").values())
        card["type"] = " // ".join(f[1] for f in faces).lower()
        card["text"] = "\n".join(f[2] for f in faces).lower()
    by_name = {card["name"]: card for card in cards.values()}
    # MTGJSON names a meld card "Front // Melded"; the Oracle list calls it "Front".
    by_name.update({card["name"].split(" // ")[0]: card for card in cards.values()
                    if card["layout"] == "meld"})
    with lzma.open(oracle_list, "rt", encoding="utf-8") as f:
        newest = json.load(f)
    for entry in newest:
        parts = entry.get("card_faces") or [entry]
        known = by_name.get(entry["name"])
        if known is not None:
            card = known
        else:
            card = {"name": entry["name"], "colors": None, "sets": set(), "langs": set(),
                    "identity": set(entry["color_identity"]), "mv": None, "layout": None,
                    "keywords": set(), "power": None, "printings": []}
            cards["new:" + entry["name"]] = card
        card["type"] = " // ".join(p["type_line"] for p in parts).lower()
        card["text"] = "\n".join(p["oracle_text"] or "" for p in parts).lower()
        card["power"] = _power(parts[0].get("power"))
    return list(cards.values())
