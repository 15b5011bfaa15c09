"""``grimoire odds CARD``: exact odds of each results-table row of a card's die roll.

``--with`` adds cards whose static abilities replace or modify the roll (Pixie Guide turns
a d20 into the higher of two d20s, CR 706.6); ``--bonus`` gives the value of modifiers
that depend on the game (CR 706.2); ``--plot FILE.png`` draws the distribution.
"""

from __future__ import annotations

import argparse
import json

from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.dice import OddsReport, odds, plot_report


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``odds`` command."""
    parser = subparsers.add_parser(
        "odds",
        help="exact odds of each results-table row of a card's die roll",
        description="Exact probabilities (fractions and percentages) of a card's die roll, "
        "under the replacements and modifiers of other cards. Computed exactly, never sampled.",
    )
    parser.add_argument("card", metavar="CARD", help="the card that rolls, e.g. 'Treasure Chest'")
    parser.add_argument("--with", dest="with_", metavar="CARD", action="append", default=[],
                        help="a card whose static ability affects the roll (repeatable)")
    parser.add_argument("--bonus", type=int, default=None,
                        help="value of modifiers that depend on the game (e.g. cards in hand)")
    parser.add_argument("--x", type=int, default=None, help="X, when the card rolls X dice")
    parser.add_argument("--prefer", choices=("highest", "lowest"), default="highest",
                        help="which result a player keeps when they choose (default highest)")
    parser.add_argument("--roll", type=int, default=1, metavar="N",
                        help="which of the card's die rolls, 1-based (default 1)")
    parser.add_argument("--json", action="store_true", help="print the odds as JSON")
    parser.add_argument("--plot", metavar="FILE.png", default=None,
                        help="also draw the distribution as a bar chart PNG")
    add_pool_argument(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Compute and print the odds; return 0."""
    pool = open_pool(args)
    report = odds(pool.get(args.card), with_=[pool.get(name) for name in args.with_],
                  bonus=args.bonus, x=args.x,
                  prefer=args.prefer, roll_index=args.roll - 1)
    if args.plot:
        plot_report(report, args.plot)
    print(json.dumps(report.to_json()) if args.json else format_report(report))
    if args.plot and not args.json:
        print(f"plot written to {args.plot}")
    return 0


def format_report(report: OddsReport) -> str:
    """A person's table: each row's range, exact fraction and percentage."""
    lines = [report.card]
    which = f" (roll {report.roll_index + 1} of {report.roll_count})" \
        if report.roll_count > 1 else ""
    lines.append(f"roll: {report.roll}{which}")
    entries = [(row.range, row) for row in report.rows]
    entries += [(f"{row.range} (no row)", row) for row in report.unmatched]
    width = max(len("result"), *(len(label) for label, _ in entries))
    fraction_width = max(len("probability"), *(len(str(r.probability)) for _, r in entries))
    lines.append(f"  {'result':<{width}}  {'probability':>{fraction_width}}  {'percent':>8}")
    for label, row in entries:
        lines.append(f"  {label:<{width}}  {row.probability!s:>{fraction_width}}  "
                     f"{row.percent:>7.2f}%")
    if report.unmatched:
        lines.append("  (no row): results no row of the table contains; nothing happens "
                     "(CR 706.3a)")
    if report.other:
        expected = sum(v * p for v, p in report.other)
        lines.append(f"the other result averages {float(expected):.2f}")
    lines.extend(f"note: {note}" for note in report.notes)
    return "\n".join(lines)
