"""The verb "discard" (CR 701.9: a number of cards, "a card for each <count>", the whole
hand, a chosen card). "Double" lives in :mod:`grimoire.oracle.verbs.double_verbs`."""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, for_each_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    CardsIn,
    Chosen,
    CountedThisWay,
    Discard,
    EachOpponent,
    EachPlayer,
    Effect,
    Fixed,
)
from grimoire.oracle.verbs.common import _times
from grimoire.oracle.verbs.registry import Subject, as_player, verb


@verb("discard")
def _discard(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest in ("that card", "those cards", "it") and isinstance(ctx.antecedent, Chosen):
        return Discard(Fixed(1), as_player(subject, ctx), what=ctx.antecedent)
    if rest in ("your hand", "their hand", "his or her hand", "all the cards in your hand",
                "all the cards in their hand"):
        player = as_player(subject, ctx)
        if isinstance(player, EachPlayer | EachOpponent):
            return Discard(CardsIn("hand", player), player)  # (each counts their own)
        # "then draw that many cards": the cards this player discarded (CR 701.9a)
        ctx.counted = CountedThisWay("discarded")  # (grimoire.rules.this_way)
        return Discard(CardsIn("hand", player), player)
    chosen = re.fullmatch(r"(?:any number of|up to (" + NUMBER_RE + r")) ((?:[\w-]+ )?)cards",
                          rest)
    if chosen:  # "discard up to two cards, then draw that many cards" (CR 701.9a); "any
        # number of land cards": only such cards, "that many" counts those discarded
        player = as_player(subject, ctx)
        flt = replace(parse_filter(chosen.group(2) + "cards")[0], zone=None) \
            if chosen.group(2) else None
        if not isinstance(player, EachPlayer | EachOpponent):  # (each player's own count:
            ctx.counted = CountedThisWay("discarded")  # not this; grimoire.rules.this_way)
        most = parse_number(chosen.group(1), ctx) if chosen.group(1) else Fixed(99)
        return Discard(most, player, up_to=True, filter=flt)
    match = re.fullmatch(r"(" + NUMBER_RE + r") cards?( at random)?(?: for each (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "discard what")
    amount = parse_number(match.group(1), ctx)
    if match.group(3):  # "discards a card for each Shrine you control": counted as it
        each = for_each_amount(match.group(3), ctx)  # resolves (CR 608.2h)
        amount = each if amount == Fixed(1) else _times(each, amount, rest)
    return Discard(amount, as_player(subject, ctx), random=bool(match.group(2)))
