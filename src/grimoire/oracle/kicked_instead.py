"""Kicker's "instead" sentences: "If this spell was kicked, it deals 4 damage to that
creature instead." (CR 702.33e: an ability linked to the kicker ability; CR 614.1a, 608.2c:
the kicked version of the instruction replaces the one before it).

The sentence becomes a :class:`~grimoire.oracle.ir.Conditional` on the kicker condition
(:class:`~grimoire.oracle.ir.CastWith` ``"kicked"`` or
:class:`~grimoire.oracle.ir.KickedWith`) whose ``then`` is the new instruction and whose
``otherwise`` is the instruction before it. What the sentence leaves out is taken from that
instruction: "it deals 4 damage [to the same recipient] instead", "create four of those
tokens instead" (the same tokens); anything else is read as a whole sentence ("that
creature gets -5/-5 until end of turn instead", "destroy all other creatures instead"),
unless it names new targets (CR 702.33g: those are chosen only if the spell is kicked;
not handled: the sentence stays unimplemented).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle import ir
>>> bolt = ir.DealDamage(ir.Fixed(2), ir.TargetRef(0))
>>> kicked_instead("If this spell was kicked, it deals 4 damage to that creature instead.",
...                [bolt], Context(), lambda text, ctx: bolt).then.amount
Fixed(value=4)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.amounts import parse_number
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure

_INSTEAD = re.compile(r"If (.+? was kicked(?: with its (?:\{[^}]+\})+ kicker)?), (.+) instead",
                      re.IGNORECASE)
_DAMAGE = re.compile(r"(?:it|~) deals (\w+) damage(?: to (?:that creature|that player|that "
                     r"permanent|that permanent or player|it|them|each of them))?")
_TOKENS = re.compile(r"create (\w+) of those tokens")


def kicked_instead(sentence: str, steps: list[ir.Effect], ctx: Context,
                   parse_effect: Callable[[str, Context], ir.Effect]) -> ir.Effect | None:
    """The conditional replacing the last step, or None if the sentence isn't of this
    class (or the kicked instruction can't be read). ``parse_effect`` reads an instruction
    (:func:`grimoire.oracle.effects.parse_effect`, the caller)."""
    match = _INSTEAD.fullmatch(sentence.strip().rstrip("."))
    if match is None or not steps:
        return None
    state = ctx.snapshot()
    try:
        condition = parse_condition(match.group(1).replace("this spell", "~")
                                    .replace("this creature", "~"), ctx)
        if not isinstance(condition, ir.CastWith | ir.KickedWith):
            ctx.restore(state)
            return None
        previous = steps[-1]
        body = match.group(2)
        targets = len(ctx.targets)
        damage = _DAMAGE.fullmatch(body)
        tokens = _TOKENS.fullmatch(body)
        if damage and isinstance(previous, ir.DealDamage):
            new: ir.Effect = replace(previous, amount=parse_number(damage.group(1), ctx))
        elif tokens and isinstance(previous, ir.CreateTokens | ir.CreateTokenCopy):
            new = replace(previous, amount=parse_number(tokens.group(1), ctx))
        else:
            new = parse_effect(re.sub(r"^it ", "~ ", body) + ".", ctx)
        if any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(new)):
            raise ParseFailure(body, "the kicked instruction")
        if len(ctx.targets) != targets:  # CR 702.33g: targets only if kicked (not done)
            raise ParseFailure(body, "targets chosen only if the spell was kicked")
    except ParseFailure:
        ctx.restore(state)
        return None
    return ir.Conditional(condition, new, otherwise=previous)
