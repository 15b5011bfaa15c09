"""Compound static lines: one subject, a boost and a second rule joined by "and"; or two
subjects each with its own rule ("this creature gets +2/+2 and other creatures you control
get +2/+2 and have trample", the lieutenant abilities of Commander cards, CR 207.2c).

"Enchanted creature gets +2/+2 and can't block." and "Threshold — As long as seven or more
cards are in your graveyard, this creature gets +1/+1 and can't block." each state two
continuous effects of one static ability (CR 604.1, 611.3a): the boost (CR 613.4c) and the
second rule (a combat restriction, CR 508.1c/509.1b, or an ability grant, CR 613.1f). They
compile to one static effect each, both guarded by the line's "as long as" condition when it
has one (CR 611.3a: each applies only while the condition holds).

>>> from grimoire.oracle.context import Context
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
from grimoire.oracle.context import Context
from grimoire.oracle.granted_keywords import parse_statics
from grimoire.oracle.ir import ConditionalStatic, StaticEffect
from grimoire.oracle.statics import parse_static
from grimoire.oracle.unless_text import name_the_pronoun

_AS_LONG = re.compile(r"As long as (.+?), (.+)")
_COMPOUND = re.compile(
    r"(.+?) (gets? [+-]\d+/[+-]\d+(?: for each .+?)?) and ((?:has|have|can't|attacks?|is goaded)"
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
    r"(.+?) (gets? [+-]\d+/[+-]\d+), ((?:has|have) [^,]+(?:, (?:has|have|can't) [^,]+)*), and "
    r"((?:has|have|can't|attacks?) .+)"
)


def split_compound(text: str, ctx: Context) -> list[StaticEffect] | None:
    """The static effects of "[As long as C, ]<subject> gets +N/+M and <rule>", or None when
    ``text`` has another shape. Raises :class:`~grimoire.oracle.context.ParseFailure` when a
    part doesn't parse."""

    line = text.strip().rstrip(".")
    condition = None
    conditional = _AS_LONG.fullmatch(line)
    if conditional is not None:
        condition = parse_condition(conditional.group(1), ctx)
        line = name_the_pronoun(conditional.group(1), conditional.group(2))
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
