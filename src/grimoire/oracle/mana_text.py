"""Mana-adding phrases, the words after "Add" (CR 106).

>>> parse_add("{G}{G}", Context()).symbols
('G', 'G')
>>> parse_add("one mana of any color", Context()).options
('W', 'U', 'B', 'R', 'G')
>>> parse_add("one mana of any type that a land you control could produce", Context()).kind
'type'
>>> parse_add("three mana in any combination of {R} and/or {G}", Context()).options
('R', 'G')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.core.mana import COLORS
from grimoire.oracle.amounts import NUMBER_RE, for_each_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AddMana,
    AddManaChoice,
    AddManaChosenColor,
    AddManaCommanderIdentity,
    AddManaCouldProduce,
    AddManaLikeProduced,
    Effect,
    Fixed,
    ObjectFilter,
    PlayerRef,
    SpendOnly,
    You,
)

_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def _symbols(text: str) -> tuple[str, ...] | None:
    if re.fullmatch(r"(\{[WUBRGC]\})+", text):
        return tuple(_SYMBOL.findall(text))
    return None


def _bundle_choice(text: str) -> tuple[str, ...] | None:
    """The two mana types of "{B}{B}, {B}{R}, or {R}{R}": a choice among every pair of
    them, which is two mana each of either type.

    >>> _bundle_choice("{B}{B}, {B}{R}, or {R}{R}")
    ('B', 'R')
    >>> _bundle_choice("{B}{B} or {R}{R}") is None
    True
    """
    bundles = re.split(r", or |, | or ", text)
    if len(bundles) != 3 or not all(re.fullmatch(r"(\{[WUBRGC]\}){2}", b) for b in bundles):
        return None
    found = [tuple(_SYMBOL.findall(b)) for b in bundles]
    types = tuple(dict.fromkeys(m for b in found for m in b))
    if len(types) != 2:
        return None
    a, b = types
    return types if found == [(a, a), (a, b), (b, b)] else None


def parse_add(rest: str, ctx: Context, player: PlayerRef | None = None) -> Effect:
    """Parse what follows "Add" / "adds"."""
    who: PlayerRef = player if player is not None else You()
    text = rest.strip().rstrip(".")
    text = re.sub(r" (?:they|you) choose$", "", text)
    text = re.sub(r"^an additional ", "", text)
    text = re.sub(r"^additional ", "", text)
    for_each = None
    match = re.fullmatch(r"(.+?) for each (.+)", text)
    if match:
        text, for_each = match.group(1), for_each_amount(match.group(2), ctx)
    symbols = _symbols(text)
    if symbols is not None:
        effect = AddMana(symbols, player=who)
        return replace(effect, amount=for_each) if for_each else effect
    match = re.fullmatch(r"(\{[WUBRGC]\})(?:, (\{[WUBRGC]\}))*,? or (\{[WUBRGC]\})", text)
    if match:  # "Add {B} or {G} for each ...": each one chosen apart (any combination)
        options = tuple(_SYMBOL.findall(text))
        if for_each is not None:
            return AddManaChoice(options, count=for_each, player=who)
        return AddManaChoice(options, player=who)
    if for_each is not None:
        raise ParseFailure(rest, "for each with a mana choice")
    pairs = _bundle_choice(text)
    if pairs is not None:  # "Add {B}{B}, {B}{R}, or {R}{R}" (filter lands)
        return AddManaChoice(pairs, count=Fixed(2), player=who)
    match = re.fullmatch(r"an amount of (\{[WUBRGC]\})", text)
    if match and ctx.x_value is not None:  # "equal to ~'s power": read as it resolves
        return AddMana(tuple(_SYMBOL.findall(text)), player=who, amount=ctx.x_value)
    match = re.fullmatch(r"an amount of (\{[WUBRGC]\}) equal to .+", text)
    if match:
        raise ParseFailure(rest, "amount of mana")
    match = re.fullmatch(r"(" + NUMBER_RE + r") mana of any (one )?color", text)
    if match:
        count = parse_number(match.group(1), ctx)
        return AddManaChoice(COLORS, count=count, same=bool(match.group(2)), player=who)
    match = re.fullmatch(r"(" + NUMBER_RE + r") mana of different colors", text)
    if match:
        return AddManaChoice(
            COLORS, count=parse_number(match.group(1), ctx), different=True, player=who
        )
    match = re.fullmatch(r"(" + NUMBER_RE + r") mana in any combination of ((?:\{[WUBRGC]\}, )*"
                         r"\{[WUBRGC]\},? and/or \{[WUBRGC]\})", text)
    if match:  # "Add X mana in any combination of {W} and/or {U}": each one chosen apart
        options = tuple(dict.fromkeys(_SYMBOL.findall(match.group(2))))
        return AddManaChoice(options, count=parse_number(match.group(1), ctx), player=who)
    match = re.fullmatch(r"(" + NUMBER_RE + r") mana in any combination of colors", text)
    if match:
        return AddManaChoice(COLORS, count=parse_number(match.group(1), ctx), player=who)
    match = re.fullmatch(
        r"(" + NUMBER_RE + r") mana of any color in your commander's color identity", text
    )
    if match:  # CR 903.4
        return AddManaCommanderIdentity(parse_number(match.group(1), ctx))
    match = re.fullmatch(r"(\{[WUBRGC]\}) or one mana of the chosen color", text)
    if match:  # the Thriving lands: its color or the one chosen as it entered
        return AddManaChosenColor(player=who, or_symbols=tuple(_SYMBOL.findall(match.group(1))))
    match = re.fullmatch(r"(" + NUMBER_RE + r") mana of the chosen color", text)
    if match:
        return AddManaChosenColor(parse_number(match.group(1), ctx), player=who)
    match = re.fullmatch(
        r"(" + NUMBER_RE + r") mana of any (color|type) that (.+) could produce", text
    )
    if match:
        flt, _ = parse_filter(match.group(3).removeprefix("a ").removeprefix("an "))
        flt = replace(flt, zone="battlefield")
        return AddManaCouldProduce(
            flt,
            kind=match.group(2),  # type: ignore[arg-type]
            count=parse_number(match.group(1), ctx),
        )
    match = re.fullmatch(r"(" + NUMBER_RE + r") mana of any type that land produced", text)
    if match:
        return AddManaLikeProduced(player=who, count=parse_number(match.group(1), ctx))
    raise ParseFailure(rest, "unknown mana phrase")


_SPELLS = r"(?:a |an )?(?P<spells>.+?) spells?"
_SOURCES = r"(?:a |an )?(?P<sources>.+?)(?: sources?)?"
_ACTIVATE = r"(?:to )?activate (?:abilities|an ability)"
_SPEND = [
    re.compile(r"to cast spells"),
    re.compile(rf"to cast {_SPELLS}"),
    re.compile(rf"{_ACTIVATE}"),
    re.compile(rf"{_ACTIVATE} of {_SOURCES}"),
    re.compile(rf"to cast {_SPELLS},? or {_ACTIVATE}"),
    re.compile(rf"to cast {_SPELLS},? or {_ACTIVATE} of {_SOURCES}"),
    re.compile(rf"{_ACTIVATE} or cast {_SPELLS}"),
]
_PREFIX = re.compile(r"spend this mana only ", re.IGNORECASE)
_CANT = re.compile(r"this mana can't be spent to cast (?:a |an )?non(?P<type>[a-z]+) spells?",
                   re.IGNORECASE)
_NOT_A_FILTER = re.compile(r"\bchosen\b|\{x\}|\bkicked\b|face-down|\bfrom\b|\bthat\b|\bown\b"
                           r"|\bwith\b|\bor to\b|\bpay\b|\bturn\b|\bunlock\b|\bforetell\b",
                           re.IGNORECASE)


def spend_restriction(text: str) -> SpendOnly | None:
    """ "Spend this mana only to ..." (CR 106.6): what the mana may pay for, or None if the
    phrase isn't one the engine enforces.

    >>> only = spend_restriction("spend this mana only to cast artifact spells or activate "
    ...                          "abilities of artifacts")
    >>> only.spells.types_any, only.abilities.types_any
    (('artifact',), ('artifact',))
    >>> spend_restriction("spend this mana only to activate abilities").abilities == ObjectFilter()
    True
    >>> spend_restriction("spend this mana only to cast a creature spell of the chosen type")
    >>> only = spend_restriction("This mana can't be spent to cast a nonartifact spell.")
    >>> only.spells.types_any, only.abilities, only.otherwise
    (('artifact',), None, True)
    """
    rest = _PREFIX.sub("", text.strip().rstrip("."), count=1)
    cant = _CANT.fullmatch(rest)
    if cant:  # "can't be spent to cast nonartifact spells": only artifact spells among
        try:  # spells; anything that isn't a spell without restriction (CR 106.6)
            return SpendOnly(_filter(cant.group("type"), "card"), otherwise=True)
        except ParseFailure:
            return None
    for form in _SPEND:
        match = form.fullmatch(rest)
        if match is None:
            continue
        parts = match.groupdict()
        if any(p is not None and _NOT_A_FILTER.search(p) for p in parts.values()):
            return None
        try:
            spells = _filter(parts.get("spells"), "card") if rest.startswith("to cast") or (
                "spells" in parts) else None
            abilities = (_filter(parts.get("sources"), "") if parts.get("sources")
                         else ObjectFilter()) if "activate" in rest else None
        except ParseFailure:
            return None
        return SpendOnly(spells, abilities)
    return None


def _filter(words: str | None, noun: str) -> ObjectFilter:
    """The filter of "creature" (spells, with ``noun`` "card"), "artifacts", "Dragons"...
    (sources); "cast spells": any spell."""
    if words is None or words == "":
        return ObjectFilter()
    try:
        flt, _ = parse_filter(f"{words} {noun}".strip())
    except ParseFailure:
        if not words.endswith("s"):
            raise
        flt, _ = parse_filter(words[:-1])  # "abilities of Elementals", "of Dragons"
    return flt
