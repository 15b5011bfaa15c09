"""One subject, a list of predicates, some of which change characteristics (CR 613.1d-f,
613.4b): "Enchanted creature loses all abilities and is a blue Frog creature with base
power and toughness 1/1" (Frogify), "Enchanted creature has base power and toughness 0/4,
has defender, loses all other abilities, and is a blue Wall in addition to its other colors
and types" (Deep Freeze), "Until end of turn, target creature loses all abilities and has
base power and toughness 0/1" (Humble), "~ becomes a Dragon with base power and toughness
4/4, flying, and haste until end of turn" is not this shape (a keyword list after "with").

The grammar: ``<subject> <predicate>[, <predicate>]*[,] and <predicate> [until end of turn]``
where each predicate starts with a verb. The characteristic predicates are gathered into
one change:

* "loses all [other] abilities" (layer 6, CR 613.1f);
* "has base power and toughness N/M" (layer 7b, CR 613.4b);
* "is / becomes a [colors] [Subtypes] [card types] [with base power and toughness N/M]
  [in addition to its other [colors and] types]": without "in addition", card types set
  the types and subtypes (CR 205.1a: "It loses all other card types and creature types"),
  subtypes alone replace the creature types (CR 205.1a, the Lignify ruling), colors set the
  color (CR 105.3, layer 5); with it, everything is added (CR 205.1b); "[creature types]
  artifact creature" keeps the other types and subtypes and replaces only the creature
  types (CR 205.1b; the Mimic ruling: it's still a Treasure);
* "gains all creature types" (CR 205.3m; resolving effects only).

The other predicates ("has flying", "gets -3/-0", "can't attack or block", "doesn't untap
during its controller's untap step") compile as they would alone, about the same subject.
The characteristic change comes first, so a "loses all abilities" never removes an ability
the same text grants (CR 613.7: the grants are later in timestamp order, the Humble and
Frogify rulings: an ability gained afterwards is kept); a grant written before a "loses all
abilities" without "other" is refused.

>>> subject, preds = split_predicates("Enchanted creature is a Treefolk with base power "
...     "and toughness 0/4 and loses all abilities")
>>> subject, preds
('Enchanted creature', ['is a Treefolk with base power and toughness 0/4', 'loses all abilities'])
>>> split_predicates('It has base power and toughness 0/4, has defender, loses all other '
...     'abilities, and is a blue Wall in addition to its other colors and types')[1][3]
'is a blue Wall in addition to its other colors and types'
>>> change = characteristic_change(preds, static=True)
>>> change.lose_all, change.base, change.subtypes, change.card_types, change.in_addition
(True, ('0', '4'), ('Treefolk',), (), False)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.oracle.filters import COLOR_WORDS
from grimoire.oracle.ir import (
    BecomeCharacteristics,
    Duration,
    Effect,
    Fixed,
    ObjectFilter,
    ObjectRef,
    Sequence,
    SetCharacteristics,
    StaticEffect,
    Unimplemented,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.refs import parse_object
from grimoire.oracle.subtypes import SUBTYPES

_VERBS = ("loses", "lose", "has", "have", "is", "are", "becomes", "become", "gets", "get",
          "gains", "gain", "can't", "isn't", "aren't", "doesn't", "don't")
_SINGULAR = {"lose": "loses", "have": "has", "are": "is", "become": "becomes", "get": "gets",
             "gain": "gains", "aren't": "isn't", "don't": "doesn't"}
_VERB = "|".join(re.escape(v) for v in _VERBS)
_BREAK = re.compile(r"(?:,? and |, )(?=(?:" + _VERB + r") )")
_FIRST = re.compile(r" (?=(?:" + _VERB + r") )")
_CARD_TYPES = ("artifact", "creature", "enchantment", "land")
_ONLY = "loses all other abilities and types"
_BASE = re.compile(r"(?:has|have) base power and toughness (\d+|X)/(\d+|X)")
_TYPED = re.compile(
    r"(?:is|are|becomes?) (?:a |an )?(.+?)(?: with base power and toughness (\d+|X)/(\d+|X)"
    r"((?:(?:,| and)(?: and)? [a-z]+(?: [a-z]+)?)*))?"
    r"( in addition to (?:its|their) other (colors and )?(?:creature )?types)?")
_PLURAL_TYPES = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf"}


@dataclass
class Change:
    """The characteristic predicates of one list, gathered (see the module docstring)."""

    lose_all: bool = False
    base: tuple[str, str] | None = None
    colors: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    in_addition: bool = False
    all_creature_types: bool = False
    remove_types: tuple[str, ...] = ()
    add_colors: tuple[str, ...] = ()
    """Colors added to its own ("in addition to its other colors and types")."""
    only_types: bool = False
    """ "it loses all other abilities, card types, and creature types" (Darksteel Mutation):
    the card types named set the types even for an "artifact creature" (CR 205.1a)."""
    others: list[str] = field(default_factory=list)
    """The predicates that aren't characteristic changes, in order."""


