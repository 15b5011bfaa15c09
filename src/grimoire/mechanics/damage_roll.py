"""Damage replaced by more damage and a die roll: "If ~ would deal damage to a permanent or
player, it deals that much damage plus the result of a six-sided die roll to that permanent
or player instead." (Goblin Bowling Team; CR 614.1a: a replacement effect).

The source's controller rolls as the damage would be dealt (CR 706: the roll emits the usual
events, so "whenever you roll" abilities trigger; static modifiers apply, CR 706.2). A
source that would deal 0 damage deals none (CR 120.8): nothing to replace, no roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import dice, hooks
from grimoire.rules import events as ev
from grimoire.rules.objects import GameObject

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def plus_roll(game: Game, source: GameObject, amount: int) -> int:
    """``amount`` after the source's own "plus the result of a die roll" replacements.

    >>> plus_roll(None, None, 0)  # type: ignore[arg-type]
    0
    """
    if amount <= 0 or source.zone != "battlefield":
        return amount
    for _, ability in source.info.statics:
        effect = ability.effect
        if isinstance(effect, ir.DamagePlusRoll):
            roller = source.controller
            natural = dice.natural_roll(game, effect.sides)
            result = natural + dice.modifier(game, roller, effect.sides)
            game.emit(ev.DieRolled(roller, effect.sides, natural, result))
            game.emit(ev.RollCompleted(roller, effect.sides, (natural,), (result,)))
            amount += result
    return amount


hooks.DAMAGE_AMOUNT.add(plus_roll)  # CR 614.1a
