"""Benchmark casting copies during a resolution: Wizard's Spellbook's 20 with N cards exiled.

Usage: ``PYTHONPATH=src python bench/bench_copies.py [--exiled 8] [--repeats 5]``

Builds a position where one Spellbook has exiled N instants and sorceries (Lightning Bolt,
Blaze, Divination, Fireblast in turn), rolls 20, then measures: the first ``cast_copy``
decision's legal actions (every way to cast every copy, CR 601.2a-h), and casting all N
copies one at a time (each followed by the next decision's legal actions). Best of
``repeats``, wall time.
"""

from __future__ import annotations

import argparse
import time

from grimoire.pool import CardPool
from grimoire.rules import linked, zones
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

CARDS = ("Lightning Bolt", "Blaze", "Divination", "Fireblast")


def _position(exiled: int) -> Position:
    graveyard = tuple(CARDS[i % len(CARDS)] for i in range(exiled + 1))
    return Position(players=(
        PlayerSpec(battlefield=(PermanentSpec("Wizard's Spellbook"),
                                *(PermanentSpec("Mountain") for _ in range(4))),
                   library=("Forest",) * 10),
        PlayerSpec(graveyard=graveyard, library=("Forest",) * 10,
                   battlefield=(PermanentSpec("Grizzly Bears"),))), turn=3, step="main1")


def _at_twenty(pool: CardPool, exiled: int) -> Game:
    game = Game.from_position(_position(exiled), pool, seed=0)
    book = next(o.id for o in game.objects.values() if o.name == "Wizard's Spellbook")
    # The first N cards are exiled with the Spellbook as its earlier activations would have.
    cards = list(game.players[1].graveyard)
    moved = tuple(zones.move(game, oid, "exile") for oid in cards[:exiled])
    linked.record(game, book, moved)
    game.script_dice([20])
    game.apply(ActivateAbility(book, 0, ((cards[exiled],),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "cast_copy"
    return game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--exiled", type=int, default=8)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    pool = CardPool.builtin()
    first, all_casts, actions = float("inf"), float("inf"), 0
    for _ in range(args.repeats):
        game = _at_twenty(pool, args.exiled)
        start = time.perf_counter()
        actions = len(game.legal_actions())
        first = min(first, time.perf_counter() - start)
        start = time.perf_counter()
        while game.pending is not None and game.pending.kind == "cast_copy":
            legal = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
            if not legal:
                break
            pick = next((a for a in legal if a.targets in ((), ((Seat(1),),))), legal[0])
            game.apply(pick)
        all_casts = min(all_casts, time.perf_counter() - start)
    print(f"copies offered: {args.exiled + 1}; legal actions at the first decision: {actions}")
    print(f"first decision's legal actions: {first * 1000:.2f} ms")
    print(f"cast every copy, one decision at a time: {all_casts * 1000:.2f} ms")


if __name__ == "__main__":
    main()
