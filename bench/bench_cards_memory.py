"""Peak memory of the streaming MTGJSON importer on an assembled ``AllPrintings.json``.

Run from the project root: ``PYTHONPATH=src python bench/bench_cards_memory.py [--all]``.

Assembles ``AllPrintings.json`` from real set files of ``../shared/data/mtgjson`` -- five sets
(AFR, AFC, M10, MID, STX), or with ``--all`` every one of the 579, written set by set so the
bench itself never holds the whole file -- and measures with :mod:`tracemalloc` the peak of
Python allocations while :func:`grimoire.cards.import_files` imports it (plain and ``.gz``),
next to the peak of a plain ``json.load`` of the same file for comparison (five sets only).
"""

from __future__ import annotations

import argparse
import functools
import gc
import gzip
import json
import lzma
import shutil
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.cards import import_files  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "mtgjson"
FIVE = ("AFR", "AFC", "M10", "MID", "STX")


def assemble(files: list[Path], target: Path) -> None:
    """Write ``{"meta": ..., "data": {code: set, ...}}`` one set at a time."""
    with target.open("w", encoding="utf-8") as out:
        for index, path in enumerate(files):
            with lzma.open(path, "rt", encoding="utf-8") as f:
                content = json.load(f)
            if index == 0:
                out.write('{"meta": ' + json.dumps(content["meta"]) + ', "data": {')
            else:
                out.write(", ")
            out.write(json.dumps(content["data"]["code"]) + ": ")
            json.dump(content["data"], out, ensure_ascii=False)
        out.write("}}")


def peak(action: Callable[[], object]) -> tuple[float, float]:
    """(peak MiB of Python allocations, seconds) while running ``action``."""
    gc.collect()
    tracemalloc.start()
    start = time.perf_counter()
    action()
    seconds = time.perf_counter() - start
    _, top = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return top / 2**20, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--all", action="store_true", help="all 579 set files")
    args = parser.parse_args()
    files = (sorted(DATA.glob("*.json.xz")) if args.all
             else [DATA / f"{code}.json.xz" for code in FIVE])
    folder = Path(tempfile.mkdtemp())
    try:
        plain = folder / "AllPrintings.json"
        assemble(files, plain)
        packed = folder / "AllPrintings.json.gz"
        with plain.open("rb") as src, gzip.open(packed, "wb", compresslevel=1) as dst:
            shutil.copyfileobj(src, dst)
        size = plain.stat().st_size / 2**20
        print(f"AllPrintings.json from {len(files)} set files: {size:.1f} MiB "
              f"(.gz {packed.stat().st_size / 2**20:.1f} MiB)")
        for path in (plain, packed):
            db = folder / f"{path.name}.sqlite"
            mib, seconds = peak(functools.partial(import_files, [path], db))
            print(f"import {path.name}: peak {mib:.1f} MiB traced, {seconds:.1f} s "
                  "(under tracemalloc)")
        if not args.all:
            def load() -> object:
                with plain.open(encoding="utf-8") as f:
                    return json.load(f)
            mib, seconds = peak(load)
            print(f"json.load of the same file: peak {mib:.1f} MiB traced, {seconds:.1f} s")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
