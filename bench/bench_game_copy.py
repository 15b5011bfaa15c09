"""``Game.copy()`` cost on mid-game positions (search copies a game per playout).

Plays ``--positions`` games of the vanilla bench deck with uniformly random answers from
``random.Random(i)`` for 300 + 40*i actions, then times ``copy()`` of each position:
``--number`` copies per timing, best of ``--repeat`` timings (the least disturbed by other
processes). Prints the microseconds per copy of each position and their mean, with the
objects and events each position holds.

    PYTHONPATH=src python3 bench/bench_game_copy.py [--positions 8] [--number 200]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import describe, select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.decks import load_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--number", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--deck", default=str(ROOT / "decks" / "bench-vanilla.txt"))
    args = parser.parse_args()
    pool = CardPool.builtin()
    deck = list(load_deck(args.deck, pool=pool).main)
    games = []
    for seed in range(args.positions):
        game = Game.new([deck, deck], pool, seed=seed)
        rng = random.Random(seed)
        for _ in range(300 + 40 * seed):
            if game.result is not None or game.pending is None:
                break
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))])
        games.append(game)
    best = []
    for game in games:
        timings = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            for _ in range(args.number):
                game.copy()
            timings.append((time.perf_counter() - start) / args.number * 1e6)
        best.append(min(timings))
    print("copy µs per position:", " ".join(f"{b:.1f}" for b in best))
    print(f"mean: {sum(best) / len(best):.1f} µs (load {os.getloadavg()[0]:.2f})")
    print("objects:", [len(g.objects) for g in games], "events:", [len(g.events) for g in games])
    print(describe())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
