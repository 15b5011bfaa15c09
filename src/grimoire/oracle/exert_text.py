""" "You may exert this creature as it attacks. When you do, <effect>." (CR 701.39d): an
optional cost to attack (CR 508.1g) with its linked reflexive trigger (CR 603.12, 607.2h),
compiled to :class:`~grimoire.oracle.ir.ExertOption` (:mod:`grimoire.mechanics.exert`).

The line is not read by the ability parser (an "as it attacks" cost is neither a trigger nor
an activated ability): the compiler hands the lines the parser left unimplemented to
:func:`exert_abilities`, which compiles the ones of this shape. The "When you do" part is
parsed as any reflexive trigger of a permanent ("it" is this creature).

>>> option = exert_option("You may exert ~ as it attacks. When you do, draw a card.")
>>> option.reflexive.effect, option.unless_exerted
(DrawCards(amount=Fixed(value=1), player=You()), False)
>>> exert_option("If ~ hasn't been exerted this turn, you may exert it as it attacks. "
...              "When you do, draw a card.").unless_exerted
True
>>> exert_option("You may exert ~ as it attacks.") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.effects import parse_effect
from grimoire.oracle.ir import (
    Ability,
    ExertOption,
    ReflexiveTrigger,
    StaticAbility,
    ThisObject,
    Unimplemented,
)
from grimoire.oracle.lexer import SELF, Line

_S = r"(?:" + re.escape(SELF) + r"|this creature)"
_EXERT = re.compile(r"(If " + _S + r" hasn't been exerted this turn, you|You) may exert (?:"
                    + _S + r"|it) as it attacks\. When you do, (.+)", re.DOTALL)


def exert_option(text: str) -> ExertOption | None:
    """The :class:`ExertOption` ``text`` (a line, this card's name as ``~``) means, or None
    for another text; raises :class:`ParseFailure` if its "When you do" part isn't
    understood."""
    match = _EXERT.fullmatch(text.strip())
    if match is None:
        return None
    # CR 603.12: every sentence after "When you do," is the reflexive ability's
    ctx = Context(of_permanent=True, in_trigger=True, antecedent=ThisObject())
    effect = parse_effect(match.group(2), ctx)
    return ExertOption(ReflexiveTrigger(effect, tuple(ctx.targets)),
                       unless_exerted=match.group(1) != "You")


def exert_abilities(abilities: Iterable[Ability], lines: Iterable[Line]) -> list[Ability]:
    """``abilities`` with each line the parser left unimplemented that is an exert ability
    compiled to a :class:`StaticAbility` holding its :class:`ExertOption`."""
    texts = {line.raw: line.text for line in lines}
    out: list[Ability] = []
    for ability in abilities:
        if isinstance(ability, Unimplemented) and "exert" in (
                text := texts.get(ability.text, "")):
            try:
                option = exert_option(text)
            except ParseFailure as failure:
                out.append(Unimplemented(ability.text, failure.reason))
                continue
            if option is not None:
                out.append(StaticAbility(option, text=ability.text))
                continue
        out.append(ability)
    return out
