"""The verb "move" for counters (CR 122.5): "move a +1/+1 counter from ~ onto target
creature", "... onto it", "from target creature onto ~", "from target creature onto a
second target creature", and "move any number of +1/+1 counters from ~ onto other
creatures" (:class:`~grimoire.oracle.ir.MoveCounters`).

>>> from grimoire.oracle.ir import You
>>> VERBS["move"](You(), "a +1/+1 counter from ~ onto target creature", Context()).kind
'+1/+1'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import Effect, MoveCounters, ThisObject
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_FROM = r"from (?:~|this (?:creature|permanent|artifact|land|enchantment))"


@verb("move")
def _move(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 122.5: one counter onto one object, or any number onto others, one at a time."""
    rest = rest.replace(SELF, "~")
    many = re.fullmatch(r"any number of (\S+) counters " + _FROM + r" onto other (\w+)", rest)
    if many:
        flt, _ = parse_filter(many.group(2))
        onto = replace(flt, zone="battlefield", another=True)
        return MoveCounters(many.group(1), ThisObject(), onto=onto)
    one = re.fullmatch(r"an? (\S+) counter " + _FROM + r" onto (.+)", rest)
    if one is not None:
        return MoveCounters(one.group(1), ThisObject(), to=parse_object(one.group(2), ctx))
    targeted = re.fullmatch(r"an? ([+-]\d/[+-]\d|[a-z]+) counter from ((?:up to one )?target "
                            r".+?) onto (~|this (?:creature|permanent|artifact)|another target "
                            r".+|a second target .+)", rest)
    if targeted is None:  # "from target creature onto this creature" (Arcbound Fiend), "...
        raise ParseFailure(rest, "move what")  # onto a second target creature" (CR 115.3)
    source = parse_object(targeted.group(2), ctx)
    dest = targeted.group(3)
    to = ThisObject() if dest == "~" or dest.startswith("this ") else parse_object(dest, ctx)
    return MoveCounters(targeted.group(1), source, to=to)
