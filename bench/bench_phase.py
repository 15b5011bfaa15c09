"""Grimoire against phase.rs (phase-python): the same deck, uniform random players, one run.

Plays ``--games`` games on Grimoire and ``--phase-games`` games on phase-python (the Rust
engine phase.rs behind Python bindings, PyPI ``phase-python``; ``make bench`` installs it),
each engine in its own child process, one after the other, so each peak memory (ru_maxrss)
is its own. Prints games/s, decisions/s (per wall-clock second and per CPU-second of the
process: on a shared, loaded machine the CPU figures are the comparable ones), average
turns and peak RSS for both, and the ratios.

Both sides play the same way: at every decision a player picks uniformly among the legal
actions the engine lists (mana abilities are listed by neither), and every applied action
counts as a decision; seats alternate who plays first; game ``i`` gets its seeds from
``random.Random(seed)``.

phase-python needs a ``card-data.json``. As its README says, it is generated with its
``phase-gen`` command from MTGJSON data; here the input is the set files in
``../shared/data/mtgjson`` (never downloaded): the smallest list of sets that prints every
card of the deck is found in the card database (``--db``, default the one the ``grimoire``
command reads: ``$GRIMOIRE_DB``, else the imported user database), each set file is
decompressed to a temporary directory and run through ``phase-gen -i SET.json``, and the
outputs are merged (first set wins) into ``--card-data`` (cached; ``--rebuild`` redoes it).

    PYTHONPATH=src python3 bench/bench_phase.py [--games 200] [--phase-games 20] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import lzma
import os
import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import describe, select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed

from grimoire.cards.default_db import default_db_path  # noqa: E402

DEFAULT_DECK = ROOT / "decks" / "bench-vanilla.txt"
MTGJSON = ROOT.parent / "shared" / "data" / "mtgjson"
DEFAULT_CARD_DATA = Path(tempfile.gettempdir()) / "grimoire-bench" / "phase-card-data.json"
MAX_PHASE_ACTIONS = 20_000
"""A phase game still running after this many actions is stopped (counted unfinished)."""


def deck_names(deck_path: str) -> list[str]:
    """The main deck of ``deck_path`` as a list of card names (Grimoire's deck parser)."""
    from grimoire.decks import load_deck
    from grimoire.pool import CardPool
    return list(load_deck(deck_path, pool=CardPool.builtin()).main)


def covering_sets(names: Sequence[str], db: str) -> list[str]:
    """A small list of set codes whose files print every name (greedy set cover, newest
    set first among equals), read from the printings of the card database."""
    wanted = sorted(set(names))
    if not Path(db).is_file():
        raise SystemExit(f"card database {db} not found: import one (grimoire db import), or"
                         " give --db PATH, GRIMOIRE_DB, or --sets")
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        try:
            rows = con.execute(
                "SELECT c.name, p.set_code, COALESCE(s.release_date, '') FROM cards c"
                " JOIN printings p ON p.card_id = c.id LEFT JOIN sets s ON s.code = p.set_code"
                f" WHERE p.lang = 'en' AND c.name IN ({','.join('?' * len(wanted))})",
                wanted).fetchall()
        finally:
            con.close()
    except sqlite3.Error as exc:
        raise SystemExit(f"cannot read the card database {db}: {exc}") from None
    by_set: dict[str, set[str]] = {}
    released: dict[str, str] = {}
    for name, code, date in rows:
        if (MTGJSON / f"{code}.json.xz").exists():
            by_set.setdefault(code, set()).add(name)
            released[code] = date
    missing = set(wanted) - set().union(*by_set.values()) if by_set else set(wanted)
    if missing:
        raise SystemExit(f"no MTGJSON set file in {MTGJSON} prints: {sorted(missing)}")
    left, chosen = set(wanted), []
    while left:
        best = max(by_set, key=lambda c: (len(by_set[c] & left), released[c], c))
        chosen.append(best)
        left -= by_set[best]
    return chosen


def build_card_data(sets: Sequence[str], out: Path) -> None:
    """Run phase-python's own ``phase-gen`` on each set file and merge the outputs."""
    merged: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for code in sets:
            src = Path(tmp) / f"{code}.json"
            with lzma.open(MTGJSON / f"{code}.json.xz") as xz, open(src, "wb") as raw:
                raw.write(xz.read())
            part = Path(tmp) / f"{code}-card-data.json"
            subprocess.run([sys.executable, "-m", "phase.gen", "-i", str(src), "-o", str(part)],
                           check=True, stdout=subprocess.DEVNULL)
            for key, face in json.loads(part.read_text(encoding="utf-8")).items():
                merged.setdefault(key, face)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(merged, ensure_ascii=False), encoding="utf-8")


