"""MTGJSON v5 importer: set files (``AFR.json``), ``AllPrintings.json`` and ``AtomicCards.json``.

All three are ``{"meta": {...}, "data": ...}``; what ``data`` holds tells them apart:

* a set file: ``data`` is one set object (``code``, ``name``, ``releaseDate``, ``cards`` ...);
* ``AllPrintings``: ``data`` maps set codes to set objects, streamed one set at a time;
* ``AtomicCards``: ``data`` maps card names to lists of faces (no printing details).

Each card entry in a set is one *face* of one printing; faces of one printing share a name and a
collector number and are grouped back into one card. The Oracle wording is dated by
``meta.date`` (newest wins against other sources).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from grimoire.cards.importers.jsonstream import JsonStream
from grimoire.cards.importers.records import Record
from grimoire.cards.importers.writer import PRIORITY_MTGJSON, Writer
from grimoire.cards.model import language_code

__all__ = ["import_data"]

SET_FIELDS = frozenset({
    "baseSetSize", "block", "booster", "cards", "cardsphereSetId", "code", "codeV3", "decks",
    "isForeignOnly", "isFoilOnly", "isNonFoilOnly", "isOnlineOnly", "isPaperOnly",
    "isPartialPreview", "keyruneCode", "languages", "mcmId", "mcmIdExtras", "mcmName",
    "mtgoCode", "name", "parentCode", "releaseDate", "sealedProduct", "tcgplayerGroupId",
    "tokens", "totalSetSize", "translations", "type",
})  # fmt: skip
_SKIPPED_SET_FIELDS = frozenset({"tokens", "sealedProduct", "booster", "decks", "translations"})


def import_data(writer: Writer, stream: JsonStream) -> str:
    """Import the ``data`` value that comes next in ``stream``; return the file's shape."""
    if stream.peek() != "{":
        raise stream.error("unknown MTGJSON shape: 'data' is not an object")
    keys = stream.iter_object()
    first = next(keys, None)
    if first is None:
        return "MTGJSON (empty)"
    if first in SET_FIELDS:
        _import_set(writer, _read_set(stream, keys, first))
        return "MTGJSON set file"
    start = stream.peek()
    if start == "{":
        _import_set(writer, _read_set(stream, stream.iter_object()))
        count = 1
        for _code in keys:
            _import_set(writer, _read_set(stream, stream.iter_object()))
            count += 1
        return f"MTGJSON AllPrintings ({count} sets)"
    if start == "[":
        _import_atomic(writer, stream.decode_value())
        for _name in keys:
            _import_atomic(writer, stream.decode_value())
        return "MTGJSON AtomicCards"
    raise stream.error(f"unknown MTGJSON shape: unexpected key {first!r} in 'data'")


def _read_set(stream: JsonStream, keys: Iterator[str], first: str | None = None) -> dict[str, Any]:
    """Read one set object, streaming its cards; skip tokens, boosters and sealed products."""
    result: dict[str, Any] = {}
    for key in itertools.chain([first] if first is not None else [], keys):
        if key == "cards":
            result["cards"] = list(stream.iter_array())
        elif key in _SKIPPED_SET_FIELDS:
            stream.skip_value()
        else:
            result[key] = stream.decode_value()
    return result


def _faces(group: list[dict[str, Any]]) -> list[dict[str, Any]]:
    faces = []
    for entry in group:
        face: dict[str, Any] = {
            "name": entry.get("faceName") or entry["name"],
            "mana_cost": entry.get("manaCost") or "",
            "type_line": entry.get("type") or "",
            "oracle_text": entry.get("text") or "",
            "power": entry.get("power"),
            "toughness": entry.get("toughness"),
            "loyalty": entry.get("loyalty"),
        }
        faces.append(face)
    return faces


def _record(group: list[dict[str, Any]]) -> Record:
    first = group[0]
    legalities = {fmt.lower(): status.lower() for fmt, status in
                  (first.get("legalities") or {}).items() if status}
    flags = [flag for flag, key in (("reserved", "isReserved"), ("funny", "isFunny"))
             if first.get(key)]
    colors = sorted({c for entry in group for c in entry.get("colors") or []})
    keywords: list[str] = []
    for entry in group:
        keywords.extend(k for k in entry.get("keywords") or [] if k not in keywords)
    return {
        "name": first["name"],
        "faces": _faces(group),
        "layout": first.get("layout") or "normal",
        "mana_value": first.get("manaValue", first.get("convertedManaCost", 0.0)),
        "colors": colors,
        "color_identity": list(first.get("colorIdentity") or []),
        "keywords": keywords,
        "legalities": legalities,
        "flags": flags,
    }


