"""How much the hard AI's choices are worth, decision by decision (issue 17).

Usage: ``python bench/bench_search_positions.py [--games 6] [--seed 1] [--gold 48]
[--reps 2] [--variant NAME=VALUE,NAME=VALUE ...] [--cpu-cap S] [--kinds KIND ...]
[--gold-from sample|real]``

Whole games are too noisy to compare two versions of the search (200 games give a 95%
interval of +-7 points). This measures the decisions instead:

1. positions: heuristic-vs-heuristic games on the demo decks (seats alternating), and in
   them the decisions the hard AI would search (a quarter of the priority decisions, half
   of the attacks and blocks, drawn with the seed);
2. gold values: each candidate action of a position (:func:`search.candidates`) played on
   ``--gold`` samples of the hidden cards (:func:`determinize`, from the player's view),
   paired (every action on the same sample and playout seed), each played to the end of
   the game by the heuristic AI for both players: the action's win probability when
   everyone plays the heuristic afterwards — what the search estimates with short
   playouts and an evaluation. These gold values share the search's model of the hidden
   cards, so they can't see what a better or worse model of them is worth:
   ``--gold-from real`` plays the candidates on the real game instead, only the
   libraries' order dealt again (the hands as they are);
3. the hard AI's search answers each position ``--reps`` times, with its module settings
   (``default``) or with each ``--variant`` of them (e.g. ``--variant
   COMBAT_ROLLOUT_TURNS=1``): on the same positions and gold values; its gain is the gold
   value of its answer less that of the heuristic's choice.

``--cpu-cap S``: each search runs under a time cap of ``S`` CPU seconds of this process (the
search's clock made :func:`time.process_time`) and a budget of ``--iterations`` large enough
for the cap to bind: the variants compare at equal time, as on a machine whose load leaves
a search ``S`` CPU seconds of its wall-clock cap (0.08 s: a tenth of a core for 0.8 s);
the agent searches the position once first, so that it knows the pace of its playouts as
in a game (what :meth:`SearchAgent._trim` and :meth:`SearchAgent._horizon` go by).
``--kinds``: only these kinds of decisions are kept as positions.

Reports, per decision kind, the mean gain per position, how often the search overrode the
heuristic and how often for a worse action (by the gold values), the most any candidate
would gain (biased upward: the best of noisy estimates) and the search's CPU seconds per
decision. The gold values are themselves estimates (``--gold`` samples): compare versions
on the same positions and seed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.agents.ai import AIAgent, search  # noqa: E402
from grimoire.agents.ai.search import SearchAgent, _playout, candidates, worth_searching  # noqa: E402
from grimoire.decks import builtin_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.actions import Action  # noqa: E402
from grimoire.rules.determinize import determinize  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402

FULL_GAME = 10 ** 6
"""Playout turns for the gold values: to the end of the game."""
KINDS = ("priority", "declare_attackers", "declare_blockers")
SHARE = {"priority": 0.25, "declare_attackers": 0.5, "declare_blockers": 0.5}
"""The share of each kind of searched decision kept as a position."""

Position = tuple[Game, int, str, list[Action]]


def positions(games: int, seed: int, rng: random.Random,
              kinds: tuple[str, ...] = KINDS) -> list[Position]:
    """Searched decisions of heuristic games (see the module docstring) of ``kinds``."""
    pool = CardPool.builtin()
    decks = [list(builtin_deck(n).main) for n in ("demo-red-green", "demo-wub-flyers")]
    out: list[Position] = []
    for index in range(games):
        game = Game.new(decks, pool, seed=seed * 1000 + index, first_player=index % 2)
        agents = [AIAgent(index), AIAgent(index + 7)]
        probe = AIAgent(99)
        while game.result is None:
            pending = game.pending
            assert pending is not None
            view = game.view(pending.player)
            legal = view.legal_actions
            if len(legal) > 1 and pending.kind in SHARE:
                options = candidates(probe, view, pending, legal)
                if len(options) > 1 and worth_searching(view, pending, options) and \
                        rng.random() < SHARE[pending.kind] and pending.kind in kinds:
                    out.append((game.copy(), pending.player, pending.kind, options))
            game.apply(agents[pending.player].decide(view, pending))
    return out


def real_sample(game: Game, rng: random.Random) -> Game:
    """The real game with what no player knows dealt again: every library in a new order
    and the RNG reseeded (the hands stay: the truth the decision faces)."""
    copy = game.copy()
    for player in copy.players:
        rng.shuffle(player.library)
    copy.rng = random.Random(rng.getrandbits(64))
    copy.chars = None
    copy.version += 1
    return copy


def gold(position: Position, samples: int, rng: random.Random,
         real: bool = False) -> list[float]:
    """Each candidate's mean full-game result over ``samples`` paired samples: samples of
    the player's information set (:func:`determinize`), or with ``real`` the real game
    with only the libraries' order dealt again (:func:`real_sample`): the value of the
    action in the game as it is, which a search that samples badly misjudges."""
    game, me, _, options = position
    view = game.view(me)
    saved = search.ROLLOUT_DECISIONS
    search.ROLLOUT_DECISIONS = 5000  # a whole game
    totals = [0.0] * len(options)
    try:
        for _ in range(samples):
            sample = real_sample(game, rng) if real else determinize(view, rng)
            seed = rng.getrandbits(32)
            for i, action in enumerate(options):
                copy = sample if i == len(options) - 1 else sample.copy()
                result = _playout(copy, action, me, seed, None, FULL_GAME)
                totals[i] += 0.5 if result is None else result
    finally:
        search.ROLLOUT_DECISIONS = saved
    return [t / samples for t in totals]


Variant = dict[str, object]


def variant(text: str) -> Variant:
    """``NAME=VALUE,NAME=VALUE`` (JSON values) as search module settings; ``default``: none."""
    if text == "default":
        return {}
    out: Variant = {}
    for part in text.split(","):
        name, _, value = part.partition("=")
        if not hasattr(search, name):
            raise SystemExit(f"the search module has no setting {name!r}")
        out[name] = json.loads(value)
    return out


class Tally:
    """One variant's totals over the positions."""

    def __init__(self) -> None:
        self.gains = {k: 0.0 for k in KINDS}
        self.overrides = self.worse = 0
        self.cpu: list[float] = []

    def add(self, kind: str, values: list[float], chosen: int, seconds: float,
            reps: int) -> None:
        self.gains[kind] += (values[chosen] - values[0]) / reps
        self.cpu.append(seconds)
        if chosen:
            self.overrides += 1
            self.worse += values[chosen] < values[0]

    def report(self, counts: dict[str, int]) -> dict[str, object]:
        n = max(1, sum(counts.values()))
        cpu = sorted(self.cpu)
        return {"gain_per_position": round(sum(self.gains.values()) / n, 4),
                "gain_per_kind": {k: round(self.gains[k] / max(1, counts[k]), 4)
                                  for k in KINDS},
                "overrides": self.overrides, "worse_overrides": self.worse,
                "cpu_mean_s": round(sum(cpu) / max(1, len(cpu)), 3),
                "cpu_max_s": round(cpu[-1], 3) if cpu else 0.0}


