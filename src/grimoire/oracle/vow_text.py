"""Promise of Loyalty's class (CR 608.2c, 611.2b): "Each player puts a vow counter on a
creature they control and sacrifices the rest." and "Each of those creatures can't attack
you or planeswalkers you control for as long as it has a vow counter on it."

>>> from grimoire.oracle.context import Context
>>> type(vow_sentence("Each player puts a vow counter on a creature they control and "
...                   "sacrifices the rest", Context())).__name__
'ForEach'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Bound,
    ChooseObjects,
    Chosen,
    EachPlayer,
    Effect,
    Fixed,
    ForEach,
    PutCounters,
    SacrificePermanents,
    Sequence,
    VowRestriction,
    You,
)

_KEEP = re.compile(r"each player puts an? (\S+) counter on an? (\w+) they control and "
                   r"sacrifices the rest", re.IGNORECASE)
_BAR = re.compile(r"each of those (\w+) can't attack you or planeswalkers you control for as "
                  r"long as it has an? (\S+) counter on it", re.IGNORECASE)
_ALL = "kept"


def vow_sentence(text: str, ctx: Context) -> Effect | None:
    """Either sentence of the class, or None."""
    line = text.strip().rstrip(".")
    keep = _KEEP.fullmatch(line)
    if keep:  # each in turn order (CR 101.4) keeps one and sacrifices the others (701.17a)
        flt, _ = parse_filter(keep.group(2))
        yours = replace(flt, controller="you", zone="battlefield")
        kept = Chosen(yours, Fixed(1), bind="kept_one")
        ctx.antecedent = Bound(_ALL)
        return ForEach(EachPlayer(), Sequence((
            ChooseObjects(kept, join=_ALL),
            PutCounters(keep.group(1), Fixed(1), Bound("kept_one")),
            SacrificePermanents(You(), replace(yours, excluding="kept_one"), every=True))))
    bar = _BAR.fullmatch(line)
    if bar and ctx.antecedent == Bound(_ALL):
        return VowRestriction(Bound(_ALL), bar.group(2))
    return None