def _mask_quotes(text: str) -> str:
    """``text`` with every character inside double quotes replaced by "_" (the split points
    are looked for outside quoted abilities only)."""
    out: list[str] = []
    inside = False
    for char in text:
        if char == '"':
            inside = not inside
        out.append("_" if inside and char != '"' else char)
    return "".join(out)


def split_predicates(text: str) -> tuple[str, list[str]]:
    """(subject, predicates) of ``text``; raises ParseFailure without a verb or when the
    words before the first verb are no plain subject ("As long as seven or more cards are
    in your graveyard, ...": a condition, not this shape)."""
    masked = _mask_quotes(text)
    first = _FIRST.search(masked)
    if first is None or "," in masked[:first.start()] or re.match(
            r"(?:as long as|if|when|whenever|at|during|for|until|as)\b", text, re.IGNORECASE):
        raise ParseFailure(text, "no plain subject and predicate")
    start = first.end()
    cuts = [(m.start(), m.end()) for m in _BREAK.finditer(masked, start)]
    preds: list[str] = []
    at = start
    for begin, end in cuts:
        preds.append(text[at:begin])
        at = end
    preds.append(text[at:])
    return text[:first.start()], preds


def _type_words(words: str) -> tuple[tuple[str, ...] | None, tuple[str, ...], tuple[str, ...]]:
    """(colors, subtypes, card types) of "blue Frog creature", "green and white Citizen
    creature", "Giants"; ParseFailure on any other word."""
    colors: list[str] = []
    subtypes: list[str] = []
    types: list[str] = []
    for word in re.split(r",? and |, | ", words):
        if word in COLOR_WORDS:
            colors.append(COLOR_WORDS[word])
        elif word in _CARD_TYPES:
            types.append(word)
        elif word in SUBTYPES:
            subtypes.append(word)
        elif _PLURAL_TYPES.get(word) or (word.endswith("s") and word[:-1] in SUBTYPES):
            subtypes.append(_PLURAL_TYPES.get(word) or word[:-1])
        else:
            raise ParseFailure(words, "a word that is no color or type")
    if types and not set(types) <= {"artifact", "creature", "enchantment", "land"}:
        raise ParseFailure(words, "a card type")
    return (tuple(colors) or None), tuple(subtypes), tuple(types)


