"""Which decisions the hard AI leaves to the heuristic cost it games, by kind (issue 17).

Usage: ``python bench/bench_search_kinds.py [--games 20] [--seed 3] [--gold 24]
[--width 10] [--share KIND=P ...] [--workers 1 --worker 0] [--json]``

The search (:mod:`grimoire.agents.ai.search`) weighs only some decisions (priority,
attacks, blocks) and, at those, only some answers (:func:`search.candidates`). This asks
where the answers it never weighs would have won games:

1. positions: heuristic-vs-heuristic games on the demo decks (seats alternating), every
   decision with more than one legal answer kept with the probability ``--share`` gives
   its class (the kind of decision; priority split into ``priority-searched``, where the
   search runs, and ``priority-unsearched``, where :func:`search.worth_searching` lets the
   heuristic answer alone: only permanents and lands to cast);
2. for each position, the heuristic's answer and up to ``--width`` other legal answers
   (the heuristic's best-scored first at priority) are each played to the end of the game
   by the heuristic AI for both players, on ``--gold`` paired samples of the hidden
   cards drawn from the deciding player's view (:func:`determinize`: never the real hidden
   cards; every answer on the same sample and playout seed);
3. the gain of the best answer over the heuristic's, estimated without the upward bias of
   picking the best of noisy means: the best is picked on the odd samples and its gain
   measured on the even ones (and the other way round, averaged); for priority positions
   the same is done among the search's own candidates only, so ``outside`` = what the
   answers the search never weighs add.

Reports per class: positions, the split-half gain (win probability per decision) of the
best of all answers and of the search's candidates, and the decisions per game of that
class (how often the gain is there to take).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()

from grimoire.agents.ai import AIAgent, search  # noqa: E402
from grimoire.agents.ai.board import Board  # noqa: E402
from grimoire.agents.ai.search import _playout, candidates, worth_searching  # noqa: E402
from grimoire.decks import builtin_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.actions import Action, PassPriority  # noqa: E402
from grimoire.rules.determinize import determinize  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402

FULL_GAME = 10 ** 6
SHARE = {"priority-searched": 0.15, "priority-unsearched": 0.15, "mulligan": 1.0,
         "declare_attackers": 0.0, "declare_blockers": 0.0}
"""The share of each class kept as a position (others: all)."""

Position = tuple[Game, int, str, list[Action], int]
"""The game, the deciding seat, the class, the answers (the heuristic's first) and how
many of them lead the list as the search's candidates (0: the search doesn't run)."""


def classify(view: object, pending: object, probe: AIAgent) -> tuple[str, list[Action]]:
    kind = pending.kind  # type: ignore[attr-defined]
    legal = view.legal_actions  # type: ignore[attr-defined]
    if kind != "priority":
        return kind, []
    options = candidates(probe, view, pending, legal)  # type: ignore[arg-type]
    if len(options) > 1 and worth_searching(view, pending, options):  # type: ignore[arg-type]
        return "priority-searched", options
    return "priority-unsearched", options


def positions(games: int, seed: int, rng: random.Random, width: int, share: dict[str, float],
              worker: int, workers: int) -> tuple[list[Position], dict[str, int]]:
    pool = CardPool.builtin()
    decks = [list(builtin_deck(n).main) for n in ("demo-red-green", "demo-wub-flyers")]
    out: list[Position] = []
    seen: dict[str, int] = {}
    for index in range(games):
        game = Game.new(decks, pool, seed=seed * 1000 + index, first_player=index % 2)
        agents = [AIAgent(index), AIAgent(index + 7)]
        probe = AIAgent(99)
        while game.result is None:
            pending = game.pending
            assert pending is not None
            view = game.view(pending.player)
            legal = view.legal_actions
            action = agents[pending.player].decide(view, pending)
            if len(legal) > 1:
                kind, options = classify(view, pending, probe)
                seen[kind] = seen.get(kind, 0) + 1
                if rng.random() < share.get(kind, 1.0) and index % workers == worker:
                    answers = _answers(view, action, options, legal, width, probe)
                    if len(answers) > 1:
                        searched = len(options) if kind == "priority-searched" else 0
                        out.append((game.copy(), pending.player, kind, answers, searched))
            game.apply(action)
    return out, seen


def _answers(view: object, action: Action, options: list[Action], legal: Sequence[Action],
             width: int, probe: AIAgent) -> list[Action]:
    """The heuristic's answer, the search's other candidates, then other legal answers
    (at priority the best-scored by the heuristic first), ``width`` at most."""
    out = [action, *[o for o in options if o != action]]
    rest = [a for a in legal if a not in out]
    if rest and options:
        board = Board.of(view)  # type: ignore[arg-type]
        rest.sort(key=lambda a: 0.0 if isinstance(a, PassPriority) else -probe.score(board, a))
    out.extend(rest)
    return list(dict.fromkeys(out))[:max(width, len(options))]


def gold(position: Position, samples: int, rng: random.Random) -> list[list[float]]:
    """Each answer's full-game result on each of ``samples`` paired samples."""
    game, me, _, answers, _ = position
    view = game.view(me)
    saved = search.ROLLOUT_DECISIONS
    search.ROLLOUT_DECISIONS = 5000
    rows: list[list[float]] = [[] for _ in answers]
    try:
        for _ in range(samples):
            sample = determinize(view, rng)
            seed = rng.getrandbits(32)
            for i, action in enumerate(answers):
                copy = sample if i == len(answers) - 1 else sample.copy()
                result = _playout(copy, action, me, seed, None, FULL_GAME)
                rows[i].append(0.5 if result is None else result)
    finally:
        search.ROLLOUT_DECISIONS = saved
    return rows


