"""``grimoire coverage [--pool FILE] [--json] [--list compiled|unsupported]``: how much of a
card pool the compiler covers; ``--list`` names the cards, so the figure can be audited."""

from __future__ import annotations

import argparse
import json

from grimoire.oracle.coverage import coverage, load_pool


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``coverage`` command."""
    parser = subparsers.add_parser(
        "coverage", help="compile a card pool and report how much is fully supported"
    )
    parser.add_argument(
        "--pool",
        help="pool file (default: the built-in pool); MTGJSON set/"
        "AtomicCards, Scryfall oracle-cards (.json/.xz/.gz) or dice_cards.tsv",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--top", type=int, default=20, help="how many phrases to list")
    parser.add_argument("--list", choices=("compiled", "unsupported"), default=None,
                        help="print the names of the fully compiled (or the other) cards, "
                             "one a line (in --json: a 'cards' list)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the coverage report."""
    report = coverage(load_pool(args.pool))
    names = None
    if args.list is not None:
        names = report.passed if args.list == "compiled" else report.failed
    if args.json:
        data = report.as_json(args.top)
        if names is not None:
            data["cards_" + args.list] = names
        print(json.dumps(data, ensure_ascii=False))
        return 0
    if names is not None:
        for name in names:
            print(name)
        return 0
    print(f"cards: {report.cards}")
    print(f"fully compiled: {report.compiled} ({report.percent}%)")
    if report.phrases:
        print("most frequent unimplemented phrases:")
        for phrase, count in report.top(args.top):
            print(f"  {count:6d}  {phrase}")
    return 0
