"""``grimoire demo [--seed S]``: one random-vs-random game on the demo decks, as a log."""

from __future__ import annotations

import argparse
from typing import Any

from grimoire.rules import events as ev

_QUIET = (ev.StepBegan, ev.Tapped, ev.Shuffled, ev.CardDrawn)


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "demo", help="watch one random-vs-random game on the built-in demo decks")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", nargs=2, default=["demo-red-green", "demo-wub-flyers"],
                        metavar="DECK", help="deck files or built-in deck names")
    parser.add_argument("--verbose", action="store_true", help="show every event")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from grimoire.agents import RandomAgent
    from grimoire.decks import deck_from_spec
    from grimoire.pool import CardPool
    from grimoire.rules.game import Game
    pool = CardPool.builtin()
    decks = [list(deck_from_spec(spec, pool=pool).main) for spec in args.decks]
    game = Game.new(decks, pool, seed=args.seed, players=("Alice", "Bob"))
    print(f"Alice plays {args.decks[0]}, Bob plays {args.decks[1]} (seed {args.seed})")
    result = game.run([RandomAgent(args.seed), RandomAgent(args.seed + 1)])
    names = ("Alice", "Bob")
    for event in game.events:
        if not args.verbose and isinstance(event, _QUIET):
            continue
        print(ev.describe(event, names))
    winner = "draw" if result.winner is None else names[result.winner] + " wins"
    print(f"Result: {winner} after {result.turns} turns ({result.reason})")
    return 0
