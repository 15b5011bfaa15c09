"""The hard AI's overrides, game by game: which were worth it, and why the bad ones were chosen.

Usage: ``python bench/bench_search_overrides.py [--games 20] [--seed 0] [--worker 0
--workers 1] [--gold 32] [--declined 0.25] [--variant NAME=VALUE,...] --out FILE``, then
``python bench/bench_search_overrides.py --report FILE[,FILE...]``.

Plays the games of ``bench/bench_search_paired.py`` (the same seeds and seating: game ``i``
of :func:`grimoire.sim.batch.plan`, the hard AI at seat ``(i // 2) % 2``, 32 playouts and no
time cap) and, at every decision the hard AI searches, keeps the real position. An
*override* is a search whose answer is not the heuristic's choice (the first candidate).
For each override, on ``--gold`` paired samples of the real game (the hands as they are,
only the libraries' order and the RNG dealt again: what no player knows):

* ``full``: each of the two answers played to the end of the game by the heuristic AI for
  every seat (the search's own rollout policy): its true worth, 1 a win and 0 a loss;
* ``horizon``: the same samples, the search's own playout (its horizon and evaluation):
  what the search would have estimated had it known the hands.

So a bad override (``full`` says the heuristic's answer was better) is put down to the
horizon or the evaluation when ``horizon`` on the real hands prefers it too, and to the
samples or the noise when it does not; ``search`` (the search's own mean lead over its
samples) and ``sample_full`` (full games on samples of the information set, as the search
deals them) tell those apart. A share ``--declined`` of the combat searches that kept the
heuristic's answer get full-game values of every candidate: an override declined that
would have won shows there.

One JSON line per searched position goes to ``--out``; ``--report`` sums them by kind.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from bench_search_positions import real_sample  # noqa: E402  (the same game dealt again)

from grimoire.agents.ai import AIAgent, search  # noqa: E402
from grimoire.agents.ai.search import Scores, SearchAgent, _playout  # noqa: E402
from grimoire.decks import deck_from_spec  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.actions import Action  # noqa: E402
from grimoire.rules.determinize import determinize  # noqa: E402
from grimoire.rules.game import Agent, Game  # noqa: E402
from grimoire.rules.view import PlayerView  # noqa: E402
from grimoire.sim.batch import plan  # noqa: E402
from grimoire.sim.stats import wilson  # noqa: E402

FULL_GAME = 10 ** 6
"""Playout turns for the full-game values: to the end of the game."""


def values(game: Game, me: int, options: list[Action], samples: int, rng: random.Random,
           turns: int, real: bool = True) -> list[list[float]]:
    """Each option's playout results on ``samples`` paired samples (real: the real game,
    libraries reshuffled; else the player's information set), ``turns`` past the
    decision's (:data:`FULL_GAME`: to the end)."""
    view = game.view(me)
    saved = search.ROLLOUT_DECISIONS
    if turns == FULL_GAME:
        search.ROLLOUT_DECISIONS = 5000
    out: list[list[float]] = [[] for _ in options]
    try:
        for _ in range(samples):
            sample = real_sample(game, rng) if real else determinize(view, rng)
            seed = rng.getrandbits(32)
            for i, action in enumerate(options):
                copy = sample if i == len(options) - 1 else sample.copy()
                result = _playout(copy, action, me, seed, None, turns)
                out[i].append(0.5 if result is None else result)
    finally:
        search.ROLLOUT_DECISIONS = saved
    return out


class Recorder(SearchAgent):
    """The hard AI, keeping each searched position: the real game (set by the caller),
    the candidates, the answer and the search's scores."""

    def __init__(self, seed: int, iterations: int) -> None:
        super().__init__(seed, iterations=iterations, seconds=None)
        self.game: Game | None = None
        self.found: list[tuple[Game, int, list[Action], Action, dict[Action, Scores], int]] = []

    def _search(self, view: PlayerView, options: list[Action], start: float,
                turns: int = 1, iterations: int | None = None) -> Action:
        assert self.game is not None
        before = self.game.copy()
        answer = super()._search(view, options, start, turns, iterations)
        self.found.append((before, view.player, options, answer, self.last_scores, turns))
        return answer


def _lead(scores: dict[Action, Scores], a: Action, b: Action) -> tuple[float, int]:
    pairs = scores.get(a, {}).keys() & scores.get(b, {}).keys()
    if not pairs:
        return 0.0, 0
    return sum(scores[a][k] - scores[b][k] for k in pairs) / len(pairs), len(pairs)


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _se(diffs: list[float]) -> float:
    n = len(diffs)
    if n < 2:
        return 0.0
    m = _mean(diffs)
    return math.sqrt(sum((d - m) ** 2 for d in diffs) / (n - 1) / n)


