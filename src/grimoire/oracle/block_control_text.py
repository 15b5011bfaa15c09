""" "Creatures your opponents control block this turn if able, and you choose how those
creatures block." (Brutal Hordechief), "Each creature blocks this turn if able." (CR 509.1,
509.1c): a requirement on every creature some players control, read as blockers are declared
(CR 611.2c), and who chooses how those creatures block.

>>> players_creatures_block("each creature your opponents control blocks this turn if able")
PlayersCreaturesBlock(players=EachOpponent())
>>> players_creatures_block("creatures your opponents control block this turn if able, and "
...                         "you choose how those creatures block").steps[1]
ControlBlocks(player=You(), whose=EachOpponent(), this_combat=False)
>>> players_creatures_block("each creature with flying blocks this turn if able") is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.ir import (
    ControlBlocks,
    EachOpponent,
    EachPlayer,
    Effect,
    PlayerRef,
    PlayersCreaturesBlock,
    Sequence,
    You,
)

_WHOSE: dict[str, PlayerRef] = {
    "each creature your opponents control": EachOpponent(),
    "creatures your opponents control": EachOpponent(),
    "each creature": EachPlayer(),
    "all creatures": EachPlayer(),
}
"""The groups named by their controllers only: the requirement reaches every creature those
players control as blockers are declared (CR 611.2c)."""

_SENTENCE = re.compile(r"(.+?) blocks? this turn if able(, and you choose how those creatures "
                       r"block)?")


def players_creatures_block(low: str) -> Effect | None:
    """The effect of ``low`` (a lower-cased sentence without its period), if it is one of
    these."""
    match = _SENTENCE.fullmatch(low)
    whose = _WHOSE.get(match.group(1)) if match else None
    if match is None or whose is None:
        return None
    required = PlayersCreaturesBlock(whose)
    if not match.group(2):
        return required
    return Sequence((required, ControlBlocks(You(), whose=whose)))  # CR 509.1
