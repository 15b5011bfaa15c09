""" "Choose any target, then choose another target for each time ~ was kicked." (Comet
Storm; "Choose target creature, then choose another target creature for each time this
spell was kicked.", Strength of the Tajuru): one target, plus one for each time the
multikicker cost was paid (CR 702.33c; CR 601.2b-c: the kicks are announced before the
targets are chosen, so the number of targets is known then, the rulings: "one more than
the number of times it's kicked", "each target you choose must be different").

The target is a :class:`~grimoire.oracle.ir.TargetSpec` whose ``max_amount`` is
1 + :class:`~grimoire.oracle.ir.TimesPaid` with ``exact_amount``; the engine fixes that
number for each choice of costs (grimoire.rules.cast_options.paid_counts). "each of them"
in the next sentence is that target group.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> kicked_targets_sentence("Choose any target, then choose another target for each time "
...                         "~ was kicked.", ctx)
Sequence(steps=())
>>> spec = ctx.targets[0]
>>> spec.kind, spec.max_amount, spec.exact_amount
('any', Plus(terms=(Fixed(value=1), TimesPaid(option='kicked'))), True)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Fixed, Plus, Sequence, TimesPaid
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_target

_KICKED = re.compile(r"Choose (any target|target (.+?)), then choose another (target(?: \2)?) "
                     r"for each time (?:" + re.escape(SELF) + r"|this spell) was kicked\.?")


def kicked_targets_sentence(sentence: str, ctx: Context) -> Sequence | None:
    """Register the target (one plus one per kick), or None for another sentence."""
    match = _KICKED.fullmatch(sentence.strip())
    if match is None or (match.group(2) and match.group(3) == "target"):
        return None
    ref = parse_target(match.group(1), ctx)
    ctx.targets[ref.index] = replace(
        ctx.targets[ref.index], min_count=0, max_count=99, exact_amount=True,
        max_amount=Plus((Fixed(1), TimesPaid("kicked"))))
    ctx.antecedent = ref  # "each of them"
    return Sequence(())
