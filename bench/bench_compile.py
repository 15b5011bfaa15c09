"""Benchmark: compile every card of the 2025 Oracle pool (issue 3: must take < 60 s).

Run from the project root: ``PYTHONPATH=src python bench/bench_compile.py``.
Prints the wall time and the coverage of the whole pool, the dice cards and the built-in pool.
"""

from __future__ import annotations

import json
import lzma
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.oracle.coverage import coverage, load_pool  # noqa: E402

DATA = ROOT.parent / "shared" / "data"


def main() -> None:
    with lzma.open(DATA / "oracle-cards-2025-09-25.json.xz", "rt", encoding="utf-8") as handle:
        cards = json.load(handle)
    start = time.perf_counter()
    report = coverage(cards)
    elapsed = time.perf_counter() - start
    print(f"oracle-cards-2025-09-25: {report.cards} cards, {report.compiled} fully compiled "
          f"({report.percent}%), compile time {elapsed:.1f} s "
          f"({1e3 * elapsed / report.cards:.2f} ms/card)")
    dice = load_pool(DATA / "dice_cards.tsv")
    dice_report = coverage(dice)
    print(f"dice_cards.tsv numeric-die: {dice_report.cards} cards, {dice_report.compiled} "
          f"({dice_report.percent}%)")
    afr = [c for c in dice if set(c["set_codes"].split(",")) & {"AFR", "AFC"}]
    afr_report = coverage(afr)
    print(f"AFR/AFC die cards: {afr_report.cards} cards, {afr_report.compiled} "
          f"({afr_report.percent}%)")
    builtin = coverage(load_pool())
    print(f"built-in pool: {builtin.cards} cards, {builtin.compiled} ({builtin.percent}%)")


if __name__ == "__main__":
    main()
