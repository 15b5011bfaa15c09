"""Real decks: random and AI games over the playable decks of ``../shared/data/decks``.

The pool is every card of the imported database (``--db`` or ``GRIMOIRE_DB``). A deck counts
when it loads (the deck loader refuses a card the engine cannot play in full) and every card
in it has no support problem (``CardPool.support_problems``); decks with a commander are
left out (two-player games only here). Game ``i`` pairs two playable decks drawn from
``random.Random(seed)``, and seats alternate who plays first, as in ``grimoire simulate``.

Reports, per mode (``random``: both seats uniformly random; ``ai``: both seats the normal
AI): games/s and decisions/s, per wall-clock and per CPU-second (every applied action
counts, single-choice ones included, as in bench_engine.py), the decision kinds by their
slowest decision (a decision's time is ``legal_actions()`` + the agent + ``apply``), the
cost of ``legal_actions()`` (first call at each decision; a lazy listing defers part of it
to the agent), the cost of ``Game.copy()`` (sampled every ``--copy-every`` decisions,
outside the timed part), peak RSS of the process, and a digest of every game's (winner,
turns, decisions): the same digest before and after a change means the games replayed the
same.

    PYTHONPATH=src python3 bench/bench_decks.py [--games 1000] [--ai-games 100] [--seed 0]
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import pstats
import random
import resource
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import describe, select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.agents import RandomAgent  # noqa: E402
from grimoire.agents.ai import AIAgent  # noqa: E402
from grimoire.decks import Deck, load_deck, parse_deck  # noqa: E402
from grimoire.errors import GrimoireError  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.game import Agent, Game  # noqa: E402
from grimoire.rules.view import PlayerView  # noqa: E402

DECKS = ROOT.parent / "shared" / "data" / "decks"
MODES: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "ai": lambda seed: AIAgent(seed, "normal"),
}


def _without_shop(text: str) -> str:
    """The deck text without Forge's ``[shop]`` section (quest-mode prices, no cards)."""
    kept, skipping = [], False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            skipping = stripped.lower() == "[shop]"
        if not skipping:
            kept.append(line)
    return "\n".join(kept)


def read_deck(path: Path, pool: CardPool) -> Deck:
    """Load a deck; if this Grimoire's parser still refuses Forge's ``[shop]`` section,
    read it again without that section (it holds no cards)."""
    try:
        return load_deck(path, pool=pool)
    except GrimoireError as error:
        if "[shop]" not in str(error):
            raise
    text = path.read_text(encoding="utf-8-sig")
    return parse_deck(_without_shop(text), pool_names=pool, path=str(path), format="dck")


def playable_decks(pool: CardPool, paths: Sequence[Path]) -> tuple[list[Deck], dict[str, str]]:
    """The decks that load and are fully playable, and why each other one is not."""
    playable: list[Deck] = []
    refused: dict[str, str] = {}
    for path in paths:
        where = f"{path.parent.name}/{path.name}"
        try:
            deck = read_deck(path, pool)
        except GrimoireError as error:
            refused[where] = str(error).split(": ", 1)[-1]
            continue
        if deck.commander:
            refused[where] = "has a commander (two-player constructed games only)"
            continue
        problems = {n: pool.support_problems(n) for n in sorted(set(deck.main))}
        bad = [n for n, p in problems.items() if p]
        if bad:
            refused[where] = f"not fully playable: {', '.join(bad[:3])}"
            continue
        playable.append(deck)
    return playable, refused


@dataclass(slots=True)
class KindStats:
    """Decision times of one kind, in seconds."""

    count: int = 0
    total: float = 0.0
    worst: float = 0.0


@dataclass(slots=True)
class Totals:
    """What one mode's batch measured."""

    games: int = 0
    finished: int = 0
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    cpu: float = 0.0
    copy_cpu: float = 0.0
    wins: dict[str, int] = field(default_factory=lambda: {"0": 0, "1": 0, "draw": 0})
    kinds: dict[str, KindStats] = field(default_factory=dict)
    slowest: list[tuple[float, str, str, int]] = field(default_factory=list)
    legal: KindStats = field(default_factory=KindStats)
    copies: KindStats = field(default_factory=KindStats)
    digest: Any = field(default_factory=hashlib.sha256)


def play(game: Game, agents: Sequence[Agent], totals: Totals, label: str,
         copy_every: int) -> None:
    """``Game.run`` with auto-applied single choices, timing each decision by kind."""
    clock = time.perf_counter
    n = 0
    while game.result is None:
        decision = game.pending
        assert decision is not None
        n += 1
        if copy_every and n % copy_every == 0:
            t, cpu = clock(), time.process_time()
            game.copy()
            spent = clock() - t
            totals.copy_cpu += time.process_time() - cpu
            totals.copies.count += 1
            totals.copies.total += spent
            totals.copies.worst = max(totals.copies.worst, spent)
        start = clock()
        legal = game.legal_actions()
        listed = clock()
        if len(legal) == 1:
            action = legal[0]
        else:
            action = agents[decision.player].decide(PlayerView(game, decision.player), decision)
        game.apply(action, untouched=True)  # as Game.run: this loop only reads the game
        end = clock()
        lk = totals.legal
        lk.count += 1
        lk.total += listed - start
        lk.worst = max(lk.worst, listed - start)
        stats = totals.kinds.setdefault(decision.kind, KindStats())
        stats.count += 1
        stats.total += end - start
        if end - start > stats.worst:
            stats.worst = end - start
        if len(totals.slowest) < 10 or end - start > totals.slowest[-1][0]:
            totals.slowest.append((end - start, decision.kind, label, game.turn))
            totals.slowest.sort(reverse=True)
            del totals.slowest[10:]


