"""Finding a card's compiled definition by name for the odds command and API.

The built-in pool (``grimoire.pool.CardPool.builtin()``) is used when it is installed;
otherwise the bundled ``pool.json`` is read and the card compiled with
``grimoire.oracle.compile_card``. Unknown names raise :class:`UnknownCardError` with the
closest names.
"""

from __future__ import annotations

import difflib
import importlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from grimoire.errors import DataFileError, GrimoireError, UnknownCardError
from grimoire.oracle.ir import CardDefinition

POOL_FILE = Path(__file__).resolve().parent.parent / "cards" / "bundled" / "pool.json"


def find_card(name: str) -> CardDefinition:
    """The compiled definition of the built-in card called ``name`` (any letter case)."""
    pool = _builtin_pool()
    if pool is not None:
        return cast(CardDefinition, pool.get(name))
    records = _pool_records()
    record = records.get(name.casefold())
    if record is None:
        names = [str(r["name"]) for r in records.values()]
        close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
        raise UnknownCardError(name, tuple(close), context="built-in card pool")
    compile_card = _compiler()
    return cast(
        CardDefinition,
        compile_card(
            record["name"], record["type_line"], record.get("mana_cost", ""),
            record.get("oracle_text", ""), record.get("power"), record.get("toughness"),
            record.get("loyalty"),
        ),
    )


def _builtin_pool() -> Any | None:
    """``grimoire.pool.CardPool.builtin()`` if that module exists, else None."""
    try:
        module = importlib.import_module("grimoire.pool")
    except ImportError:
        return None
    pool_class = getattr(module, "CardPool", None)
    return None if pool_class is None else pool_class.builtin()


def _compiler() -> Any:
    try:
        module = importlib.import_module("grimoire.oracle")
        return module.compile_card
    except (ImportError, AttributeError):
        raise GrimoireError(
            "the Oracle compiler (grimoire.oracle.compile_card) is not available; "
            "pass a CardDefinition instead of a name"
        ) from None


@lru_cache(maxsize=1)
def _pool_records() -> dict[str, dict[str, Any]]:
    try:
        data = json.loads(POOL_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise DataFileError(
            f"cannot read the built-in pool: {error}", path=str(POOL_FILE)
        ) from None
    if not isinstance(data, list):
        raise DataFileError("expected a list of cards", path=str(POOL_FILE))
    return {str(card["name"]).casefold(): card for card in data}
