"""Fair in-game dice (CR 706.1a-b; ruling:dice-fair, ruling:dice-named-by-faces)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game

from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules import dice
from grimoire.rules import events as ev
from grimoire.rules.position import PlayerSpec
from grimoire.rules.resolution import Resolution, run

# Chi-square critical values at p = 0.001 for k-1 degrees of freedom (d4, d6, d10, d20).
CRITICAL = {4: 16.266, 6: 20.515, 10: 27.877, 20: 43.820}


def _chi_square(counts: list[int]) -> float:
    expected = sum(counts) / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


@pytest.mark.parametrize("sides", [4, 6, 10, 20])
def test_chi_square_of_in_game_rolls(sides: int) -> None:
    """ruling:dice-fair, CR 706.1b: 100,000 rolls of a dN made by the game's RollDice
    resolver (the in-game path: one roll instruction of 100,000 dice, events included) from
    a fixed seed: every face 1..N appears, and the chi-square statistic is below the
    p = 0.001 critical value."""
    g = game(PlayerSpec(), seed=2024)
    res = Resolution(source=0, controller=0)
    res.push(ir.RollDice(ir.Fixed(100_000), sides))
    assert run(g, res) is None
    faces = [e.natural for e in g.events if isinstance(e, ev.DieRolled)]
    assert len(faces) == 100_000
    counts = [faces.count(f) for f in range(1, sides + 1)]
    assert min(counts) > 0
    assert _chi_square(counts) < CRITICAL[sides]


@pytest.mark.parametrize("sides", [1, 2, 3, 7, 13, 100, 1000])
def test_any_n_has_outcomes_one_to_n(sides: int) -> None:
    """ruling:dice-named-by-faces, CR 706.1a: a dN's outcomes are exactly 1..N, any N."""
    g = game(PlayerSpec(), seed=5)
    faces = {dice.natural_roll(g, sides) for _ in range(max(60, sides * 12))}
    assert faces <= set(range(1, sides + 1))
    assert faces == set(range(1, sides + 1)) or sides == 1000


def test_a_die_without_faces_is_an_error() -> None:
    """CR 706.1a: N is a positive integer."""
    g = game(PlayerSpec())
    with pytest.raises(GrimoireError):
        dice.natural_roll(g, 0)


def test_same_seed_same_rolls() -> None:
    """DESIGN principle 4: rolls come only from the game's seeded RNG."""
    a, b = game(PlayerSpec(), seed=9), game(PlayerSpec(), seed=9)
    assert [dice.natural_roll(a, 20) for _ in range(50)] == [
        dice.natural_roll(b, 20) for _ in range(50)
    ]
