"""Engine throughput: random-vs-random games on decks/bench-vanilla.txt, in one process.

Reports games/s, decisions/s (every applied action, auto-applied single choices included;
per wall-clock second, and per CPU-second of the process: on a shared, loaded machine the
CPU figures are the comparable ones), average turns per game, and peak memory (ru_maxrss
of the process; tracemalloc peak of the Python heap during the run). The random agent
picks uniformly among all legal actions at every decision with more than one; a decision
with exactly one is applied directly.

    PYTHONPATH=src python3 bench/bench_engine.py [--games 200] [--seed 0] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import resource
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import describe, select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.decks import load_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.sim.batch import simulate  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deck", default=str(ROOT / "decks" / "bench-vanilla.txt"))
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary")
    parser.add_argument("--profile-out", metavar="FILE",
                        help="with --profile, also save the raw statistics (pstats) to FILE")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="also measure the Python heap peak (slows the run)")
    args = parser.parse_args()
    pool = CardPool.builtin()
    deck = list(load_deck(args.deck, pool=pool).main)
    for name in set(deck):
        pool.get(name)  # compile outside the timed part
    simulate([deck, deck], pool, games=3, seed=args.seed + 1)  # warm-up
    if args.tracemalloc:
        tracemalloc.start()
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    start, cpu_start = time.perf_counter(), time.process_time()
    result = simulate([deck, deck], pool, games=args.games, seed=args.seed)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    if profiler:
        profiler.disable()
    heap_peak = tracemalloc.get_traced_memory()[1] if args.tracemalloc else None
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"games: {result.games} (finished {result.finished}) in {elapsed:.2f} s")
    print(f"games/s: {result.games / elapsed:.1f}")
    print(f"decisions/s: {result.decisions / elapsed:.0f}")
    print(f"CPU: {cpu:.2f} s ({result.games / cpu:.1f} games per CPU-s, "
          f"{result.decisions / cpu:.0f} decisions per CPU-s; load {os.getloadavg()[0]:.2f})")
    print(f"avg turns: {result.avg_turns:.1f}")
    print(f"wins: {result.wins}")
    print(f"peak RSS: {rss_mb:.1f} MB")
    print(describe())
    if heap_peak is not None:
        print(f"tracemalloc peak: {heap_peak / 2**20:.1f} MB")
    if profiler:
        if args.profile_out:
            profiler.dump_stats(args.profile_out)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
