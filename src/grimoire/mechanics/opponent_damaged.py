"""Whether the checked player is an opponent (:class:`~grimoire.oracle.ir.CheckedIsOpponent`):
"Whenever a creature deals combat damage to one of your opponents" (Edric, Spymaster of
Trest) / "... to an opponent": the damaged player is an opponent of the trigger source's
controller, not that player (CR 102.2, 102.3), as the damage is dealt (CR 603.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


@hooks.condition(ir.CheckedIsOpponent)
def _checked_is_opponent(game: Game, res: Resolution, cond: ir.CheckedIsOpponent) -> bool:
    seat = res.scratch.get("checked_player")
    return isinstance(seat, int) and seat != res.you
