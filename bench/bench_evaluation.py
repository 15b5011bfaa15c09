"""How well the hard AI's evaluations predict who wins, and the fit of the new one.

Usage: ``python bench/bench_evaluation.py [--games 600] [--seed 0] [--test-games 300]
[--test-seed 1] [--decks DECK DECK] [--db PATH --deck FILE --deck FILE ...] [--fit]
[--workers 2] [--l2 1.0] [--json]``

Positions: heuristic AI against heuristic AI (``AIAgent(seed, "normal")`` at both seats,
the seeds of :func:`grimoire.sim.batch.plan`, first player alternating), one position at
the first decision of every turn (where a playout of :mod:`grimoire.agents.ai.search`
ends and is scored), labelled with the game's winner (draws left out). ``--games`` games
on ``--seed`` are the training set, ``--test-games`` on ``--test-seed`` the held-out one.
With ``--db`` the pool is that card database and the decks are ``--deck`` files (every
pair of them, each pair both ways round), e.g. the precons.

Reports, on the held-out positions, the log loss, the Brier score and the accuracy (the
side given more than 0.5 won) of each evaluation as seat 0's win probability, by turn:
``search`` (:func:`grimoire.agents.ai.search.evaluate`, the logistic of life, board and
cards at scale 6), ``fitted`` (:func:`grimoire.agents.ai.evaluation.evaluate` with its
shipped weights) and, with ``--fit``, ``refit`` (weights fitted now on the training
positions by L2-regularised logistic regression, Newton's method, numpy), printed as the
``WEIGHTS`` constant to paste into :mod:`grimoire.agents.ai.evaluation`. The model has no
intercept: the standing is a sum over seats, so the scores stay symmetric (whose turn it
is is a feature).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from grimoire.agents.ai import AIAgent  # noqa: E402
from grimoire.agents.ai import evaluation as fitted_module  # noqa: E402
from grimoire.agents.ai.search import evaluate as search_evaluate  # noqa: E402
from grimoire.decks import deck_from_spec  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.actions import Action, Decision  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402
from grimoire.rules.view import PlayerView  # noqa: E402
from grimoire.sim.batch import plan  # noqa: E402

Row = tuple[int, int, list[float], list[float], float, int]
"""A position: turn, active seat, seat 0's features, seat 1's, the search evaluation's
score for seat 0, and the label (1: seat 0 won)."""

BUCKETS = ((1, 4), (5, 8), (9, 12), (13, 16), (17, 24), (25, 999))


class Recorder:
    """Records a position at the first decision of each turn of ``game``."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.turn = -1
        self.rows: list[tuple[int, int, list[float], list[float], float]] = []

    def seen(self) -> None:
        game = self.game
        if game.turn == self.turn:
            return
        self.turn = game.turn
        view = game.view(0)
        board = view.battlefield()
        f0 = list(fitted_module.seat_features(view, 0, 1, board))
        f1 = list(fitted_module.seat_features(view, 1, 0, board))
        self.rows.append((game.turn, view.active, f0, f1, search_evaluate(game)[0]))


class Seat:
    """A heuristic AI that lets the recorder look before each of its decisions."""

    def __init__(self, recorder: Recorder, seed: int) -> None:
        self.recorder = recorder
        self.agent = AIAgent(seed, "normal")

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        self.recorder.seen()
        return self.agent.decide(view, decision)


_POOL: Any = None


def _pool(db: str | None) -> Any:
    global _POOL
    if _POOL is None:
        _POOL = CardPool.open(db) if db else CardPool.builtin()
    return _POOL


def play(job: tuple[list[list[str]], str | None, int, int, tuple[int, ...]]) -> list[Row]:
    """One game's positions, labelled; none for a draw."""
    decks, db, game_seed, first, agent_seeds = job
    game = Game.new(decks, _pool(db), seed=game_seed, first_player=first)
    recorder = Recorder(game)
    game.run([Seat(recorder, agent_seeds[0]), Seat(recorder, agent_seeds[1])])
    assert game.result is not None
    winner = game.result.winner
    if winner is None:
        return []
    return [(t, a, f0, f1, s, int(winner == 0)) for t, a, f0, f1, s in recorder.rows]


def collect(pairs: Sequence[tuple[list[str], list[str]]], db: str | None, games: int,
            seed: int, workers: int) -> list[Row]:
    """``games`` games on each deck pair, seeds of ``plan(seed, ...)``."""
    jobs = []
    for k, (a, b) in enumerate(pairs):
        for task in plan(seed + 1000 * k, games, 2):
            jobs.append(([a, b], db, task.game_seed, task.first_player, task.agent_seeds))
    rows: list[Row] = []
    if workers <= 1:
        for job in jobs:
            rows.extend(play(job))
    else:
        with ProcessPoolExecutor(workers) as pool:
            for out in pool.map(play, jobs, chunksize=4):
                rows.extend(out)
    return rows


def _inputs(row: Row, turn_terms: bool) -> list[float]:
    """The model's inputs at a position: seat 0's features less seat 1's, then (with
    ``turn_terms``) the same times the game's progress."""
    diff = [a - b for a, b in zip(row[2], row[3], strict=True)]
    if not turn_terms:
        return diff
    late = fitted_module.progress(row[0])
    return diff + [d * late for d in diff]


def scores(rows: Sequence[Row], weights: Sequence[float] | None) -> list[float]:
    """Seat 0's win probability at each position: the search evaluation's, or the
    fitted model's with ``weights`` (the features' weights, then optionally the turn
    terms')."""
    if weights is None:
        return [r[4] for r in rows]
    turn_terms = len(weights) > len(fitted_module.FEATURES)
    out = []
    for r in rows:
        z = sum(w * x for w, x in zip(weights, _inputs(r, turn_terms), strict=True))
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z)))))
    return out


