"""Soak test: many random games on random decks of playable cards, in one process.

Reports crashes (any exception out of ``Game.run``, with the game's replay saved so it can
be reproduced) and memory over time (the process's resident memory and the engine's card
caches), every ``--every`` games. Each game is random-vs-random on two decks of 24 basic
lands and 36 cards drawn at random from the pool's playable cards (those the engine
honours in full, ``CardPool.support_problems``), with ``Game.run``'s default caps.

    PYTHONPATH=src python3 bench/soak.py [--games 10000] [--seed 0] [--db PATH]
        [--every 500] [--replays DIR] [--sample N] [--log FILE] [--only I] [--start I]
        [--cards FILE]

``--db``: a card database (all its playable cards, e.g. /work/db/full.sqlite); without it,
the built-in pool. ``--sample``: consider only N random cards of the pool (faster start).
``--log``: also append the progress lines and each crash's full traceback and decks to FILE
(flushed as they happen, so crashes can be fixed while the soak runs). ``--only I``: play
only game I of the run (the same decks and seed as in the full run), to reproduce a crash.
``--start I``: play games I to ``--games`` of the run (two processes can share one run).
``--cards FILE``: the playable cards, read from FILE if it exists, else found and written
there (finding them compiles the whole pool: minutes on a loaded machine).
``--compile-first``: compile every playable card before the first game, so that the memory
figures show what play keeps (not the pool compiling the cards it meets). ``--caches``:
add the sizes of the engine's caches that fill during play to each progress line.
"""

from __future__ import annotations

import argparse
import gc
import random
import resource
import sys
import time
import traceback
import tracemalloc
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.agents import RandomAgent  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules import cardinfo, division, grants, manapay  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402
from grimoire.rules.save import save_game  # noqa: E402

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def rss_mb() -> float:
    """The process's current resident memory in MB (peak where /proc is missing)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def playable(pool: CardPool, rng: random.Random, sample: int | None) -> list[str]:
    """The pool's non-land cards the engine plays in full."""
    names = sorted(pool)
    if sample is not None and sample < len(names):
        names = rng.sample(names, sample)
    out = []
    for name in names:
        try:
            if pool.support_problems(name) or pool.unsupported(name):
                continue
            if "land" in pool.get(name).card_types:
                continue
        except ValueError:
            continue
        out.append(name)
    return out


def module_containers() -> dict[str, int]:
    """The size of every dict, set and list held at module level by the engine's modules
    (``module.NAME``): the caches and registries that could grow over games."""
    sizes = {}
    for mod_name, module in list(sys.modules.items()):
        if not mod_name.startswith("grimoire"):
            continue
        for name, value in list(vars(module).items()):
            if isinstance(value, dict | set | list) and not name.startswith("__"):
                sizes[f"{mod_name.removeprefix('grimoire.')}.{name}"] = len(value)
    return sizes


def type_counts() -> Counter[str]:
    """How many objects the garbage collector tracks, by type name."""
    return Counter(type(o).__name__ for o in gc.get_objects())


def growth(before: dict[str, int], after: dict[str, int], top: int = 8) -> str:
    """The ``top`` largest increases from ``before`` to ``after``, as ``name +n (size)``."""
    grown = sorted(((after[k] - before.get(k, 0), k) for k in after), reverse=True)[:top]
    return ", ".join(f"{k} +{d} ({after[k]})" for d, k in grown if d > 0) or "none"


def trace_growth(before: tracemalloc.Snapshot, after: tracemalloc.Snapshot,
                 top: int = 8) -> list[str]:
    """The ``top`` tracebacks whose live memory grew most from ``before`` to ``after``."""
    keep = [tracemalloc.Filter(False, tracemalloc.__file__),
            tracemalloc.Filter(False, "<frozen importlib._bootstrap>")]
    diffs = after.filter_traces(keep).compare_to(before.filter_traces(keep), "traceback")
    out = []
    for stat in diffs[:top]:
        frames = " < ".join(f"{Path(f.filename).name}:{f.lineno}" for f in stat.traceback)
        out.append(f"    {stat.size_diff / 1024:+9.1f} KB {stat.count_diff:+7d} blocks  {frames}")
    return out


