"""Whole games with venture cards: agents answer the dungeon and room choices (CR 701.46)
and a save replays the dungeon state exactly."""

from __future__ import annotations

from tests.dice_rules._util import dice_pool
from tests.dungeons.test_completed import CARDS
from tests.dungeons.test_venture import DOOR, MAP

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.mechanics.dungeons import STATE as DUNGEON_STATE
from grimoire.rules import events as ev
from grimoire.rules.game import Game

DECK = (["Secret Door"] * 4 + ["Dungeon Map"] * 4 + ["Cloister Gargoyle"] * 4
        + ["Gloom Stalker"] * 4 + ["Dungeon Crawler"] * 4 + ["Island"] * 10 + ["Plains"] * 10)


def test_agents_venture_and_the_save_replays() -> None:
    """The AI and the random agent venture; dungeons get completed (CR 309.7); a save
    rebuilds the same dungeon state."""
    pool = dice_pool(MAP, DOOR, *CARDS)
    moved = 0
    for seed in range(2):
        g = Game.new([DECK, DECK], pool, seed=seed, turn_limit=40)
        g.run([AIAgent(0), RandomAgent(seed)])
        moved += sum(isinstance(e, ev.VentureMoved) for e in g.events)
        assert DUNGEON_STATE.get(Game.load(g.save(), pool)) == DUNGEON_STATE.get(g)
    assert moved > 0
