"""The verb "double": the counters of a kind on an object (CR 701.9e) and a creature's power
and/or toughness (CR 701.9b-c).

Doubling power gives the creature +X/+0 until end of turn, where X is its power as the
effect resolves (CR 701.9b); a negative power doubled gives -X/-0 where X is the difference
between 0 and it (CR 701.9c), which is again adding its power. "Each creature you control"
is doubled one creature at a time (:class:`~grimoire.oracle.ir.ForEachObject`), so each gets
its own power.

>>> from grimoire.oracle.ir import You
>>> VERBS["double"](You(), "the power of target creature until end of turn", Context())
ModifyPowerToughness(what=TargetRef(index=0), power=PowerOf(ref=TargetRef(index=0), \
toughness=False), toughness=Fixed(value=0), duration='end_of_turn')
>>> VERBS["double"](You(), "~'s power and toughness until end of turn", Context()).toughness
PowerOf(ref=ThisObject(), toughness=True)
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    CountersOn,
    Effect,
    Fixed,
    ForEachObject,
    ModifyPowerToughness,
    ObjectRef,
    PowerOf,
    PutCounters,
)
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_PT = re.compile(r"(?:the power( and toughness)? of (.+?)|(?:its|their) power( and toughness)?"
                 r"|(.+?)'s power( and toughness)?) until end of turn")
"""Also the possessive: "double target creature's power and toughness", "double ~'s power"."""


def _doubled(what: ObjectRef, toughness_too: bool) -> ModifyPowerToughness:
    """CR 701.9b: +X/+0 (and +0/+Y) where X (Y) is its power (toughness) as it resolves."""
    return ModifyPowerToughness(what, PowerOf(what),
                                PowerOf(what, toughness=True) if toughness_too else Fixed(0))


@verb("double")
def _double(subject: Subject, rest: str, ctx: Context) -> Effect:
    # CR 701.9e: to double the counters of a kind, put as many as are already there.
    match = re.fullmatch(r"the number of (.+?) counters on (.+)", rest)
    if match:
        what = parse_object(match.group(2), ctx)
        return PutCounters(match.group(1), CountersOn(what, match.group(1)), what)
    pt = _PT.fullmatch(rest)
    if not pt:
        raise ParseFailure(rest, "double what")
    toughness_too = bool(pt.group(1) or pt.group(3) or pt.group(5))
    what = parse_object(pt.group(2) or pt.group(4) or "it", ctx)
    if isinstance(what, AllMatching):  # each its own power (CR 701.9b)
        if what.controlled_by is not None:
            raise ParseFailure(rest, "double the power of creatures a player controls")
        ctx.antecedent = what
        return ForEachObject(what.filter, _doubled(Bound("each"), toughness_too))
    return _doubled(what, toughness_too)
