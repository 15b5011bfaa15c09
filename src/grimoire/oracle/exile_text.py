""""<player> exiles cards from the top of their library until they exile <a card>[, then
shuffles the rest into their library]" (:class:`~grimoire.oracle.ir.ExileUntil`), "You may
cast up to X <kind> spells from among cards exiled this way [without paying their mana
costs]" (:class:`~grimoire.oracle.ir.CastUpTo`), and a results-table row "X is two."
(:class:`~grimoire.oracle.ir.SetX`).

>>> from grimoire.oracle.context import Context
>>> ctx = Context(rolled=True)
>>> exile_sentence("Each opponent exiles cards from the top of their library until they "
...                "exile an instant or sorcery card, then shuffles the rest into their "
...                "library.", ctx).rest
'shuffle'
>>> exile_sentence("X is two.", ctx)
SetX(value=2)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Bound,
    CastCard,
    CastUpTo,
    Conditional,
    Effect,
    ExileUntil,
    ObjectFilter,
    ObjectMatches,
    PutIntoLibrary,
    RestOf,
    SetX,
    StatCheck,
    You,
)
from grimoire.oracle.refs import parse_player

_UNTIL = re.compile(
    r"(?:(?P<who>.+?) )?exiles? cards from the top of (?:their|your) library until (?:they|you)"
    r" exile (?P<what>an? .+?)(?P<rest>,? then (?:they )?shuffles? the rest into (?:their|your)"
    r" library)?",
    re.IGNORECASE,
)
_UP_TO = re.compile(
    r"you may cast up to (?P<n>\w+) (?P<what>.+?) spells? from among (?:the )?cards exiled "
    r"this way(?P<free> without paying their mana costs)?",
    re.IGNORECASE,
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def exile_sentence(sentence: str, ctx: Context) -> Effect | None:
    """The IR of one sentence of this module's class, or None."""
    text = sentence.strip().rstrip(".")
    match = re.fullmatch(r"x is (one|two|three|four|five|\d+)", text, re.IGNORECASE)
    if match and ctx.rolled:  # a results-table row (CR 706.3a) giving X its value
        word = match.group(1).lower()
        return SetX(_NUMBERS[word] if word in _NUMBERS else int(word))
    match = _UNTIL.fullmatch(text)
    if match:
        who = match.group("who")
        player = parse_player(who, ctx) if who else You()
        flt = card_filter(match.group("what"), ctx)
        ctx.antecedent = Bound("found")
        ctx.cards = Bound("exiled_way")  # "... and the rest on the bottom": the others exiled
        return ExileUntil(flt, player, rest="shuffle" if match.group("rest") else "stay")
    cascade = cascade_sentence(text, ctx)
    if cascade is not None:
        return cascade
    match = _UP_TO.fullmatch(text)
    if match:
        count = parse_amount(match.group("n"), ctx)
        kinds = match.group("what").replace("and/or", "or")
        flt, _ = parse_filter(kinds + " card")
        if flt.is_spell:
            raise ParseFailure(sentence, "spell filter")
        cast = CastCard(Bound("found"), optional=True,
                        mode="without_paying" if match.group("free") else "normal",
                        any_number=True, filter=replace(flt, zone=None))
        return CastUpTo(cast, count)
    return None


_WHOSE_MV = re.compile(
    r"(?P<what>an? .+? card) whose mana value is (?P<op>less than|greater than|less than or "
    r"equal to|greater than or equal to) (?P<amount>.+)",
    re.IGNORECASE,
)
_OPS = {"less than": "lt", "greater than": "gt", "less than or equal to": "le",
        "greater than or equal to": "ge"}


def card_filter(phrase: str, ctx: Context) -> ObjectFilter:
    """ "a nonland card", "a nonland card whose mana value is less than ~'s mana value"."""

    match = _WHOSE_MV.fullmatch(phrase.strip())
    if match is None:
        return replace(parse_filter(re.sub(r"^an? ", "", phrase.strip()))[0], zone=None)
    flt, _ = parse_filter(re.sub(r"^an? ", "", match.group("what")))
    check = StatCheck("mana_value", _OPS[match.group("op").lower()],  # type: ignore[arg-type]
                      parse_amount(match.group("amount"), ctx))
    return replace(flt, zone=None, stats=(*flt.stats, check))


_CAST_IF = re.compile(
    r"you may cast (?:that card|it) without paying its mana cost if the resulting spell's mana "
    r"value is less than (.+)",
    re.IGNORECASE,
)
_REST_BOTTOM = re.compile(
    r"(?:then )?put all cards exiled this way that weren't cast on the bottom of your library "
    r"in a random order",
    re.IGNORECASE,
)


def cascade_sentence(sentence: str, ctx: Context) -> Effect | None:
    """The last two sentences of cascade's meaning (CR 702.85a), or None. "The resulting
    spell's mana value" is the card's (the same for a card with one face)."""
    text = sentence.strip().rstrip(".")
    match = _CAST_IF.fullmatch(text)
    if match and isinstance(ctx.antecedent, Bound):
        check = StatCheck("mana_value", "lt", parse_amount(match.group(1), ctx))
        cast = CastCard(ctx.antecedent, optional=True, mode="without_paying")
        return Conditional(ObjectMatches(ctx.antecedent, ObjectFilter(stats=(check,))), cast)
    if _REST_BOTTOM.fullmatch(text):
        return PutIntoLibrary(RestOf("exiled_way"), "bottom", order="random")
    return None
