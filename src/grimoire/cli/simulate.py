"""``grimoire simulate DECK DECK --games N --seed S --agent random [--json]``.

A deck file's ``Contraptions``, ``Attractions`` and ``Planar`` sections are played too
(:func:`grimoire.sim.decks.game_options`)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from grimoire.sim.batch import AGENTS, simulate


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "simulate", help="play many games between agents and report throughput",
        description="Play N games between two decks (files or built-in deck names); "
                    "seats alternate who plays first.")
    parser.add_argument("decks", nargs=2, metavar="DECK")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", action="append", choices=sorted(AGENTS),
                        help="agent per seat, in deck order (repeat; default random)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from grimoire.decks import deck_from_spec
    from grimoire.pool import CardPool
    if args.games < 1:
        print("grimoire: error: --games must be at least 1", file=sys.stderr)
        return 2
    from grimoire.sim.decks import game_options
    pool = CardPool.builtin()
    parsed = [deck_from_spec(spec, pool=pool) for spec in args.decks]
    decks = [list(deck.main) for deck in parsed]
    options = game_options(parsed)  # Contraptions, Attractions, Planar sections
    agents = args.agent or ["random"]
    if len(agents) > 2:
        print("grimoire: error: at most two --agent options", file=sys.stderr)
        return 2
    show = sys.stderr.isatty() and not args.json

    def progress(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    result = simulate(decks, pool, games=args.games, seed=args.seed, agents=agents,
                      progress=progress if show else None, options=options)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    print(f"games: {result.games} (finished {result.finished})")
    print(f"games/s: {result.games_per_s:.2f}   decisions/s: {result.decisions_per_s:.0f}")
    print(f"average turns: {result.avg_turns:.1f}")
    print(f"wins: seat 0 ({args.decks[0]}) {result.wins['0']}, "
          f"seat 1 ({args.decks[1]}) {result.wins['1']}, draws {result.wins['draw']}")
    return 0