def run(args: argparse.Namespace) -> None:
    from bench_search_paired import settings  # (here: grimoire is the build chosen)

    for name, value in settings(args.variant).items():
        setattr(search, name, value)
    pool = CardPool.builtin()
    decks = [list(deck_from_spec(spec, pool=pool).main) for spec in args.decks]
    rng = random.Random(args.seed * 7919 + args.worker)
    with open(args.out, "a") as out:
        for task in plan(args.seed, args.games, 2):
            if task.index % args.workers != args.worker:
                continue
            hard = (task.index // 2) % 2
            agents: list[Agent] = [AIAgent(task.agent_seeds[s], "normal") for s in (0, 1)]
            recorder = Recorder(task.agent_seeds[hard], args.iterations)
            agents[hard] = recorder
            game = Game.new(decks, pool, seed=task.game_seed, first_player=task.first_player)
            recorder.game = game
            result = game.run(agents)
            for number, (before, me, options, answer, scores, turns) in \
                    enumerate(recorder.found):
                kind = before.pending.kind if before.pending is not None else "?"
                row: dict[str, Any] = {
                    "game": task.index, "hard_won": result.winner == hard,
                    "search": number, "turn": before.turn, "kind": kind,
                    "candidates": len(options), "override": answer != options[0],
                    "answer": options.index(answer) if answer in options else -1,
                    "horizon_turns": turns, "life": [p.life for p in before.players],
                    "me": me}
                if answer != options[0]:
                    lead, n = _lead(scores, answer, options[0])
                    row["search_lead"], row["search_pairs"] = round(lead, 4), n
                    pair = [options[0], answer]
                    full = values(before, me, pair, args.gold, rng, FULL_GAME)
                    near = values(before, me, pair, args.gold, rng, turns)
                    model = values(before, me, pair, args.gold, rng, FULL_GAME, real=False)
                    for name, got in (("full", full), ("horizon", near),
                                      ("sample_full", model)):
                        diffs = [a - b for a, b in zip(got[1], got[0], strict=True)]
                        row[name] = round(_mean(diffs), 4)
                        row[name + "_se"] = round(_se(diffs), 4)
                    row["describe"] = [str(options[0]), str(answer)]
                elif kind != "priority" and rng.random() < args.declined:
                    full = values(before, me, options, args.gold, rng, FULL_GAME)
                    means = [_mean(v) for v in full]
                    row["declined_full"] = [round(m - means[0], 4) for m in means]
                out.write(json.dumps(row) + "\n")
                out.flush()


def report(files: str) -> None:
    rows = [json.loads(line) for name in files.split(",")
            for line in Path(name).read_text().splitlines()]
    games = {r["game"]: r["hard_won"] for r in rows}
    wins = sum(games.values())
    lo, hi = wilson(wins, len(games))
    print(f"{len(games)} games, hard AI won {wins} ({100 * lo:.1f}-{100 * hi:.1f}%); "
          f"{len(rows)} searches")
    kinds = sorted({r["kind"] for r in rows})
    for kind in kinds:
        mine = [r for r in rows if r["kind"] == kind]
        over = [r for r in mine if r["override"]]
        good = [r for r in over if r["full"] > 0]
        bad = [r for r in over if r["full"] < 0]
        print(f"{kind}: {len(mine)} searches, {len(over)} overrides: {len(good)} good, "
              f"{len(bad)} bad, {len(over) - len(good) - len(bad)} even by full games; "
              f"total worth {sum(r['full'] for r in over):+.3f} win probability "
              f"(mean {_mean([r['full'] for r in over]):+.4f})")
        if over:
            agree = sum((r["horizon"] > 0) == (r["full"] > 0) for r in over)
            print(f"  horizon value on the real hands agrees in sign with the full game in "
                  f"{agree}/{len(over)}; mean search lead "
                  f"{_mean([r['search_lead'] for r in over]):+.3f}, "
                  f"horizon on real hands {_mean([r['horizon'] for r in over]):+.3f}, "
                  f"full on real hands {_mean([r['full'] for r in over]):+.3f}, "
                  f"full on sampled hands {_mean([r['sample_full'] for r in over]):+.3f}")
            why = {"horizon/evaluation (horizon>0, full<0)": 0,
                   "samples (sample_full>0, full<0)": 0,
                   "noise (horizon<=0 and sample_full<=0)": 0}
            for r in bad:
                if r["horizon"] > 0:
                    why["horizon/evaluation (horizon>0, full<0)"] += 1
                elif r["sample_full"] > 0:
                    why["samples (sample_full>0, full<0)"] += 1
                else:
                    why["noise (horizon<=0 and sample_full<=0)"] += 1
            print(f"  bad ones: {why}")
        declined = [r for r in mine if "declined_full" in r]
        if declined:
            missed = [max(r["declined_full"]) for r in declined]
            print(f"  declined (sampled {len(declined)}): best candidate over the heuristic's "
                  f"by full games: mean {_mean(missed):+.4f}; > 0.10 in "
                  f"{sum(m > 0.10 for m in missed)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--worker", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--gold", type=int, default=32, help="samples per value")
    parser.add_argument("--declined", type=float, default=0.25,
                        help="share of the combat searches without override valued")
    parser.add_argument("--iterations", type=int, default=search.ITERATIONS)
    parser.add_argument("--variant", default="",
                        help="NAME=VALUE,... search module settings (JSON values)")
    parser.add_argument("--decks", nargs=2, default=["demo-red-green", "demo-wub-flyers"])
    parser.add_argument("--out")
    parser.add_argument("--report")
    args = parser.parse_args()
    if args.report:
        report(args.report)
        return 0
    if not args.out:
        parser.error("--out is needed to play")
    run(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
