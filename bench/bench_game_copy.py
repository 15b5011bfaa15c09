"""``Game.copy()`` cost on mid-game positions (search copies a game per playout).

Plays ``--positions`` games of the vanilla bench deck with uniformly random answers from
``random.Random(i)`` for 300 + 40*i actions, then times ``copy()`` of each position:
``--number`` copies per timing, best of ``--repeat`` timings (the least disturbed by other
processes), on the wall clock and in CPU time of the process (``time.process_time``: what
a loaded machine disturbs least). Prints the microseconds per copy of each position and
their mean, with the objects and events each position holds.

``--parts``: also the CPU microseconds of each part of a copy, timed alone the same way
(mean over the positions): every object's copy, the players', the random generator's
(since session 20 made only when the copy or the game first uses it), combat's; "game
slots" is the rest (the game's own slots, its zones and logs); and, not
part of a game copy but the same kind of slot-by-slot copy, every permanent's
characteristics (``Chars.copy``, which the layers do when an effect applies).

    PYTHONPATH=src python3 bench/bench_game_copy.py [--positions 8] [--number 200] [--parts]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import describe, select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.decks import load_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules import layers  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402


def best_of(run: Callable[[], object], number: int, repeat: int) -> tuple[float, float]:
    """(wall, CPU) microseconds per call of ``run``: the least of ``repeat`` timings of
    ``number`` calls each."""
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(number):
            run()
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    return min(walls) / number * 1e6, min(cpus) / number * 1e6


def _copy_rng(rng: random.Random) -> random.Random:
    clone = random.Random.__new__(random.Random)
    clone.setstate(rng.getstate())
    return clone


def parts(game: Game) -> dict[str, Callable[[], object]]:
    """The parts of ``game.copy()``, each as a call that does only that part."""
    objects = list(game.objects.values())
    world = list(layers.world(game).values())
    return {
        "objects": lambda: [o.copy() for o in objects],
        "players": lambda: [p.copy() for p in game.players],
        "rng": lambda: _copy_rng(game.rng),
        "combat": lambda: game.combat.copy(),
        "chars (not in a copy)": lambda: [c.copy() for c in world],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--number", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--deck", default=str(ROOT / "decks" / "bench-vanilla.txt"))
    parser.add_argument("--parts", action="store_true", help="time each part of a copy")
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
    best = [best_of(game.copy, args.number, args.repeat) for game in games]
    walls, cpus = [b[0] for b in best], [b[1] for b in best]
    print("copy µs per position:", " ".join(f"{b:.1f}" for b in walls))
    print("copy CPU µs per position:", " ".join(f"{b:.1f}" for b in cpus))
    print(f"mean: {sum(walls) / len(walls):.1f} µs, CPU {sum(cpus) / len(cpus):.1f} µs "
          f"(load {os.getloadavg()[0]:.2f})")
    print("objects:", [len(g.objects) for g in games], "events:", [len(g.events) for g in games])
    if args.parts:
        means: dict[str, float] = {}
        for game in games:
            for name, run in parts(game).items():
                cpu = best_of(run, args.number, args.repeat)[1]
                means[name] = means.get(name, 0.0) + cpu / len(games)
        whole = sum(cpus) / len(cpus)
        # since session 20 a copy shares the generator until either game uses it (Game.rng)
        deferred = hasattr(games[0], "_rng_shared")
        if deferred:
            means["rng (deferred to first use)"] = means.pop("rng")
        copied = sum(v for k, v in means.items() if not k.startswith(("chars", "rng (")))
        means["game slots (the rest)"] = whole - copied
        print("CPU µs per copy by part (mean):", ", ".join(
            f"{name} {value:.1f}" for name, value in means.items()))
    print(describe())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
