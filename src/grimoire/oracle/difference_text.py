"""An instruction counted by how far a number fell short (CR 608.2c, 107.1):

    If you put fewer than two lands onto the battlefield this way, proliferate a number of
    times equal to the difference.
    Then if you have fewer than three cards in hand, draw cards equal to the difference.

The condition compares a count with "fewer than N"; "the difference" is N minus that count,
read as the instruction is followed (after the earlier instructions, CR 608.2c). The
instruction is done only if the condition holds (so the difference is at least 1).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.effects import parse_compound
>>> step = difference_sentence("If you put fewer than two lands onto the battlefield this "
...     "way, proliferate a number of times equal to the difference.", Context(),
...     parse_compound)
>>> step.condition.check, step.then.times.subtract.how
(NumberCheck(op='lt', value=2), 'put_onto_battlefield')
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import count_word, parse_filter
from grimoire.oracle.ir import (
    AmountCompare,
    Condition,
    Conditional,
    CountedThisWay,
    Effect,
    Fixed,
    Minus,
    NumberCheck,
    Unimplemented,
)
from grimoire.oracle.this_way_text import this_way_count

__all__ = ["difference_sentence"]

_IF = re.compile(r"(?:then )?if (.+?), (.+ equal to the difference)", re.IGNORECASE)
_PUT = re.compile(r"you put fewer than (\w+) (.+?) onto the battlefield this way")
_WERE = re.compile(r"fewer than (\w+) (.+?) (?:were|was) (.+? this way)")
_BODIES = ((re.compile(r"(.+?) a number of times equal to the difference"), r"\1 X times"),
           (re.compile(r"(.*?\bdraws?) cards equal to the difference"), r"\1 X cards"))


def _condition(text: str, ctx: Context) -> Condition:
    """The "fewer than N" condition, counted "this way" or by the condition grammar."""
    put = _PUT.fullmatch(text)
    if put:  # CR 608.2c: the objects the earlier instructions put onto the battlefield
        flt, _ = parse_filter(put.group(2))
        return AmountCompare(CountedThisWay("put_onto_battlefield", flt),
                             NumberCheck("lt", count_word(put.group(1))))
    were = _WERE.fullmatch(text)
    counted = this_way_count(f"{were.group(2)} {were.group(3)}", ctx) if were else None
    if were and counted is not None:
        return AmountCompare(counted, NumberCheck("lt", count_word(were.group(1))))
    return parse_condition(text, ctx)


def difference_sentence(sentence: str, ctx: Context,
                        parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "If <count> is fewer than N, <instruction> equal to the difference", or None (for
    another condition: "If that player has more cards in hand than you" is read elsewhere)."""
    match = _IF.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    state = ctx.snapshot()
    saved = ctx.x_value
    try:
        condition = _condition(match.group(1), ctx)
    except ParseFailure:
        condition = None
    if not (isinstance(condition, AmountCompare) and condition.check.op == "lt"):
        ctx.restore(state)  # another difference ("more cards in hand than you"): not this
        return None  # class
    try:
        body = match.group(2)
        for pattern, written in _BODIES:
            body = pattern.sub(written, body)
        if "the difference" in body:
            raise ParseFailure(body, "an instruction counted by the difference")
        ctx.x_value = Minus(Fixed(condition.check.value), condition.amount)
        return Conditional(condition, parse(body, ctx))
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(sentence, failure.reason)
    finally:
        ctx.x_value = saved