def metrics(rows: Sequence[Row], probs: Sequence[float]) -> dict[str, float]:
    """Log loss, Brier score and accuracy of ``probs`` against the labels."""
    eps = 1e-6
    n = len(rows)
    if n == 0:
        return {"n": 0}
    loss = brier = right = 0.0
    for r, p in zip(rows, probs, strict=True):
        y = r[5]
        q = min(max(p, eps), 1 - eps)
        loss -= y * math.log(q) + (1 - y) * math.log(1 - q)
        brier += (p - y) ** 2
        right += (p > 0.5) == bool(y) if p != 0.5 else 0.5
    return {"n": n, "log_loss": round(loss / n, 4), "brier": round(brier / n, 4),
            "accuracy": round(right / n, 4)}


def fit(rows: Sequence[Row], l2: float, turn_terms: bool) -> list[float]:
    """Logistic regression without intercept on the feature differences (and with
    ``turn_terms`` their products with the game's progress), L2 penalty ``l2`` (on the
    sum of the log losses), by Newton's method."""
    import numpy as np

    x = np.array([_inputs(r, turn_terms) for r in rows])
    y = np.array([r[5] for r in rows], dtype=float)
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -50, 50)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-9:
            break
    return [round(float(v), 4) for v in w]


def report(rows: Sequence[Row], models: dict[str, list[float] | None]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, weights in models.items():
        probs = scores(rows, weights)
        by_turn = {}
        for lo, hi in BUCKETS:
            idx = [i for i, r in enumerate(rows) if lo <= r[0] <= hi]
            by_turn[f"{lo}-{hi}"] = metrics([rows[i] for i in idx], [probs[i] for i in idx])
        out[name] = {"all": metrics(rows, probs), "by_turn": by_turn}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--test-games", type=int, default=300)
    parser.add_argument("--test-seed", type=int, default=1)
    parser.add_argument("--decks", nargs=2, default=["demo-red-green", "demo-wub-flyers"])
    parser.add_argument("--db", default=None, help="card database (with --deck files)")
    parser.add_argument("--deck", action="append", default=[], help="a deck file (with --db)")
    parser.add_argument("--fit", action="store_true", help="fit the weights on the training set")
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--save", default=None, help="write the positions to this JSON file")
    parser.add_argument("--load", default=None, help="read the positions from --save's file")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    start, cpu = time.perf_counter(), time.process_time()
    load = os.getloadavg()[0]
    pool = _pool(args.db)
    if args.db:
        from bench_decks import read_deck  # the precons' [shop] sections

        decks = [list(read_deck(Path(p), pool).main) for p in args.deck]
        pairs = [(decks[i], decks[j]) for i, j in itertools.permutations(range(len(decks)), 2)]
    else:
        decks = [list(deck_from_spec(spec, pool=pool).main) for spec in args.decks]
        pairs = [(decks[0], decks[1]), (decks[1], decks[0])]
    per_pair = max(1, args.test_games // max(1, len(pairs)))  # --load: no decks needed
    if args.load:
        data = json.loads(Path(args.load).read_text())
        train, test = [tuple(r) for r in data["train"]], [tuple(r) for r in data["test"]]
    else:
        test = collect(pairs, args.db, per_pair, args.test_seed, args.workers)
        train = collect(pairs, args.db, max(1, args.games // len(pairs)), args.seed,
                        args.workers) if args.fit else []
    if args.save:
        Path(args.save).write_text(json.dumps({"train": train, "test": test}))
    models: dict[str, list[float] | None] = {
        "search": None, "fitted": [*fitted_module.WEIGHTS, *fitted_module.TURN_WEIGHTS]}
    if args.fit:
        models["refit"] = fit(train, args.l2, turn_terms=False)
        models["refit_turn"] = fit(train, args.l2, turn_terms=True)
    out = {"train_positions": len(train), "test_positions": len(test),
           "games_per_pair": {"train": args.games // max(1, len(pairs)) if args.fit else 0,
                              "test": per_pair},
           "pairs": len(pairs), "features": list(fitted_module.FEATURES),
           "weights": {k: v for k, v in models.items() if v is not None},
           "held_out": report(test, models), "wall_s": round(time.perf_counter() - start, 1),
           "cpu_s_parent": round(time.process_time() - cpu, 1),
           "load_average": [round(load, 1), round(os.getloadavg()[0], 1)]}
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"positions: {len(train)} training, {len(test)} held out ({len(pairs)} deck "
          f"pairings); wall {out['wall_s']} s, load {out['load_average']}")
    for name, result in out["held_out"].items():  # type: ignore[attr-defined]
        row = result["all"]
        print(f"{name:7s} log loss {row['log_loss']}  Brier {row['brier']}  accuracy "
              f"{row['accuracy']}  (n={row['n']})")
        for bucket, m in result["by_turn"].items():
            if m["n"]:
                print(f"        turns {bucket:7s} n={m['n']:5d}  log loss {m['log_loss']}  "
                      f"Brier {m['brier']}  accuracy {m['accuracy']}")
    k = len(fitted_module.FEATURES)
    for name in ("refit", "refit_turn"):
        weights = models.get(name)
        if weights is None:
            continue
        turns = weights[k:] or [0.0] * k
        print(f"{name}:")
        print("WEIGHTS = (" + ", ".join(str(w) for w in weights[:k]) + ")")
        print("TURN_WEIGHTS = (" + ", ".join(str(w) for w in turns) + ")")
        print("  " + ", ".join(f"{n}={w}/{v}" for n, w, v in
                               zip(fitted_module.FEATURES, weights[:k], turns, strict=True)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
