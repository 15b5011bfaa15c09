"""Importer for Grimoire's own card bundle format (``bundled/seed_cards.json``).

The format is written by ``tools/extract_seed_cards.py``: one object
``{"format": "grimoire-seed-cards", "version": 1, "cards": [...]}`` where each card holds its
Oracle record (``oracle_id``, ``oracle_date``, ``name``, ``faces``, ``layout``, ...), its
``localized`` texts, ``printings`` and ``rulings`` (each with ``date``, ``lang`` and, for a
translation, ``translation_of``), and each item a ``source`` (``seed`` or ``mtgjson``).
"""

from __future__ import annotations

from typing import Any

from grimoire.cards.importers.records import FACE_KEYS, Record
from grimoire.cards.importers.writer import PRIORITY_MTGJSON, PRIORITY_SEED, Writer

__all__ = ["FORMAT", "import_bundle"]

FORMAT = "grimoire-seed-cards"
_RECORD_KEYS = ("layout", "mana_value", "colors", "color_identity", "keywords", "legalities",
                "flags")


def import_bundle(writer: Writer, cards: list[dict[str, Any]]) -> int:
    """Import the ``cards`` of a bundle; return how many."""
    writer.begin_source(None)
    for card in cards:
        record: Record = {
            "name": card["name"],
            "faces": [{key: face.get(key) for key in FACE_KEYS} for face in card["faces"]],
        }
        record.update({key: card[key] for key in _RECORD_KEYS if key in card})
        card_id = writer.card(card.get("oracle_id"), record, date=card.get("oracle_date"))
        faces = record["faces"]
        writer.add_names(card_id, "en", [card["name"], *(f["name"] for f in faces
                                                          if len(faces) > 1)])
        for text in card.get("localized", []):
            priority = PRIORITY_SEED if text.get("source") == "seed" else PRIORITY_MTGJSON
            writer.add_localized(card_id, text["lang"], text["name"], text.get("type_line"),
                                 text.get("text"), priority=priority)
        for printing in card.get("printings", []):
            writer.add_set(printing["set_code"], printing.get("set_name"),
                           printing.get("set_release_date"), printing.get("set_type"))
            writer.add_printing(card_id, printing["set_code"], printing.get("collector_number"),
                                lang=printing.get("lang", "en"), rarity=printing.get("rarity"),
                                artist=printing.get("artist"),
                                release_date=printing.get("release_date"))
        for ruling in card.get("rulings", []):
            writer.add_ruling(card_id, ruling.get("date"), ruling["text"],
                              lang=ruling.get("lang", "en"),
                              translation_of=ruling.get("translation_of"))
    return len(cards)
