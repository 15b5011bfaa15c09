"""Dice (CR 706) outside a game: notation, fair rolls, exact distributions, odds and plots.

>>> import random
>>> roll("2d6", random.Random(1)).total in range(2, 13)
True
>>> of_spec(parse("2d20kh1"))[20]
Fraction(39, 400)
"""

from grimoire.dice.distribution import (
    Distribution,
    convolve,
    kept_sum,
    max_of,
    mean,
    min_of,
    of_spec,
    order_statistic,
    probability,
    shift,
    sum_of,
    uniform,
)
from grimoire.dice.notation import DiceNotationError, RollSpec, parse
from grimoire.dice.odds import OddsError, OddsReport, RowOdds, find_rolls, odds
from grimoire.dice.plot import plot_report, render_png
from grimoire.dice.rolling import RandomSource, RollOutcome, roll, roll_die

__all__ = [
    "DiceNotationError",
    "Distribution",
    "OddsError",
    "OddsReport",
    "RandomSource",
    "RollOutcome",
    "RollSpec",
    "RowOdds",
    "convolve",
    "find_rolls",
    "kept_sum",
    "max_of",
    "mean",
    "min_of",
    "odds",
    "of_spec",
    "order_statistic",
    "parse",
    "plot_report",
    "probability",
    "render_png",
    "roll",
    "roll_die",
    "shift",
    "sum_of",
    "uniform",
]
