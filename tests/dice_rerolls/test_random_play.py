"""Random players through roll windows, coin flips and Die creatures: every decision they
meet is legal, the game copies and replays exactly (DESIGN principle 4)."""

from __future__ import annotations

import pytest
from tests.dice_rerolls._coin_records import RECORDS
from tests.dice_rerolls._helpers import defs
from tests.dice_rules._util import game, lands, perm

from grimoire.agents import RandomAgent
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SIDE = ("Dice Tower", "Clam-I-Am", "Night Shift of the Living Dead", "Snickering Squirrel",
        "Wall of Fortune", "Goblin Bookie", "Pippa, Duchess of Dice", "Tavern Swindler",
        "Krark's Thumb", "Xenosquirrels", "Monitor Monitor")


def _table(seed: int) -> Game:
    side = (*(perm(n) for n in SIDE), *lands("Island", 3), *lands("Mountain", 3),
            *lands("Forest", 2))
    return game(PlayerSpec(battlefield=side), PlayerSpec(battlefield=side), seed=seed,
                extra=(*defs(), *(compile_source(r) for r in RECORDS.values())))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_players_roll_reroll_and_flip(seed: int) -> None:
    """CR 706.2a-b, 705.2: random players activate the rollers, flippers and rerollers,
    answer every window; the save replays to the same state."""
    g = _table(seed)
    g.run([RandomAgent(seed), RandomAgent(seed + 10)], max_decisions=400)
    assert any(isinstance(e, ev.DieRolled) for e in g.events)
    assert any(isinstance(e, ev.CoinFlipped) for e in g.events)
    again = Game.load(g.save(), g.pool)
    assert again.events == g.events and again.pending == g.pending
