"""How fast the hard AI's playouts run, by horizon (issue 17).

Usage: ``python bench/bench_playouts.py [--games 2] [--seed 1] [--samples 3]
[--turns 0 1 5] [--rounds 3]``

Takes the decisions the hard AI would search in heuristic games on the demo decks
(:func:`bench_search_positions.positions`), and plays each candidate action of each on
``--samples`` paired samples of the hidden cards (:func:`determinize`), as the search does
(:func:`search._playout`: the rollout policy to the end of the turn ``turns`` after the
decision's), for each horizon of ``--turns``. Reports, per horizon, playouts per CPU second
of this process (samples and copies included) and the engine's listings of legal actions
per playout. ``--rounds`` repeats the whole measure (the best round counts: on a shared
machine the others lose CPU caches and turbo to the neighbours). The positions and samples
depend only on ``--seed``: two versions of the code compare on the same playouts (run this
file with ``PYTHONPATH`` pointing at the other tree's ``src``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(1, str(ROOT))

from bench_search_positions import Position, positions  # noqa: E402

from grimoire.agents.ai.search import _playout  # noqa: E402
from grimoire.rules import game as game_module  # noqa: E402
from grimoire.rules.determinize import determinize  # noqa: E402

LISTINGS = [0]


def _counting(original):  # type: ignore[no-untyped-def]
    def legal_actions(self):  # type: ignore[no-untyped-def]
        if self._legal is None:
            LISTINGS[0] += 1
        return original(self)
    return legal_actions


def measure(found: list[Position], turns: int, samples: int, seed: int) -> tuple[int, float]:
    """Every candidate of every position on ``samples`` samples at horizon ``turns``:
    the playouts run and their CPU seconds."""
    rng = random.Random(seed)
    played = 0
    start = time.process_time()
    for game, me, _, options in found:
        view = game.view(me)
        for _ in range(samples):
            sample = determinize(view, rng)
            playout_seed = rng.getrandbits(32)
            for i, action in enumerate(options):
                copy = sample if i == len(options) - 1 else sample.copy()
                _playout(copy, action, me, playout_seed, None, turns)
                played += 1
    return played, time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=3)
    parser.add_argument("--turns", type=int, nargs="+", default=[0, 1, 5])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    found = positions(args.games, args.seed, random.Random(args.seed))
    game_module.Game.legal_actions = _counting(  # type: ignore[method-assign]
        game_module.Game.legal_actions)
    out: dict[str, object] = {"positions": len(found), "seed": args.seed}
    for turns in args.turns:
        best = 0.0
        per_playout = 0.0
        for _ in range(args.rounds):
            LISTINGS[0] = 0
            played, seconds = measure(found, turns, args.samples, args.seed)
            best = max(best, played / seconds)
            per_playout = LISTINGS[0] / played
        out[f"turns_{turns}"] = {"playouts": played, "per_cpu_s": round(best, 1),
                                 "listings_per_playout": round(per_playout, 1)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
