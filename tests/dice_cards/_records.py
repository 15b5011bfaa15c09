"""The 185 numeric-die cards of ``../shared/data/dice_cards.tsv`` as Oracle records, for
in-game tests of the cards outside AFR/AFC without needing ``../shared/data``.

``tests/dice_cards/dice_records.json`` was written from
``grimoire.oracle.coverage.load_pool("../shared/data/dice_cards.tsv")`` (name, type line,
mana cost, Oracle text, power, toughness, loyalty, faces). Ten records have no type line
in the data (planes and a few Unfinity cards); pass ``type_line=`` to :func:`definition`.

>>> record("Lobe Lobber")["type_line"]
'Artifact — Equipment'
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

SNAPSHOT = Path(__file__).resolve().parent / "dice_records.json"


@cache
def records() -> dict[str, dict[str, Any]]:
    """Every numeric-die card's record by name."""
    data = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    return {r["name"]: r for r in data}


def record(name: str, **override: Any) -> dict[str, Any]:
    """One card's record (a copy), with fields overridden."""
    return {**records()[name], **override}


def definition(name: str, **override: Any) -> ir.CardDefinition:
    """The compiled definition of one dice card (pass to ``tests.dice_rules._util.game``
    as ``extra=``)."""
    return compile_source(record(name, **override))
