"""Compound static lines: one subject, a boost and a second rule joined by "and"; or two
subjects each with its own rule ("this creature gets +2/+2 and other creatures you control
get +2/+2 and have trample", the lieutenant abilities of Commander cards, CR 207.2c).

"Enchanted creature gets +2/+2 and can't block." and "Threshold — As long as seven or more
cards are in your graveyard, this creature gets +1/+1 and can't block." each state two
continuous effects of one static ability (CR 604.1, 611.3a): the boost (CR 613.4c) and the
second rule (a combat restriction, CR 508.1c/509.1b, or an ability grant, CR 613.1f). They
compile to one static effect each, both guarded by the line's "as long as" condition when it
has one (CR 611.3a: each applies only while the condition holds).

>>> from grimoire.oracle.context import Context, ParseFailure
>>> [type(e).__name__ for e in split_compound(
...     "Enchanted creature gets +2/+2 and can't block", Context())]
['PowerToughnessBoost', 'CombatRestrictionStatic']
>>> [type(e).__name__ for e in split_compound("Enchanted creature gets +2/+2, has "
...     "vigilance, and can't attack you or planeswalkers you control", Context())]
['PowerToughnessBoost', 'PowerToughnessBoost', 'CombatRestrictionStatic']
>>> [type(e).__name__ for e in split_compound('Enchanted creature gets +1/+1 and has lifelink '
...     'and "Whenever this creature deals combat damage to a player, draw a card."', Context())]
['PowerToughnessBoost', 'PowerToughnessBoost', 'GrantAbilities']
>>> split_compound("Enchanted creature gets +2/+2", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.granted_keywords import parse_statics
from grimoire.oracle.ir import ConditionalStatic, SetCharacteristics, StaticEffect
from grimoire.oracle.library_top_text import library_top_statics
from grimoire.oracle.statics import _subject as static_subject
from grimoire.oracle.statics import parse_static
from grimoire.oracle.subtypes import SUBTYPES
from grimoire.oracle.unless_text import name_the_pronoun

_AS_LONG = re.compile(r"As long as (.+?), (.+)")
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_STILL_LAND = re.compile(
    r"(Enchanted land) is an? (\d+)/(\d+) ((?:(?:white|blue|black|red|green)(?:,? and | |, ))*)"
    r"((?:[A-Z]\w+ )*)creature(?: with ([a-z ,]+?))?(?:\. It's still a land| that's still a "
    r"land)")


def _still_a_land(match: re.Match[str], ctx: Context) -> list[StaticEffect]:
    """ "Enchanted land is a 2/6 white Wall creature with defender. It's still a land."
    (the Zendikons): the land becomes a creature with those subtypes, that color and that
    base power and toughness (layers 4, 5, 7b: CR 613.1d-e, 613.4b), keeping its card types
    and land subtypes (CR 205.1b), and has the keywords (layer 6, CR 613.1f)."""
    colors = tuple(_COLOR_WORDS[w] for w in re.findall(r"[a-z]+", match.group(4))
                   if w in _COLOR_WORDS)
    subtypes = tuple(match.group(5).split())
    if any(s not in SUBTYPES for s in subtypes):
        raise ParseFailure(match.group(0), "an unknown creature type")
    subject = match.group(1)
    parts: list[StaticEffect] = [SetCharacteristics(
        static_subject(subject), card_types=("creature",), subtypes=subtypes,
        colors=colors or None, base_power=int(match.group(2)),
        base_toughness=int(match.group(3)))]
    if match.group(6):
        parts.extend(parse_statics(f"{subject} has {match.group(6)}", ctx))
    return parts
_COMPOUND = re.compile(
    r"(.+?) (gets? [+-]\d+/[+-]\d+(?: for each .+?)?) and ((?:has|have|can't|attacks?|is goaded"
    r"|is an? [A-Z]\w+ in addition"
    r"|assigns?|can block|must)"
    r"(?: .+)?)"
)

_EACH_GETS = re.compile(r"(~|[Tt]his creature) and (enchanted|equipped) creature each get "
                        r"([+-]\w+/[+-]\w+.*)")
TWO_SUBJECTS = re.compile(
    r"((?:~|[Tt]his creature) gets? [+-]\d+/[+-]\d+) and ((?:other )?creatures you control "
    r"(?:gets?|have) .+)"
)
_QUOTED = re.compile(  # "gets +1/+1 and has lifelink and \"Whenever ...\"" (CR 613.1f)
    r'(.+?) (?:(gets? [+-]\d+/[+-]\d+) and )?(has|have) ([^"]+?),? and (".+")'
)
_THREE = re.compile(
    r"(.+?) (gets? [+-]\d+/[+-]\d+), ((?:has|have|is) [^,]+(?:, (?:has|have|can't|is) [^,]+)*), "
    r"and "
    r"((?:has|have|can't|attacks?|is) .+)"
)


_LEGENDARY = re.compile(r"(.+?) (?:is|are) legendary(?:,? (?:and )?(.+))?")


def _legendary(subject: str, rest: str | None, ctx: Context) -> list[StaticEffect]:
    """ "Enchanted creature is legendary, gets +1/+1, and has flying": the supertype added
    (layer 4, CR 613.1d, 205.4a; the legend rule then applies, CR 704.5j), then the rest of
    the line's rules for the same subject."""
    parts: list[StaticEffect] = [SetCharacteristics(static_subject(subject),
                                                    supertypes=("legendary",))]
    if rest:
        rest = re.sub(r"^(gets? [+-]\d+/[+-]\d+), and ", r"\1 and ", rest)
        line = f"{subject} {rest}"
        parts.extend(split_compound(line, ctx) or [parse_static(line, ctx)])
    return parts


