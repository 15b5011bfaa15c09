"""Commander deck construction (CR 903.4-903.5), partner and "Choose a Background".

>>> from grimoire.core.mana import ManaCost
>>> from grimoire.oracle import ir
>>> card = ir.CardDefinition("Signet", mana_cost=ManaCost.parse("{2}"),
...                          oracle_text="{1}, {T}: Add {W}{U}. (Reminder: {B}.)")
>>> sorted(color_identity(card))
['U', 'W']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from grimoire.mechanics.commander import FORMATS
from grimoire.mechanics.loyalty import commander_eligible

if TYPE_CHECKING:
    from grimoire.mechanics.commander import GameFormat
    from grimoire.oracle import ir
    from grimoire.rules.game import CardSource

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")
_BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _symbol_colors(symbol: str) -> set[str]:
    return {part for part in symbol.upper().split("/") if part in COLORS}


def color_identity(card: ir.CardDefinition) -> frozenset[str]:
    """CR 903.4: the colors of the mana symbols in its mana cost and rules text (reminder
    text ignored, 903.4c), its color indicator and characteristic-defining colors (kept in
    ``colors``), and its back face (903.4d)."""
    found: set[str] = set(c for c in card.colors if c in COLORS)
    for symbol in card.mana_cost.symbols:
        found |= _symbol_colors(symbol)
    text = _REMINDER.sub("", card.oracle_text)
    for symbol in _SYMBOL.findall(text):
        found |= _symbol_colors(symbol)
    if card.back is not None:
        found |= color_identity(card.back)
    return frozenset(found)


def is_basic_land(card: ir.CardDefinition) -> bool:
    """A basic land (CR 205.4c): the supertype "basic" on a land."""
    return "basic" in (s.lower() for s in card.supertypes) and card.has_type("land")


def _has_line(card: ir.CardDefinition, pattern: str) -> bool:
    text = _REMINDER.sub("", card.oracle_text).lower()
    return any(re.fullmatch(pattern, line.strip()) for line in text.splitlines())


def partners(card: ir.CardDefinition) -> bool:
    """CR 702.124: "Partner" (plain partner; "Partner with NAME" names its one partner)."""
    return _has_line(card, r"partner(?: with [^.]+)?") or "partner" in card.keywords


def background_pair(a: ir.CardDefinition, b: ir.CardDefinition) -> bool:
    """CR 702.179a: a commander with "Choose a Background" and a Background enchantment."""
    return _has_line(a, r"choose a background") and "Background" in b.subtypes


def commander_problems(commanders: Sequence[ir.CardDefinition],
                       fmt: GameFormat | None = None) -> list[str]:
    """Why these cards can't lead a deck together (CR 903.3, 702.124, 702.179)."""
    # loyalty imports the effects
    if not commanders:
        return ["no commander: a Commander deck needs one in its Commander section (CR 903.3)"]
    problems = []
    for card in commanders:
        if not commander_eligible(card) and not any(
                background_pair(other, card) for other in commanders if other is not card):
            problems.append(f"{card.name} can't be a commander: it isn't a legendary creature "
                            "(CR 903.3)")
    if len(commanders) > 2:
        problems.append(f"{len(commanders)} commanders: at most two, with partner or a "
                        "Background (CR 702.124, 702.179)")
    elif len(commanders) == 2:
        a, b = commanders
        with_names = [_has_line(x, r"partner with [^.]+") for x in (a, b)]
        if any(with_names):  # CR 702.124j: "Partner with NAME" pairs only with NAME
            if not (f"partner with {b.name.lower()}" in a.oracle_text.lower()
                    and f"partner with {a.name.lower()}" in b.oracle_text.lower()):
                problems.append(f"{a.name} and {b.name} aren't each other's partner "
                                "(CR 702.124j)")
        elif not ((partners(a) and partners(b)) or background_pair(a, b)
                  or background_pair(b, a)):
            problems.append(f"{a.name} and {b.name} can't both be commanders: both need "
                            "partner, or one must choose a Background (CR 702.124, 702.179)")
    return problems


def deck_problems(commanders: Sequence[str], main: Sequence[str], pool: CardSource,
                  fmt: GameFormat | None = None) -> list[str]:
    """CR 903.5: the problems of a Commander deck (empty when it is legal): exactly 100
    cards with its commanders (903.5a), singleton except basic lands (903.5b), every card
    within the commanders' color identity (903.5c), basic land types too (903.5d)."""
    fmt = fmt or FORMATS["commander"]
    leaders = [pool.get(name) for name in commanders]
    problems = commander_problems(leaders, fmt)
    size = len(commanders) + len(main)
    if fmt.deck_size is not None and size != fmt.deck_size:
        problems.append(f"the deck has {size} cards with its commanders; exactly "
                        f"{fmt.deck_size} required (CR 903.5a)")
    identity: frozenset[str] = frozenset().union(*(color_identity(c) for c in leaders))
    seen: set[str] = set(commanders)
    reported: set[str] = set()
    for name in main:
        card = pool.get(name)
        if name in seen and not is_basic_land(card) and name not in reported \
                and "any number of cards named" not in card.oracle_text:
            problems.append(f"more than one {name} (CR 903.5b)")
            reported.add(name)
        seen.add(name)
        outside = color_identity(card) - identity
        outside |= {c for t, c in _BASIC_TYPES.items() if t in card.subtypes} - identity
        if outside and name not in reported:
            problems.append(f"{name} has {''.join(c for c in COLORS if c in outside)} "
                            "outside the commander's color identity (CR 903.5c-d)")
            reported.add(name)
    return problems
