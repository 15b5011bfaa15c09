"""Upkeep costs: echo (CR 702.30a) and cumulative upkeep (CR 702.24a).

The compiler turns both keywords into "at the beginning of your upkeep" triggered
abilities (:mod:`grimoire.oracle.upkeep_keywords`); this module keeps what they read:

* **Echo's condition**, "if this permanent came under your control since the beginning of
  your last upkeep" (an intervening if, CR 603.4). At the start of each player's turn
  (:func:`mark_controlled`, in the untap step, before the upkeep begins) every permanent
  that player controls is marked ``held_upkeep:<player>:<turn>`` unless it already carries
  such a mark for that player; a new object (CR 400.7) starts unmarked. The permanent has
  been controlled since the beginning of its controller's last upkeep exactly when it has
  a mark for that player from an earlier turn; a mark is dropped at its player's turn
  start if another player controls the permanent then (a control change back and forth
  between two of its controller's turns is not seen). The mark is plain data in the
  object's ``flags`` (copied and saved with the game).
* **Cumulative upkeep's payment**, "pay [cost] for each age counter on it": the cost is
  paid that many times over, all or nothing (:func:`scaled_cost`; each choice is made
  separately for each counter, CR 702.24a).

>>> from grimoire.core.mana import ManaCost
>>> scaled_cost(ir.Cost(ManaCost(("1",)), (ir.PayLifeCost(ir.Fixed(1)),)), 3).mana.symbols
('1', '1', '1')
>>> len(scaled_cost(ir.Cost(ManaCost(("G",)), (ir.PayLifeCost(ir.Fixed(1)),)), 2).parts)
2
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

_MARK = "held_upkeep:"


MARK_WORDS = frozenset({"ControlledSinceLastUpkeep"})
"""The IR condition that reads the marks (echo, CR 702.30a): without it, none is kept."""

def mark_controlled(game: Game) -> None:
    """Mark the active player's permanents as controlled at the start of this turn."""
    if not present(game, MARK_WORDS):
        return  # nothing in this game reads the marks
    player = game.active
    prefix = f"{_MARK}{player}:"
    for oid in game.battlefield:
        obj = game.objects[oid]
        mine = obj.controller == player
        if mine and not any(f.startswith(prefix) for f in obj.flags):
            obj.flags = obj.flags | {f"{prefix}{game.turn}"}
        elif not mine and any(f.startswith(prefix) for f in obj.flags):
            # another player controls it now: the active player's control was interrupted
            obj.flags = frozenset(f for f in obj.flags if not f.startswith(prefix))


def controlled_since_last_upkeep(game: Game, res: Resolution) -> bool:
    """CR 702.30a: whether the source came under its controller's control since the
    beginning of that player's last upkeep (no mark for them from an earlier turn)."""
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield":
        return False
    prefix = f"{_MARK}{obj.controller}:"
    return not any(f.startswith(prefix) and int(f[len(prefix):]) < game.turn
                   for f in obj.flags)


def scaled_cost(cost: ir.Cost, times: int) -> ir.Cost:
    """``cost`` paid ``times`` times over (CR 702.24a); nothing to pay when ``times`` is 0."""
    times = max(0, times)
    return ir.Cost(ManaCost(cost.mana.symbols * times), cost.parts * times)


hooks.UNTAP_STEP.add(mark_controlled, order=60)  # CR 702.30a


@hooks.condition(ir.ControlledSinceLastUpkeep)
def _controlled_since(game: Game, res: Resolution, cond: ir.ControlledSinceLastUpkeep) -> bool:
    return controlled_since_last_upkeep(game, res)  # CR 702.30a
