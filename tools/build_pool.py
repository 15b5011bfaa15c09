"""Regenerate ``src/grimoire/cards/bundled/pool.json``, the built-in card pool.

The pool is the set of cards Grimoire ships with: enough for the demo decks, the
benchmark deck, the three seed cards and the cards their rulings and the tests name.
Texts come from the newest Oracle wording in ``../shared/data`` (the 2025 Oracle list,
then MTGJSON set files for cards that list lacks, such as Un-cards).

Run from the project root::

    python tools/build_pool.py            # rewrite the pool from POOL_NAMES
    python tools/build_pool.py --check    # fail if the pool is out of date
"""

from __future__ import annotations

import argparse
import json
import lzma
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data"
POOL = ROOT / "src" / "grimoire" / "cards" / "bundled" / "pool.json"
NAMES = ROOT / "tools" / "pool_names.txt"
FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")


def pool_names() -> list[str]:
    """The names listed in ``tools/pool_names.txt`` (one a line, ``#`` comments)."""
    names = []
    for line in NAMES.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


def load_oracle() -> dict[str, dict[str, Any]]:
    with lzma.open(DATA / "oracle-cards-2025-09-25.json.xz", "rt", encoding="utf-8") as f:
        cards = json.load(f)
    return {card["name"]: card for card in cards}


def load_mtgjson(wanted: set[str]) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in sorted((DATA / "mtgjson").glob("*.json.xz")):
        with lzma.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)["data"]
        for card in data.get("cards", []):
            if card["name"] in wanted and card["name"] not in found:
                found[card["name"]] = {
                    "name": card["name"],
                    "mana_cost": card.get("manaCost", ""),
                    "type_line": card.get("type", ""),
                    "oracle_text": card.get("text", ""),
                    "power": card.get("power"),
                    "toughness": card.get("toughness"),
                    "loyalty": card.get("loyalty"),
                }
        if wanted <= found.keys():
            break
    return found


def build() -> list[dict[str, Any]]:
    names = pool_names()
    oracle = load_oracle()
    missing = {name for name in names if name not in oracle}
    fallback = load_mtgjson(missing) if missing else {}
    pool = []
    for name in names:
        card = oracle.get(name) or fallback.get(name)
        if card is None:
            raise SystemExit(f"tools/pool_names.txt: no Oracle text found for {name!r}")
        pool.append({key: card.get(key) if key != "mana_cost" else card.get(key) or ""
                     for key in FIELDS})
    return pool


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if pool.json is stale")
    args = parser.parse_args()
    text = json.dumps(build(), ensure_ascii=False, indent=1) + "\n"
    if args.check:
        if POOL.read_text(encoding="utf-8") != text:
            print("pool.json is out of date: run python tools/build_pool.py", file=sys.stderr)
            return 1
        return 0
    POOL.write_text(text, encoding="utf-8")
    print(f"wrote {POOL.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
