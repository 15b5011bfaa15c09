"""A sentence giving the permanents the instruction before it puts onto the battlefield
additional counters as they enter (CR 614.1c), by the type each enters as: "Each of them
enters with an additional +1/+1 counter on it if it's a creature and an additional loyalty
counter on it if it's a planeswalker." (Semester's End), "If it enters as a creature, it
enters with an additional +1/+1 counter on it." (Teferi's Time Twist), "If a creature
enters this way, it enters with an additional +1/+1 counter on it." (Recommission). It
amends the :class:`~grimoire.oracle.ir.PutOntoBattlefield` step before it (or the one a
delayed trigger before it will do): each :class:`~grimoire.oracle.ir.CounterSpec` with
``if_type`` applies only to a permanent of that card type as it enters (CR 614.12).

>>> from grimoire.oracle.ir import Bound
>>> steps = [PutOntoBattlefield(Bound("exiled"))]
>>> entered_counters("If it enters as a creature, it enters with an additional +1/+1 "
...                  "counter on it.", steps, Context())
Sequence(steps=())
>>> steps[0].counters
(CounterSpec(kind='+1/+1', amount=Fixed(value=1), if_type='creature'),)
>>> entered_counters("It enters tapped.", steps, Context()) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    CounterSpec,
    DelayedTrigger,
    Effect,
    Fixed,
    PutOntoBattlefield,
    Sequence,
)

_TYPES = r"(creature|planeswalker|artifact|enchantment|land|battle)"
_ONE = r"an additional ([+\-]\d+/[+\-]\d+|loyalty) counter on it"
_EACH = re.compile(rf"each of them enters with {_ONE} if it's an? {_TYPES}"
                   rf"(?: and {_ONE} if it's an? {_TYPES})?\.?", re.IGNORECASE)
_IF = re.compile(rf"if (?:it enters as an? {_TYPES}|an? {_TYPES} enters this way), it enters "
                 rf"with {_ONE}\.?", re.IGNORECASE)


def _specs(sentence: str) -> tuple[CounterSpec, ...] | None:
    each = _EACH.fullmatch(sentence.strip())
    if each:
        pairs = [(each.group(1), each.group(2))]
        if each.group(3):
            pairs.append((each.group(3), each.group(4)))
        return tuple(CounterSpec(k, Fixed(1), if_type=t.lower()) for k, t in pairs)
    one = _IF.fullmatch(sentence.strip())
    if one:
        return (CounterSpec(one.group(3), Fixed(1), if_type=(one.group(1) or one.group(2))
                            .lower()),)
    return None


def entered_counters(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """Amend the step before (a put onto the battlefield, or a delayed trigger doing one)
    with the counters; an empty step, or None for another sentence or step."""
    if not steps:
        return None
    specs = _specs(sentence)
    if specs is None:
        return None
    last = steps[-1]
    if isinstance(last, PutOntoBattlefield) and not last.counters:
        steps[-1] = replace(last, counters=specs)
        return Sequence(())
    if isinstance(last, DelayedTrigger) and isinstance(last.effect, PutOntoBattlefield) \
            and not last.effect.counters:
        steps[-1] = replace(last, effect=replace(last.effect, counters=specs))
        return Sequence(())
    return None
