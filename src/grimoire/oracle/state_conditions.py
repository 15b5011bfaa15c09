"""Conditions about the game's state now, as "as long as" statics read them (CR 611.3a: the
effect applies only while the condition holds, checked continuously): what is attached to
this permanent, its counters, its power, when it entered, the permanent an Aura or
Equipment is attached to, cards in hands and graveyards, a count compared with a number.

>>> from grimoire.oracle.context import Context
>>> state_condition("~ is equipped", Context()).amount.filter.subtypes_any
('Equipment',)
>>> state_condition("your devotion to white is less than five", Context())
AmountCompare(amount=Devotion(colors=('W',), player=You()), check=NumberCheck(op='lt', \
value=5))
>>> state_condition("you've drawn two or more cards this turn", Context()).check
NumberCheck(op='ge', value=2)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AmountCompare,
    AnyOf,
    CardsDrawnThisTurn,
    CardsIn,
    CompareAmounts,
    Condition,
    CountersOn,
    CountOf,
    DistinctAmong,
    EnchantedOrEquipped,
    ExiledWith,
    Fixed,
    Not,
    NumberCheck,
    ObjectFilter,
    ObjectMatches,
    SourceAttackedThisTurn,
    StartingLife,
    ThisObject,
    Times,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS

_AT_LEAST = {"more": "ge", "greater": "ge", "higher": "ge", "fewer": "le", "less": "le",
             "lower": "le"}
_THAN = {"less than": "lt", "fewer than": "lt", "greater than": "gt", "more than": "gt",
         "at least": "ge", "exactly": "eq"}
_ATTACHED = {"equipped": ("Equipment",), "enchanted": ("Aura",)}


def _number(word: str, ctx: Context) -> int | None:
    value = parse_number(word, ctx)
    return value.value if isinstance(value, Fixed) else None


def _some(flt: ObjectFilter) -> Condition:
    """One or more objects match ``flt``."""
    return AmountCompare(CountOf(flt), NumberCheck("ge", 1))


def _attached(kinds: tuple[str, ...], controller: str = "any") -> Condition:
    """An Aura or Equipment of ``kinds`` is attached to this permanent (CR 301.5, 303.4):
    "~ is equipped" (CR 301.5c: an Equipment attached to it), "~ is enchanted"."""
    return _some(ObjectFilter(subtypes_any=kinds, attached_to_this=True, zone="battlefield",
                              controller=controller))  # type: ignore[arg-type]


def _check(number: str, how: str, ctx: Context) -> NumberCheck | None:
    """ "two or more" / "five or less": a check against a number word."""
    value = _number(number, ctx)
    if value is None:
        return None
    return NumberCheck(_AT_LEAST[how], value)  # type: ignore[arg-type]


def _self_condition(low: str, ctx: Context) -> Condition | None:
    """Conditions about this permanent ("~ is equipped", "~ has a +1/+1 counter on it")."""
    match = re.fullmatch(r"~ is (equipped|enchanted)(?: or (equipped|enchanted))?", low)
    if match:
        kinds = tuple(k for w in match.groups() if w for k in _ATTACHED[w])
        return _attached(kinds)
    if low == "~ is modified":  # CR 700.9: counters, Equipment, or its controller's Aura
        return AnyOf((ObjectMatches(ThisObject(), ObjectFilter(counters="any")),
                      _attached(("Equipment",)), _attached(("Aura",), "you")))
    match = re.fullmatch(r"~ is attached to (?:a|an) (.+)", low)
    if match:  # an Aura or Equipment attached to such a permanent (CR 301.5, 303.4)
        flt, _ = parse_filter(match.group(1))
        return _some(replace(flt, attached_to_source=True, zone="battlefield"))
    match = re.fullmatch(r"~ has (a|an|one|no) (?:(.+?) )?counters? on it", low)
    if match:  # CR 122.1: counters on it now ("a counter": of any kind)
        kind = match.group(2)
        if kind is None:
            flt = ObjectFilter(counters="none" if match.group(1) == "no" else "any")
            return ObjectMatches(ThisObject(), flt)
        count = AmountCompare(CountersOn(ThisObject(), kind), NumberCheck("ge", 1))
        return Not(count) if match.group(1) == "no" else count
    if low == "~ entered this turn":  # CR 400.7: this object was put onto the battlefield
        return ObjectMatches(ThisObject(), ObjectFilter(entered_this_turn=True))
    if low == "~ attacked this turn":  # CR 508.1: declared as an attacker this turn
        return SourceAttackedThisTurn()
    return None


def _attached_condition(text: str, ctx: Context) -> Condition | None:
    """ "equipped creature is legendary", "enchanted creature has vigilance": the permanent
    the source is attached to (CR 301.5, 303.4)."""
    match = re.fullmatch(r"(you|another player|an opponent) controls? enchanted (?:creature|"
                         r"permanent)", text, re.IGNORECASE)
    if match:  # Mishra's Domination: whoever controls the permanent it enchants (CR 303.4)
        who = "you" if match.group(1).lower() == "you" else "opponent"
        return ObjectMatches(EnchantedOrEquipped(), ObjectFilter(controller=who))  # type: ignore[arg-type]
    match = re.fullmatch(r"(?:enchanted|equipped) (?:creature|permanent|land|artifact) "
                         r"(is|has|isn't) (.+)", text, re.IGNORECASE)
    if match is None:
        return None
    verb, rest = match.group(1).lower(), match.group(2)
    ctx.antecedent = EnchantedOrEquipped()  # "if enchanted creature is untapped, tap it"
    if verb == "has":
        if rest.lower() not in SIMPLE_KEYWORDS:
            return None
        return ObjectMatches(EnchantedOrEquipped(), ObjectFilter(keywords_all=(rest.lower(),)))
    noun = re.sub(r"^(?:a|an) ", "", rest)
    if noun == rest:  # "is legendary", "is red or green", "is attacking": a quality
        noun = f"{rest} permanent"
    try:
        flt, _ = parse_filter(noun)
    except ParseFailure:
        return None
    held = ObjectMatches(EnchantedOrEquipped(), flt)
    return Not(held) if verb == "isn't" else held


def _zone_condition(low: str, ctx: Context) -> Condition | None:
    """Cards in hands and graveyards, cards drawn this turn."""
    match = re.fullmatch(rf"you have ({NUMBER_RE}) or (more|fewer|less) cards in (?:your )?hand",
                         low)
    if match and (check := _check(match.group(1), match.group(2), ctx)) is not None:
        return AmountCompare(CardsIn("hand"), check)  # CR 402
    if low in ("there are no cards in your graveyard", "your graveyard has no cards in it"):
        return AmountCompare(CardsIn("graveyard"), NumberCheck("eq", 0))
    match = re.fullmatch(rf"there are (fewer|more) than ({NUMBER_RE}) cards in your graveyard",
                         low)
    if match and (count := _number(match.group(2), ctx)) is not None:  # The Warring Triad
        op = "lt" if match.group(1) == "fewer" else "gt"
        return AmountCompare(CardsIn("graveyard"), NumberCheck(op, count))  # type: ignore[arg-type]
    match = re.fullmatch(r"there is (?:a|an) (.+? card) in your graveyard", low)
    if match:
        flt, _ = parse_filter(match.group(1))
        return _some(replace(flt, zone="graveyard", owner="you"))
    match = re.fullmatch(rf"there are ({NUMBER_RE}) or more (?:different )?mana values among "
                         r"cards in your graveyard", low)
    if match and (least := _number(match.group(1), ctx)) is not None:
        # CR 202.3: each card's mana value, 0 too (a land's); a split card's is its halves'
        mine = ObjectFilter(zone="graveyard", owner="you")
        return AmountCompare(DistinctAmong(mine, "mana_value"), NumberCheck("ge", least))
    match = re.fullmatch(rf"you(?:'ve| have) drawn ({NUMBER_RE}) or more cards this turn", low)
    if match and (check := _check(match.group(1), "more", ctx)) is not None:
        return AmountCompare(CardsDrawnThisTurn(), check)  # CR 121.1
    return None


def _board_condition(text: str, low: str, ctx: Context) -> Condition | None:
    """ "you control exactly one creature", "no opponent controls a white or blue creature"."""
    match = re.fullmatch(rf"you control exactly ({NUMBER_RE}) (.+)", text, re.IGNORECASE)
    if match and (count := _number(match.group(1).lower(), ctx)) is not None:
        flt, _ = parse_filter(match.group(2))
        mine = replace(flt, controller="you", zone="battlefield")
        return AmountCompare(CountOf(mine), NumberCheck("eq", count))
    match = re.fullmatch(r"no opponent controls (?:a|an) (.+)", text, re.IGNORECASE)
    if match:  # none of the opponents' permanents matches (CR 108.4)
        flt, _ = parse_filter(re.sub(r" or (?:a|an) ", " or ", match.group(1)))
        return Not(_some(replace(flt, controller="opponent", zone="battlefield")))
    return None


def _compared(text: str, ctx: Context) -> Condition | None:
    """ "<an amount> is five or greater / less than seven / at least 3": the amount read
    now against a number (CR 700.5: "your devotion to white is less than five")."""
    match = re.fullmatch(rf"(.+?) is ({NUMBER_RE}) or (greater|more|less|fewer|higher|lower)",
                         text, re.IGNORECASE)
    check: NumberCheck | None = None
    if match:
        check = _check(match.group(2).lower(), match.group(3).lower(), ctx)
    else:
        match = re.fullmatch(rf"(.+?) is ({'|'.join(_THAN)}) ({NUMBER_RE})", text,
                             re.IGNORECASE)
        if match and (value := _number(match.group(3).lower(), ctx)) is not None:
            check = NumberCheck(_THAN[match.group(2).lower()], value)  # type: ignore[arg-type]
    if match is None or check is None:
        return _two_amounts(text, ctx)
    try:
        amount = parse_amount(match.group(1), ctx)
    except ParseFailure:
        return None
    return AmountCompare(amount, check)


_OPS = {"less than or equal to": "le", "greater than or equal to": "ge", "less than": "lt",
        "greater than": "gt", "equal to": "eq"}


def _two_amounts(text: str, ctx: Context) -> Condition | None:
    """ "your life total is less than or equal to half your starting life total": two
    amounts read now; "half" with no rounding (CR 107.1a): twice the left side compared."""
    match = re.fullmatch(rf"(.+?) is ({'|'.join(_OPS)}) (half )?(.+)", text, re.IGNORECASE)
    if match is None:
        return None
    try:
        left = parse_amount(match.group(1), ctx)
        right = StartingLife() if match.group(4).lower() == "your starting life total" \
            else parse_amount(match.group(4), ctx)  # CR 103.4
    except ParseFailure:
        return None
    if match.group(3):
        left = Times(left, 2)
    return CompareAmounts(left, _OPS[match.group(2).lower()], right)  # type: ignore[arg-type]


def state_condition(text: str, ctx: Context) -> Condition | None:
    """The condition of a phrase of this class, or None."""
    raw = text.strip()
    low = raw.lower()
    if _EXILED_WITH.fullmatch(low):  # CR 607.2a: "if a card is exiled with it"
        return ObjectMatches(ExiledWith(), ObjectFilter(zone="exile"))
    found = _self_condition(low, ctx) or _attached_condition(raw, ctx) or _zone_condition(
        low, ctx) or _board_condition(raw, low, ctx)
    return found if found is not None else _compared(raw, ctx)


_EXILED_WITH = re.compile(r"(?:a card is|there are(?: one or more)? cards|one or more cards "
                          r"are) exiled with (?:it|~|this \w+)")
"""The cards exiled with this object by its linked ability or its cost (CR 607.2a)."""
_SUBJECT = re.compile(r"(~|This creature|(?:Equipped|Enchanted) (?:creature|permanent))"
                      r"(?:'s)? ")


def name_the_subject(inner: str, said: str) -> str:
    """ "<X> gets +1/+1 as long as it has a +1/+1 counter on it": "it" at the head of the
    condition is the rule's subject X (this permanent, or the one the source is attached to).

    >>> name_the_subject("~ has flying", "it has a +1/+1 counter on it")
    '~ has a +1/+1 counter on it'
    >>> name_the_subject("Equipped creature gets +1/+0", "its power is 2 or less")
    "equipped creature's power is 2 or less"
    """
    match = _SUBJECT.match(inner)
    if match is None:
        return said
    subject = match.group(1)
    subject = "~" if subject in ("~", "This creature") else subject.lower()
    pronoun = re.match(r"(it's|it is|it has|it entered|it attacked|its) ", said)
    if pronoun is None:
        return said
    word = pronoun.group(1)
    head = {"it's": f"{subject} is", "it is": f"{subject} is", "its": f"{subject}'s"}.get(
        word, f"{subject} {word[3:]}")
    return f"{head} {said[pronoun.end():]}"
