"""Counting what died this turn (CR 700.4: "dies" means "is put into a graveyard from the
battlefield"): :class:`~grimoire.oracle.ir.DiedThisTurn`, "for each creature that died this
turn", "for each creature put into your graveyard from the battlefield this turn" (Fresh
Meat; its ruling: the creatures you owned, tokens included).

The turn's event log holds each such zone change; the permanent is matched as it last
existed on the battlefield (CR 608.2h), and a token counts although it ceased to exist
afterwards (CR 111.7, 704.5d: it was put into the graveyard first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


def died_this_turn(game: Game, res: Resolution, amount: object, you: int) -> int:
    """How many permanents matching ``amount.filter`` died this turn (into ``you``'s
    graveyard only, with ``amount.yours``)."""
    assert isinstance(amount, ir.DiedThisTurn)
    count = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if not (isinstance(event, ev.ZoneChanged) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard"):
            continue
        if amount.yours and event.owner != you:
            continue
        was = game.last_known.get(event.old)
        if was is not None and query.matches(game, was, amount.filter, you, res.source):
            count += 1
    return count


hooks.AMOUNTS[ir.DiedThisTurn] = died_this_turn  # CR 700.4
