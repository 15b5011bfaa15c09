"""The hard AI (information-set MCTS) against the heuristic AI, seats alternating.

Usage: ``python bench/bench_search.py [--games 200] [--workers 2] [--seed 0]
[--decks DECK DECK] [--iterations N] [--seconds S] [--cpu-games N]
[--evaluation standing|fitted]``

Plays ``games`` games: half with the hard AI on the first deck's seat, half on the
second's (each half alternating who plays first), in ``workers`` processes. Reports the
hard AI's win rate with its 95% Wilson interval (a draw is not a win), and the latency of
its decisions: median, p99 and max over every decision it made (the heuristic answers
most decisions, the search only the priority and combat decisions that matter, see
:mod:`grimoire.agents.ai.search`). Latency on a shared, loaded machine is pessimistic.

``--cpu-games N``: N more games in this process (seed ``seed + 2``, seats alternating) with
the iteration budget and no time cap, reporting the CPU seconds of the hard AI's decisions
(median, p99, max): what the budget costs, i.e. the latency on an idle core, whatever the
load; and, by decision kind, those of the decisions it searched (median, p90, max: which
searches set the p99).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.agents.ai import search  # noqa: E402
from grimoire.agents.ai.search import SearchAgent  # noqa: E402
from grimoire.decks import deck_from_spec  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.actions import Action, Decision  # noqa: E402
from grimoire.rules.game import Agent  # noqa: E402
from grimoire.rules.view import PlayerView  # noqa: E402
from grimoire.sim.batch import simulate  # noqa: E402
from grimoire.sim.stats import percentile, wilson  # noqa: E402

BUDGET = {"iterations": search.ITERATIONS, "seconds": search.SECONDS}
CPU_TIMES: list[float] = []
"""The CPU seconds of each decision of :class:`CpuTimed` agents (in this process)."""
SEARCHED_TIMES: dict[str, list[float]] = {}
"""The same, of the decisions the search ran playouts for, by decision kind."""


class CpuTimed:
    """The hard AI with the run's iteration budget and no cap, timed in CPU seconds."""

    def __init__(self, seed: int, iterations: int) -> None:
        self.agent = SearchAgent(seed, iterations=iterations, seconds=None)

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        searches = self.agent.searches
        start = time.thread_time()
        action = self.agent.decide(view, decision)
        spent = time.thread_time() - start
        CPU_TIMES.append(spent)
        if self.agent.searches > searches:
            SEARCHED_TIMES.setdefault(decision.kind, []).append(spent)
        return action


def cpu_latency(decks: list[list[str]], pool: CardPool, games: int, seed: int,
                iterations: int) -> dict[str, Any]:
    """Play ``games`` games in this process, the hard AI (no cap) on alternating seats:
    its decisions' CPU seconds (and, by kind, those of the decisions it searched)."""
    CPU_TIMES.clear()
    SEARCHED_TIMES.clear()
    half = games // 2
    simulate(decks, pool, games=half, seed=seed, agents=(
        lambda s: CpuTimed(s, iterations), "ai"))
    simulate(decks, pool, games=games - half, seed=seed + 1, agents=(
        "ai", lambda s: CpuTimed(s, iterations)))
    times = list(CPU_TIMES)
    searched = {kind: {"searches": len(t), "median_s": round(percentile(t, 50), 4),
                       "p90_s": round(percentile(t, 90), 4), "max_s": round(max(t), 4)}
                for kind, t in sorted(SEARCHED_TIMES.items())}
    return {"games": games, "decisions": len(times),
            "median_s": round(percentile(times, 50), 4),
            "p99_s": round(percentile(times, 99), 4), "max_s": round(max(times), 4),
            "searched": searched}


