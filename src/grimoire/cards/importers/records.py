"""Card records: what an importer knows about one Oracle card, and the columns derived from it.

A *record* is a plain dict holding only what a source actually said:

``name`` (str), ``faces`` (list of face dicts with ``name``, ``mana_cost``, ``type_line``,
``oracle_text``, ``power``, ``toughness``, ``loyalty``; a missing key means "not given"),
``layout``, ``mana_value``, ``colors``, ``color_identity``, ``keywords``, ``legalities``
(format -> ``"legal"``/``"banned"``/``"restricted"``) and ``flags`` (``"reserved"``,
``"funny"``). Keys starting with ``_`` are hints (``_layout``) that any real value overrides.

Records from several sources merge with :func:`merge_records` (the newer source wins for what it
gives; the older one only fills gaps), then :func:`card_columns` derives the ``cards`` row:
joined mana cost / type line / text, mana value and colors when no source gave them, numeric
power and toughness, folded search columns.

>>> record = {"name": "Shock", "faces": [{"name": "Shock", "mana_cost": "{R}",
...           "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}]}
>>> row = card_columns(record)
>>> row["mana_value"], row["colors"], row["color_identity"], row["layout"]
(1.0, 'R', 'R', 'normal')
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from grimoire.cards.names import fold, normalize_name
from grimoire.core.mana import COLORS, ManaCost, ManaSymbolError

__all__ = [
    "CARD_COLUMNS",
    "FACE_KEYS",
    "RECORD_COLUMNS",
    "SEARCH_COLUMNS",
    "card_columns",
    "color_mask",
    "content_key",
    "merge_records",
    "number_of",
    "ruling_key",
]

Record = dict[str, Any]

FACE_KEYS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")

CARD_COLUMNS = (
    "id", "oracle_id", "name", "mana_cost", "mana_value", "colors", "color_identity",
    "type_line", "oracle_text", "power", "toughness", "loyalty", "layout", "faces", "keywords",
    "legalities",
)  # fmt: skip
SEARCH_COLUMNS = (
    "id", "name_search", "type_search", "oracle_search", "mana_search", "keyword_search",
    "legal_search", "flags", "layout", "color_mask", "identity_mask", "mana_value", "power_num",
    "toughness_num", "loyalty_num",
)  # fmt: skip
RECORD_COLUMNS = ("id", "oracle_date", "known")

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_LEADING_NUMBER = re.compile(r"^[+-]?\d+(?:\.\d+)?")
_SUM_FACES = {"split", "aftermath"}  # CR 709.4: a split card's mana value adds both halves


def content_key(*parts: object) -> int:
    """A stable signed 64-bit key for deduplicating rows by content.

    >>> content_key(1, "en", "x") == content_key(1, "en", "x") != content_key(1, "de", "x")
    True
    """
    digest = hashlib.blake2b("\x1f".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def color_mask(colors: str | list[str] | tuple[str, ...]) -> int:
    """Bit mask of a set of colors: W=1, U=2, B=4, R=8, G=16.

    >>> color_mask("WU"), color_mask(["G"]), color_mask("")
    (3, 16, 0)
    """
    return sum(1 << COLORS.index(c) for c in set(colors) if c in COLORS)


def number_of(value: str | None) -> float | None:
    """The number a power, toughness or loyalty counts as in comparisons (``*`` counts as 0).

    >>> [number_of(v) for v in ("3", "1+*", "*", "-1", "X", None, "?")]
    [3.0, 1.0, 0.0, -1.0, 0.0, None, None]
    """
    if value is None:
        return None
    match = _LEADING_NUMBER.match(value.strip())
    if match:
        return float(match.group())
    if any(char in value for char in "*X"):
        return 0.0
    return None


def _cost_value(cost: str) -> float:
    try:
        return float(ManaCost.parse(cost).mana_value)
    except ManaSymbolError:  # Un-card symbols ({HR}, {1000000}, {∞} ...): count leniently
        total = 0.0
        for symbol in _SYMBOL.findall(cost):
            if symbol.isdigit():
                total += int(symbol)
            elif symbol.startswith("H") or symbol == "½":
                total += 0.5
            elif symbol not in {"X", "Y", "Z"}:
                total += 1
        return total


def _cost_colors(cost: str) -> set[str]:
    try:
        return set(ManaCost.parse(cost).colors)
    except ManaSymbolError:
        return {c for symbol in _SYMBOL.findall(cost) for c in symbol if c in COLORS}


def _ordered(colors: set[str] | list[str]) -> str:
    return "".join(c for c in COLORS if c in colors)


def _infer_layout(faces: list[dict[str, Any]]) -> str:
    if len(faces) < 2:
        return "normal"
    back = faces[1]
    if "Adventure" in (back.get("type_line") or ""):
        return "adventure"
    if (back.get("oracle_text") or "").startswith("Aftermath"):
        return "aftermath"
    if back.get("mana_cost"):
        return "split"
    if "flip" in (faces[0].get("oracle_text") or "").casefold():
        return "flip"
    return "transform"


def merge_records(old: Record, new: Record, *, new_is_newer: bool) -> Record:
    """Merge two records of one card.

    The newer source wins for every key it gives; the older one only fills keys the newer
    lacks. Faces merge key by key, so a source that omits loyalty keeps the known one.
    Legalities merge format by format.

    >>> old = {"name": "A", "faces": [{"name": "A", "oracle_text": "old", "loyalty": "3"}]}
    >>> new = {"name": "A", "faces": [{"name": "A", "oracle_text": "new"}]}
    >>> merge_records(old, new, new_is_newer=True)["faces"]
    [{'name': 'A', 'oracle_text': 'new', 'loyalty': '3'}]
    >>> merge_records(old, new, new_is_newer=False)["faces"]
    [{'name': 'A', 'oracle_text': 'old', 'loyalty': '3'}]
    """
    winner, loser = (new, old) if new_is_newer else (old, new)
    merged: Record = {k: v for k, v in loser.items() if not k.startswith("_")}
    for key, value in winner.items():
        if key.startswith("_"):
            continue
        if key == "faces" and "faces" in loser and len(loser["faces"]) == len(value):
            merged[key] = [{**lf, **wf} for lf, wf in zip(loser["faces"], value, strict=True)]
        elif key == "legalities" and "legalities" in loser:
            merged[key] = {**loser["legalities"], **value}
        else:
            merged[key] = value
    for key, value in (*loser.items(), *winner.items()):
        if key.startswith("_") and key[1:] not in merged:
            merged[key] = value
    return merged


def card_columns(record: Record) -> dict[str, Any]:
    """Every column of ``cards``, ``card_search`` and ``card_records`` for a record (but
    ``id``, ``oracle_id`` and ``oracle_date``)."""
    faces = [{key: face.get(key) for key in FACE_KEYS} for face in record["faces"]]
    for face in faces:
        for key in ("mana_cost", "type_line", "oracle_text"):
            face[key] = face[key] or ""
    front = faces[0]
    layout = record.get("layout") or record.get("_layout") or _infer_layout(faces)
    if len(faces) > 1:
        mana_cost = " // ".join(f["mana_cost"] for f in faces if f["mana_cost"])
        type_line = " // ".join(f["type_line"] for f in faces)
        oracle_text = "\n//\n".join(f["oracle_text"] for f in faces)
    else:
        mana_cost, type_line, oracle_text = front["mana_cost"], front["type_line"], front[
            "oracle_text"]
    if "mana_value" in record:
        mana_value = float(record["mana_value"])
    elif layout in _SUM_FACES:
        mana_value = sum(_cost_value(f["mana_cost"]) for f in faces)
    else:
        mana_value = _cost_value(front["mana_cost"])
    if "colors" in record:
        colors = _ordered(record["colors"])
    else:
        colors = _ordered({c for f in faces for c in _cost_colors(f["mana_cost"])})
    if "color_identity" in record:
        identity = _ordered(record["color_identity"])
    else:  # CR 903.4: mana symbols in the cost and the rules text
        symbols = " ".join(f["mana_cost"] + " " + f["oracle_text"] for f in faces)
        found = {c for s in _SYMBOL.findall(symbols) for c in s.split("/") if c in COLORS}
        identity = _ordered(set(colors) | found)
    keywords = list(record.get("keywords") or [])
    legalities = dict(record.get("legalities") or {})
    flags = sorted(set(record.get("flags") or []))
    legal = sorted(fmt for fmt, status in legalities.items() if status == "legal")
    return {
        "name": record["name"],
        "mana_cost": mana_cost,
        "mana_value": mana_value,
        "colors": colors,
        "color_mask": color_mask(colors),
        "color_identity": identity,
        "identity_mask": color_mask(identity),
        "type_line": type_line,
        "oracle_text": oracle_text,
        "power": front["power"],
        "toughness": front["toughness"],
        "loyalty": front["loyalty"],
        "power_num": number_of(front["power"]),
        "toughness_num": number_of(front["toughness"]),
        "loyalty_num": number_of(front["loyalty"]),
        "layout": layout,
        "faces": json.dumps(faces, ensure_ascii=False),
        "keywords": json.dumps(keywords, ensure_ascii=False),
        "legalities": json.dumps(legalities, sort_keys=True),
        "flags": "|".join(flags),
        "known": json.dumps(record, ensure_ascii=False),
        "name_search": fold(record["name"]),
        "type_search": fold(type_line),
        "oracle_search": fold(oracle_text),
        "mana_search": mana_cost.upper(),
        "keyword_search": "|" + "|".join(fold(k) for k in keywords) + "|",
        "legal_search": "|" + "|".join(legal) + "|",
    }


def ruling_key(card_id: int, lang: str, text: str) -> int:
    """The deduplication key of a ruling: same card, language and wording (ignoring case,
    spacing, quote styles and punctuation) means the same ruling."""
    return content_key(card_id, lang, normalize_name(text))
