"""Keep some, sacrifice the rest (CR 101.4, 701.17a): "that player chooses up to two
creatures they control, then sacrifices the rest", "Each player chooses three permanents
they control, then sacrifices the rest", "Each player chooses a creature or planeswalker
they control, then sacrifices the rest".

Each named player in turn order (CR 101.4) chooses the objects to keep among those they
control matching the filter (no targeting; Archfiend of Depravity's rulings); then every
one of them that wasn't chosen is sacrificed at once. "The rest" are the others of the same
kind: other creatures for "creatures", other permanents for "permanents". With "up to",
the player may keep none and sacrifice all.

>>> from grimoire.oracle.context import Context
>>> steps = keep_rest_sentence("Each player chooses up to two creatures they control, "
...                            "then sacrifices the rest.", Context())
>>> [type(s).__name__ for s in steps.steps]
['ForEach', 'SacrificePermanents']
>>> steps.steps[0].effect.what.count, steps.steps[0].effect.what.up_to
(Fixed(value=2), True)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    ChooseObjects,
    Chosen,
    Effect,
    ForEach,
    SacrificePermanents,
    Sequence,
)
from grimoire.oracle.refs import parse_player

__all__ = ["keep_rest_sentence"]

_KEEP = re.compile(r"(each player|each opponent|that player|target player|target opponent) "
                   r"chooses (up to )?(an?|" + NUMBER_RE + r") (.+?) they control, then "
                   r"sacrifices the rest", re.IGNORECASE)
_KEPT = "kept_by_each"


def keep_rest_sentence(text: str, ctx: Context) -> Effect | None:
    """The steps of "<players> chooses [up to] N <kind> they control, then sacrifices the
    rest", or None for another sentence."""
    match = _KEEP.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    flt, _ = parse_filter(match.group(4))
    if not (flt.types_any or flt.subtypes_any or match.group(4).lower() == "permanents") \
            or flt.zone not in (None, "battlefield"):
        return None  # "a party from among creatures": another class
    word = match.group(3).lower()
    count = parse_number("one" if word in ("a", "an") else word, ctx)
    yours = replace(flt, controller="you", zone="battlefield")
    who = parse_player(match.group(1), ctx)
    keep = Chosen(yours, count, up_to=bool(match.group(2)), bind="kept_one")
    return Sequence((  # CR 101.4: all choose in turn order, then all sacrifice at once
        ForEach(who, ChooseObjects(keep, join=_KEPT)),
        SacrificePermanents(who, replace(yours, excluding=_KEPT), every=True)))
