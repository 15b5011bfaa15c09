"""Do two commits play the same games? A digest of every game's whole action log.

A speed change must not change behaviour: the same seed must give the same game, action
for action. This plays the games the benchmarks play (``bench_engine.py``'s vanilla games,
seeded as :func:`grimoire.sim.batch.simulate` seeds them; ``bench_decks.py``'s real-deck
games, random and AI, seeded as it seeds them) and prints, per batch, the SHA-256 of every
game's action log (``repr`` of each action, in order), its result and its turn. Run it on
the commit before and the commit after a change: equal digests mean the same games.

    PYTHONPATH=src python3 bench/same_games.py [--games 100] [--deck-games 20]
        [--ai-games 4] [--db /work/db/full.sqlite] [--deck PATH ...]

The per-game digests are also printed with ``--verbose`` (to find the first game that
differs). ``--all-decks`` plays every playable deck of ``../shared/data/decks`` (as
``bench_decks.py`` does) instead of two precons; ``--commander-games N`` adds four-player
Commander games (``bench_commander.py``'s tables, unsupported cards replaced by basic lands).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import describe, select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed
sys.path.insert(0, str(ROOT / "bench"))

from bench_commander import commander_decks  # noqa: E402
from bench_decks import DECKS, MODES, playable_decks  # noqa: E402

from grimoire.decks import load_deck  # noqa: E402
from grimoire.pool import CardPool  # noqa: E402
from grimoire.rules.game import Game  # noqa: E402
from grimoire.sim.batch import AGENTS, plan  # noqa: E402

PRECONS = ROOT.parent / "shared" / "data" / "decks" / "precons"
DEFAULT_DECKS = ("Army_of_Justice", "Bant_Exalted")


def game_digest(game: Game) -> str:
    """The SHA-256 of ``game``'s action log, result and turn, and of its final state
    (:func:`state_summary`)."""
    h = hashlib.sha256()
    for action in game.action_log:
        h.update(repr(action).encode())
        h.update(b"\n")
    result = game.result
    h.update(repr((result and (result.winner, result.reason), game.turn)).encode())
    h.update(state_summary(game).encode())
    return h.hexdigest()


def state_summary(game: Game) -> str:
    """The final state in a form that reads the same in every process (no sets, whose
    order changes with the hash seed): each player's life, counters and zones, each
    object's name, zone, controller, tapped, damage, counters and attachment, and the
    kinds of the events in order."""
    parts = [f"{game.turn} {game.step} {game.active}"]
    for p in game.players:
        parts.append(f"p{p.index} {p.life} {sorted((p.counters or {}).items())} "
                     f"{list(p.hand)} {list(p.library)} {list(p.graveyard)}")
    for oid in sorted(game.objects):
        o = game.objects[oid]
        parts.append(f"{oid} {o.info.name} {o.zone} {o.controller} {o.tapped} {o.damage} "
                     f"{sorted((o.counters or {}).items())} {o.attached_to}")
    parts.append(" ".join(type(e).__name__ for e in game.events))
    return "\n".join(parts)


def vanilla(games: int, seed: int, verbose: bool) -> str:
    """The digest of ``bench_engine.py``'s games (``simulate``'s seeds, random agents)."""
    pool = CardPool.builtin()
    deck = list(load_deck(str(ROOT / "decks" / "bench-vanilla.txt"), pool=pool).main)
    total = hashlib.sha256()
    for task in plan(seed, games, 2):
        game = Game.new([deck, deck], pool, seed=task.game_seed,
                        first_player=task.first_player)
        game.run([AGENTS["random"](s) for s in task.agent_seeds])
        one = game_digest(game)
        if verbose:
            print(f"  vanilla game {task.index}: {one[:16]}")
        total.update(one.encode())
    return total.hexdigest()[:16]


def decks_batch(mode: str, decks: list, pool: CardPool, games: int, seed: int,
                verbose: bool) -> str:
    """The digest of ``bench_decks.py``'s ``mode`` games (its seeding, ``Game.run``)."""
    seeds = random.Random(seed)
    total = hashlib.sha256()
    for i in range(games):
        a, b = decks[seeds.randrange(len(decks))], decks[seeds.randrange(len(decks))]
        game = Game.new([list(a.main), list(b.main)], pool, seed=seeds.getrandbits(32),
                        first_player=i % 2)
        game.run([MODES[mode](seeds.getrandbits(32)) for _ in range(2)])
        one = game_digest(game)
        if verbose:
            print(f"  {mode} game {i}: {one[:16]}")
        total.update(one.encode())
    return total.hexdigest()[:16]


def commander_batch(pool: CardPool, games: int, seed: int, verbose: bool) -> str:
    """The digest of four-player Commander games (CR 903) between random agents, tables
    rotating through the decks as ``bench_commander.py --substitute`` seats them."""
    loaded, _, _ = commander_decks(pool, DECKS / "commander", substitute=True)
    seeds = random.Random(seed)
    total = hashlib.sha256()
    for i in range(games):
        table = [loaded[(4 * i + k) % len(loaded)][1] for k in range(4)]
        game_seed = seeds.getrandbits(32)
        game = Game.new([list(d.main) for d in table], pool, seed=game_seed,
                        first_player=i % 4, format="commander",
                        commanders=[list(d.commander) for d in table], turn_limit=200)
        game.run([AGENTS["random"](game_seed + k) for k in range(4)])
        one = game_digest(game)
        if verbose:
            print(f"  commander game {i}: {one[:16]}")
        total.update(one.encode())
    return total.hexdigest()[:16]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="vanilla games")
    parser.add_argument("--deck-games", type=int, default=20, help="real-deck random games")
    parser.add_argument("--ai-games", type=int, default=4, help="real-deck AI games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--db", default=os.environ.get("GRIMOIRE_DB", "/work/db/full.sqlite"))
    parser.add_argument("--deck", action="append", default=[],
                        help="deck files (default: two precons)")
    parser.add_argument("--all-decks", action="store_true",
                        help="every playable deck of ../shared/data/decks")
    parser.add_argument("--commander-games", type=int, default=0,
                        help="four-player Commander games (random agents)")
    parser.add_argument("--verbose", action="store_true", help="print each game's digest")
    args = parser.parse_args()
    if args.games:
        print(f"vanilla {args.games} games: {vanilla(args.games, args.seed, args.verbose)}")
    if args.deck_games or args.ai_games or args.commander_games:
        pool = CardPool.open(args.db)
    if args.deck_games or args.ai_games:
        paths = [Path(p) for p in args.deck] or (
            sorted(DECKS.glob("*/*.dck")) if args.all_decks
            else [PRECONS / f"{n}.dck" for n in DEFAULT_DECKS])
        decks, refused = playable_decks(pool, paths)
        if refused and not args.all_decks:
            print(f"refused: {refused}")
        print(f"{len(decks)} playable decks")
        for mode, n in (("random", args.deck_games), ("ai", args.ai_games)):
            if n and decks:
                print(f"decks {mode} {n} games: "
                      f"{decks_batch(mode, decks, pool, n, args.seed, args.verbose)}")
    if args.commander_games:
        print(f"commander {args.commander_games} games: "
              f"{commander_batch(pool, args.commander_games, args.seed, args.verbose)}")
    print(describe())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
