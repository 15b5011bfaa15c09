"""Ascend and the city's blessing (CR 702.131).

CR 702.131a: ascend on an instant or sorcery spell means "If you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest
of the game" (the compiler makes it the spell's first instruction, a
:class:`~grimoire.oracle.ir.KeywordAction` ``"ascend"``). CR 702.131b: ascend on a permanent
means "Any time you control ten or more permanents and you don't have the city's blessing,
you get the city's blessing for the rest of the game"; it doesn't use the stack, and the
engine checks it whenever state-based actions are checked (CR 704.3: before any player
receives priority) and as a spell with ascend resolves. CR 702.131c: the city's blessing is a
designation with no rules meaning of its own, kept even if the player later controls fewer
permanents or the ascend permanent leaves; "if you have the city's blessing" reads it
(:class:`~grimoire.oracle.ir.PlayerStatus` ``"citys_blessing"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks, query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game

ASCEND = frozenset({"ascend"})
BLESSING_AT = 10
"""CR 702.131a-b: "ten or more permanents"."""


def has_blessing(game: Game, seat: int) -> bool:
    """CR 702.131c: whether ``seat`` has the city's blessing."""
    return seat in game.blessed


def ascend(game: Game, seat: int) -> bool:
    """CR 702.131a-b: ``seat`` gets the city's blessing if they control ten or more
    permanents (phased-out permanents are not on the battlefield, CR 702.26b); True if they
    have it afterwards."""
    if seat in game.blessed:
        return True
    if sum(1 for oid in game.battlefield if game.objects[oid].controller == seat) < BLESSING_AT:
        return False
    game.blessed = game.blessed | {seat}
    game.version += 1  # "as long as you have the city's blessing" statics change
    return True


def state_based(game: Game) -> bool:
    """CR 702.131b: each controller of a permanent with ascend who controls ten or more
    permanents gets the city's blessing. Not a state-based action: False (nothing for the
    next round of checks to see that the changed characteristics don't already show)."""
    if not present(game, ASCEND):
        return False
    for oid in list(game.battlefield):
        obj = game.objects[oid]
        if obj.controller not in game.blessed and query.has_keyword(game, obj, "ascend"):
            ascend(game, obj.controller)
    return False


hooks.STATE_BASED.add(state_based, order=30, words=ASCEND)  # CR 702.131b
hooks.PLAYER_STATUSES["citys_blessing"] = has_blessing  # CR 702.131c