class Hard:
    """A picklable factory of the hard AI with this run's budget."""

    def __init__(self, iterations: int, seconds: float | None,
                 evaluation: str = search.EVALUATION) -> None:
        self.iterations = iterations
        self.seconds = seconds
        self.evaluation = evaluation

    def __call__(self, seed: int) -> Agent:
        search.EVALUATION = self.evaluation  # in the worker process that plays the game
        return SearchAgent(seed, iterations=self.iterations, seconds=self.seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", nargs=2, default=["demo-red-green", "demo-wub-flyers"])
    parser.add_argument("--db", default=None, help="card database (default: built-in pool)")
    parser.add_argument("--iterations", type=int, default=search.ITERATIONS)
    parser.add_argument("--seconds", type=float, default=search.SECONDS,
                        help="time cap per decision (0: none)")
    parser.add_argument("--cpu-games", type=int, default=0,
                        help="more games in this process, timed in CPU seconds")
    parser.add_argument("--evaluation", choices=("standing", "fitted"),
                        default=search.EVALUATION, help="how the search scores a playout "
                        "that ends before the game (search.EVALUATION)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    search.EVALUATION = args.evaluation
    pool = CardPool.open(args.db) if args.db else CardPool.builtin()
    decks = [list(deck_from_spec(spec, pool=pool).main) for spec in args.decks]
    hard = Hard(args.iterations, args.seconds or None, args.evaluation)
    half = args.games // 2
    if args.games <= 0:
        parser.error("--games must be positive")
    start = time.perf_counter()
    load_before = os.getloadavg()[0]
    first = simulate(decks, pool, games=half, seed=args.seed, agents=(hard, "ai"),
                     workers=args.workers, timed=True)
    second = simulate(decks, pool, games=args.games - half, seed=args.seed + 1,
                      agents=("ai", hard), workers=args.workers, timed=True)
    wins = first.wins.get("0", 0) + second.wins.get("1", 0)
    draws = first.wins.get("draw", 0) + second.wins.get("draw", 0)
    games = first.games + second.games
    times = [t for r in first.records for t in r.latency[0]] + \
        [t for r in second.records for t in r.latency[1]]
    lo, hi = wilson(wins, games)
    out = {"games": games, "hard_wins": wins, "draws": draws,
           "win_rate": round(wins / games, 4), "ci95": [round(lo, 4), round(hi, 4)],
           "as_first_deck": first.wins, "as_second_deck": second.wins,
           "decisions": len(times), "median_s": round(percentile(times, 50), 4),
           "p99_s": round(percentile(times, 99), 4), "max_s": round(max(times), 4),
           "iterations": args.iterations, "seconds_cap": args.seconds or None,
           "evaluation": args.evaluation,
           "wall_s": round(time.perf_counter() - start, 1), "decks": args.decks,
           "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)]}
    cpu: dict[str, Any] = {}
    if args.cpu_games > 0:
        cpu = out["cpu_latency"] = cpu_latency(decks, pool, args.cpu_games, args.seed + 2,
                                               args.iterations)
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"hard AI vs heuristic AI, {games} games on {' vs '.join(args.decks)}, seats "
          f"alternating: {wins} wins, {draws} draws = {100 * out['win_rate']:.1f}% "
          f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
    print(f"decision latency over {len(times)} decisions: median {out['median_s']} s, "
          f"p99 {out['p99_s']} s, max {out['max_s']} s (budget {args.iterations} "
          f"iterations, cap {args.seconds or None} s); wall {out['wall_s']} s, load average "
          f"{out['load_average'][0]} at the start, {out['load_average'][1]} at the end")
    if cpu:
        print(f"CPU seconds per decision (no cap, {cpu['games']} games, "
              f"{cpu['decisions']} decisions): median {cpu['median_s']}, "
              f"p99 {cpu['p99_s']}, max {cpu['max_s']}")
        for kind, t in cpu["searched"].items():
            print(f"  searched {kind}: {t['searches']} searches, median {t['median_s']} s, "
                  f"p90 {t['p90_s']} s, max {t['max_s']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
