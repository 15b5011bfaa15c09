"""``grimoire search QUERY [--json] [--db PATH]``: Scryfall-style search, offline.

See :mod:`grimoire.cards.search` for the syntax. The query may be one quoted argument or
several: the shell strips quotes, so ``o:"roll a d20"`` arrives as ``o:roll a d20`` and is
quoted back.
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from grimoire.cards.default_db import resolve_db_path
from grimoire.cards.store import CardStore
from grimoire.cli.card import add_db_argument

_PREFIX = re.compile(r"^(-?(?:!|[A-Za-z]+(?:>=|<=|!=|:|=|>|<)))(.*)$", re.DOTALL)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``search`` command."""
    parser = subparsers.add_parser(
        "search", help="search cards with a Scryfall-style query",
        description="Search cards offline. Examples: 'o:\"roll a d20\" t:artifact', "
                    "'c>=rg mv<=3 t:creature', 'lang:ja s:afr r:rare', '-t:land (c:u or c:b)'.",
    )
    parser.add_argument("query", nargs="+", metavar="QUERY", help="the query")
    parser.add_argument("--json", action="store_true",
                        help="print a JSON list of the English names, sorted")
    parser.add_argument("--limit", type=int, default=None, help="show at most N cards")
    add_db_argument(parser)
    parser.set_defaults(func=run)


def join_query(parts: list[str]) -> str:
    """Join command-line words into one query, re-quoting values the shell unquoted.

    One argument is the whole query, as typed. With several, an argument holding spaces was
    a quoted value (``o:"roll a d20"`` arrives as ``o:roll a d20``) and is quoted back.

    >>> join_query(["o:roll a d20", "t:artifact"])
    'o:"roll a d20" t:artifact'
    >>> join_query(['o:"roll a d20" t:artifact'])
    'o:"roll a d20" t:artifact'
    >>> join_query(["lightning bolt", "c:r"])
    '"lightning bolt" c:r'
    """
    if len(parts) == 1:
        return parts[0]
    words = []
    for part in parts:
        if '"' in part or not any(char.isspace() for char in part):
            words.append(part)
            continue
        match = _PREFIX.match(part)
        prefix, value = (match.group(1), match.group(2)) if match else ("", part)
        words.append(f'{prefix}"{value}"')
    return " ".join(words)


def run(args: argparse.Namespace) -> int:
    """Run the query and print the matching cards."""
    query = join_query(args.query)
    with CardStore(resolve_db_path(args.db)) as store:
        cards = store.search(query, limit=args.limit)
    if args.json:
        print(json.dumps(sorted({card.name for card in cards}), ensure_ascii=False))
        return 0
    for card in cards:
        cost = f"  {card.mana_cost}" if card.mana_cost else ""
        print(f"{card.name}{cost}  — {card.type_line}")
    print(f"{len(cards)} card{'s' if len(cards) != 1 else ''}", file=sys.stderr)
    return 0
