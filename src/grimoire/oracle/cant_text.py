"""Instructions that read what an earlier one did (CR 608.2c).

* "If you can't, <effect>": the previous instruction couldn't be followed (CR 101.3).
* "If you can't sacrifice a creature, <effect>": names what couldn't be done, so it is
  checked by counting what this resolution's instructions sacrificed
  (grimoire.rules.this_way), not by the flag of the step just before ("sacrifice a creature
  other than this creature, then each opponent loses life equal to the sacrificed
  creature's power. If you can't sacrifice a creature, tap this creature and you lose 7
  life": a sacrificed 0-power creature makes no opponent lose life, yet it was sacrificed).
* "If a creature is destroyed this way, you gain life equal to its toughness": one was
  (an indestructible one isn't, CR 702.12b); its toughness as it last existed (CR 608.2h).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import GainLife, Fixed
>>> step = cant_do("If you can't sacrifice a creature, you gain 2 life", Context(),
...                lambda text, ctx: GainLife(Fixed(2)))
>>> step.condition.amount.how, step.condition.check
('sacrificed', NumberCheck(op='eq', value=0))
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AmountCompare,
    Conditional,
    CountedThisWay,
    Effect,
    IfDid,
    NumberCheck,
    ThisWayVerb,
)

_DONE: dict[str, ThisWayVerb] = {"sacrifice": "sacrificed", "discard": "discarded",
                                 "exile": "exiled"}
_DONE_AS: dict[str, ThisWayVerb] = {"destroyed": "destroyed", "sacrificed": "sacrificed",
                                    "exiled": "exiled", "discarded": "discarded"}
_THIS_WAY = re.compile(r"if (?:a|an) ([\w -]+?) (?:is|was) (destroyed|sacrificed|exiled|discarded) "
                       r"this way, (.+)", re.IGNORECASE)
_NAMED = re.compile(r"if you can't (sacrifice|discard|exile) (?:a|an|one) (.+?), (.+)",
                    re.IGNORECASE)


def cant_do(text: str, ctx: Context,
            parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The step of "If you can't, <effect>" (the previous step not done, CR 608.2c), of
    "If you can't <sacrifice|discard|exile> a <noun>, <effect>" (none such moved by this
    resolution's instructions so far, CR 701.17a, 701.9a) or of "If a <noun> is destroyed
    this way, <effect>" (one was, CR 608.2c), or None."""
    match = re.fullmatch(r"if you can't, (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=None, otherwise=parse(match.group(1), ctx))
    done = _THIS_WAY.fullmatch(text)
    if done:  # "If a creature is destroyed this way, you gain life equal to its toughness":
        flt, plural = parse_filter(done.group(1))  # (an indestructible one isn't, CR 702.12b)
        if plural:
            return None
        counted = CountedThisWay(_DONE_AS[done.group(2).lower()], flt)
        named = ctx.antecedent  # ("Otherwise, its controller ...": still the one named
        try:  # before this branch, not what the branch found)
            return Conditional(AmountCompare(counted, NumberCheck("ge", 1)),
                               parse(done.group(3), ctx))
        finally:
            ctx.antecedent = named
    match = _NAMED.fullmatch(text)
    if match is None:
        return None
    flt, plural = parse_filter(match.group(2))
    if plural:
        return None
    counted = CountedThisWay(_DONE[match.group(1).lower()], flt, controlled_by_you=True)
    return Conditional(AmountCompare(counted, NumberCheck("eq", 0)),
                       parse(match.group(3), ctx))
