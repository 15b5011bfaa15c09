"""The hard AI against the heuristic AI with two playout evaluations on the same games.

Usage: ``python bench/bench_search_paired.py --evaluation standing|fitted --out FILE
[--games 100] [--seed 0] [--worker 0 --workers 1] [--iterations N]
[--first I] [--variant NAME=VALUE,NAME=VALUE] [--peek]``, then
``python bench/bench_search_paired.py --compare FILE_A FILE_B``.

Game ``i`` takes the seeds of :func:`grimoire.sim.batch.plan` (``seed``, seat ``i % 2``
plays first) and the hard AI sits at seat ``(i // 2) % 2``, so every pairing of first
player and deck comes up equally; the hard AI has the fixed budget (``--iterations``
playouts, no time cap: the results don't depend on the load) and the search's setting
``EVALUATION`` as given, and any other module setting of the search as ``--variant``
gives it (JSON values, e.g. ``--variant MARGIN=0.05,ROLLOUT_TURNS=2``). A worker plays
the games ``i`` with ``i % workers == worker`` and appends one JSON line per game to
``--out`` as it ends, so a run cut short keeps the games it finished. ``--compare``
reads two such runs (several files each, comma separated; a game is known by its seed and
index) and reports, over the games both finished, each one's wins with the 95% Wilson
interval and the games where they differ.

``--peek`` is a measurement, never a way to play: the search's samples then hold the
opponents' *real* hands (their libraries are still dealt at random), an upper bound on
what any reading of their hands from their play (:mod:`grimoire.agents.ai.inference`)
could give the search. Measured (bench/RESULTS.md, session 21): the same 132 of 200 wins.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.agents.ai import AIAgent, candidates, inference, search  # noqa: E402
from grimoire.agents.ai.search import SearchAgent  # noqa: E402
from grimoire.decks import deck_from_spec  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.determinize import determinize  # noqa: E402
from grimoire.rules.game import Agent, Game  # noqa: E402
from grimoire.rules.view import PlayerView, _game  # noqa: E402
from grimoire.sim.batch import plan  # noqa: E402
from grimoire.sim.stats import wilson  # noqa: E402


def settings(text: str) -> dict[str, object]:
    """``NAME=VALUE,NAME=VALUE`` (JSON values) as settings of the search module or of its
    candidates module (``TARGETED``, ``WIDTH``...); ``""``: none."""
    out: dict[str, object] = {}
    for part in filter(None, re.split(r",(?=[A-Z_]+=)", text)):  # a list's commas stay
        name, _, value = part.partition("=")
        if not hasattr(search, name) and not hasattr(candidates, name):
            raise SystemExit(f"the search and candidates modules have no setting {name!r}")
        try:
            out[name] = json.loads(value)
        except json.JSONDecodeError:
            raise SystemExit(f"not a JSON value for {name}: {value!r}") from None
    return out


def peeking(view: PlayerView, rng: random.Random) -> Game:
    """:func:`~grimoire.rules.determinize.determinize`, then each opponent's hand made
    its real one (``--peek``): each sampled card that differs changes places with one of
    the same player's other hidden cards that the real card's name was dealt to."""
    sample = determinize(view, rng)
    game = _game(view)
    for seat, player in enumerate(game.players):
        if seat == view.player:
            continue
        for oid in player.hand:
            name = game.objects[oid].name
            if sample.objects[oid].name == name:
                continue
            hidden = [*sample.players[seat].library, *sample.players[seat].hand]
            match = next((o for o in hidden if sample.objects[o].name == name
                          and game.objects[o].name != name), None)
            if match is not None:
                inference._swap(sample, oid, match)
    sample.chars = None  # as determinize does: the characteristics are derived again
    sample.version += 1
    return sample


def run(args: argparse.Namespace) -> None:
    search.EVALUATION = args.evaluation
    if args.peek:
        search.determinize = peeking
        search.INFER = False  # the hands are the real ones: nothing to infer
    for name, value in settings(args.variant).items():
        setattr(search if hasattr(search, name) else candidates, name, value)
    pool = CardPool.builtin()
    decks = [list(deck_from_spec(spec, pool=pool).main) for spec in args.decks]
    with open(args.out, "a") as out:
        for task in plan(args.seed, args.games, 2):
            if task.index % args.workers != args.worker or task.index < args.first:
                continue
            hard = (task.index // 2) % 2
            agents: list[Agent] = [AIAgent(task.agent_seeds[s], "normal") for s in (0, 1)]
            agents[hard] = SearchAgent(task.agent_seeds[hard], iterations=args.iterations,
                                       seconds=None)
            start = time.process_time()
            game = Game.new(decks, pool, seed=task.game_seed, first_player=task.first_player)
            result = game.run(agents)
            out.write(json.dumps({
                "seed": args.seed, "game": task.index, "peek": args.peek,
                "hard_seat": hard, "first": task.first_player,
                "winner": result.winner, "turns": result.turns,
                "hard_won": result.winner == hard, "evaluation": args.evaluation,
                "variant": args.variant,
                "cpu_s": round(time.process_time() - start, 2),
                "load": round(os.getloadavg()[0], 1)}) + "\n")
            out.flush()


def _read(files: str) -> dict[tuple[int, int], dict[str, object]]:
    """Each game of the runs in ``files`` by its seed (the file's place in the list for
    runs written before the seed was) and index."""
    games = {}
    for number, name in enumerate(files.split(",")):
        for line in Path(name).read_text().splitlines():
            row = json.loads(line)
            games[(int(row.get("seed", -1 - number)), int(row["game"]))] = row
    return games


def compare(a_files: str, b_files: str) -> None:
    a, b = _read(a_files), _read(b_files)
    common = sorted(a.keys() & b.keys())
    n = len(common)
    print(f"{n} games both finished")
    for name, games in ((a_files, a), (b_files, b)):
        wins = sum(bool(games[i]["hard_won"]) for i in common)
        lo, hi = wilson(wins, n)
        on = [sum(bool(games[i]["hard_won"]) for i in common if games[i]["hard_seat"] == s)
              for s in (0, 1)]
        print(f"{name}: hard AI won {wins}/{n} = {100 * wins / n:.1f}% (95% Wilson "
              f"{100 * lo:.1f}-{100 * hi:.1f}%); on seat 0 (first deck) {on[0]}, seat 1 "
              f"{on[1]}; mean CPU s per game "
              f"{sum(float(games[i]['cpu_s']) for i in common) / n:.1f}")  # type: ignore[arg-type]
    only_a = sum(bool(a[i]["hard_won"]) and not b[i]["hard_won"] for i in common)
    only_b = sum(bool(b[i]["hard_won"]) and not a[i]["hard_won"] for i in common)
    same = sum(a[i]["winner"] == b[i]["winner"] and a[i]["turns"] == b[i]["turns"]
               for i in common)
    print(f"won by the first only: {only_a}; by the second only: {only_b}; same winner "
          f"and same number of turns: {same}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evaluation", choices=("standing", "fitted"))
    parser.add_argument("--out")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--worker", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=search.ITERATIONS)
    parser.add_argument("--decks", nargs=2, default=["demo-red-green", "demo-wub-flyers"])
    parser.add_argument("--first", type=int, default=0,
                        help="skip the games before this index (a second process on the "
                             "later games of a run)")
    parser.add_argument("--variant", default="",
                        help="NAME=VALUE,... search or candidates module settings (JSON values)")
    parser.add_argument("--peek", action="store_true",
                        help="a measurement only: the search's samples hold the opponents' "
                             "real hands")
    parser.add_argument("--compare", nargs=2, metavar="FILES")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
        return 0
    if not args.evaluation or not args.out:
        parser.error("--evaluation and --out are needed to play")
    run(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
