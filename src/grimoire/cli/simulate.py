"""``grimoire simulate DECK DECK --games N --seed S --agent random [--workers N]
[--backend local|ray [--address ADDR]] [--json]``.

The same seed gives the same games whatever the backend and worker count
(:mod:`grimoire.sim.batch`); the output gives each deck's win rate with its 95% Wilson
interval; a progress bar is drawn only when stderr is a terminal.

A deck file's ``Contraptions``, ``Attractions`` and ``Planar`` sections are played too
(:func:`grimoire.sim.decks.game_options`); its sideboard is not (CR 400.11a: it is outside
the game), so a sideboard card the engine can't play doesn't stop a game. The deck notes
(a skipped section, the sideboard) are printed on stderr, as ``grimoire deck check`` prints
them."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.decks import deck_from_spec
from grimoire.errors import GrimoireError
from grimoire.sim.batch import AGENTS, simulate
from grimoire.sim.decks import game_options
from grimoire.sim.workers import RAY_MISSING


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
    parser.add_argument("--workers", type=int, default=1,
                        help="processes (or Ray CPUs) playing games at once (default 1)")
    parser.add_argument("--backend", choices=("local", "ray"), default="local",
                        help="local processes (default) or a Ray cluster "
                             "(pip install 'grimoire[ray]')")
    parser.add_argument("--address", default=None,
                        help="the Ray cluster to use (default: start a local one)")
    parser.add_argument("--format", default="constructed",
                        help="constructed (default), commander or duel_commander (CR 903)")
    add_pool_argument(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("grimoire: error: --games must be at least 1", file=sys.stderr)
        return 2
    if args.workers < 1:
        print("grimoire: error: --workers must be at least 1", file=sys.stderr)
        return 2
    if args.address is not None and args.backend != "ray":
        print("grimoire: error: --address is for --backend ray", file=sys.stderr)
        return 2
    if args.backend == "ray":
        try:
            import ray  # noqa: F401  (only to say at once that it is missing)
        except ImportError:
            print(f"grimoire: error: {RAY_MISSING}", file=sys.stderr)
            return 2
    if not 2 <= len(args.decks) <= 6:
        print("grimoire: error: give two to six decks, one per player (CR 800.1)",
              file=sys.stderr)
        return 2
    try:
        pool = open_pool(args)
        parsed = [deck_from_spec(spec, pool=pool) for spec in args.decks]
        # Contraptions, Attractions, Planar sections; commanders (CR 903.3)
        options = game_options(parsed, args.format)
    except (OSError, GrimoireError) as error:
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    for deck in parsed:  # the same notes as `grimoire deck check` (a sideboard isn't played)
        for note in deck.notes:
            print(f"note: {note}", file=sys.stderr)
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
                          progress=progress if show else None, options=options,
                          workers=args.workers, backend=args.backend, address=args.address)
    except GrimoireError as error:  # a format's rules refuse the decks (CR 903.2-903.3)
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ngrimoire: interrupted", file=sys.stderr)
        return 130
    rates = result.win_rates()
    for rate, spec in zip(rates, args.decks, strict=True):
        rate["deck"] = spec
    if args.json:
        data = result.to_json()
        data["win_rates"] = rates
        print(json.dumps(data))
        return 0
    print(f"games: {result.games} (finished {result.finished}) on {result.workers} "
          f"{'Ray' if result.backend == 'ray' else 'local'} worker"
          f"{'s' if result.workers > 1 else ''}")
    print(f"games/s: {result.games_per_s:.2f}   decisions/s: {result.decisions_per_s:.0f}")
    print(f"average turns: {result.avg_turns:.1f}")
    seats = ", ".join(f"seat {i} ({spec}) {result.wins.get(str(i), 0)}"
                      for i, spec in enumerate(args.decks))
    print(f"wins: {seats}, draws {result.wins['draw']}")
    for rate in rates:
        lo, hi = rate["ci95"]
        print(f"  seat {rate['seat']} ({rate['deck']}): {100 * rate['win_rate']:.1f}% "
              f"wins (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
    return 0
