""""Reveal cards from the top of your library until you reveal X land cards" (CR 701.20a):
the reveal stops at the X-th match (or when the library runs out); every match is bound as
found ("Put those land cards onto the battlefield")."""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_amount, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import Bound, RevealUntil

_COUNTED = re.compile(r"cards from the top of your library until you reveal (" + NUMBER_RE
                      + r") (.+? cards)( of the chosen type)?")


def counted_reveal(rest: str, ctx: Context) -> RevealUntil | None:
    """The reveal of ``rest`` (what follows "reveal"), or None for another shape.

    >>> counted_reveal("cards from the top of your library until you reveal two land cards",
    ...                Context()).count
    Fixed(value=2)
    """
    match = _COUNTED.fullmatch(rest)
    if match is None:
        return None
    flt, _ = parse_filter(match.group(2) + (match.group(3) or ""), lambda a: parse_amount(a, ctx))
    number = parse_number(match.group(1), ctx)
    ctx.antecedent = Bound("found")
    return RevealUntil(replace(flt, zone=None), count=number)
