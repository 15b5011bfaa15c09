"""Commander decks in four-player games (issue 14): which decks the engine plays whole, and
how fast a four-player Commander game goes.

Every ``*.dck`` in the Commander deck folder is read against the card database (a deck
with a card whose text the engine can't honour completely is refused, and listed with that
card's first missing piece); then tables of four of the decks that load play Commander
games (CR 903) to the end between random agents, tables rotating through those decks, with
a turn limit as the hang guard. Reports crashes (with the seed), unfinished games, and
games/s.

``--substitute`` is a stress mode, not a claim that a deck is playable: each card the
engine can't honour completely is replaced by a basic land of its commanders' colors
(a deck whose commander itself is unsupported is still left out), so the real cards that
do work are exercised in four-player Commander games.

    GRIMOIRE_DB=/work/db/full.sqlite PYTHONPATH=src python3 bench/bench_commander.py \\
        [--decks ../shared/data/decks/commander] [--games 20] [--seed 0] [--agent random]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.decks import load_deck  # noqa: E402
from grimoire.decks.check import format_problems  # noqa: E402
from grimoire.errors import GrimoireError  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402
from grimoire.sim.batch import AGENTS  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", default=str(ROOT.parent / "shared" / "data" / "decks"
                                               / "commander"))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", default="random", choices=sorted(AGENTS))
    parser.add_argument("--turn-limit", type=int, default=200)
    parser.add_argument("--quiet", action="store_true", help="don't list refused decks")
    parser.add_argument("--substitute", action="store_true",
                        help="replace unsupported cards by basic lands (stress mode)")
    parser.add_argument("--profile", action="store_true", help="cProfile the games")
    parser.add_argument("--profile-out", metavar="FILE",
                        help="with --profile, also save the raw statistics (pstats) to FILE")
    args = parser.parse_args()
    pool = CardPool.open(None)  # $GRIMOIRE_DB, else the imported database
    loaded, refused, substituted = commander_decks(pool, Path(args.decks), args.substitute)
    total = len(loaded) + len(refused)
    print(f"decks: {total}; every card playable: {len(loaded) - substituted}; played with "
          f"substitute lands: {substituted}; refused: {len(refused)}")
    if not args.quiet:
        for name, why in refused:
            print(f"  refused {name}: {why[:160]}")
    if len(loaded) < 4:
        print("fewer than four playable decks: no games")
        return 0
    seeds = random.Random(args.seed)
    finished = crashed = 0
    played: set[str] = set()
    elapsed = cpu = 0.0
    turns = 0
    slowest = (0.0, 0, 0)  # CPU seconds, seed, turns
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    for i in range(args.games):
        table = [loaded[(4 * i + k) % len(loaded)] for k in range(4)]
        seed = seeds.getrandbits(32)
        factory = AGENTS[args.agent]
        start, start_cpu = time.perf_counter(), time.process_time()
        try:
            game = Game.new([list(d.main) for _, d in table], pool, seed=seed,
                            first_player=i % 4, format="commander",
                            commanders=[list(d.commander) for _, d in table],
                            turn_limit=args.turn_limit)
            result = game.run([factory(seed + k) for k in range(4)])
        except Exception:
            crashed += 1
            print(f"CRASH seed {seed}: {[n for n, _ in table]}")
            traceback.print_exc(limit=3)
            continue
        finally:
            elapsed += time.perf_counter() - start
            spent = time.process_time() - start_cpu
            cpu += spent
        turns += result.turns
        slowest = max(slowest, (spent, seed, result.turns))
        if result.winner is not None:
            finished += 1
            played.update(n for n, _ in table)
        else:
            print(f"no winner, seed {seed}: {result.reason}")
    print(f"four-player games: {args.games}, won to the end: {finished}, crashed: {crashed}")
    print(f"decks seen in a finished game: {len(played)}")
    print(f"games/s: {args.games / elapsed:.2f} (per CPU second: {args.games / cpu:.2f})   "
          f"avg turns: {turns / max(args.games, 1):.1f}")
    print(f"CPU: {cpu:.1f} s; slowest game: {slowest[0]:.1f} CPU-s (seed {slowest[1]}, "
          f"{slowest[2]} turns); load {os.getloadavg()[0]:.1f}")
    if profiler:
        profiler.disable()
        if args.profile_out:
            profiler.dump_stats(args.profile_out)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(40)
    return 0


def commander_decks(pool: CardPool, folder: Path, substitute: bool
                    ) -> tuple[list[tuple[str, Any]], list[tuple[str, str]], int]:
    """The Commander decks of ``folder`` that load (with ``substitute``, also those whose
    unsupported cards are replaced by basic lands) and pass CR 903.5; the refused ones with
    why; how many were substituted."""
    loaded: list[tuple[str, Any]] = []
    substituted = 0
    refused: list[tuple[str, str]] = []
    names: frozenset[str] | None = None
    for path in sorted(folder.glob("*.dck")):
        try:
            deck = load_deck(path, pool=pool)
        except GrimoireError as error:
            if substitute and names is None:
                names = frozenset(pool)
            fixed = _substituted(path, pool, names) if names is not None else None
            if fixed is None:
                refused.append((path.name, str(error).split(": ", 1)[-1]))
                continue
            deck = fixed
            substituted += 1
        problems = format_problems(deck, pool, "commander")  # CR 903.5
        if problems:
            refused.append((path.name, "; ".join(problems)))
            continue
        loaded.append((path.name, deck))
    return loaded, refused, substituted


_BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def _substituted(path: Path, pool: Any, names: frozenset[str]) -> Any:
    """The deck with each unsupported card replaced by a basic land of its commanders'
    colors (Wastes for colorless), or None if a commander is unsupported or unknown."""
    from dataclasses import replace

    from grimoire.decks import parse_deck
    from grimoire.mechanics.commander_decks import color_identity
    try:
        deck = parse_deck(path.read_text(encoding="utf-8-sig"), pool_names=names,
                          path=str(path))
    except GrimoireError:
        return None
    if not deck.commander or any(pool.support_problems(c) for c in deck.commander):
        return None
    colors = sorted(set().union(*(color_identity(pool.get(c)) for c in deck.commander)))
    lands = [_BASICS[c] for c in colors] or ["Wastes"]
    main = tuple(name if not pool.support_problems(name) else lands[i % len(lands)]
                 for i, name in enumerate(deck.main))
    return replace(deck, main=main)


if __name__ == "__main__":
    raise SystemExit(main())
