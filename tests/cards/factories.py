"""Small builders of MTGJSON / Scryfall-shaped test data."""

from __future__ import annotations

import json
from pathlib import Path


def write_json(path: Path, data: object) -> Path:
    """Write ``data`` as JSON to ``path`` and return the path."""
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def mtgjson_card(name: str, oracle_id: str, *, text: str = "", type_line: str = "Artifact",
                 mana_cost: str = "{2}", number: str = "1", **extra: object) -> dict[str, object]:
    """A minimal MTGJSON v5 card entry."""
    card: dict[str, object] = {
        "name": name, "text": text, "type": type_line, "manaCost": mana_cost,
        "manaValue": float(sum(int(c) for c in mana_cost if c.isdigit())), "colors": [],
        "colorIdentity": [], "layout": "normal", "number": number, "rarity": "rare",
        "artist": "An Artist", "identifiers": {"scryfallOracleId": oracle_id},
        "foreignData": [], "rulings": [], "legalities": {"commander": "Legal"},
    }
    card.update(extra)
    return card


def mtgjson_set(code: str, cards: list[dict[str, object]], *, date: str = "2022-04-25",
                release: str = "2021-07-23") -> dict[str, object]:
    """A minimal MTGJSON v5 set file."""
    return {"meta": {"date": date, "version": "5.2.0"},
            "data": {"baseSetSize": len(cards), "cards": cards, "code": code,
                     "name": f"Set {code}", "releaseDate": release, "type": "expansion"}}
