"""The random and AI agents play games with Sagas, levelers and double-faced cards: every
decision these cards bring (chapter targets, level up, day and night) is one they handle."""

from __future__ import annotations

from tests.dfc._records import RECORDS, definitions
from tests.dice_rules._util import game, lands

from grimoire.agents.ai import AIAgent
from grimoire.agents.random import RandomAgent
from grimoire.rules import events as ev
from grimoire.rules.position import PlayerSpec

ALL = definitions(*RECORDS)
HAND = ("History of Benalia", "The Eldest Reborn", "Student of Warfare", "Tavern Ruffian",
        "The Modern Age", "Brimstone Mage", "Bloodline Keeper")


def _player() -> PlayerSpec:
    library = tuple(name for _ in range(3) for name in (*HAND, "Plains", "Swamp", "Mountain"))
    return PlayerSpec(library=library, hand=HAND,
                      battlefield=(*lands("Plains", 3), *lands("Swamp", 3),
                                   *lands("Mountain", 3), *lands("Island", 2)))


def test_agents_play_the_new_card_classes() -> None:
    """CR 714 (lore counters), 702.87a (level counters), 702.145 (day and night): games run
    by the agents from positions full of these cards reach them without errors."""
    kinds: set[str] = set()
    for seed in range(3):
        for agents in ((RandomAgent(seed), RandomAgent(seed + 1)),
                       (AIAgent(seed), AIAgent(seed + 1))):
            g = game(_player(), _player(), seed=seed, extra=ALL)
            g.run(agents, max_decisions=300)
            kinds |= {e.kind for e in g.events if isinstance(e, ev.CountersChanged)}
            if g.day_night is not None:
                kinds.add("day/night")
    assert {"lore", "level", "day/night"} <= kinds
