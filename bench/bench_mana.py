"""Benchmark the automatic payer: enumerate and rank payments, and cast with it.

Run: ``PYTHONPATH=src .venv/bin/python bench/bench_mana.py``
"""

from __future__ import annotations

import timeit

from grimoire.pool import CardPool
from grimoire.rules import costs, payment
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

POOL = CardPool.builtin()
LANDS = ("Forest", "Forest", "Mountain", "Island", "Swamp", "Plains", "Sylvan Caryatid",
         "Exotic Orchard")


def board(hand: tuple[str, ...]) -> Game:
    p0 = PlayerSpec(library=("Forest",) * 5, hand=hand,
                    battlefield=tuple(PermanentSpec(n) for n in LANDS))
    p1 = PlayerSpec(library=("Forest",) * 5, battlefield=(PermanentSpec("Mountain"),))
    return Game.from_position(Position(players=(p0, p1), turn=3, step="main1"), POOL, seed=0)


def main() -> None:
    game = board(("Serra Angel", "Lightning Bolt", "Giant Growth"))
    cases = {
        "plan check (legal-action path), {3}{W}{W}": lambda: costs.mana_plan(
            game, 0, ("3", "W", "W")),
        "best_plans (enumerate + rank), {3}{W}{W}": lambda: payment.best_plans(
            game, 0, ("3", "W", "W")),
        "best_plans, {5}": lambda: payment.best_plans(game, 0, ("5",)),
        "legal_actions at priority (8 sources, 3 cards)": lambda: (
            game.cand_cache.clear(), setattr(game, "_legal", None), game.legal_actions()),
    }
    for name, fn in cases.items():
        best = min(timeit.repeat(fn, number=50, repeat=5)) / 50
        print(f"| {name} | {best * 1000:.2f} ms |")

    def cast() -> None:
        g = board(("Serra Angel",))
        g.apply(CastSpell(g.players[0].hand[0]))
    best = min(timeit.repeat(cast, number=20, repeat=5)) / 20
    print(f"| build position + cast Serra Angel with the payer | {best * 1000:.2f} ms |")


if __name__ == "__main__":
    main()
