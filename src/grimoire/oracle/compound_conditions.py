"""Conditions the main parser leaves: "it's on the battlefield" (the source, in an
intervening "if" clause, CR 603.4), two conditions joined by "and" (:class:`AllOf`) and two
joined by "or" (:class:`AnyOf`: void's "if a nonland permanent left the battlefield this turn
or a spell was warped this turn").

>>> from grimoire.oracle.context import Context
>>> ctx = Context(of_permanent=True)
>>> compound_condition("it's on the battlefield and you control no creatures", ctx) is None
False
>>> type(compound_condition("a nonland permanent left the battlefield this turn or a spell "
...                         "was warped this turn", ctx)).__name__
'AnyOf'
"""

from __future__ import annotations

import re

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AllOf,
    AnyOf,
    Condition,
    ObjectFilter,
    ObjectMatches,
    ResolvedThisTurn,
    RolledThisTurn,
    ThisObject,
)
from grimoire.oracle.lexer import SELF

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_RESOLVED = re.compile(
    r"(?:this|it)(?: is|'s) the (?P<times>\w+(?:(?:, \w+,)? or \w+)?) time(?: this ability "
    r"has resolved this turn)?")


def resolved_times(low: str) -> ResolvedThisTurn | None:
    """ "this is the first or second time this ability has resolved this turn" and the
    follow-up "it's the third time" (the same count, CR 608.2c: the ability's own
    resolutions), or None.

    >>> resolved_times("this is the first or second time this ability has resolved this turn")
    ResolvedThisTurn(times=(1, 2))
    >>> resolved_times("it's the third time")
    ResolvedThisTurn(times=(3,))
    """
    match = _RESOLVED.fullmatch(low)
    if match is None:
        return None
    words = re.split(r", or |, | or ", match.group("times"))
    if any(w not in _ORDINALS for w in words):
        return None
    return ResolvedThisTurn(tuple(_ORDINALS[w] for w in words))


def compound_condition(text: str, ctx: Context) -> Condition | None:
    """The condition, or None when it isn't one of these forms."""
    low = text.strip().lower()
    resolved = resolved_times(low)
    if resolved is not None:
        return resolved
    rolled = re.fullmatch(r"you've rolled (?:a|an) (\d+) this turn", low)
    if rolled:  # CR 706.2: a die whose result was that number
        return RolledThisTurn(int(rolled.group(1)))
    match = re.fullmatch(r"(it's|it is|~ is) on the battlefield", low.replace(SELF, "~"))
    if match and (match.group(1) == "~ is" or ctx.antecedent in (None, ThisObject())) and (
            ctx.of_permanent or ctx.in_trigger):
        return ObjectMatches(ThisObject(), ObjectFilter(zone="battlefield"))
    for word, join in ((" and ", AllOf), (" or ", AnyOf)):
        start = 0
        while (index := text.find(word, start)) >= 0:
            start = index + 1  # each split point in turn: both halves must be conditions
            state = ctx.snapshot()
            try:
                left = parse_condition(text[:index], ctx)
                right = parse_condition(text[index + len(word):], ctx)
            except ParseFailure:
                ctx.restore(state)
                continue
            return join((left, right))
    return None