def characteristic_change(preds: list[str], *, static: bool) -> Change | None:
    """The gathered change of ``preds``, or None when no predicate changes a characteristic.
    ParseFailure when the list can't be honoured (a grant before "loses all abilities")."""
    change = Change()
    found = False
    for pred in preds:
        if pred == _ONLY:  # CR 205.1a, 613.1d, 613.1f: "... card types, and creature types"
            change.lose_all = change.only_types = found = True
            continue
        if re.fullmatch(r"loses? all (?:other )?abilities", pred):
            if "other" not in pred and any(o.startswith(("has ", "have ", "gain"))
                                           for o in change.others):
                raise ParseFailure(pred, "an ability granted before all abilities are lost")
            change.lose_all = found = True
            continue
        base = _BASE.fullmatch(pred)
        if base:
            if change.base is not None:
                raise ParseFailure(pred, "two base power and toughness values")
            change.base, found = (base.group(1), base.group(2)), True
            continue
        lost = re.fullmatch(r"(?:isn't|aren't) an? (artifact|creature|enchantment|land)", pred)
        if lost:  # "becomes blue and isn't an artifact" (layer 4, CR 205.1a)
            change.remove_types += (lost.group(1),)
            found = True
            continue
        if not static and re.fullmatch(r"gains? all creature types", pred):
            change.all_creature_types = found = True
            continue
        typed = _TYPED.fullmatch(pred)
        if typed and not re.match(r"(?:is|are) (?:unblocked|attacking|blocking|tapped|"
                                  r"untapped|indestructible|goaded|legendary)", pred):
            try:
                colors, subtypes, types = _type_words(typed.group(1))
            except ParseFailure:
                change.others.append(pred)
                continue
            if not subtypes and colors is None and types == ("artifact", "creature"):
                change.others.append(pred)  # "becomes an artifact creature [with base
                continue  # power and toughness 5/5]": compiled as alone (CR 205.1b)
            if found and (change.subtypes or change.card_types) and (subtypes or types):
                raise ParseFailure(pred, "two type changes")
            if typed.group(2):
                if change.base is not None:
                    raise ParseFailure(pred, "two base power and toughness values")
                change.base = (typed.group(2), typed.group(3))
            if colors is not None and typed.group(6):  # "in addition to its other colors
                change.add_colors = colors  # and types" (CR 105.3)
            elif colors is not None:  # "is black", "becomes a blue Crab in addition to
                change.colors = colors  # its other types": the color is set
            if subtypes or types:
                change.subtypes, change.card_types = subtypes, types
                change.in_addition = bool(typed.group(5))
            if typed.group(4):  # "with base power and toughness 4/4, flying, and haste"
                keywords = [k for k in re.split(r",? and |, |,", typed.group(4)) if k.strip()]
                keywords = [k.strip() for k in keywords]
                if not all(k in SIMPLE_KEYWORDS for k in keywords):
                    raise ParseFailure(pred, "a keyword after 'with'")
                verb = "has" if static else "gains"
                change.others.append(f"{verb} {' and '.join(keywords)}")
            found = True
            continue
        change.others.append(pred)
    return change if found else None


def _singular(pred: str) -> str:
    verb, _, rest = pred.partition(" ")
    return f"{_SINGULAR.get(verb, verb)} {rest}"


def predicate_static(text: str, ctx: Context,
                     subject: Callable[[str], ObjectFilter],
                     parse_statics: Callable[[str, Context], list[StaticEffect]]
                     ) -> list[StaticEffect] | None:
    """The static effects of a predicate list with a characteristic change (CR 613.1d-f,
    613.4b), or None when ``text`` has another shape."""
    line = text.strip().rstrip(".")
    if '"' in line.split(" ", 1)[0] or " until " in _mask_quotes(line):
        return None
    line = line.replace(", and it loses all other abilities, card types, and creature types",
                        f", and {_ONLY}")  # one predicate (Darksteel Mutation)
    # "is a Treasure artifact with "<ability>," and it loses all other abilities" (Minimus
    # Containment): the quoted ability is one more predicate, granted after the loss
    line = re.sub(r' with "([^"]+?)[,.]?" and (?:it )?loses all other (?:card types and )?'
                  r'abilities$', r', has "\1.", and loses all other abilities', line)
    try:
        who, preds = split_predicates(line)
    except ParseFailure:
        return None
    if who.lower() in ("it", "they"):
        return None
    change = characteristic_change(preds, static=True)
    if change is None:
        return None
    if change.base is not None and not all(v.isdigit() for v in change.base):
        raise ParseFailure(text, "a base power and toughness that isn't a number")
    if change.colors and change.add_colors:
        raise ParseFailure(text, "colors both set and added")
    flt = subject(who)
    power, toughness = (None, None) if change.base is None else (
        int(change.base[0]), int(change.base[1]))
    kinds = change.subtypes
    if kinds and not change.in_addition and not set(kinds) <= CREATURE_TYPES and (
            not change.card_types or change.card_types == ("artifact", "creature")):
        raise ParseFailure(text, "a subtype set that isn't a creature type")
    kept = change.in_addition or (change.card_types == ("artifact", "creature")
                                  and not change.only_types)
    first = SetCharacteristics(
        flt, card_types=change.card_types, subtypes=kinds,
        replace_types=bool(change.card_types) and not kept,
        replace_creature_types=bool(kinds) and not change.in_addition and (
            kept or not change.card_types),
        colors=change.colors if change.colors is not None else (change.add_colors or None),
        colors_added=bool(change.add_colors),
        lose_all_abilities=change.lose_all, base_power=power,
        base_toughness=toughness, removed_types=change.remove_types)
    parts: list[StaticEffect] = [first]
    for pred in change.others:
        parts.extend(parse_statics(f"{who} {pred}", ctx))
    return parts