def split_compound(text: str, ctx: Context) -> list[StaticEffect] | None:
    """The static effects of "[As long as C, ]<subject> gets +N/+M and <rule>", or None when
    ``text`` has another shape. Raises :class:`~grimoire.oracle.context.ParseFailure` when a
    part doesn't parse."""

    line = text.strip().rstrip(".")
    still = _STILL_LAND.fullmatch(line)
    if still is not None:
        return _still_a_land(still, ctx)
    condition = None
    conditional = _AS_LONG.fullmatch(line)
    if conditional is not None:
        condition = parse_condition(conditional.group(1), ctx)
        line = name_the_pronoun(conditional.group(1), conditional.group(2))
    top = library_top_statics(line, ctx)  # "you may play cards from the top of your library"
    if top is not None:  # (CR 305.1, 601.3: two permissions)
        return top if condition is None else [ConditionalStatic(condition, p) for p in top]
    legend = _LEGENDARY.fullmatch(line)
    if legend is not None and legend.group(1).lower() not in ("it", "they"):
        parts = _legendary(legend.group(1), legend.group(2), ctx)
        return parts if condition is None else [ConditionalStatic(condition, p) for p in parts]
    each = _EACH_GETS.fullmatch(line)
    if each is not None:  # "This creature and enchanted creature each get +X/+X, where X
        # is ..." (Nighthowler, bestow): the same boost for each (CR 613.4c)
        parts = [*parse_statics(f"{each.group(1)} gets {each.group(3)}", ctx),
                 *parse_statics(f"{each.group(2).capitalize()} creature gets {each.group(3)}",
                                ctx)]
        return parts if condition is None else [ConditionalStatic(condition, p) for p in parts]
    two = TWO_SUBJECTS.fullmatch(line)
    if two is not None:  # lieutenant: "~ gets +2/+2 and other creatures you control get ..."
        first, second = two.group(1), two.group(2)
        parts = [*parse_statics(first, ctx), *parse_statics(second[0].upper() + second[1:], ctx)]
        if condition is None:
            return parts

        return [ConditionalStatic(condition, part) for part in parts]
    quoted = _QUOTED.fullmatch(line)  # keywords and a quoted ability, each granted
    three = _THREE.fullmatch(line)  # "gets +2/+2, has vigilance, and can't attack you"
    match = _COMPOUND.fullmatch(line)
    if quoted is not None and quoted.group(1).lower() not in ("it", "they"):
        subject, boost, verb, keywords, ability = quoted.groups()
        rules = [*([boost] if boost else []), f"{verb} {keywords}", f"{verb} {ability}"]
    elif three is not None and three.group(1).lower() not in ("it", "they"):
        subject, boost, middle, last = three.groups()  # "gets +2/+2, has haste, can't
        rules = [boost, *middle.split(", "), last]  # attack you ..., and can't be sacrificed"
    elif match is None or match.group(1).lower() in ("it", "they"):
        return None  # a pronoun names the condition's object: not this shape
    else:
        subject, *rules = match.groups()
    subject = subject[0].upper() + subject[1:]
    rules = [r for r in rules if r]
    parts = [parse_static(f"{subject} {rule}", ctx) for rule in rules]
    if condition is None:
        return parts

    return [ConditionalStatic(condition, part) for part in parts]
