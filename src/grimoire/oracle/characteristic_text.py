"""Static abilities that define or change characteristics (CR 604.3, 613.1d-f, 613.4a-b).

* Characteristic-defining power/toughness (layer 7a): "~'s power and toughness are each
  equal to the number of creatures you control", "~'s power is equal to the number of card
  types among cards in all graveyards and its toughness is equal to that number plus 1".
* Type changes (layer 4): "Nonbasic lands are Mountains" (CR 305.7), "Each land is a Swamp
  in addition to its other land types", "Each other non-Aura enchantment is a creature in
  addition to its other types".
* Ability loss (layer 6) and base power/toughness (layer 7b): "All creatures lose all
  abilities and have base power and toughness 1/1", "... has base power and base toughness
  each equal to its mana value".

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.statics import _subject
>>> moon = characteristic_static("Nonbasic lands are Mountains", Context(), _subject)
>>> moon.subtypes, moon.replace_land_types, moon.filter.supertypes_none
(('Mountain',), True, ('basic',))
>>> humble = characteristic_static(
...     "All creatures lose all abilities and have base power and toughness 1/1",
...     Context(), _subject)
>>> humble.lose_all_abilities, humble.base_power, humble.base_toughness
(True, 1, 1)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.amounts import parse_amount, parse_number
from grimoire.oracle.become_text import become_chosen
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    BecomeCharacteristics,
    Duration,
    Effect,
    Fixed,
    GrantKeywords,
    ObjectFilter,
    ObjectRef,
    Plus,
    PowerToughnessCDA,
    Sequence,
    SetCharacteristics,
    StaticEffect,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object
from grimoire.oracle.subtypes import SUBTYPES

LAND_TYPES = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp",
              "Mountains": "Mountain", "Forests": "Forest", "Island": "Island",
              "Swamp": "Swamp", "Mountain": "Mountain", "Forest": "Forest"}
"""CR 305.6: the basic land types, plural and singular."""

_CARD_TYPES = ("artifact", "creature", "enchantment", "land")
_PLURAL_TYPES = {f"{t}s": t for t in _CARD_TYPES}
"""CR 205.2a: "Creatures you control are artifacts in addition to their other types"."""

_S = re.escape(SELF)
_BASE = (r"(?:has|have) base power and (?:base )?toughness (?:(\d+)/(\d+)|each equal to "
         r"its mana value)")


_LAST_EXILED = re.compile(
    rf"As long as a card exiled with (?:{_S}|this creature) is a creature card, (?:{_S}|this "
    r"creature) has the power, toughness, and creature types of the last creature card exiled "
    rf"with (?:it|{_S}|this creature)\. It's still an? ([A-Z][a-z]+)")
"""Duplicant: its power, toughness and creature types are the last exiled creature card's,
while one is in exile; the type named after "still" stays."""


def last_exiled_static(text: str, subject: Callable[[str], ObjectFilter]) -> StaticEffect | None:
    """Duplicant's static (CR 607.2a, 613.1d, 613.4b; "still": CR 205.1b), or None."""
    imprint = _LAST_EXILED.fullmatch(text)
    if imprint is None:
        return None
    return SetCharacteristics(subject(SELF), subtypes=(imprint.group(1),), from_exiled=True)