def answer(position: Position, settings: Variant, seed: int, iterations: int,
           cap: float | None = None) -> tuple[int, float]:
    """The search's answer (a candidate's index) with ``settings``, and its CPU seconds;
    under a ``cap`` of CPU seconds when given (see the module docstring)."""
    game, me, _, options = position
    if cap is not None:
        settings = {**settings, "time": types.SimpleNamespace(perf_counter=time.process_time)}
    saved = {name: getattr(search, name) for name in settings}
    for name, value in settings.items():
        setattr(search, name, value)
    try:
        agent = SearchAgent(seed, iterations=iterations, seconds=cap)
        if cap is not None:  # a first search sets the pace a game's agent would know
            warm = game.copy()
            assert warm.pending is not None
            agent.decide(warm.view(me), warm.pending)
        copy = game.copy()
        pending = copy.pending
        assert pending is not None
        start = time.process_time()
        chosen = agent.decide(copy.view(me), pending)
        seconds = time.process_time() - start
    finally:
        for name, value in saved.items():
            setattr(search, name, value)
    return (options.index(chosen) if chosen in options else 0), seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gold", type=int, default=48, help="samples per gold value")
    parser.add_argument("--reps", type=int, default=2, help="searches per position")
    parser.add_argument("--iterations", type=int, default=search.ITERATIONS)
    parser.add_argument("--variant", action="append", default=[],
                        help="NAME=VALUE,... search settings to compare (JSON values)")
    parser.add_argument("--cpu-cap", type=float, default=None,
                        help="CPU seconds per search (the variants at equal time)")
    parser.add_argument("--kinds", nargs="+", default=list(KINDS), choices=KINDS)
    parser.add_argument("--gold-from", choices=("sample", "real"), default="sample",
                        help="gold values on samples of the information set (the search's "
                             "own model), or on the real game, libraries reshuffled")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    names = ["default", *args.variant]
    variants = {name: variant(name) for name in names}
    rng = random.Random(args.seed)
    found = positions(args.games, args.seed, rng, tuple(args.kinds))
    counts = {k: 0 for k in KINDS}
    best = {k: 0.0 for k in KINDS}
    tallies = {name: Tally() for name in names}
    for position in found:
        kind = position[2]
        values = gold(position, args.gold, rng, args.gold_from == "real")
        counts[kind] += 1
        best[kind] += max(values) - values[0]
        seeds = [rng.getrandbits(32) for _ in range(args.reps)]
        for name in names:
            for seed in seeds:
                chosen, seconds = answer(position, variants[name], seed, args.iterations,
                                         args.cpu_cap)
                tallies[name].add(kind, values, chosen, seconds, args.reps)
    out = {"positions": counts, "seed": args.seed, "gold_samples": args.gold,
           "gold_from": args.gold_from,
           "best_candidate": {k: round(best[k] / max(1, counts[k]), 4) for k in KINDS},
           "variants": {name: tallies[name].report(counts) for name in names}}
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{len(found)} positions {counts} (seed {args.seed}, {args.gold} gold samples); "
          f"the best candidate would gain {out['best_candidate']} (biased upward)")
    for name in names:
        row = out["variants"][name]  # type: ignore[index]
        print(f"  {name}: gain {row['gain_per_position']:+.4f} win probability per position "
              f"{row['gain_per_kind']}; {row['overrides']} overrides, "
              f"{row['worse_overrides']} worse; CPU per search mean {row['cpu_mean_s']} s, "
              f"max {row['cpu_max_s']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
