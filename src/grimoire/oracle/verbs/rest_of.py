"""The rest of a look or reveal: "put one of them into your hand and the rest on the bottom
of your library in a random order" and its kin (CR 701.20, 401.4; the rest are the cards
looked at or revealed that no earlier part of the instruction moved)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Bound,
    Chosen,
    Effect,
    ObjectFilter,
    PutIntoGraveyard,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    RestOf,
    Sequence,
)
from grimoire.oracle.refs import parse_object

__all__ = ["put_rest"]


_ORDER = r"(?: in (any|a random) order)?"
_REST_BOTTOM = r"the rest on the bottom(?: of (?:your|their|its owner's) library)?" + _ORDER


def _rest(ctx: Context) -> RestOf:
    for ref in (ctx.cards, ctx.antecedent):  # (the cards an earlier step moved, or "that
        if isinstance(ref, Bound) and ref.name == "exiled_way":  # card" revealed; the cards
            return RestOf(ref.name)  # exiled "until you exile a land card")
        if isinstance(ref, Bound) and ref.name in ("looked", "found"):
            return RestOf("looked" if ref.name == "looked" else "revealed")
    raise ParseFailure("the rest", "'the rest' without looked-at or revealed cards")


def _order(word: str | None) -> Literal["any", "random"]:
    return "random" if word == "a random" else "any"


def put_rest(text: str, ctx: Context) -> Effect | None:
    """ "... and the rest on the bottom of your library in a random order" forms."""
    text = text.replace("the rest of the revealed cards", "the rest")  # (the same cards)
    # "one of those cards" names the same cards looked at or revealed as "one of them"
    text = re.sub(r"^(" + NUMBER_RE + r") of those cards ", r"\1 of them ", text)
    match = re.fullmatch(r"all (.+?) revealed this way into your hand and " + _REST_BOTTOM, text)
    if match:  # Elder Pine of Jukai: the matching cards to the hand, the rest to the bottom
        rest = _rest(ctx)
        flt, _ = parse_filter(match.group(1))
        return Sequence((PutIntoHand(replace(rest, filter=flt)),
                         PutIntoLibrary(rest, "bottom", order=_order(match.group(2)))))
    # "and [put] all other cards revealed this way into your graveyard": the rest of them
    text = re.sub(r" and (?:put )?all other cards revealed this way into ", " and the rest into ",
                  text)
    match = re.fullmatch(r"(up to )?(" + NUMBER_RE + r") of them into your hand and "
                         + _REST_BOTTOM, text)
    if match:  # "up to two of them" (Thassa's Intervention): none, one or two (CR 107.1c)
        among = ctx.antecedent
        chosen = Chosen(ObjectFilter(), parse_number(match.group(2), ctx), among=among,
                        up_to=bool(match.group(1)))
        rest = _rest(ctx)
        return Sequence(
            (PutIntoHand(chosen), PutIntoLibrary(rest, "bottom", order=_order(match.group(3))))
        )
    match = re.fullmatch(r"(.+?) (onto the battlefield(?: tapped)?|into your hand) and "
                         + _REST_BOTTOM, text)
    if match:
        rest = _rest(ctx)
        what = parse_object(match.group(1), ctx)
        first: Effect = (
            PutOntoBattlefield(what, tapped=match.group(2).endswith("tapped"))
            if match.group(2).startswith("onto") else PutIntoHand(what)
        )
        return Sequence((first, PutIntoLibrary(rest, "bottom", order=_order(match.group(3)))))
    match = re.fullmatch(_REST_BOTTOM, text)
    if match:
        return PutIntoLibrary(_rest(ctx), "bottom", order=_order(match.group(1)))
    if text == "the rest into your graveyard":
        return PutIntoGraveyard(_rest(ctx))
    match = re.fullmatch(r"(that card|it) (onto the battlefield|into your hand) and the rest "
                         r"into your graveyard", text)
    if match:  # "Put that card onto the battlefield and the rest into your graveyard"
        rest = _rest(ctx)
        what = parse_object(match.group(1), ctx)
        return Sequence((PutOntoBattlefield(what) if match.group(2).startswith("onto")
                         else PutIntoHand(what), PutIntoGraveyard(rest)))
    match = re.fullmatch(r"all (.+?) revealed this way into your hand and the rest into your "
                         r"graveyard", text)
    if match:  # Mulch: every matching card goes to the hand, then the others (CR 608.2c)
        rest = _rest(ctx)
        flt, _ = parse_filter(match.group(1))
        return Sequence((PutIntoHand(replace(rest, filter=flt)), PutIntoGraveyard(rest)))
    match = re.fullmatch(
        r"(" + NUMBER_RE + r") (?:of them )?into your hand and the (?:rest|other|others) "
        r"(into your graveyard|on the bottom of your library)",
        text,
    )
    if match and isinstance(ctx.antecedent, Bound):
        # "Put one of them into your hand and the rest into your graveyard."
        among = ctx.antecedent
        chosen = Chosen(ObjectFilter(), parse_number(match.group(1), ctx), among=among)
        rest = RestOf(among.name)
        second: Effect = (
            PutIntoGraveyard(rest)
            if match.group(2) == "into your graveyard"
            else PutIntoLibrary(rest, "bottom")
        )
        return Sequence((PutIntoHand(chosen), second))
    return None
