"""Simulation across processes, and the cost of copying a game (what search pays).

Usage: ``python bench/bench_scale.py [--games 200] [--workers 1 2] [--agent random]
[--deck decks/bench-vanilla.txt] [--copies 200]``

1. Plays the same batch (same seed) on each worker count and reports games/s, the CPU
   seconds spent (this process and its workers: on a loaded machine games per
   CPU-second is the comparable figure), and whether every game's result was identical (it must be:
   each game's seeds derive from the run's seed and the game's index). Process start-up
   (spawning interpreters, importing Grimoire, sending the card pool) is included: it is
   what a user waits for.
2. ``Game.copy()`` and a determinization (:func:`grimoire.rules.determinize.determinize`)
   timed on positions along AI-vs-AI games on the demo decks: mean microseconds per call.

On a shared, loaded machine wall-clock figures for 2 workers are pessimistic.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.agents.ai import AIAgent  # noqa: E402
from grimoire.decks import builtin_deck, load_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.determinize import determinize  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402
from grimoire.sim.batch import simulate  # noqa: E402


def _children_cpu() -> float:
    """CPU seconds of this process's finished child processes (the spawned workers)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def throughput(args: argparse.Namespace, pool: CardPool) -> list[dict[str, object]]:
    deck = list(load_deck(args.deck, pool=pool).main)
    rows = []
    reference = None
    for workers in args.workers:
        cpu = time.process_time()
        children = _children_cpu()
        result = simulate([deck, deck], pool, games=args.games, seed=args.seed,
                          agents=(args.agent,), workers=workers)
        total_cpu = time.process_time() - cpu + _children_cpu() - children
        outcomes = [(r.winner, r.turns, r.decisions) for r in result.records]
        reference = reference or outcomes
        rows.append({"workers": workers, "games": result.games,
                     "seconds": round(result.seconds, 2),
                     "games_per_s": round(result.games_per_s, 2),
                     "parent_cpu_s": round(time.process_time() - cpu, 2),
                     "cpu_s": round(total_cpu, 2),
                     "games_per_cpu_s": round(result.games / total_cpu, 2) if total_cpu else 0,
                     "identical": outcomes == reference})
    return rows


def copy_cost(copies: int, games: int) -> dict[str, float]:
    pool = CardPool.builtin()
    decks = [list(builtin_deck(n).main) for n in ("demo-red-green", "demo-wub-flyers")]
    copy_us: list[float] = []
    sample_us: list[float] = []
    rng = random.Random(0)
    for seed in range(games):
        game = Game.new(decks, pool, seed=seed)
        agents = [AIAgent(seed), AIAgent(seed + 1)]
        while game.result is None:
            game.run(agents, max_decisions=15)
            if game.result is not None or game.pending is None:
                break
            start = time.perf_counter()
            for _ in range(copies):
                game.copy()
            copy_us.append((time.perf_counter() - start) / copies * 1e6)
            view = game.view(game.pending.player)
            start = time.perf_counter()
            for _ in range(copies // 4 or 1):
                determinize(view, rng)
            sample_us.append((time.perf_counter() - start) / (copies // 4 or 1) * 1e6)
    return {"positions": len(copy_us), "copy_us_mean": round(statistics.mean(copy_us), 1),
            "copy_us_max": round(max(copy_us), 1),
            "determinize_us_mean": round(statistics.mean(sample_us), 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--agent", default="random")
    parser.add_argument("--deck", default=str(ROOT / "decks" / "bench-vanilla.txt"))
    parser.add_argument("--copies", type=int, default=200)
    parser.add_argument("--copy-games", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    pool = CardPool.builtin()
    rows = throughput(args, pool)
    copies = copy_cost(args.copies, args.copy_games)
    if args.json:
        print(json.dumps({"throughput": rows, "copy": copies}))
        return 0
    for row in rows:
        print(f"{row['workers']} worker(s): {row['games']} games in {row['seconds']} s = "
              f"{row['games_per_s']} games/s; CPU {row['cpu_s']} s in all = "
              f"{row['games_per_cpu_s']} games per CPU-second, "
              f"identical results: {'yes' if row['identical'] else 'NO'}")
    print(f"Game.copy(): {copies['copy_us_mean']} us mean (max {copies['copy_us_max']}) "
          f"over {copies['positions']} positions; determinize: "
          f"{copies['determinize_us_mean']} us mean")
    return 0 if all(row["identical"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
