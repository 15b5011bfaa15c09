"""A sentence that replaces the one before under a condition: "Target creature gets +2/+0
until end of turn. If you control a Huatli planeswalker, that creature gets +4/+0 until end of
turn instead." (Huatli's Spurring, Groundswell). CR 608.2c: the spell's text is read as a
whole, so the second instruction is done *rather than* the first when the condition holds as
the spell resolves (CR 608.2h); otherwise the first is done.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import Fixed, ModifyPowerToughness, TargetRef
>>> ctx = Context()
>>> first = ModifyPowerToughness(TargetRef(0), Fixed(2), Fixed(0))
>>> ctx.antecedent = TargetRef(0)
>>> node = conditional_instead("If you control a Swamp, that creature gets +4/+0 until "
...                            "end of turn instead.", [first], ctx)
>>> type(node).__name__, node.otherwise == first, node.then.power
('Conditional', True, Fixed(value=4))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Conditional,
    CopyRepeatedly,
    CopySpell,
    DealDamage,
    Effect,
    Fixed,
    ModifyPowerToughness,
    TargetRef,
)
from grimoire.oracle.refs import parse_object

_INSTEAD = re.compile(r"If (.+?), (.+) instead\.?", re.IGNORECASE)
_TRAILING = re.compile(r"(.+?) instead if (.+?)\.?")
_MORE_BOOST = re.compile(r"(that creature|it) gets ([+-]\d+)/([+-]\d+)", re.IGNORECASE)
_MORE_DAMAGE = re.compile(r"(?:~|it) deals (\w+(?: plus \d+)?) damage", re.IGNORECASE)


def conditional_instead(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The step replacing ``steps[-1]``: a :class:`Conditional` doing the new instruction
    when the condition holds and the old one otherwise; None for another shape, or when the
    new instruction isn't of the same kind as the old (the sentence then stays unparsed)."""
    text = re.sub(r"^[A-Z][\w' ]+ — ", "", sentence.strip())  # an ability word (CR 207.2c)
    trailing = _TRAILING.fullmatch(text)
    if trailing:  # "That creature gets -4/-4 instead if you control a ...": the same
        text = f"If {trailing.group(2)}, {trailing.group(1)} instead."
    match = _INSTEAD.fullmatch(text)
    if match is None or not steps:
        return None
    from grimoire.oracle.effects import parse_compound

    state = ctx.snapshot()
    acted_on = getattr(steps[-1], "what", None)
    if ctx.antecedent is None and isinstance(acted_on, TargetRef):
        ctx.antecedent = acted_on  # "Tap target creature. Gain control of that creature ..."
    try:
        condition = parse_condition(match.group(1), ctx)
        more = _MORE_DAMAGE.fullmatch(match.group(2))
        boost = _MORE_BOOST.fullmatch(match.group(2))
        if more and isinstance(steps[-1], DealDamage):
            # "~ deals 4 damage instead": the same damage to the same recipient, a new amount
            instead: Effect = replace(steps[-1], amount=parse_amount(more.group(1), ctx))
        elif boost and isinstance(steps[-1], ModifyPowerToughness) and \
                parse_object(boost.group(1).lower(), ctx) == steps[-1].what:
            # "That creature gets -4/-4 instead": the same creature, for the same duration
            instead = replace(steps[-1], power=Fixed(int(boost.group(2))),
                              toughness=Fixed(int(boost.group(3))))
        else:
            instead = parse_compound(match.group(2), ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    if isinstance(steps[-1], CopySpell) and isinstance(instead, CopyRepeatedly):
        # "Copy target spell. If ..., copy that spell twice instead": the same spell (CR 707.10)
        instead = CopyRepeatedly(replace(instead.copy, what=steps[-1].what,
                                         new_targets=steps[-1].new_targets), instead.count)
        return Conditional(condition, instead, steps[-1])
    if type(instead) is not type(steps[-1]) and (
            acted_on is None or getattr(instead, "what", None) != acted_on):
        ctx.restore(state)  # another kind of instruction on the same object is fine
        return None  # (Crown of Empires: gain control of it rather than tap it)
    return Conditional(condition, instead, steps[-1])
