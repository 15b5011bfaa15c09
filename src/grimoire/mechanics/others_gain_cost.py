"""A cost another player's life gain pays (:class:`~grimoire.oracle.ir.OthersGainLifeCost`):
"If you control a Forest, rather than pay this spell's mana cost, you may have an opponent
gain 3 life" (Invigorate) / "... have each other player gain 6 life" (Reverent Silence), an
alternative cost (CR 118.9).

The opponent is chosen as the cost is paid (CR 601.2h), one way per opponent, written
``-1 - seat`` among the chosen objects (the kernel's convention for a player there); one who
can't gain life can't be chosen (Invigorate's ruling, CR 119.7, 118.3), while a gain a
replacement effect turns into nothing still pays it (the ruling: Sulfuric Vortex). "Each
other player": payable while no other player is barred from gaining life.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import damage, hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _barred(game: Game, seat: int) -> bool:
    """``seat`` can't gain life now (CR 119.7)."""
    return any(barred(game, seat) for barred in hooks.LIFE_GAIN_BARRED.in_game(game))


def _others(game: Game, player: int) -> list[int]:
    """The other players still in the game, in turn order from ``player`` (CR 101.4)."""
    n = len(game.players)
    return [p for p in ((player + i) % n for i in range(1, n)) if not game.players[p].lost]


def _options(game: Game, player: int, part: ir.OthersGainLifeCost, source: int | None
             ) -> list[tuple[int, ...]] | None:
    others = _others(game, player)
    if part.each:
        return [()] if others and not any(_barred(game, p) for p in others) else None
    return [(-1 - p,) for p in others if not _barred(game, p)] or None


def _pay(game: Game, part: ir.OthersGainLifeCost, chosen: list[int], source: int | None,
         x: int) -> list[int]:
    if part.each:
        controller = game.objects[source].controller if source in game.objects else None
        if controller is not None:
            for seat in _others(game, controller):  # CR 119.3, through replacements
                damage.change_life(game, seat, part.amount)
        return chosen
    seat = -1 - chosen.pop(0)
    damage.change_life(game, seat, part.amount)
    return chosen


hooks.COST_PARTS[ir.OthersGainLifeCost] = hooks.CostPart(_options, _pay)
