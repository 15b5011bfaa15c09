""""Distribute three +1/+1 counters among one, two, or three target creatures [you control]"
(the verb "distribute"): a :class:`~grimoire.oracle.ir.DistributeCounters` whose division
is announced as the spell or ability is put on the stack, each target getting at least one
counter (CR 601.2d, 115.1d: "one, two, or three targets").

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> node = distribute(You(), "two -1/-1 counters among one or two target creatures", ctx)
>>> node.kind, node.amount, (ctx.targets[0].min_count, ctx.targets[0].max_count)
('-1/-1', Fixed(value=2), (1, 2))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import DistributeCounters, TargetSpec, You
from grimoire.oracle.verbs.registry import Subject, verb

_COUNTS = {"one or two": (1, 2), "one, two, or three": (1, 3), "any number of": (1, 99),
           "up to two": (1, 2), "up to three": (1, 3)}
"""How many targets (each gets at least one counter, CR 601.2d)."""

_DISTRIBUTE = re.compile(r"(" + NUMBER_RE + r") (\S+) counters among (" + "|".join(_COUNTS)
                         + r") (other )?target (.+)")


@verb("distribute")
def distribute(subject: Subject, rest: str, ctx: Context) -> DistributeCounters:
    """ "distribute <N> <kind> counters among <count> [other] target <objects>"."""
    if subject != You():
        raise ParseFailure(rest, "another player distributes")
    match = _DISTRIBUTE.fullmatch(rest.strip().rstrip("."))
    if match is None:
        raise ParseFailure(rest, "distribute what among what")
    number, kind, count, other, noun = match.groups()
    if not re.fullmatch(r"[+-]\d/[+-]\d|[a-z]+", kind):
        raise ParseFailure(rest, "a kind of counter")
    flt, _ = parse_filter(noun)
    if flt.is_spell or flt.zone not in (None, "battlefield"):
        raise ParseFailure(rest, "counters among what")
    flt = needs_battlefield(flt, noun)
    if other:  # "other target creatures": not the source (CR 115.3 without earlier targets)
        flt = replace(flt, another=True)
    low, high = _COUNTS[count]
    targets = ctx.add_target(TargetSpec("object", flt, min_count=low, max_count=high))
    return DistributeCounters(parse_number(number, ctx), kind, targets)
