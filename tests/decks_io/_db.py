"""A tiny imported card database for the command tests: the built-in pool plus a few
Oracle records that the built-in pool lacks (embedded here, not read from ../shared)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from grimoire.cards import import_files

EXTRA: list[dict[str, Any]] = [
    {"name": "Savannah Lions", "mana_cost": "{W}", "type_line": "Creature — Cat",
     "oracle_text": "", "power": "2", "toughness": "1", "color_identity": ["W"]},
    {"name": "Contact Other Plane", "mana_cost": "{3}{U}", "type_line": "Instant",
     "oracle_text": "Roll a d20.\n1—9 | Draw two cards.\n10—19 | Scry 2, then draw two "
                    "cards.\n20 | Scry 3, then draw three cards.",
     "color_identity": ["U"]},
]
"""Oracle records of the 2025 Oracle list (name, cost, type, text, power/toughness)."""


def build_db(folder: Path) -> Path:
    """Import the built-in pool and :data:`EXTRA` into ``folder/cards.sqlite``."""
    bundled = Path(str(resources.files("grimoire.cards") / "bundled" / "pool.json"))
    extra = folder / "extra.json"
    extra.write_text(json.dumps(EXTRA), encoding="utf-8")
    db = folder / "cards.sqlite"
    import_files([bundled, extra], db)
    return db