def _group_faces(cards: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Group the face entries of each printing (same name and collector number)."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for card in cards:
        key = (card["name"], card.get("number") or card.get("uuid") or "")
        groups.setdefault(key, []).append(card)
    for group in groups.values():
        group.sort(key=lambda entry: entry.get("side") or "")
    return list(groups.values())


def _oracle_id(entry: dict[str, Any]) -> str | None:
    identifiers = entry.get("identifiers") or {}
    oracle_id = identifiers.get("scryfallOracleId")
    return str(oracle_id) if oracle_id else None


def _add_card_texts(writer: Writer, card_id: int, group: list[dict[str, Any]],
                    date: str | None) -> None:
    """Names and printed texts (English ``original*`` fields, ``foreignData``) of one
    printing's faces."""
    first = group[0]
    english = [first["name"]]
    if len(group) > 1:
        english += [entry.get("faceName") or "" for entry in group]
    english += [entry["flavorName"] for entry in group if entry.get("flavorName")]
    writer.add_names(card_id, "en", english)
    printed_types = [entry["originalType"] for entry in group if entry.get("originalType")]
    printed_texts = [entry["originalText"] for entry in group if entry.get("originalText")]
    if printed_types or printed_texts:  # the English wording as printed on this printing
        writer.add_localized(card_id, "en", first["name"], " // ".join(printed_types) or None,
                             "\n//\n".join(printed_texts) or None, priority=PRIORITY_MTGJSON,
                             date=date)
    by_lang: dict[str, list[dict[str, Any]]] = {}
    for entry in group:
        for foreign in entry.get("foreignData") or []:
            lang = language_code(foreign.get("language") or "")
            if lang and foreign.get("name"):
                by_lang.setdefault(lang, []).append(foreign)
    for lang, parts in by_lang.items():
        name = parts[0]["name"]
        face_names = [p["faceName"] for p in parts if p.get("faceName")]
        types = [str(p["type"]) for p in parts if p.get("type")]
        texts = [str(p["text"]) for p in parts if p.get("text")]
        writer.add_localized(
            card_id, lang, name,
            " // ".join(types) if types else None,
            "\n//\n".join(texts) if texts else None,
            priority=PRIORITY_MTGJSON, date=date, face_names=face_names,
        )
        # AtomicCards may give one face several names in a language (from several printings):
        # the first is the printed text above; every other is still found by name.
        writer.add_names(card_id, lang, [str(p["name"]) for p in parts[1:]])


def _import_set(writer: Writer, set_obj: dict[str, Any]) -> None:
    code = set_obj.get("code")
    if not isinstance(code, str) or not isinstance(set_obj.get("cards"), list):
        raise KeyError("a set object needs 'code' and 'cards'")
    release = set_obj.get("releaseDate")
    writer.add_set(code, set_obj.get("name"), release, set_obj.get("type"))
    for group in _group_faces(set_obj["cards"]):
        first = group[0]
        card_id = writer.card(_oracle_id(first), _record(group))
        writer.add_printing(
            card_id, code, first.get("number"), lang=language_code(first.get("language") or "")
            or "en", rarity=first.get("rarity"), artist=first.get("artist"),
            release_date=first.get("originalReleaseDate") or release,
        )
        _add_card_texts(writer, card_id, group, release)
        if writer.first_time(card_id, "rulings"):
            for ruling in first.get("rulings") or []:
                writer.add_ruling(card_id, ruling.get("date"), ruling["text"])


def _import_atomic(writer: Writer, faces: list[dict[str, Any]]) -> None:
    if not isinstance(faces, list) or not faces or not isinstance(faces[0], dict):
        raise KeyError("an AtomicCards entry must be a list of faces")
    faces = sorted(faces, key=lambda entry: entry.get("side") or "")
    first = faces[0]
    card_id = writer.card(_oracle_id(first), _record(faces))
    _add_card_texts(writer, card_id, faces, None)
    for code in first.get("printings") or []:
        writer.add_printing(card_id, code, None)
    for ruling in first.get("rulings") or []:
        writer.add_ruling(card_id, ruling.get("date"), ruling["text"])