def characteristic_static(text: str, ctx: Context, subject: Callable[[str], ObjectFilter]
                          ) -> StaticEffect | None:
    """The static ``text`` states, if it is one of the kinds above (else None)."""
    cda = _cda(text, ctx)
    if cda is not None:
        return cda
    match = re.fullmatch(r"(.+?) are (Plains|Islands|Swamps|Mountains|Forests)", text)
    if match:  # CR 305.7: the land types are set, not added
        flt = subject(match.group(1))
        if "land" not in flt.types_any:
            return None
        return SetCharacteristics(flt, subtypes=(LAND_TYPES[match.group(2)],),
                                  replace_land_types=True)
    match = re.fullmatch(r"(Enchanted (?:land|permanent|creature)) is an? (colorless )?"
                         r"(Plains|Island|Swamp|Mountain|Forest)( land)?", text)
    if match and (match.group(4) or match.group(1) == "Enchanted land"):
        # "Enchanted land is an Island" (CR 305.7: its land types are set); "Enchanted
        # permanent is a colorless Forest land": every card type and subtype is (CR 205.1a)
        flt = subject(match.group(1))
        if match.group(4):
            return SetCharacteristics(flt, card_types=("land",), subtypes=(match.group(3),),
                                      replace_types=True,
                                      colors=() if match.group(2) else None)
        return SetCharacteristics(flt, subtypes=(match.group(3),), replace_land_types=True)
    match = re.fullmatch(r"(.+?) (?:is|are) (?:a |an )?(.+?) with base power and toughness "
                         r"(\d+)/(\d+) in addition to (?:its|their) other types", text)
    if match:  # "Enchanted artifact is a creature with base power and toughness 5/5 ..."
        types, subtypes = _type_words(match.group(2))
        return SetCharacteristics(subject(match.group(1)), card_types=types,
                                  subtypes=subtypes, base_power=int(match.group(3)),
                                  base_toughness=int(match.group(4)))
    match = re.fullmatch(r"(.+?) (?:is|are) every basic land type in addition to (?:its|their) "
                         r"other types", text)
    if match:  # CR 205.1b, 305.7: the five basic land types added, with their mana abilities
        flt = subject(match.group(1))
        if "land" not in flt.types_any:
            return None
        return SetCharacteristics(flt, subtypes=("Plains", "Island", "Swamp", "Mountain",
                                                 "Forest"))
    match = re.fullmatch(r"(.+?) (?:is|are) the chosen (?:creature )?type in addition to "
                         r"(?:its|their) other types", text)
    if match:  # CR 607.2d: linked to "As ~ enters, choose a creature type" (source.chosen)
        return SetCharacteristics(subject(match.group(1)), chosen_subtype=True)
    match = re.fullmatch(r"(.+?) (?:is|are) (?:a |an )?(.+?) in addition to (?:its|their) "
                         r"other (?:land |card )?types(?: and " + _BASE + ")?", text)
    if match:
        types, subtypes = _type_words(match.group(2))
        power, toughness, mana_value = _base(match, 3)
        return SetCharacteristics(subject(match.group(1)), card_types=types,
                                  subtypes=subtypes, base_power=power,
                                  base_toughness=toughness, base_mana_value=mana_value)
    match = re.fullmatch(r"(.+?) loses? all abilities(?: and " + _BASE + ")?", text)
    if match:
        power, toughness, mana_value = _base(match, 2)
        return SetCharacteristics(subject(match.group(1)), lose_all_abilities=True,
                                  base_power=power, base_toughness=toughness,
                                  base_mana_value=mana_value)
    match = re.fullmatch(r"(.+?) (?:has|have) base power and (?:base )?toughness (\d+)/(\d+)",
                         text)
    if match and " and " not in match.group(1):  # CR 613.4b: "Enchanted creature has base
        # power and toughness 1/1"
        return SetCharacteristics(subject(match.group(1)), base_power=int(match.group(2)),
                                  base_toughness=int(match.group(3)))
    return None


def _base(match: re.Match[str], group: int) -> tuple[int | None, int | None, bool]:
    """(base power, base toughness, "each equal to its mana value") of the base clause."""
    if match.group(0).endswith("each equal to its mana value"):
        return None, None, True
    if match.group(group) is None:
        return None, None, False
    return int(match.group(group)), int(match.group(group + 1)), False


