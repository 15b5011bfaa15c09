"""Snapshot tests: the compiled IR of real cards, reviewed once and pinned.

Each snapshot file stores the card's inputs and the expected IR (``compact`` rendering), so
these run without ``../shared/data``. Regenerate with ``tests/oracle/snapshot_tool.py`` and
review the diff by hand.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from grimoire.oracle import compile_faces
from grimoire.oracle.show import compact

SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"


def _entries() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(SNAPSHOTS.glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8")):
            out.append((f"{path.stem}:{item['name']}", item))
    return out


ENTRIES = _entries()


@pytest.mark.parametrize(("label", "item"), ENTRIES, ids=[label for label, _ in ENTRIES])
def test_snapshot(label: str, item: dict[str, Any]) -> None:
    """The compiler still produces the reviewed IR for this card."""
    card = {k: v for k, v in item.items() if k != "ir"}
    assert [compact(d) for d in compile_faces(card)] == item["ir"], label


def test_snapshot_sets_are_complete() -> None:
    """Seeds, every AFR/AFC die card (50) and 30+ more cards are pinned."""
    groups: dict[str, int] = {}
    for label, _ in ENTRIES:
        groups[label.split(":")[0]] = groups.get(label.split(":")[0], 0) + 1
    assert groups["afr_afc_dice"] == 50
    assert groups["effect_kinds"] >= 30
    names = {item["name"] for _, item in ENTRIES}
    assert {"Underdark Rift", "Treasure Chest", "Wizard's Spellbook"} <= names
