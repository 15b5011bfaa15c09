"""Benchmark: exact odds of a d20 results table under 0..3 roll replacements, and big pools.

Run: ``.venv/bin/python bench/bench_dice_odds.py`` (prints one line per case).
"""

from __future__ import annotations

import timeit

from grimoire.core.mana import ManaCost
from grimoire.dice import kept_sum, odds, uniform
from grimoire.oracle.ir import (
    ActivatedAbility,
    CardDefinition,
    Cost,
    Fixed,
    GainLife,
    RollDice,
    RollReplacement,
    StaticAbility,
    TableRow,
)

CHEST = CardDefinition("Chest", abilities=(ActivatedAbility(
    cost=Cost(mana=ManaCost(("4",))),
    effect=RollDice(Fixed(1), 20, table=(
        TableRow(1, 1, GainLife(Fixed(1))), TableRow(2, 9, GainLife(Fixed(2))),
        TableRow(10, 19, GainLife(Fixed(3))), TableRow(20, 20, GainLife(Fixed(4))))),
),))
HIGH = CardDefinition("Adv", abilities=(StaticAbility(RollReplacement(1, "highest")),))
LOW = CardDefinition("Dis", abilities=(StaticAbility(RollReplacement(1, "lowest")),))
CHOOSE = CardDefinition("Thumb", abilities=(StaticAbility(RollReplacement(1, "choose")),))


def measure(label: str, func: object, number: int = 20) -> None:
    seconds = min(timeit.repeat(func, number=number, repeat=5)) / number  # type: ignore[arg-type]
    print(f"{label:<48} {seconds * 1000:8.2f} ms")


if __name__ == "__main__":
    measure("d20 table, no replacement", lambda: odds(CHEST))
    measure("d20 table, 1 replacement (Pixie Guide)", lambda: odds(CHEST, with_=[HIGH]))
    measure("d20 table, 2 replacements", lambda: odds(CHEST, with_=[HIGH, HIGH]))
    measure("d20 table, 3 replacements", lambda: odds(CHEST, with_=[HIGH, HIGH, HIGH]))
    measure("d20 table, high + low + choose", lambda: odds(CHEST, with_=[HIGH, LOW, CHOOSE]))
    measure("10d20, keep highest 3 (kept_sum)",
            lambda: kept_sum(uniform(20), 10, drop_lowest=7), number=3)
    measure("20d6 total (convolution)", lambda: kept_sum(uniform(6), 20), number=3)