def predicate_effect(text: str, ctx: Context, parse_compound: Callable[[str, Context], Effect]
                     ) -> Effect | None:
    """A resolving predicate list with a characteristic change, lasting until end of turn
    when it says so, else for good (CR 611.2a), about objects fixed as it resolves
    (CR 611.2c); None when ``text`` has another shape."""
    line = text.strip().rstrip(".")
    duration: Duration = "permanent"
    if line.endswith(" until end of turn"):
        line, duration = line[:-len(" until end of turn")], "end_of_turn"
    masked = _mask_quotes(line)
    if " until " in masked or " for as long as " in masked or masked.lower().startswith(
            ("if ", "when", "at ", "as ", "for ", "until ")):
        return None
    try:
        who, preds = split_predicates(line)
    except ParseFailure:
        return None
    change = characteristic_change(preds, static=False)
    if change is None:
        return None
    if change.others and duration == "permanent":
        return None  # "gains flying" for good: not this shape
    if len(preds) == 1 and not _new_single(change, duration):
        return None  # a lone "becomes an artifact creature" / "has base power and
        # toughness 1/1 until end of turn": the older parsers' shapes
    amounts = None if change.base is None else tuple(
        Fixed(int(v)) if v.isdigit() else None for v in change.base)
    if amounts is not None and None in amounts:
        return None  # an X whose value this shape doesn't say
    kept = change.in_addition or (change.card_types == ("artifact", "creature")
                                  and not change.only_types)
    replaced = change.subtypes if change.subtypes and not change.in_addition and (
        kept or not change.card_types) else None
    if replaced and not set(replaced) <= CREATURE_TYPES:
        return None
    saved = list(ctx.targets), ctx.antecedent
    what = _what(re.sub(r" each$", "", who), ctx)  # "up to two target creatures each"
    become = BecomeCharacteristics(
        what, lose_all_abilities=change.lose_all, creature_subtypes=replaced,
        colors=change.colors,
        base_power=None if amounts is None else amounts[0],
        base_toughness=None if amounts is None else amounts[1],
        all_creature_types=change.all_creature_types, duration=duration,
        add_colors=change.add_colors,
        add_subtypes=change.subtypes if change.in_addition or (
            change.card_types and not kept) else (),
        add_types=change.card_types, types_set=bool(change.card_types) and not kept,
        remove_types=change.remove_types)
    steps: list[Effect] = [become]
    for pred in change.others:
        ctx.antecedent = what
        try:
            step = parse_compound(f"it {_singular(pred)} until end of turn", ctx)
        except ParseFailure:
            step = None
        if step is None or isinstance(step, Unimplemented):
            ctx.targets[:], ctx.antecedent = saved  # not this shape: as if never tried
            return None
        steps.append(step)
    return become if len(steps) == 1 else Sequence(tuple(steps))


def _new_single(change: Change, duration: Duration) -> bool:
    """Whether a lone predicate is one only this module compiles: "loses all abilities",
    "becomes a green Wurm with base power and toughness 6/4", "becomes a Vampire in
    addition to its other types", colors added, "has base power and toughness 4/4" for
    good."""
    if change.lose_all or change.add_colors or change.others:
        return True
    if change.base is not None:
        return bool(change.subtypes or change.colors) or duration == "permanent"
    return change.in_addition and bool(change.subtypes) \
        and set(change.subtypes) <= CREATURE_TYPES


def _what(subject: str, ctx: Context) -> ObjectRef:
    """The objects a subject names: "target creature", "creatures you control"."""
    phrase = subject[0].lower() + subject[1:] if not subject.startswith("~") else subject
    try:
        return parse_object(phrase, ctx)
    except ParseFailure:
        return parse_object("all " + phrase, ctx)
