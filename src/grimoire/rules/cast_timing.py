"""Timing restrictions a spell's own text sets (CR 601.3): "Cast this spell only during
combat", "... only during your turn and only if you've been attacked this step", "Cast this
spell only before blockers are declared"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.objects import Seat
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def during_holds(game: Game, player: int, obj: GameObject, limit: ir.CastOnlyDuring) -> bool:
    """CR 601.3: "Cast this spell only during ... [and only if ...]" holds now."""
    if limit.steps and game.step not in limit.steps:
        return False
    if limit.whose != "any" and (game.active == player) != (limit.whose == "yours"):
        return False
    if limit.attacked and not any(isinstance(t, Seat) and t.index == player
                                  for t in game.combat.attackers.values()):
        return False  # "only if you've been attacked this step" (CR 506.2)
    return limit.condition is None or condition_holds(
        game, Resolution(source=obj.id, controller=player), limit.condition)


_ORDER = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
          "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
          "main2", "end", "cleanup")


def step_before(game: Game, step: str) -> bool:
    """Whether the game is in a step before ``step`` this turn ("Cast this spell only before
    the combat damage step", CR 601.3)."""
    return _ORDER.index(game.step) < _ORDER.index(step)