def run_grimoire(deck: list[str], games: int, seed: int) -> dict[str, Any]:
    """Random-vs-random games on Grimoire, exactly as bench_engine.py plays them."""
    from grimoire.pool import CardPool
    from grimoire.sim.batch import simulate
    pool = CardPool.builtin()
    for name in set(deck):
        pool.get(name)
    simulate([deck, deck], pool, games=2, seed=seed + 1)  # warm-up
    start, cpu = time.perf_counter(), time.process_time()
    result = simulate([deck, deck], pool, games=games, seed=seed)
    elapsed = time.perf_counter() - start
    return {"games": result.games, "finished": result.finished, "seconds": elapsed,
            "cpu": time.process_time() - cpu,
            "decisions": result.decisions, "turns": result.turns,
            "wins": result.wins, "build": describe()}


def _seats(game: Any, waiting: dict[str, Any]) -> list[int]:
    """The seats phase.rs waits for: ``data.player``, else every pending mulligan decision
    (players decide their mulligans at the same time, and ``actions()`` then lists the
    choices of all of them without saying whose each is)."""
    data = waiting.get("data")
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return [int(data["player"])]
        pending = data.get("pending")
        if isinstance(pending, list) and pending:
            return [int(p["player"]) for p in pending if isinstance(p, dict)]
    return [int(game.priority_player())]


def _apply(game: Any, seats: list[int], action: Any) -> int:
    """Apply ``action`` for the first of ``seats`` it is legal for; that seat."""
    for seat in seats[:-1]:
        try:
            game.apply(seat, action)
        except ValueError:
            continue  # not this player's choice (phase.rs refuses it, changing nothing)
        return seat
    game.apply(seats[-1], action)
    return seats[-1]


def run_phase(deck: list[str], games: int, seed: int, card_data: Path) -> dict[str, Any]:
    """Random-vs-random games on phase-python with uniformly random players."""
    from phase import Engine
    engine = Engine.from_path(str(card_data))
    seeds = random.Random(seed)
    totals: dict[str, Any] = {"games": 0, "finished": 0, "seconds": 0.0, "decisions": 0,
                              "turns": 0, "wins": {"0": 0, "1": 0, "draw": 0}}
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        game = engine.new_game(player=deck, opponent=deck, seed=seeds.getrandbits(32),
                               first_player=i % 2)
        rngs = [random.Random(seeds.getrandbits(32)) for _ in range(2)]
        actions = 0
        waiting = game.waiting_for()
        while waiting.get("type") != "GameOver" and actions < MAX_PHASE_ACTIONS:
            legal = game.actions()
            if not legal:
                raise RuntimeError(f"phase.rs lists no legal action while waiting for {waiting}")
            seats = _seats(game, waiting)
            _apply(game, seats, legal[rngs[seats[0]].randrange(len(legal))])
            actions += 1
            waiting = game.waiting_for()
        totals["games"] += 1
        totals["decisions"] += actions
        if waiting.get("type") == "GameOver":
            totals["finished"] += 1
            totals["turns"] += int(game.turn)
            winner = (waiting.get("data") or {}).get("winner")
            totals["wins"]["draw" if winner is None else str(winner)] += 1
    totals["seconds"] = time.perf_counter() - start
    totals["cpu"] = time.process_time() - cpu
    return totals


