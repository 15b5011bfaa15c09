"""The instruction done once for each of the objects named before (CR 608.2c):

    Choose up to two target creatures you don't control. For each of those creatures,
    create a token that's a copy of that creature. Those tokens gain haste.

"Each of those creatures" / "each of them" are the objects the sentence before named (its
targets: those still legal as the spell resolves, CR 608.2b, Hate Mirage's ruling: one
illegal target, one token); the instruction's "that creature" is each in turn
(:class:`~grimoire.oracle.ir.ForEachObject` with ``among``). A token copy made in each
round is gathered, so "those tokens" after it are all of them. After "Exile two target
creatures." they are the exiled cards (an illegal target was not exiled, CR 608.2b), and
"its controller" is each creature's controller as it last existed on the battlefield (CR
608.2h); those players act in APNAP order (CR 101.4; Divergent Transformations' ruling).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import TargetRef
>>> ctx = Context()
>>> ctx.antecedent = TargetRef(0)
>>> from grimoire.oracle.effects import parse_compound
>>> step = each_of_those("For each of those creatures, create a token that's a copy of "
...                      "that creature.", ctx, parse_compound)
>>> step.among, step.effect.of, ctx.antecedent
(TargetRef(index=0), Bound(name='each', player=None), Bound(name='all_copy_made', player=None))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    Bound,
    CreateTokenCopy,
    Effect,
    ForEachObject,
    ObjectFilter,
    TargetRef,
)

__all__ = ["each_of_those"]

_EACH = re.compile(r"for each of (?:those (?:creatures|permanents|artifacts)|them), (.+)",
                   re.IGNORECASE)
_MADE = "copy_made"
_NAMED = (Bound("exiled"), Bound("chosen_names"))
"""Objects named before without targets: those exiled, those chosen with different names
(:class:`~grimoire.oracle.ir.ChooseDifferentNames`, CR 608.2d)."""


def each_of_those(text: str, ctx: Context,
                  parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The :class:`ForEachObject` of "For each of those creatures, <instruction>", or None
    when the sentence is another one or nothing targeted was named before."""
    match = _EACH.fullmatch(text.strip().rstrip("."))
    named = ctx.antecedent
    if match is None or not (isinstance(named, TargetRef) or named in _NAMED):
        return None
    ctx.antecedent = Bound("each")
    effect = parse(match.group(1), ctx)
    gather = None
    if isinstance(effect, CreateTokenCopy) and effect.bind is None:
        effect = replace(effect, bind=_MADE)
        gather = _MADE
        ctx.antecedent = Bound("all_" + _MADE)
    else:
        ctx.antecedent = named
    by_controller = match.group(1).lower().startswith(("its controller ",
                                                         "that creature's controller "))
    return ForEachObject(ObjectFilter(), effect, among=named, gather=gather,
                         apnap=by_controller)