def _type_words(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """ "creature", "Swamp", "artifact creature", "Knight": card types and subtypes."""
    types: list[str] = []
    subtypes: list[str] = []
    for word in text.split():
        if word in _CARD_TYPES or word in _PLURAL_TYPES:
            types.append(_PLURAL_TYPES.get(word, word))
        elif word in LAND_TYPES:
            subtypes.append(LAND_TYPES[word])
        elif word[:1].isupper() and word in SUBTYPES:  # "is a Knight in addition to its
            subtypes.append(word)  # other types" (CR 205.1b: the subtype is added)
        else:
            raise ParseFailure(text, "unknown type in a type-changing static")
    return tuple(types), tuple(subtypes)


def _cda(text: str, ctx: Context) -> PowerToughnessCDA | None:
    """CR 604.3: power and/or toughness defined by the card itself (layer 7a)."""
    match = re.fullmatch(_S + r"'s power and toughness are each equal to (.+)", text)
    if match:
        amount = parse_amount(match.group(1), ctx)
        return PowerToughnessCDA(amount, amount)
    match = re.fullmatch(_S + r"'s power is equal to (.+?) and its toughness is equal to "
                         r"that number plus (\d+)", text)
    if match:
        amount = parse_amount(match.group(1), ctx)
        return PowerToughnessCDA(amount, Plus((amount, Fixed(int(match.group(2))))))
    match = re.fullmatch(_S + r"'s (power|toughness) is equal to (.+)", text)
    if match:
        amount = parse_amount(match.group(2), ctx)
        if match.group(1) == "power":
            return PowerToughnessCDA(amount, None)
        return PowerToughnessCDA(None, amount)
    return None


_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def while_counter_effect(text: str, ctx: Context) -> Effect | None:
    """ "that creature has base power and toughness 3/1 and has flying for as long as it
    has a feather counter on it" (Aven Mimeomancer: layers 7b and 6, lasting while it keeps
    the counter, CR 611.2b), or None."""
    counted = _WHILE_COUNTER.fullmatch(text.strip().rstrip("."))
    if counted is None:
        return None
    what = _what(counted.group(1), ctx)
    kind = counted.group(5)
    base = BecomeCharacteristics(what, base_power=Fixed(int(counted.group(2))),
                                 base_toughness=Fixed(int(counted.group(3))),
                                 while_counter=kind)
    keyword = counted.group(4)
    if keyword is None:
        return base
    if keyword not in SIMPLE_KEYWORDS:
        return None
    return Sequence((base, GrantKeywords(what, (keyword,), while_counter=kind)))


def characteristic_effect(text: str, ctx: Context) -> Effect | None:
    """A resolving change to characteristics until end of turn (CR 611.2, 613), once the
    "Until end of turn, " prefix was moved to the end; None if ``text`` is not one:

    "target creature loses all abilities [and becomes a blue Frog with base power and
    toughness 1/1] until end of turn"; "creatures you control have base power and toughness
    X/X and gain all creature types until end of turn"."""
    match = re.fullmatch(
        r"(.+?) loses? all abilities(?: and becomes? (?:a |an )?(?:(white|blue|black|red|"
        r"green) )?([A-Z][a-z]+) with base power and toughness (\d+)/(\d+))? until end of "
        r"turn", text)
    if match:
        kind = match.group(3)
        if kind is not None and kind not in SUBTYPES:
            return None
        base = None if match.group(4) is None else Fixed(int(match.group(4)))
        return BecomeCharacteristics(
            _what(match.group(1), ctx), lose_all_abilities=True,
            creature_subtypes=None if kind is None else (kind,),
            colors=None if match.group(2) is None else (_COLORS[match.group(2)],),
            base_power=base,
            base_toughness=None if match.group(5) is None else Fixed(int(match.group(5))))
    typed = _NEW_TYPE.fullmatch(text)
    if typed:  # "It gains defender and becomes a colorless artifact in addition to its other
        # types" (layer 4, CR 205.1b; colorless: layer 5, CR 105.2c); for good unless "until
        # end of turn" (CR 611.2a)
        subject, keyword, colorless, kind, until = typed.groups()
        duration: Duration = "end_of_turn" if until else "permanent"
        what = _what(subject, ctx)
        become = BecomeCharacteristics(what, colors=() if colorless else None,
                                       add_types=(kind,), duration=duration)
        if keyword is None:
            return become
        if keyword not in SIMPLE_KEYWORDS:
            return None
        return Sequence((GrantKeywords(what, (keyword,), duration), become))
    also = _IN_ADDITION.fullmatch(text)
    if also:  # CR 105.3, 205.1b: the new color and subtype are added, for good (611.2a)
        colors = tuple(_COLORS[c] for c in re.split(r",? and |, ", also.group(2)))
        subtypes = tuple(also.group(3).split())
        if not all(s in SUBTYPES for s in subtypes):
            return None
        subject = re.sub(r"^[Ee]ach of (those|these) ", r"\1 ", also.group(1))
        return BecomeCharacteristics(_what(subject, ctx), add_colors=colors,
                                     add_subtypes=subtypes, duration="permanent")
    sized = _SIZED_ADDED.fullmatch(text)
    if sized:
        return _sized_added(sized, ctx)
    typed = _TYPE_ADDED.fullmatch(text)
    if typed:  # "It's an artifact in addition to its other types" (CR 205.1b; for good)
        return BecomeCharacteristics(_what(typed.group(1), ctx), add_types=(typed.group(2),),
                                     duration="permanent")
    counted = while_counter_effect(text, ctx)
    if counted is not None:
        return counted
    chosen = become_chosen(text, ctx)  # "becomes the color of your choice", "an Island"
    if chosen is not None:
        return chosen
    recolored = _RECOLOR.fullmatch(text)
    if recolored and "spell" not in recolored.group(1):  # (a spell's color: not here)
        # "target artifact creature becomes blue and isn't an artifact until end of turn"
        # (Neurok Transmuter): layer 5 (CR 105.3: the new color replaces its colors) and
        # layer 4 (the type lost)
        color, lost = recolored.group(2), recolored.group(3)
        return BecomeCharacteristics(_what(recolored.group(1), ctx),
                                     colors=() if color == "colorless" else (_COLORS[color],),
                                     remove_types=(lost,) if lost else ())
    match = re.fullmatch(r"(.+?) (?:has|have) base power and toughness (\w+)/(\w+)"
                         r"(?: and gains? all creature types)? until end of turn", text)
    if match and (match.group(0).count("all creature types") or _plural(match.group(1))):
        return BecomeCharacteristics(
            _what(match.group(1), ctx), base_power=parse_number(match.group(2), ctx),
            base_toughness=parse_number(match.group(3), ctx),
            all_creature_types="all creature types" in match.group(0))
    return None


_NEW_TYPE = re.compile(r"(.+?) (?:gains? (\w+) and )?becomes? (?:a|an) (colorless )?(artifact|"
                       r"enchantment|land) in addition to its other types( until end of "
                       r"turn)?")
"""'Target creature becomes an artifact in addition to its other types until end of turn.'"""

_WHILE_COUNTER = re.compile(r"([^,]+?) has base power and toughness (\d+)/(\d+)(?: and has "
                            r"([a-z ]+?))? for as long as it has an? (\S+) counter on it")
"""'That creature has base power and toughness 3/1 and has flying for as long as it has a
feather counter on it.'"""

_COLOR = r"(?:white|blue|black|red|green)"
_RECOLOR = re.compile(r"(.+?) becomes? (white|blue|black|red|green|colorless)(?: and "
                      r"(?:isn't|is not) an? (artifact|creature|enchantment|land))? until end "
                      r"of turn")
"""'Target creature becomes blue until end of turn.'"""
_IN_ADDITION = re.compile(
    r"(.+?)(?: is| are|'s) (?:a |an )?(" + _COLOR + r"(?:(?:,| and|, and) " + _COLOR + r")*) "
    r"((?:[A-Z][a-z]+ ?)+) in addition to (?:its|their) other colors and types")
"""'That creature is a black Zombie in addition to its other colors and types.'"""

_SIZED_ADDED = re.compile(
    r"([^,]+?)(?: is| are|'s) (?:a|an) (\d+)/(\d+) ((?:[A-Z][a-z]+ )*[A-Z][a-z]+)( creature)?"
    r"(?: with ([a-z ,]+?))? in addition to (?:its|their) other types")
"""'Each of them is a 1/1 Spirit with flying in addition to its other types.'"""


def _sized_added(match: re.Match[str], ctx: Context) -> Effect | None:
    """ "Each of them is a 1/1 Spirit with flying in addition to its other types", "It's a
    0/0 Spirit creature with flying in addition to its other types": for good (CR 611.2a, no
    duration), the subtypes (and "creature") added in layer 4 (CR 205.1b), the base power
    and toughness set in layer 7b (CR 613.4b), the keywords granted in layer 6; None unless
    every word is known."""
    subject, power, toughness, kinds, creature, keywords = match.groups()
    subtypes = tuple(kinds.split())
    granted = tuple(k for k in re.split(r",? and |, ", keywords or "") if k)
    if not all(s in SUBTYPES for s in subtypes) or not all(
            k in SIMPLE_KEYWORDS for k in granted):
        return None
    what = _what(re.sub(r"^[Ee]ach of (those|these|them)\b", r"\1", subject), ctx)
    become = BecomeCharacteristics(what, base_power=Fixed(int(power)),
                                   base_toughness=Fixed(int(toughness)), add_subtypes=subtypes,
                                   add_types=("creature",) if creature else (),
                                   duration="permanent")
    if not granted:
        return become
    return Sequence((become, GrantKeywords(what, granted, "permanent")))


_TYPE_ADDED = re.compile(r"([Ii]t|[Tt]hat (?:creature|permanent))(?: is|'s) an? (artifact|"
                         r"enchantment) in addition to its other types")
"""'It's an artifact in addition to its other types.'"""


def _plural(subject: str) -> bool:
    return subject.lower().startswith(("creatures ", "all ", "each "))


def _what(subject: str, ctx: Context) -> ObjectRef:
    """The objects a subject names: "target creature", "creatures you control"."""
    phrase = subject[0].lower() + subject[1:] if subject != SELF else subject
    try:
        return parse_object(phrase, ctx)
    except ParseFailure:
        return parse_object("all " + phrase, ctx)
