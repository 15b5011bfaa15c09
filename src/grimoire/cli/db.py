"""``grimoire db import PATH... [--db PATH]`` and ``grimoire db info [--db PATH]``.

``db import`` adds MTGJSON files (set files, ``AllPrintings``, ``AtomicCards``) and Scryfall
bulk files (``oracle-cards``, ``default-cards``, ``all-cards``, ``rulings``), plain, ``.gz`` or
``.xz``, to the user database (``--db``, else ``$GRIMOIRE_DB``, else the platform's data
directory). A new user database starts as a copy of the built-in one, so the seed cards'
translated rulings and the card pool stay in it. The import is atomic: on any error the
database is left exactly as it was.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from grimoire.cards.default_db import builtin_db_path, default_db_path, resolve_db_path
from grimoire.cards.importers import import_files
from grimoire.cards.model import language_name
from grimoire.cards.store import CardStore
from grimoire.cli.card import add_db_argument


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``db`` command group (``db import``, ``db info``)."""
    parser = subparsers.add_parser("db", help="build or inspect the card database",
                                   description=__doc__.splitlines()[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="db_command", metavar="COMMAND")
    importer = commands.add_parser("import", help="import MTGJSON / Scryfall files (atomic)")
    importer.add_argument("paths", nargs="+", metavar="PATH", help="files to import, in order")
    importer.add_argument("--empty", action="store_true",
                          help="start a new database empty instead of from the built-in one")
    importer.add_argument("--quiet", action="store_true", help="no progress output")
    add_db_argument(importer)
    importer.set_defaults(func=run_import)
    info = commands.add_parser("info", help="what the card database holds")
    add_db_argument(info)
    info.set_defaults(func=run_info)

    def usage(args: argparse.Namespace) -> int:
        parser.print_help()
        return 2

    parser.set_defaults(func=usage)


def run_import(args: argparse.Namespace) -> int:
    """Import the files into the user database."""
    target = Path(args.db) if args.db else default_db_path()
    base = None if args.empty or target.exists() else builtin_db_path()
    show = not args.quiet and sys.stderr.isatty()

    def progress(index: int, total: int, path: str) -> None:
        if show:
            print(f"\r[{index + 1}/{total}] {Path(path).name:40.40}", end="", file=sys.stderr)

    try:
        report = import_files(args.paths, target, base=base, progress=progress)
    finally:
        if show:
            print(file=sys.stderr)
    counts = report.counts
    print(f"imported {len(args.paths)} file{'s' if len(args.paths) != 1 else ''} into "
          f"{target} in {report.seconds:.1f} s")
    print(f"  cards: {counts.new_cards:,} new, {counts.updated_cards:,} updated; "
          f"printings: {counts.printings:,}; localized texts: {counts.localized:,}; "
          f"names: {counts.names:,}; rulings: {counts.rulings:,}")
    if counts.skipped_rulings:
        print(f"  {counts.skipped_rulings:,} rulings skipped: their cards are not in the "
              "database (import the cards first)")
    if not args.quiet:
        for path, shape in report.shapes[-5:]:
            print(f"  {Path(path).name}: {shape}")
    return 0


def run_info(args: argparse.Namespace) -> int:
    """Print what the database holds."""
    path = resolve_db_path(args.db)
    with CardStore(path) as store:
        info = store.info()
    print(f"database: {info.path} ({info.kind}, {info.size_bytes / 1e6:.1f} MB)")
    if info.kind == "builtin" and args.db is None:
        print(f"  (no user database at {default_db_path()}: "
              "`grimoire db import FILE...` creates one)")
    print(f"cards: {info.cards:,} ({info.distinct_names:,} distinct names)")
    print(f"printings: {info.printings:,} in {info.sets:,} sets")
    print(f"names indexed: {info.names:,}")
    langs = ", ".join(f"{language_name(code)} {count:,}" for code, count in info.languages)
    print(f"printed texts by language (cards): {langs or 'none'}")
    rulings = ", ".join(f"{code} {count:,}" for code, count in info.ruling_languages)
    print(f"rulings: {info.rulings:,} ({rulings or 'none'})")
    if info.imports:
        print(f"imports ({len(info.imports)}):")
        for path_text, shape, date, when in info.imports[-10:]:
            dated = f", Oracle text of {date}" if date else ""
            print(f"  {when}  {Path(path_text).name}: {shape}{dated}")
    return 0