def run_mode(mode: str, decks: Sequence[Deck], pool: CardPool, games: int, seed: int,
             copy_every: int) -> Totals:
    """``games`` games of ``mode`` over random pairs of ``decks``."""
    seeds = random.Random(seed)
    totals = Totals()
    factory = MODES[mode]
    copy_time = 0.0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        a, b = decks[seeds.randrange(len(decks))], decks[seeds.randrange(len(decks))]
        game = Game.new([list(a.main), list(b.main)], pool, seed=seeds.getrandbits(32),
                        first_player=i % 2)
        agents = [factory(seeds.getrandbits(32)) for _ in range(2)]
        before = totals.copies.total
        play(game, agents, totals, f"{a.name} v {b.name}", copy_every)
        copy_time += totals.copies.total - before
        totals.games += 1
        totals.decisions += len(game.action_log)
        result = game.result
        if result is not None:
            totals.finished += 1
            totals.turns += result.turns
            totals.wins["draw" if result.winner is None else str(result.winner)] += 1
        totals.digest.update(repr((result and result.winner, game.turn,
                                   len(game.action_log))).encode())
    totals.seconds = time.perf_counter() - start - copy_time
    totals.cpu = time.process_time() - cpu - totals.copy_cpu
    return totals


def report(mode: str, t: Totals) -> None:
    """Print one mode's figures."""
    print(f"\n== {mode}: {t.games} games ({t.finished} finished) in {t.seconds:.2f} s")
    print(f"games/s: {t.games / t.seconds:.2f}   decisions/s: {t.decisions / t.seconds:,.0f}"
          f"   avg turns: {t.turns / max(t.finished, 1):.1f}   wins: {t.wins}")
    print(f"per CPU-second: {t.games / t.cpu:.2f} games, {t.decisions / t.cpu:,.0f} decisions"
          f" (CPU {t.cpu:.1f} s; load {os.getloadavg()[0]:.2f})")
    print(f"replay digest: {t.digest.hexdigest()[:16]}")
    ms = 1000.0
    print(f"legal_actions(): {t.legal.count} calls, mean {t.legal.total / t.legal.count * ms:.3f}"
          f" ms, worst {t.legal.worst * ms:.2f} ms")
    if t.copies.count:
        print(f"Game.copy(): {t.copies.count} samples, mean "
              f"{t.copies.total / t.copies.count * ms:.3f} ms, worst {t.copies.worst * ms:.2f} ms")
    print(f"{'decision kind':<24} {'count':>8} {'mean ms':>9} {'worst ms':>9} {'share':>6}")
    total = sum(s.total for s in t.kinds.values()) or 1.0
    for kind, s in sorted(t.kinds.items(), key=lambda kv: -kv[1].worst):
        print(f"{kind:<24} {s.count:>8} {s.total / s.count * ms:>9.3f} {s.worst * ms:>9.2f}"
              f" {s.total / total:>6.1%}")
    print("slowest decisions:")
    for spent, kind, label, turn in t.slowest[:5]:
        print(f"  {spent * ms:8.2f} ms  {kind:<20} turn {turn:<3} {label}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=os.environ.get("GRIMOIRE_DB", "/work/db/full.sqlite"),
                        help="card database ('builtin': Grimoire's built-in pool)")
    parser.add_argument("--decks", default=str(DECKS), help="folder of deck folders")
    parser.add_argument("--deck", action="append", default=[],
                        help="play these deck files only (repeatable; skips the folder scan)")
    parser.add_argument("--games", type=int, default=1000, help="random-vs-random games")
    parser.add_argument("--ai-games", type=int, default=100, help="AI-vs-AI games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--copy-every", type=int, default=25,
                        help="time Game.copy() every N decisions (0: never)")
    parser.add_argument("--profile", action="store_true", help="cProfile the random games")
    parser.add_argument("--profile-out", metavar="FILE",
                        help="with --profile, also save the raw statistics (pstats) to FILE")
    parser.add_argument("--list", action="store_true", help="list refused decks and why")
    args = parser.parse_args()
    print(f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')}; nproc {os.cpu_count()}; "
          f"load {os.getloadavg()[0]:.2f}; db {args.db}")
    t0 = time.perf_counter()
    pool = CardPool.builtin() if args.db == "builtin" else CardPool.open(args.db)
    paths = [Path(p) for p in args.deck] or sorted(Path(args.decks).glob("*/*.dck"))
    decks, refused = playable_decks(pool, paths)
    print(f"{len(decks)} playable decks of {len(decks) + len(refused)} "
          f"(checked in {time.perf_counter() - t0:.1f} s): {', '.join(d.name for d in decks)}")
    if args.list:
        for where, why in refused.items():
            print(f"  refused {where}: {why}")
    if not decks:
        print("no playable deck: nothing to play")
        return 1
    for deck in decks:
        for name in set(deck.main):
            pool.get(name)  # compile outside the timed part
    run_mode("random", decks, pool, 3, args.seed + 1, 0)  # warm-up
    profiler = cProfile.Profile() if args.profile else None
    if args.games:
        if profiler:
            profiler.enable()
        report("random", run_mode("random", decks, pool, args.games, args.seed,
                                  args.copy_every))
        if profiler:
            profiler.disable()
    if args.ai_games:
        report("ai", run_mode("ai", decks, pool, args.ai_games, args.seed, args.copy_every))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak RSS (process, pool of the whole DB included): {rss:.1f} MB")
    print(describe())
    if profiler:
        if args.profile_out:
            profiler.dump_stats(args.profile_out)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
