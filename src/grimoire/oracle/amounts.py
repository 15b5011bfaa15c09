"""Amount phrases ("three", "X", "the result", "the number of cards in your hand").

>>> parse_amount("three", Context()), parse_amount("the result", Context(rolled=True))
(Fixed(value=3), DieResult(natural=False, total=False, other=False))
>>> parse_amount("the number of cards in your hand", Context())
CardsIn(zone='hand', player=You())
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Amount,
    CardsIn,
    CountersOn,
    CountOf,
    DieResult,
    Fixed,
    PowerOf,
    ThisObject,
    Times,
    VarX,
)
from grimoire.oracle.lexer import SELF

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "twenty": 20,
    "zero": 0,
    "single": 1,
}
NUMBER_RE = r"(?:\d+|X|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"


def parse_number(word: str, ctx: Context) -> Amount:
    """A count word: digits, a number word, or X (the sentence's X, else the spell's X)."""
    word = word.strip()
    if word.isdigit():
        return Fixed(int(word))
    if word.lower() in NUMBER_WORDS:
        return Fixed(NUMBER_WORDS[word.lower()])
    if word == "X":
        return ctx.x_value if ctx.x_value is not None else VarX()
    raise ParseFailure(word, "not a number")


def parse_amount(phrase: str, ctx: Context) -> Amount:
    """Parse an amount phrase."""
    text = phrase.strip().rstrip(".")
    try:
        return parse_number(text, ctx)
    except ParseFailure:
        pass
    low = text.lower()
    if low in ("the result", "that result", "the die result"):
        if not ctx.rolled:
            raise ParseFailure(phrase, "'the result' without a roll")
        return DieResult(total=ctx.result_total)
    if low in ("the other result",):
        if not ctx.chooses_two:
            raise ParseFailure(phrase, "'the other result' without two dice")
        return DieResult(other=True)
    if low in ("the total of those results", "the total of the results", "the sum of the results"):
        return DieResult(total=True)
    if low == "the natural result":
        return DieResult(natural=True)
    if low in ("twice x",):
        return Times(parse_number("X", ctx), 2)
    match = re.fullmatch(r"the number of cards in (your|their) (hand|graveyard|library)", low)
    if match:
        return CardsIn(match.group(2))  # type: ignore[arg-type]
    match = re.fullmatch(r"the number of (.+?) counters on " + re.escape(SELF), text)
    if match:
        return CountersOn(ThisObject(), match.group(1))
    match = re.fullmatch(r"the number of (.+)", text)
    if match:
        flt, _ = parse_filter(match.group(1))
        if flt.zone is None and "card" not in match.group(1):
            from dataclasses import replace

            flt = replace(flt, zone="battlefield")
        return CountOf(flt)
    if low in ("its power", f"{SELF}'s power".lower()):
        ref = ThisObject() if SELF in text else ctx.antecedent
        if ref is None:
            raise ParseFailure(phrase, "'its' without an antecedent")
        return PowerOf(ref)
    raise ParseFailure(phrase, "unknown amount")


def for_each_amount(phrase: str, ctx: Context) -> Amount:
    """The amount of a "for each <phrase>" tail.

    >>> for_each_amount("+1/+1 counter on ~", Context())
    CountersOn(ref=ThisObject(), kind='+1/+1')
    """
    text = phrase.strip().rstrip(".")
    match = re.fullmatch(r"(.+?) counter on " + re.escape(SELF), text)
    if match:
        return CountersOn(ThisObject(), match.group(1))
    match = re.fullmatch(r"card in (your|their) (hand|graveyard)", text)
    if match:
        return CardsIn(match.group(2))  # type: ignore[arg-type]
    flt, _ = parse_filter(text)
    if flt.zone is None and "card" not in text:
        from dataclasses import replace

        flt = replace(flt, zone="battlefield")
    return CountOf(flt)
