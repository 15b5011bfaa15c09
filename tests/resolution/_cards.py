"""Oracle records of the cards the resolution, event and trigger tests play, embedded in
``records.json`` (copied from the 2025-09-25 Oracle list) so the tests need no
``../shared/data``.

>>> definition("Reanimate").spell is not None
True
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS = Path(__file__).resolve().parent / "records.json"


@cache
def records() -> dict[str, dict[str, Any]]:
    """The embedded Oracle records by name."""
    return {r["name"]: r for r in json.loads(RECORDS.read_text(encoding="utf-8"))}


@cache
def definition(name: str) -> ir.CardDefinition:
    """The compiled definition of one embedded card."""
    return compile_source(records()[name])


def definitions(*names: str) -> list[ir.CardDefinition]:
    """Compiled definitions of ``names`` (for ``tests.dice_rules._util.game(extra=...)``)."""
    return [definition(n) for n in names]
