"""Lines that begin with a keyword and an em dash whose ability is the rest of the line:
"Max speed — [Ability]" (CR 702.178a, :mod:`grimoire.oracle.speed_text`) and "Boast —
[Cost]: [Effect]" (CR 702.142a). The lexer drops the words before the dash like an ability
word (CR 207.2c); the printed line (:attr:`~grimoire.oracle.lexer.Line.raw`) keeps them,
and the wrapper :func:`line_keyword` finds is applied to what the rest compiled to.

>>> from grimoire.oracle import ir
>>> draw = ir.ActivatedAbility(ir.Cost(), ir.DrawCards(ir.Fixed(1), ir.You()))
>>> [boasted] = line_keyword("Boast — {1}: Draw a card.")([draw], "Boast — {1}: Draw a card.")
>>> boasted.boast, boasted.once_per_turn, boasted.condition
(True, True, SourceAttackedThisTurn(player=None))
>>> line_keyword("Boasting is fun.") is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.ir import (
    Ability,
    ActivatedAbility,
    AllOf,
    SourceAttackedThisTurn,
    Unimplemented,
)
from grimoire.oracle.speed_text import is_max_speed, max_speed

Wrapper = Callable[[list[Ability], str], list[Ability]]


def boast(abilities: list[Ability], span: str) -> list[Ability]:
    """CR 702.142a: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if
    this creature attacked this turn and only once each turn." Anything but an activated
    ability after the dash is not understood."""
    out: list[Ability] = []
    for ability in abilities:
        if isinstance(ability, ActivatedAbility) and ability.zone == "battlefield":
            attacked = SourceAttackedThisTurn()
            condition = attacked if ability.condition is None \
                else AllOf((ability.condition, attacked))
            out.append(replace(ability, once_per_turn=True, condition=condition, boast=True,
                               text=span))
        elif isinstance(ability, Unimplemented):
            out.append(ability)
        else:
            out.append(Unimplemented(span, "a boast line that is not an activated ability"))
    return out


def line_keyword(raw: str) -> Wrapper | None:
    """The wrapper of a keyword line's abilities, or None for another line."""
    if is_max_speed(raw):
        return max_speed
    if raw.strip().startswith("Boast — "):
        return boast
    return None