def loop_summary(game: Game) -> str:
    """The actions the last turn repeated most (what a capped game looped on), by name."""
    last: list[object] = []
    for action in reversed(game.action_log[:-1]):
        if type(action).__name__ in ("PassPriority", "CapReached"):
            continue
        last.append(action)
        if len(last) >= 400:
            break
    counts: Counter[str] = Counter()
    for action in last:
        source = getattr(action, "source", getattr(action, "card", None))
        obj = game.objects.get(source) if isinstance(source, int) else None
        name = obj.info.name if obj is not None else "?"
        counts[f"{type(action).__name__}({name})"] += 1
    return ", ".join(f"{key} x{n}" for key, n in counts.most_common(4)) or "only passes"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--db", default=None, help="card database (default: built-in pool)")
    parser.add_argument("--every", type=int, default=500, help="report every N games")
    parser.add_argument("--replays", default=None, help="folder for crashing games' saves")
    parser.add_argument("--sample", type=int, default=None)
    parser.add_argument("--log", default=None, help="append progress and crashes to this file")
    parser.add_argument("--only", type=int, default=None, help="play only game I of the run")
    parser.add_argument("--start", type=int, default=1, help="the first game to play")
    parser.add_argument("--cards", default=None, help="cache file of the playable cards")
    parser.add_argument("--compile-first", action="store_true",
                        help="compile every playable card before the first game")
    parser.add_argument("--caches", action="store_true",
                        help="report the sizes of the caches play fills")
    parser.add_argument("--growth", action="store_true",
                        help="at each report, the module-level containers and object types "
                             "that grew most since the previous report")
    parser.add_argument("--trace", type=int, default=0, metavar="FRAMES",
                        help="tracemalloc with FRAMES frames: at each report, the tracebacks "
                             "whose memory grew most since the previous report (slow)")
    args = parser.parse_args()
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115

    def say(text: str) -> None:
        print(text, flush=True)
        if log is not None:
            log.write(text + "\n")
            log.flush()

    rng = random.Random(args.seed)
    pool = CardPool.open(args.db) if args.db else CardPool.builtin()
    started = time.perf_counter()
    cache = Path(args.cards) if args.cards else None
    if cache is not None and cache.exists():
        cards = cache.read_text(encoding="utf-8").splitlines()
    else:
        cards = playable(pool, rng, args.sample)
        if cache is not None:
            cache.write_text("\n".join(cards) + "\n", encoding="utf-8")
    say(f"soak: seed {args.seed}, {args.games} games, db {args.db or 'built-in'}; "
        f"pool: {len(cards)} playable non-land cards ({time.perf_counter() - started:.1f} s)")
    if args.compile_first:
        for name in cards:
            pool.get(name)
        say(f"compiled {len(cards)} cards: rss {rss_mb():.1f} MB")
    containers, types = (module_containers(), type_counts()) if args.growth else ({}, Counter())
    if args.trace:
        tracemalloc.start(args.trace)
    snapshot = tracemalloc.take_snapshot() if args.trace else None
    crashes: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    decisions = turns = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    slowest = (0.0, 0)
    played = 0
    say("games  crashes  draws  capped  rss_MB  info_cache  games/s  games/CPU-s"
        + ("  grants._MADE  division._FOUND  manapay._CANDIDATES  blocks" if args.caches
           else ""))
    for i in range(1, args.games + 1):
        decks = [[rng.choice(BASICS) for _ in range(24)] + [rng.choice(cards) for _ in range(36)]
                 for _ in range(2)]
        seed = rng.getrandbits(32)
        if (args.only is not None and i != args.only) or i < args.start:
            continue
        played += 1
        game_cpu = time.process_time()
        game = Game.new(decks, pool, seed=seed)
        try:
            result = game.run([RandomAgent(seed), RandomAgent(seed + 1)])
            reasons["draw" if result.winner is None else "win"] += 1
            if "cap" in result.reason or "mandatory" in result.reason:
                reasons["capped"] += 1
            if result.winner is None:
                reasons[f"draw: {result.reason[:70]}"] += 1
                say(f"DRAW game {i} seed {seed} turn {result.turns}: {result.reason}; "
                    f"{loop_summary(game)}")
            turns += result.turns
        except Exception as error:  # a crash: record it and keep the replay
            key = f"{type(error).__name__}: {str(error)[:120]}"
            crashes[key] += 1
            if crashes[key] == 1:
                print(f"CRASH game {i} seed {seed}: {key}\n"
                      f"{''.join(traceback.format_exception(error)[-3:])}", flush=True)
            if log is not None:
                log.write(f"CRASH game {i} seed {seed}: {key}\ndecks: {decks}\n"
                          f"{''.join(traceback.format_exception(error))}\n")
                log.flush()
            if args.replays:
                folder = Path(args.replays)
                folder.mkdir(parents=True, exist_ok=True)
                (folder / f"crash-{i}.json").write_text(save_game(game, replay_only=True))
        decisions += len(game.action_log)
        slowest = max(slowest, (time.process_time() - game_cpu, i))
        if i % args.every == 0 or i == args.games or args.only is not None:
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu_start
            say(f"{i:5d}  {sum(crashes.values()):7d}  {reasons['draw']:5d}  "
                f"{reasons['capped']:6d}  {rss_mb():6.1f}  {len(cardinfo._CACHE):10d}  "
                f"{played / elapsed:7.2f}  {played / max(cpu, 1e-9):11.2f}"
                + (f"  {len(grants._MADE):12d}  {len(division._FOUND):15d}  "
                   f"{len(manapay._CANDIDATES):19d}  {sys.getallocatedblocks():6d}"
                   if args.caches else ""))
            if args.growth:
                gc.collect()
                now_containers, now_types = module_containers(), type_counts()
                say(f"  grew: {growth(containers, now_containers)}")
                say(f"  types: {growth(types, now_types)}")
                containers, types = now_containers, now_types
            if snapshot is not None:
                gc.collect()
                latest = tracemalloc.take_snapshot()
                for line in trace_growth(snapshot, latest):
                    say(line)
                snapshot = latest
    say(f"crashes: {sum(crashes.values())} in {played} games; "
        f"{decisions / max(1, played):.0f} actions and {turns / max(1, played):.1f} turns "
        f"per game on average; slowest game {slowest[1]} ({slowest[0]:.1f} CPU-s); "
        f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB")
    for key, n in crashes.most_common():
        say(f"  {n:5d}  {key}")
    for reason, n in reasons.most_common():
        say(f"  {reason}: {n}")
    if log is not None:
        log.close()
    return 1 if crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
