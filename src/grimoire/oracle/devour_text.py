""""As this creature enters, you may sacrifice any number of creatures and/or planeswalkers.
If you do, it enters with twice that many +1/+1 counters on it." (Devouring Hellion) and "As
this creature enters, you may reveal any number of other artifact cards from your hand. This
creature enters with a +1/+1 counter on it for each card revealed this way." (Arsenal
Thresher): devour's shape written out (CR 702.82a, c), a choice made as the permanent enters
(CR 614.1c, 614.12), compiled to :class:`~grimoire.oracle.ir.Devour`
(:mod:`grimoire.mechanics.devour`).

>>> as_enters_devour("As ~ enters, you may reveal any number of other artifact cards from "
...                  "your hand. ~ enters with a +1/+1 counter on it for each card revealed "
...                  "this way").reveal
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import Devour
from grimoire.oracle.lexer import SELF

_S = re.escape(SELF)
_TIMES = {"that many": 1, "twice that many": 2, "three times that many": 3}
_SACRIFICE = re.compile(r"As " + _S + r" enters, you may sacrifice any number of (.+?)\. If "
                        r"you do, (?:it|" + _S + r") enters with (that many|twice that many|"
                        r"three times that many) \+1/\+1 counters on it")
_REVEAL = re.compile(r"As " + _S + r" enters, you may reveal any number of (?:other )?(.+? "
                     r"cards) from your hand\. (?:It|" + _S + r") enters with a \+1/\+1 "
                     r"counter on it for each card revealed this way")


def as_enters_devour(text: str) -> Devour | None:
    """The :class:`Devour` those texts mean, or None for another text."""
    match = _SACRIFICE.fullmatch(text)
    if match:
        flt, _ = parse_filter(match.group(1).replace(" and/or ", " or "))
        return Devour(_TIMES[match.group(2)], replace(flt, zone="battlefield"))
    match = _REVEAL.fullmatch(text)
    if match:  # ("other": the card itself is on the stack, not in the hand)
        flt, _ = parse_filter(match.group(1))
        return Devour(1, replace(flt, zone="hand"), reveal=True)
    return None
