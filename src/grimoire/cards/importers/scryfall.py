"""Scryfall bulk-data importer: ``oracle-cards``, ``default-cards``, ``all-cards``, ``rulings``.

Every Scryfall bulk file is one JSON array, streamed item by item (``all-cards`` is over 2 GB).
The first item tells the kind: ``"object": "ruling"`` items are rulings (linked by
``oracle_id``); anything with a ``name`` and a ``type_line`` / ``oracle_text`` is a card.

Card objects may be full Scryfall cards (with ``oracle_id``, ``set``, ``lang``,
``printed_name`` ...) or trimmed ones such as ``../shared/data/oracle-cards-*.json`` and
Grimoire's built-in ``pool.json`` (name, costs, type, text, P/T only): those are matched to
known cards by English name, and only what they give is merged.

The 2025 Oracle list (``oracle-cards-2025-09-25.json.xz``, 29,730 cards) gives exactly
``name``, ``mana_cost``, ``type_line``, ``oracle_text``, ``power``, ``toughness``,
``color_identity`` and ``legal_in_commander`` (always ``"legal"``), plus ``card_faces`` (805
cards) whose faces give the same text fields and ``colors`` -- non-null only on two-sided cards
(transform, modal DFC, reversible). What it lacks, and what a card known *only* from it gets:

* no ``oracle_id``: cards are matched to known ones by English name;
* no ``layout``: inferred from the faces (a null top-level ``type_line`` means a reversible
  card; a null top-level ``mana_cost`` a two-sided one; ``Adventure``/``Aftermath``/`` // ``
  costs the rest). Meld cards cannot be told from normal ones;
* no ``colors`` for one-faced, split, flip and adventure cards: colors come from the mana cost,
  so a color indicator (CR 204) on such a card is missed; two-sided cards use the faces' colors;
* no ``cmc``: mana value is computed from the mana cost;
* no ``loyalty`` or ``defense``: planeswalkers and battles new in it have none;
* no ``keywords``, no other formats' legalities, no printings, languages or rulings.

The Oracle wording is dated by the date in the file name (Scryfall names its downloads
``oracle-cards-20250925090000.json``), else by the file's modification time for full Scryfall
objects, else undated (an undated source never overrides dated text).
"""

from __future__ import annotations

import datetime
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from grimoire.cards.importers.jsonstream import JsonStream
from grimoire.cards.importers.records import Record
from grimoire.cards.importers.writer import PRIORITY_SCRYFALL, Writer
from grimoire.cards.model import language_code

__all__ = ["date_from_name", "import_cards", "import_list"]

_DATE_IN_NAME = re.compile(r"(?<!\d)(20\d\d)-?([01]\d)-?([0-3]\d)")
_FACE_FIELDS = ("mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")


def date_from_name(path: str | os.PathLike[str]) -> str | None:
    """The ISO date embedded in a file name, if any.

    >>> date_from_name("oracle-cards-2025-09-25.json.xz"), date_from_name("rulings-20240101.json")
    ('2025-09-25', '2024-01-01')
    >>> date_from_name("pool.json") is None
    True
    """
    match = _DATE_IN_NAME.search(Path(path).name)
    if not match:
        return None
    try:
        return datetime.date(*(int(part) for part in match.groups())).isoformat()
    except ValueError:
        return None


def import_list(writer: Writer, stream: JsonStream, path: str) -> str:
    """Import the JSON array that comes next in ``stream``; return the file's shape."""
    items = stream.iter_array()
    first = next(items, None)
    if first is None:
        return "empty list"
    if not isinstance(first, dict):
        raise stream.error("unknown file shape: a list of non-objects")
    if first.get("object") == "ruling" or {"oracle_id", "comment"} <= first.keys():
        writer.begin_source(None)
        count = _import_rulings(writer, _chain(first, items))
        return f"Scryfall rulings ({count} rulings)"
    if "name" in first and {"type_line", "oracle_text", "card_faces"} & first.keys():
        date = date_from_name(path)
        if date is None and "oracle_id" in first:
            mtime = os.stat(path).st_mtime
            date = datetime.datetime.fromtimestamp(mtime, datetime.UTC).date().isoformat()
        writer.begin_source(date)
        count = import_cards(writer, _chain(first, items))
        kind = "Scryfall cards" if "oracle_id" in first else "card list"
        return f"{kind} ({count} cards)"
    keys = ", ".join(sorted(first)[:8])
    raise stream.error(f"unknown file shape: list items with keys {keys}")