def split_gain(rows: list[list[float]], among: int) -> float:
    """The gain over answer 0 of the best of the first ``among`` answers, picked on one
    half of the samples and measured on the other (both ways, averaged)."""
    n = len(rows[0])
    halves = ([k for k in range(n) if k % 2 == 0], [k for k in range(n) if k % 2 == 1])
    total = 0.0
    for pick, measure in (halves, halves[::-1]):
        means = [sum(r[k] for k in pick) / len(pick) for r in rows[:among]]
        best = max(range(among), key=lambda i: (means[i], -i))
        total += sum(rows[best][k] - rows[0][k] for k in measure) / len(measure)
    return total / 2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--gold", type=int, default=24)
    parser.add_argument("--width", type=int, default=10)
    parser.add_argument("--share", action="append", default=[], help="KIND=P")
    parser.add_argument("--worker", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    share = dict(SHARE)
    for text in args.share:
        name, _, p = text.partition("=")
        share[name] = float(p)
    rng = random.Random(args.seed * 100 + args.worker)
    found, seen = positions(args.games, args.seed, rng, args.width, share, args.worker,
                            args.workers)
    table: dict[str, dict[str, float]] = {}
    for position in found:
        kind, searched = position[2], position[4]
        rows = gold(position, args.gold, rng)
        row = table.setdefault(kind, {"positions": 0, "all": 0.0, "candidates": 0.0,
                                      "answers": 0})
        row["positions"] += 1
        row["answers"] += len(rows)
        row["all"] += split_gain(rows, len(rows))
        row["candidates"] += split_gain(rows, searched) if searched > 1 else 0.0
        if args.json:  # one line per position: a run cut short keeps what it measured
            print(json.dumps({"kind": kind, "answers": [repr(a) for a in position[3]],
                              "means": [round(sum(r) / len(r), 3) for r in rows],
                              "searched": searched,
                              "gain_all": round(split_gain(rows, len(rows)), 4),
                              "gain_candidates": round(split_gain(rows, searched), 4)
                              if searched > 1 else 0.0}), flush=True)
    print(f"games {args.games} (worker {args.worker}/{args.workers}), seed {args.seed}, "
          f"{args.gold} gold samples; decisions with >1 answer seen: {seen}")
    for kind, row in sorted(table.items()):
        n = row["positions"]
        print(f"  {kind}: {n} positions, {row['answers'] / n:.1f} answers each; split-half "
              f"gain of the best of all answers {row['all'] / n:+.4f}, of the search's "
              f"candidates {row['candidates'] / n:+.4f} (win probability per decision)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
