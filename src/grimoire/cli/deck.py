"""``grimoire deck check FILE... [--format F] [--json] [--db PATH]``: can the engine play
these decks, and are they legal.

For each deck: whether the rules engine plays every card, each card it can't with the
missing mechanism in words, the share of cards and of card slots playable, and with
``--format`` the deck construction problems (size, copies, banlist, color identity).
Folders are read for ``*.dck``, ``*.dec``, ``*.dek`` and ``*.txt`` files. With several decks a
summary ends the report, ranking the cards that block the most decks.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.decks import load_deck
from grimoire.decks.check import FORMATS, DeckCheck, check_deck, summary
from grimoire.decks.names import NameResolver
from grimoire.errors import DeckError

_SUFFIXES = (".dck", ".dec", ".dek", ".txt")


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``deck`` command."""
    parser = subparsers.add_parser(
        "deck", help="check deck files: playable by the engine, legal in a format",
        description="Deck files: check what the rules engine can play and what a format "
                    "allows.")
    commands = parser.add_subparsers(dest="deck_command", metavar="ACTION")
    check = commands.add_parser(
        "check", help="per deck: unplayable cards with what is missing; format legality",
        description=__doc__.splitlines()[0] if __doc__ else None)
    check.add_argument("files", nargs="+", metavar="FILE", help="deck files or folders")
    check.add_argument("--format", choices=FORMATS, default=None,
                       help="also check deck construction in this format")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.add_argument("--top", type=int, default=20,
                       help="how many blocking cards the summary lists (default 20)")
    add_pool_argument(check)
    check.set_defaults(func=check_command)
    parser.set_defaults(func=lambda args: (parser.print_help(), 2)[1])


def _expand(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*")
                              if p.is_file() and p.suffix.lower() in _SUFFIXES))
        else:
            out.append(path)
    return out


def check_command(args: argparse.Namespace) -> int:
    """Check each deck; exit 0 when every deck parsed (and is legal, with ``--format``)."""
    files = _expand(args.files)
    if not files:
        print("grimoire: error: no deck files found", file=sys.stderr)
        return 2
    pool = open_pool(args)
    resolver = NameResolver(pool)  # built once for every deck
    checks: list[DeckCheck] = []
    errors: list[dict[str, str]] = []
    for path in files:
        try:
            deck = load_deck(path, pool=resolver, playable_only=False)
        except DeckError as error:
            errors.append({"path": str(path), "error": str(error)})
            if not args.json:
                print(f"{path}: error: {error}")
            continue
        check = check_deck(deck, pool, format=args.format, path=str(path))
        checks.append(check)
        if not args.json:
            print(_text(check))
    totals = summary(checks)
    if args.json:
        totals["blockers"] = totals["blockers"][:args.top]
        print(json.dumps({"pool": pool.source, "decks": [c.to_json() for c in checks],
                          "errors": errors, "summary": totals}, ensure_ascii=False))
    elif len(files) > 1:
        print(_summary_text(totals, len(errors), args.top))
    bad = errors or (args.format is not None and any(c.legal is False for c in checks))
    return 1 if bad else 0


def _percent(share: float) -> str:
    return f"{100 * share:.1f}%"


def _text(check: DeckCheck) -> str:
    verdict = "playable" if check.playable else "not playable"
    lines = [f"{check.path}: {check.name}: {verdict}; cards "
             f"{check.cards - len(check.unplayable)}/{check.cards} "
             f"({_percent(check.card_share)}), slots "
             f"{check.slots - sum(p.copies for p in check.unplayable)}/{check.slots} "
             f"({_percent(check.slot_share)})"]
    for problem in check.unplayable:
        lines.append(f"  {problem.copies}x {problem.name}: {'; '.join(problem.missing)}")
    if check.format is not None:
        if check.legality:
            lines.append(f"  {check.format}: not legal")
            lines.extend(f"    - {p}" for p in check.legality)
        else:
            lines.append(f"  {check.format}: legal")
    lines.extend(f"  note: {note}" for note in check.notes)
    return "\n".join(lines)


def _summary_text(totals: dict[str, Any], errors: int, top: int) -> str:
    lines = ["", f"decks: {totals['decks']} read"
             + (f", {errors} with errors" if errors else "")
             + f"; fully playable {totals['playable_decks']}/{totals['decks']}",
             f"playable cards: {_percent(totals['card_share'])}, "
             f"playable card slots: {_percent(totals['slot_share'])}",
             f"cards blocking a deck: {totals['blocking_cards']}"]
    if totals.get("legal_decks"):
        lines.append(f"legal decks: {totals['legal_decks']}")
    for entry in totals["blockers"][:top]:
        lines.append(f"  {entry['decks']:4d} decks {entry['slots']:4d} slots  {entry['name']}:"
                     f" {'; '.join(entry['missing'])}")
    return "\n".join(lines)