def _chain(first: dict[str, Any], rest: Iterator[Any]) -> Iterator[dict[str, Any]]:
    yield first
    for item in rest:
        if not isinstance(item, dict):
            raise TypeError(f"expected an object in the list, found {type(item).__name__}")
        yield item


def _infer_layout(obj: dict[str, Any], faces: list[dict[str, Any]]) -> str:
    if len(faces) < 2:
        return "normal"
    if "type_line" in obj and obj["type_line"] is None:  # Scryfall: a reversible card
        return "reversible_card"
    back_type = faces[1].get("type_line") or ""
    if obj.get("mana_cost") is None:  # a card with two fronts or a back face
        return "modal_dfc" if faces[1].get("mana_cost") or "Land" in back_type else "transform"
    if "Adventure" in back_type:
        return "adventure"
    if " // " in (obj.get("mana_cost") or ""):
        aftermath = (faces[1].get("oracle_text") or "").startswith("Aftermath")
        return "aftermath" if aftermath else "split"
    return "flip"


def _record(obj: dict[str, Any]) -> Record:
    sources = obj.get("card_faces") or [obj]
    faces = []
    for source in sources:
        face = {"name": source.get("name") or obj["name"]}
        face.update({key: source[key] for key in _FACE_FIELDS if key in source})
        faces.append(face)
    record: Record = {"name": obj["name"], "faces": faces}
    if obj.get("layout"):
        record["layout"] = obj["layout"]
    else:
        record["_layout"] = _infer_layout(obj, faces)
    if "cmc" in obj:
        record["mana_value"] = obj["cmc"]
    if obj.get("colors") is not None:
        record["colors"] = obj["colors"]
    elif obj.get("card_faces") and all(f.get("colors") is not None for f in obj["card_faces"]):
        record["colors"] = sorted({c for f in obj["card_faces"] for c in f["colors"]})
    if obj.get("color_identity") is not None:
        record["color_identity"] = obj["color_identity"]
    if obj.get("keywords") is not None:
        record["keywords"] = obj["keywords"]
    if isinstance(obj.get("legalities"), dict):
        record["legalities"] = {fmt: str(status) for fmt, status in obj["legalities"].items()}
    elif obj.get("legal_in_commander"):
        record["legalities"] = {"commander": str(obj["legal_in_commander"])}
    if "reserved" in obj:
        record["flags"] = ["reserved"] if obj["reserved"] else []
    return record


def _oracle_id(obj: dict[str, Any]) -> str | None:
    oracle_id = obj.get("oracle_id")
    if not oracle_id and obj.get("card_faces"):
        oracle_id = obj["card_faces"][0].get("oracle_id")
    return str(oracle_id) if oracle_id else None


def import_cards(writer: Writer, objects: Iterator[dict[str, Any]]) -> int:
    """Import card objects (full or trimmed); return how many were read."""
    count = 0
    for obj in objects:
        count += 1
        oracle_id = _oracle_id(obj)
        card_id = writer.card(oracle_id, _record(obj))
        faces = obj.get("card_faces") or []
        english = [obj["name"], *(f.get("name") or "" for f in faces)]
        if obj.get("flavor_name"):
            english.append(obj["flavor_name"])
        writer.add_names(card_id, "en", english)
        lang = language_code(obj.get("lang") or "en") or "en"
        released = obj.get("released_at")
        if obj.get("set"):
            writer.add_set(obj["set"], obj.get("set_name"), released, obj.get("set_type"))
            writer.add_printing(card_id, obj["set"], obj.get("collector_number"), lang=lang,
                                rarity=obj.get("rarity"), artist=obj.get("artist"),
                                release_date=released)
        if lang != "en":
            parts = faces or [obj]
            names = [p.get("printed_name") or p.get("name") or "" for p in parts]
            full = obj.get("printed_name") or " // ".join(names)
            types = [p["printed_type_line"] for p in parts if p.get("printed_type_line")]
            texts = [p["printed_text"] for p in parts if p.get("printed_text")]
            writer.add_localized(
                card_id, lang, full, " // ".join(types) or None, "\n//\n".join(texts) or None,
                priority=PRIORITY_SCRYFALL, date=released,
                face_names=names if len(parts) > 1 else (),
            )
    return count


def _import_rulings(writer: Writer, objects: Iterator[dict[str, Any]]) -> int:
    count = 0
    for obj in objects:
        count += 1
        card_id = writer.known_card(str(obj.get("oracle_id")))
        if card_id is None:
            writer.counts.skipped_rulings += 1
            continue
        writer.add_ruling(card_id, obj.get("published_at"), obj["comment"])
    return count
