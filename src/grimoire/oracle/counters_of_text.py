""""put its counters on target creature you control" (after "When this creature dies, ..."):
the counters the source had, each kind in the same number, put on the object named (CR
122.1; read as it last existed, CR 608.2h).

>>> from grimoire.oracle.context import Context
>>> counters_of("its counters on target creature you control", Context(of_permanent=True))
PutCountersOf(source=ThisObject(), what=TargetRef(index=0))
>>> counters_of("its counters on target creature", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import PutCountersOf, ThisObject
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object

_COUNTERS_OF = re.compile(r"(its|" + re.escape(SELF) + r"'s|this creature's) counters on (.+)")


def counters_of(rest: str, ctx: Context) -> PutCountersOf | None:
    """The words after "put", if they are "its counters on <objects>" with "its" the source
    of a permanent's ability; else None."""
    match = _COUNTERS_OF.fullmatch(rest.strip().rstrip("."))
    if match is None:
        return None
    if match.group(1) == "its" and (ctx.antecedent != ThisObject() if ctx.antecedent
                                    else not ctx.of_permanent):
        return None  # "its": another object's counters (not this shape)
    return PutCountersOf(ThisObject(), parse_object(match.group(2), ctx))
