"""``grimoire simulate DECK DECK --games N --seed S --agent random [--json]``.

A deck file's ``Contraptions``, ``Attractions`` and ``Planar`` sections are played too
(:func:`grimoire.sim.decks.game_options`)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.sim.batch import AGENTS, simulate


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "simulate", help="play many games between agents and report throughput",
        description="Play N games between two to six decks (files or built-in deck "
                    "names), one player per deck; seats take turns playing first.")
    parser.add_argument("decks", nargs="+", metavar="DECK")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", action="append", choices=sorted(AGENTS),
                        help="agent per seat, in deck order (repeat; default random)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--format", default="constructed",
                        help="constructed (default), commander or duel_commander (CR 903)")
    add_pool_argument(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from grimoire.decks import deck_from_spec
    if args.games < 1:
        print("grimoire: error: --games must be at least 1", file=sys.stderr)
        return 2
    if not 2 <= len(args.decks) <= 6:
        print("grimoire: error: give two to six decks, one per player (CR 800.1)",
              file=sys.stderr)
        return 2
    from grimoire.errors import GrimoireError
    from grimoire.sim.decks import game_options
    try:
        pool = open_pool(args)
        parsed = [deck_from_spec(spec, pool=pool) for spec in args.decks]
        # Contraptions, Attractions, Planar sections; commanders (CR 903.3)
        options = game_options(parsed, args.format)
    except (OSError, GrimoireError) as error:
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    decks = [list(deck.main) for deck in parsed]
    agents = args.agent or ["random"]
    if len(agents) not in (1, len(decks)):
        print(f"grimoire: error: give one --agent, or one per deck ({len(decks)})",
              file=sys.stderr)
        return 2
    show = sys.stderr.isatty() and not args.json

    def progress(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    try:
        result = simulate(decks, pool, games=args.games, seed=args.seed, agents=agents,
                          progress=progress if show else None, options=options)
    except GrimoireError as error:  # a format's rules refuse the decks (CR 903.2-903.3)
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    print(f"games: {result.games} (finished {result.finished})")
    print(f"games/s: {result.games_per_s:.2f}   decisions/s: {result.decisions_per_s:.0f}")
    print(f"average turns: {result.avg_turns:.1f}")
    seats = ", ".join(f"seat {i} ({spec}) {result.wins.get(str(i), 0)}"
                      for i, spec in enumerate(args.decks))
    print(f"wins: {seats}, draws {result.wins['draw']}")
    return 0
