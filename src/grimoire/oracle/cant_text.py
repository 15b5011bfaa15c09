"""Instructions that follow one a player couldn't follow (CR 608.2c; CR 101.3: an instruction
that can't be followed is ignored as far as it can't): "If you can't, <effect>" and "If you
can't sacrifice a creature, <effect>" — the second names what couldn't be done, so it is
checked by counting what the earlier instructions sacrificed (grimoire.rules.this_way),
not by the flag of the step just before ("sacrifice a creature other than this creature,
then each opponent loses life equal to the sacrificed creature's power. If you can't
sacrifice a creature, tap this creature and you lose 7 life": a sacrificed 0-power creature
makes no opponent lose life, yet the sacrifice was made).

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
_NAMED = re.compile(r"if you can't (sacrifice|discard|exile) (?:a|an|one) (.+?), (.+)",
                    re.IGNORECASE)


def cant_do(text: str, ctx: Context,
            parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The step of "If you can't, <effect>" (the previous step not done, CR 608.2c) or of
    "If you can't <sacrifice|discard|exile> a <noun>, <effect>" (none such moved by this
    resolution's instructions so far, CR 701.17a, 701.9a), or None."""
    match = re.fullmatch(r"if you can't, (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=None, otherwise=parse(match.group(1), ctx))
    match = _NAMED.fullmatch(text)
    if match is None:
        return None
    flt, plural = parse_filter(match.group(2))
    if plural:
        return None
    counted = CountedThisWay(_DONE[match.group(1).lower()], flt, controlled_by_you=True)
    return Conditional(AmountCompare(counted, NumberCheck("eq", 0)),
                       parse(match.group(3), ctx))
