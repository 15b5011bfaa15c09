"""``grimoire demo [--seed S] [--view PLAYER]``: one random-vs-random game on the demo decks,
printed as a log a person can read.

Objects are named, not numbered ("Alice casts Lightning Bolt targeting Bob"; an id is
added only to tell two same-name permanents apart); die rolls show the natural result,
the modifier, the result and the table row hit (CR 706.2, 706.3a); the hand-size discard
says so (CR 514.1). The log is omniscient by default ("Alice draws Forest"); with
``--view Bob`` it is what Bob may see (CR 400.2: "Alice draws a card").
"""

from __future__ import annotations

import argparse
from typing import Any

from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.decks import deck_from_spec
from grimoire.errors import GrimoireError
from grimoire.rules.game import Game
from grimoire.sim.batch import AGENTS
from grimoire.sim.decks import game_options
from grimoire.tui.narration import narrate

__all__ = ["narrate", "register", "run"]

def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "demo", help="watch one computer-vs-computer game on the built-in demo decks")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", action="append", choices=sorted(AGENTS), default=None,
                        help="agent per seat, in deck order (repeat; default: ai for both)")
    parser.add_argument("--decks", nargs=2, default=["demo-red-green", "demo-wub-flyers"],
                        metavar="DECK", help="deck files or built-in deck names")
    parser.add_argument("--view", metavar="PLAYER", default=None,
                        help="print the log as this player (Alice or Bob) may see it")
    parser.add_argument("--verbose", action="store_true", help="show every event")
    add_pool_argument(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    names = ("Alice", "Bob")
    viewer: int | None = None
    if args.view is not None:
        lowered = [n.lower() for n in names]
        if args.view.lower() not in lowered:
            raise GrimoireError(f"--view must be one of {', '.join(names)}, not {args.view!r}")
        viewer = lowered.index(args.view.lower())
    pool = open_pool(args)
    parsed = [deck_from_spec(spec, pool=pool) for spec in args.decks]
    decks = [list(deck.main) for deck in parsed]
    # Contraptions, Attractions, Planar
    game = Game.new(decks, pool, seed=args.seed, players=names, **game_options(parsed))
    print(f"Alice plays {args.decks[0]}, Bob plays {args.decks[1]} (seed {args.seed})"
          + (f"; the log as {names[viewer]} sees it" if viewer is not None else ""))
    kinds = args.agent or ["ai"]
    if len(kinds) == 1:
        kinds = kinds * 2
    if len(kinds) != 2:
        raise GrimoireError(f"give --agent once or twice (one per seat), not {len(kinds)} times")
    agents = [AGENTS[kind](args.seed + seat) for seat, kind in enumerate(kinds)]
    print(f"Agents: Alice {kinds[0]}, Bob {kinds[1]}")
    result = game.run(agents)
    events = game.events if viewer is None else game.view(viewer).log()
    for line in narrate(events, names, pool, verbose=args.verbose):
        print(line)
    winner = "draw" if result.winner is None else names[result.winner] + " wins"
    print(f"Result: {winner} after {result.turns} turns ({result.reason})")
    return 0
