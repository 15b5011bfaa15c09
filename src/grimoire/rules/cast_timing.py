"""Timing restrictions a spell's own text sets (CR 601.3): "Cast this spell only during
combat", "... only during your turn and only if you've been attacked this step", "Cast this
spell only before blockers are declared"; an activated ability's "Activate only during ..."
and "Activate only if ..." (CR 602.5b)."""

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


_COMBAT = frozenset(_ORDER[_ORDER.index("beginning_of_combat"):_ORDER.index("main2")])
"""CR 506.1: the combat phase's steps, the first-strike combat damage step included
(CR 510.4: with first or double strike the phase has a second combat damage step)."""


def activation_restriction(game: Game, player: int, obj: GameObject,
                           ability: ir.ActivatedAbility) -> tuple[str, str] | None:
    """CR 602.5b: "activate only during ..." / "activate only if ..." restrictions."""
    during, mine = ability.during, game.active == player
    if during == "your_turn" and not mine:
        return ("activate only during your turn", "CR 602.5b")
    if during == "your_upkeep" and not (mine and game.step == "upkeep"):
        return ("activate only during your upkeep", "CR 602.5b")
    if during == "your_turn_before_attackers" and not (
            mine and game.step in ("untap", "upkeep", "draw", "main1", "beginning_of_combat")):
        return ("activate only during your turn, before attackers are declared", "CR 602.5b")
    if during == "combat" and game.step not in _COMBAT:  # CR 506.1, 510.4: the combat phase
        return ("activate only during combat", "CR 602.5b")
    if ability.condition is not None:
        res = Resolution(source=obj.id, controller=player)
        if not condition_holds(game, res, ability.condition):
            return ("the ability's activation condition is false", "CR 602.5b")
    return None
