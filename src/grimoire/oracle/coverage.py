"""Coverage: how many cards of a pool compile fully, and which phrases don't.

A card counts as compiled only if no face holds an
:class:`~grimoire.oracle.ir.Unimplemented` node or IR the engine does not honour, and the
engine plays all of its faces (:func:`grimoire.oracle.faces.face_gap`: not yet split,
adventurer, modal double-faced, flip or meld cards). Pools load from the built-in pool, MTGJSON
set or AtomicCards files, Scryfall oracle-cards lists (``.json``, ``.xz``, ``.gz``) and
``dice_cards.tsv``; any other shape raises :class:`~grimoire.errors.DataFileError`.

>>> report = coverage([{"name": "Shock", "type_line": "Instant", "mana_cost": "{R}",
...                     "oracle_text": "Shock deals 2 damage to any target."}])
>>> report.cards, report.compiled, report.percent
(1, 1, 100.0)
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import lzma
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, cast

from grimoire.errors import DataFileError
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.faces import face_gap
from grimoire.oracle.ir import CardDefinition, unimplemented_nodes
from grimoire.oracle.support import engine_gaps

BUILTIN_POOL = Path(__file__).resolve().parent.parent / "cards" / "bundled" / "pool.json"


@dataclass(slots=True)
class CoverageReport:
    """The result of compiling a pool."""

    cards: int = 0
    compiled: int = 0
    phrases: Counter[str] = field(default_factory=Counter)
    failed: list[str] = field(default_factory=list)
    """The names of the cards not (fully) compiled, in pool order."""
    passed: list[str] = field(default_factory=list)
    """The names of the fully compiled cards, in pool order."""

    @property
    def percent(self) -> float:
        """Fully compiled cards, in percent (one decimal)."""
        return round(100.0 * self.compiled / self.cards, 1) if self.cards else 0.0

    def top(self, count: int = 20) -> list[list[object]]:
        """The most frequent unimplemented phrases as ``[phrase, count]``."""
        return [[phrase, n] for phrase, n in self.phrases.most_common(count)]

    def as_json(self, count: int = 20) -> dict[str, object]:
        """The ``--json`` object."""
        return {
            "cards": self.cards,
            "compiled": self.compiled,
            "percent": self.percent,
            "top_unimplemented": self.top(count),
        }


def phrase_key(text: str) -> str:
    """Group unimplemented spans: numbers and mana symbols become placeholders.

    >>> phrase_key("Draw 3 cards. {2}{G}")
    'Draw N cards. {M}'
    """
    first = text.split("\n", 1)[0]
    first = re.sub(r"(\{[^}]+\})+", "{M}", first)
    first = re.sub(r"\b\d+\b", "N", first)
    return first[:90]


def card_is_compiled(defs: Iterable[CardDefinition]) -> bool:
    """Whether every face compiled without an Unimplemented node and without IR the engine
    does not honour (:func:`grimoire.oracle.support.engine_gaps`)."""
    return all(not unimplemented_nodes(d) and not engine_gaps(d) for d in defs)


def coverage(cards: Iterable[Mapping[str, Any]]) -> CoverageReport:
    """Compile every card and count."""
    report = CoverageReport()
    for card in cards:
        report.cards += 1
        defs = compile_faces(card)
        missing = [n for d in defs for n in unimplemented_nodes(d)]
        gaps = [] if missing else [g for d in defs for g in engine_gaps(d)]
        faces = face_gap(card)  # a face beyond the front one the engine can't play
        if faces is not None and not missing:
            gaps.append(faces)
        if missing or gaps:
            report.failed.append(str(card.get("name", "")))
            for node in missing:
                report.phrases[phrase_key(node.text)] += 1
            for gap in dict.fromkeys(gaps):  # the engine can't honour compiled IR
                report.phrases["engine: " + gap[:82]] += 1
        else:
            report.compiled += 1
            report.passed.append(str(card.get("name", "")))
    return report


MAX_RATIO = 100
"""Card data compresses about 5-20 to 1; a file that decompresses past 100 times its size
(and past :data:`RATIO_FLOOR`) is no card data but a decompression bomb, refused while
reading instead of filling memory."""
RATIO_FLOOR = 64 * 1024 * 1024
MAX_READ = 4 * 1024 * 1024 * 1024
"""The most text read from one file (4 GB), compressed or not."""


def _open_text(path: Path) -> str:
    """The text of ``path`` (plain, ``.gz`` or ``.xz``), read in bounded chunks."""
    try:
        size = path.stat().st_size
        if path.suffix == ".xz":
            with lzma.open(path, "rb") as handle:
                return _read_bounded(cast(IO[bytes], handle), size, path).decode("utf-8")
        if path.suffix == ".gz":
            with gzip.open(path, "rb") as handle:
                return _read_bounded(cast(IO[bytes], handle), size, path).decode("utf-8")
        return _read_bounded(path.open("rb"), size, path).decode("utf-8")
    except (OSError, lzma.LZMAError, EOFError, UnicodeDecodeError) as error:
        raise DataFileError(f"cannot read: {error}", path=str(path)) from error


def _read_bounded(handle: IO[bytes], size: int, path: Path) -> bytes:
    chunks: list[bytes] = []
    total = 0
    with handle:
        while chunk := handle.read(1 << 20):
            total += len(chunk)
            if total > MAX_READ or (total > RATIO_FLOOR and total > MAX_RATIO * max(size, 1)):
                raise DataFileError(f"refusing to read: it decompresses to more than "
                                    f"{total // 2**20} MB from {size} bytes", path=str(path))
            chunks.append(chunk)
    return b"".join(chunks)


def _oracle_index(folder: Path) -> dict[str, dict[str, Any]]:
    """Cards of a Scryfall oracle-cards file beside a .tsv (for type lines the .tsv lacks)."""
    for candidate in sorted(folder.glob("oracle-cards-*.json*")):
        try:
            data = json.loads(_open_text(candidate))
        except (DataFileError, json.JSONDecodeError):
            continue
        if isinstance(data, list):
            return {c["name"]: c for c in data if isinstance(c, dict) and "name" in c}
    return {}


def _mtgjson_index(folder: Path, set_codes: set[str]) -> dict[str, dict[str, Any]]:
    """Characteristics from MTGJSON set files (``mtgjson/<SET>.json.xz`` beside a .tsv) for
    cards the Scryfall file lacks (old Un-set and promo cards)."""
    index: dict[str, dict[str, Any]] = {}
    for code in sorted(set_codes):
        candidate = folder / "mtgjson" / f"{code}.json.xz"
        if not candidate.exists():
            continue
        try:
            data = json.loads(_open_text(candidate))
        except (DataFileError, json.JSONDecodeError):
            continue
        for card in data.get("data", {}).get("cards", []):
            if isinstance(card, dict) and card.get("name"):
                index.setdefault(card["name"], _mtgjson_card(card))
                if card.get("faceName"):
                    index.setdefault(card["faceName"], _mtgjson_card(card))
    return index


def _from_tsv(text: str, path: Path, numeric_only: bool) -> list[dict[str, Any]]:
    # Names such as '"Lifetime" Pass Holder' hold quotes: no CSV quoting in this file.
    reader = csv.DictReader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE)
    if (
        not reader.fieldnames
        or "oracle_text" not in reader.fieldnames
        or "name" not in reader.fieldnames
    ):
        raise DataFileError("a .tsv pool needs 'name' and 'oracle_text' columns", path=str(path))
    cards = []
    index = _oracle_index(path.parent)
    rows = [
        row
        for row in reader
        if not numeric_only
        or "die" in (row.get("match_kind") or "")
        or "attraction" in (row.get("match_kind") or "")
    ]
    missing_sets = {
        code
        for row in rows
        if row["name"] not in index
        for code in (row.get("set_codes") or "").split(",")
    }
    older = _mtgjson_index(path.parent, missing_sets) if missing_sets else {}
    for row in rows:
        known = index.get(row["name"]) or older.get(row["name"], {})
        card = {
            "name": row["name"],
            "oracle_text": row["oracle_text"].replace("\\n", "\n"),
            "type_line": row.get("type_line") or known.get("type_line", ""),
            "mana_cost": row.get("mana_cost") or known.get("mana_cost", ""),
            "power": known.get("power"),
            "toughness": known.get("toughness"),
            "loyalty": known.get("loyalty"),
            "set_codes": row.get("set_codes", ""),
        }
        if known.get("card_faces") and known.get("oracle_text") == card["oracle_text"]:
            card["card_faces"] = known["card_faces"]
        cards.append(card)
    return cards


def _mtgjson_card(card: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": card.get("faceName") or card.get("name", ""),
        "type_line": card.get("type", ""),
        "mana_cost": card.get("manaCost", ""),
        "oracle_text": card.get("text", ""),
        "power": card.get("power"),
        "toughness": card.get("toughness"),
        "loyalty": card.get("loyalty"),
        "identifiers": card.get("identifiers", {}),
    }


def load_pool(
    path: str | Path | None = None, *, numeric_dice_only: bool = True
) -> list[dict[str, Any]]:
    """Load a pool file into card mappings (see the module docstring for the shapes)."""
    file = Path(path) if path is not None else BUILTIN_POOL
    text = _open_text(file)
    stem = file.name.removesuffix(".xz").removesuffix(".gz")
    if stem.endswith(".tsv"):
        return _from_tsv(text, file, numeric_dice_only)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DataFileError(f"not JSON: {error}", path=str(file)) from error
    except RecursionError:
        raise DataFileError("not a card pool: the JSON is nested too deeply",
                            path=str(file)) from None
    if isinstance(data, list) and all(isinstance(c, dict) and "name" in c for c in data):
        return [c for c in data if "oracle_text" in c or "card_faces" in c or "type_line" in c]
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        inner = data["data"]
        if isinstance(inner.get("cards"), list):  # an MTGJSON set file
            seen: dict[str, dict[str, Any]] = {}
            for card in inner["cards"]:
                if isinstance(card, dict) and card.get("name") and card.get("side") in (None, "a"):
                    seen.setdefault(card["name"], _mtgjson_card(card))
            return list(seen.values())
        if all(isinstance(v, list) for v in inner.values()):  # AtomicCards
            out = []
            for faces in inner.values():
                if faces and isinstance(faces[0], dict):
                    out.append(_mtgjson_card(faces[0]))
            return out
    raise DataFileError(
        "unknown pool shape (want a Scryfall list, an MTGJSON set or "
        "AtomicCards file, or dice_cards.tsv)",
        path=str(file),
    )
