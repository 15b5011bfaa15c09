"""The bonus of a spell whose optional additional cost reveals a card (Dragons of Tarkir:
"As an additional cost to cast this spell, you may reveal a Dragon card from your hand."):
"If you revealed a Dragon card or controlled a Dragon as you cast this spell, ..."
(CR 601.2b, 601.2h, 601.2i; read by :mod:`grimoire.mechanics.reveal_bonus`).

>>> from grimoire.oracle.context import Context
>>> revealed_condition("you revealed a Dragon card or controlled a Dragon as you cast ~",
...                    Context(optional_reveal=True)).filter.subtypes_any
('Dragon',)
>>> revealed_condition("you revealed a Dragon card or controlled a Dragon as you cast ~",
...                    Context()) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import RevealedOrControlledAsCast

_REVEALED = re.compile(r"you revealed an? (\w+) card or controlled an? (\w+) as you cast "
                       r"(?:~|this spell)", re.IGNORECASE)


def revealed_condition(text: str, ctx: Context) -> RevealedOrControlledAsCast | None:
    """The condition, in the text of a spell (not of the permanent it becomes: that would
    have to remember it) whose optional additional cost reveals a card; else None."""
    match = _REVEALED.fullmatch(text.strip())
    if match is None or not ctx.optional_reveal or ctx.in_trigger or ctx.of_permanent:
        return None
    if match.group(1).lower() != match.group(2).lower():
        return None
    flt, plural = parse_filter(match.group(2))
    if plural or not flt.subtypes_any:
        return None
    return RevealedOrControlledAsCast(replace(flt, zone=None))