def child(args: argparse.Namespace) -> int:
    """One engine's run; prints its figures as JSON (peak RSS of this process only)."""
    deck = deck_names(args.deck)
    if args.only == "grimoire":
        out = run_grimoire(deck, args.games, args.seed)
    else:
        out = run_phase(deck, args.phase_games, args.seed, Path(args.card_data))
    out["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(out))
    return 0


def _spawn(args: argparse.Namespace, side: str) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--only", side, "--deck", args.deck, "--games",
           str(args.games), "--phase-games", str(args.phase_games), "--seed", str(args.seed),
           "--card-data", args.card_data]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip().splitlines()[-1] if proc.stderr else side)
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def _row(name: str, r: dict[str, Any]) -> str:
    gps, cgps = r["games"] / r["seconds"], r["games"] / r["cpu"]
    dps, cdps = r["decisions"] / r["seconds"], r["decisions"] / r["cpu"]
    turns = r["turns"] / r["finished"] if r["finished"] else 0.0
    return (f"{name:<9} {r['games']:>6} {r['finished']:>8} {gps:>9.2f} {cgps:>10.2f}"
            f" {dps:>12,.0f} {cdps:>12,.0f} {turns:>9.1f} {r['peak_rss_mb']:>8.1f}  {r['wins']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", default=str(DEFAULT_DECK))
    parser.add_argument("--games", type=int, default=200, help="Grimoire games")
    parser.add_argument("--phase-games", type=int, default=20, help="phase-python games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--db", default=None,
                        help="card database used to pick the MTGJSON set files (default: the"
                             " grimoire command's: $GRIMOIRE_DB, else the imported user database)")
    parser.add_argument("--sets", help="comma-separated set codes (instead of --db)")
    parser.add_argument("--card-data", default=str(DEFAULT_CARD_DATA))
    parser.add_argument("--rebuild", action="store_true", help="regenerate --card-data")
    parser.add_argument("--only", choices=("grimoire", "phase"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.only:
        return child(args)

    print(f"deck: {args.deck}; seed {args.seed}; {time.strftime('%Y-%m-%d %H:%M:%S %Z')}; "
          f"nproc {os.cpu_count()}; load {os.getloadavg()[0]:.2f}")
    # phase's card data first: a missing card database stops the run before any game.
    with_phase = True
    try:
        import phase as _phase  # noqa: F401
    except ImportError:
        print("phase-python is not installed (make bench installs it): Grimoire only")
        with_phase = False
    else:
        card_data = Path(args.card_data)
        if args.rebuild or not card_data.exists():
            sets = args.sets.split(",") if args.sets else covering_sets(
                deck_names(args.deck), args.db or str(default_db_path()))
            print(f"building {card_data} with phase-gen from MTGJSON sets {', '.join(sets)}")
            build_card_data(sets, card_data)
        data = json.loads(card_data.read_text(encoding="utf-8"))
        missing = sorted({n for n in deck_names(args.deck) if n.lower() not in data})
        if missing:
            raise SystemExit(f"{card_data} lacks {missing}: rebuild with --rebuild/--sets")
    grim = _spawn(args, "grimoire")
    phase = _spawn(args, "phase") if with_phase else None
    print(f"{'engine':<9} {'games':>6} {'finished':>8} {'games/s':>9} {'games/CPUs':>10}"
          f" {'decisions/s':>12} {'dec./CPU-s':>12} {'avg turns':>9} {'peak MB':>8}  wins")
    print(_row("grimoire", grim))
    print(f"grimoire {grim['build']}")
    if phase is not None:
        print(_row("phase", phase))
        for clock in ("seconds", "cpu"):
            ratio = (grim["games"] / grim[clock]) / (phase["games"] / phase[clock])
            dratio = (grim["decisions"] / grim[clock]) / (phase["decisions"] / phase[clock])
            per = "wall clock" if clock == "seconds" else "CPU time"
            print(f"ratio grimoire/phase ({per}): {ratio:.1f}x games, {dratio:.1f}x decisions")
    print(f"load at the end: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
