""""You may reveal a <card> from among them and put it into your hand" (CR 701.16a): one
card chosen among the cards looked at, matching the filter. "a card that shares a creature
type with that creature" (Conjurer's Mantle; CR 205.3m) compares each card with that
creature (:attr:`~grimoire.oracle.ir.Chosen.relative_to`), not with the source.

>>> from grimoire.oracle.ir import Bound
>>> ctx = Context()
>>> ctx.cards = Bound("looked")
>>> reveal_among("a Knight card from among them", ctx).what.filter.subtypes_any
('Knight',)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import Bound, Chosen, Effect, Fixed, ObjectRef, Reveal, TriggeringObject

_AMONG = re.compile(r"(?:a|an) (.+?) from among (?:them|those cards)")
_SHARES = re.compile(r"(.+?) that shares a creature type with (that creature)")


def reveal_among(rest: str, ctx: Context) -> Effect | None:
    """The reveal of one card from among the cards before, or None for another shape."""
    among = _AMONG.fullmatch(rest)
    if among is None:
        return None
    source = ctx.cards if ctx.cards is not None else ctx.antecedent
    if source is None:
        raise ParseFailure(rest, "'from among them' without cards")
    phrase, relative = among.group(1), None
    shares = _SHARES.fullmatch(phrase)
    if shares is not None:  # CR 205.3m: compared with that creature
        phrase, relative = shares.group(1), _creature(shares.group(2), ctx, rest)
    flt, _ = parse_filter(phrase, lambda a: parse_amount(a, ctx))
    if relative is not None:
        flt = replace(flt, shares_creature_type=True)
    chosen = Chosen(replace(flt, zone=None), Fixed(1), among=source, relative_to=relative)
    ctx.antecedent = Bound(chosen.bind)
    return Reveal(chosen)  # CR 701.16a


def _creature(phrase: str, ctx: Context, rest: str) -> ObjectRef:
    """The creature "that creature" names after "look at the top N cards": in a triggered
    ability, the triggering one ("Whenever equipped creature attacks, ..."); the cards
    looked at are never it."""
    if phrase != "that creature" or not ctx.in_trigger:
        raise ParseFailure(rest, "which creature the card shares a type with")
    return TriggeringObject()
