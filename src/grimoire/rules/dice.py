"""Dice (CR 706): fair natural rolls from the game's RNG or a script, and pluggable hooks.

:func:`natural_roll` is the only source of die faces: ``randrange`` (unbiased, CR 706.1a-b:
N equally likely outcomes), or the next scripted result (``game.script_dice``); a scripted
game that runs out raises :class:`ScriptedDiceExhaustedError`, never a silent random number.

Hooks, each a list of functions another module may extend:

* :data:`REPLACEMENT_HOOKS` — ``(game, player, sides) -> list[RollReplacement]``: "roll
  one more and ignore the lowest" (CR 706.6);
* :data:`MODIFIER_HOOKS` — ``(game, player, sides) -> int``: bonuses added to the result
  (CR 706.2).

The default hooks read ``StaticAbility(RollReplacement)`` / ``StaticAbility(RollBonus)``
on permanents on the battlefield.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.errors import GrimoireError, ScriptedDiceExhaustedError
from grimoire.oracle import ir

if TYPE_CHECKING:
    from grimoire.rules.game import Game


class BadScriptedDieError(GrimoireError):
    """A scripted die result is not a face of the die being rolled."""


def natural_roll(game: Game, sides: int) -> int:
    """One die's natural result (CR 706.2), 1..``sides``."""
    script = game.scripted_dice
    if script is not None:
        if not script:
            raise ScriptedDiceExhaustedError(
                f"a d{sides} was rolled but no scripted die result is left")
        value = script[0]
        if not 1 <= value <= sides:
            raise BadScriptedDieError(f"scripted result {value} is not a face of a d{sides}")
        game.scripted_dice = script[1:]
        return value
    return game.rng.randrange(sides) + 1


def _applies(whose: ir.Whose, controller: int, roller: int) -> bool:
    return whose == "each" or (controller == roller) == (whose == "you")


def static_replacements(game: Game, player: int, sides: int) -> list[ir.RollReplacement]:
    """RollReplacement statics of permanents that apply to ``player`` rolling a d``sides``."""
    found: list[ir.RollReplacement] = []
    if not game.n_statics:
        return found
    for oid in game.battlefield:
        obj = game.objects[oid]
        for _, ability in obj.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.RollReplacement) and (eff.sides in (None, sides)) \
                    and _applies(eff.whose, obj.controller, player):
                found.append(eff)
    return found


def static_bonus(game: Game, player: int, sides: int) -> int:
    """The sum of fixed RollBonus statics that apply to ``player`` rolling a d``sides``."""
    total = 0
    if not game.n_statics:
        return total
    for oid in game.battlefield:
        obj = game.objects[oid]
        for _, ability in obj.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.RollBonus) and (eff.sides in (None, sides)) \
                    and _applies(eff.whose, obj.controller, player) \
                    and isinstance(eff.amount, ir.Fixed):
                total += eff.amount.value
    return total


REPLACEMENT_HOOKS: list[Callable[[Game, int, int], list[ir.RollReplacement]]] = [
    static_replacements]
MODIFIER_HOOKS: list[Callable[[Game, int, int], int]] = [static_bonus]


def replacements(game: Game, player: int, sides: int) -> list[ir.RollReplacement]:
    """Every roll replacement that applies (from all hooks)."""
    return [r for hook in REPLACEMENT_HOOKS for r in hook(game, player, sides)]


def modifier(game: Game, player: int, sides: int) -> int:
    """The total modifier other sources add to the result (from all hooks)."""
    return sum(hook(game, player, sides) for hook in MODIFIER_HOOKS)
