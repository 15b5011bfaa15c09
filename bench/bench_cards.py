"""Benchmark the card database (issue 4).

Run from the project root: ``PYTHONPATH=src python bench/bench_cards.py [--results]``.

Measures, on one core:

* building the built-in database from the bundled JSON (fresh cache) and opening it;
* importing all 579 MTGJSON set files of ``../shared/data/mtgjson`` into a new database (the
  target: under 60 s), then the 29,730-card 2025 Oracle list on top;
* exact-name lookup latency in several languages (target: under 5 ms);
* the median time of a few searches, among them ``o:"roll a d20" t:artifact`` (target: under
  50 ms);
* a "did you mean" suggestion for a misspelt name.

Prints a Markdown section; ``--results`` also writes it into ``bench/RESULTS.md`` as the
``## Card database`` section (replacing only that section).
"""

from __future__ import annotations

import argparse
import functools
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.cards import CardStore, import_files  # noqa: E402
from grimoire.cards.default_db import build_builtin  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
RESULTS = ROOT / "bench" / "RESULTS.md"
HEADING = "## Card database"

LOOKUPS = [
    ("en", "Treasure Chest"),
    ("en, full-width", "ＴＲＥＡＳＵＲＥ　ＣＨＥＳＴ"),
    ("de", "unterreich-spalte"),
    ("es", "Sima de la Infraoscuridad"),
    ("ja", "アンダーダークの裂け目"),
    ("zhs", "幽暗地域裂缝"),
    ("pt", "Livro de Magias do Mago"),
    ("ru", "Разлом Подземья"),
    ("en, split face", "Dawn"),
]
SEARCHES = [
    'o:"roll a d20" t:artifact',
    "t:creature c:rg mv<=2",
    "lang:ja s:afr",
    "c:m -t:creature (r:mythic or r:rare) pow>=3",
    "id<=g t:legendary t:creature",
    "dragon",
]


def median_ms(action: Callable[[], object], repeats: int) -> tuple[float, float]:
    """Median and worst time of ``repeats`` calls, in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def run() -> list[str]:
    lines: list[str] = []
    folder = Path(tempfile.mkdtemp(prefix="grimoire-bench-"))

    start = time.perf_counter()
    build_builtin(folder / "builtin.sqlite")
    builtin_s = time.perf_counter() - start
    start = time.perf_counter()
    CardStore(folder / "builtin.sqlite").lookup("Treasure Chest")
    open_ms = (time.perf_counter() - start) * 1000

    sets = sorted((DATA / "mtgjson").glob("*.json.xz"))
    oracle = DATA / "oracle-cards-2025-09-25.json.xz"
    db = folder / "cards.sqlite"
    start = time.perf_counter()
    first = import_files(sets, db)
    sets_s = time.perf_counter() - start
    start = time.perf_counter()
    second = import_files([oracle], db)
    oracle_s = time.perf_counter() - start
    store = CardStore(db)
    info = store.info()

    lines += [
        "| step | time | result |",
        "|---|---|---|",
        f"| build the built-in DB (pool + seed cards, fresh cache) | {builtin_s * 1000:.0f} ms "
        f"| {len(CardStore(folder / 'builtin.sqlite'))} cards |",
        f"| open it + first lookup | {open_ms:.1f} ms | |",
        f"| import {len(sets)} MTGJSON set files (new DB) | **{sets_s:.1f} s** | "
        f"{first.counts.new_cards:,} cards, {first.counts.printings:,} printings, "
        f"{first.counts.localized:,} printed texts, {first.counts.names:,} names, "
        f"{first.counts.rulings:,} rulings |",
        f"| then the Oracle list on top | {oracle_s:.1f} s | {second.counts.new_cards:,} new "
        f"cards, {second.counts.updated_cards:,} updated to the 2025 wording |",
        f"| resulting DB | | {info.cards:,} cards, {info.size_bytes / 1e6:.0f} MB |",
        "",
        "| exact-name lookup (full DB, 200 runs) | median | worst |",
        "|---|---|---|",
    ]
    for label, name in LOOKUPS:
        median, worst = median_ms(functools.partial(store.lookup, name), 200)
        lines.append(f"| {label}: `{name}` | {median:.2f} ms | {worst:.2f} ms |")
    lines += ["", "| search (full DB, 30 runs) | results | median | worst |",
              "|---|---|---|---|"]
    for query in SEARCHES:
        count = len(store.search(query))
        median, worst = median_ms(functools.partial(store.search, query), 30)
        lines.append(f"| `{query}` | {count} | **{median:.1f} ms** | {worst:.1f} ms |")
    median, worst = median_ms(lambda: store.suggest("Tresure Chets"), 10)
    lines += ["", f"Suggestions for the unknown name `Tresure Chets` "
                  f"({', '.join(store.suggest('Tresure Chets')[:3])}): median {median:.0f} ms."]
    store.close()
    for path in folder.iterdir():
        path.unlink()
    folder.rmdir()
    return lines


def section(lines: list[str]) -> str:
    date = subprocess.run(["date"], capture_output=True, text=True, check=False).stdout.strip()
    head = [
        HEADING,
        "",
        f"Measured {time.strftime('%Y-%m-%d')} (`date`: {date}), {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, SQLite {__import__('sqlite3').sqlite_version},",
        "`PYTHONPATH=src python3 bench/bench_cards.py` (one process, one core):",
        "",
    ]
    notes = [
        "",
        "Targets (issue 4): import of the 579 set files under 60 s on one core; exact lookup "
        "under 5 ms; `o:\"roll a d20\" t:artifact` under 50 ms median. MTGJSON lists each face "
        "of a multi-face card as an entry (59,634 entries); Grimoire stores one printing per "
        "physical card, and one card per Oracle id (23,743 ids for 23,711 names: a few "
        "Un-cards share a name).",
    ]
    return "\n".join(head + lines + notes) + "\n"


def write_results(text: str) -> None:
    current = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else "# Benchmark results\n"
    pattern = re.compile(rf"^{re.escape(HEADING)}\n.*?(?=^## |\Z)", re.S | re.M)
    if pattern.search(current):
        updated = pattern.sub(lambda _: text + "\n", current, count=1)
    else:
        updated = current.rstrip("\n") + "\n\n" + text
    RESULTS.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--results", action="store_true", help="update bench/RESULTS.md")
    args = parser.parse_args()
    if not (DATA / "mtgjson").is_dir():
        raise SystemExit(f"needs the reference data in {DATA}")
    text = section(run())
    print(text)
    if args.results:
        write_results(text)


if __name__ == "__main__":
    main()
