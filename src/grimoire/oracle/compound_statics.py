"""Compound static lines: one subject, a boost and a second rule joined by "and".

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
>>> split_compound("Enchanted creature gets +2/+2", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import StaticEffect

_AS_LONG = re.compile(r"As long as (.+?), (.+)")
_COMPOUND = re.compile(
    r"(.+?) (gets? [+-]\d+/[+-]\d+(?: for each .+?)?) and ((?:has|have|can't|attacks?) .+)"
)


def split_compound(text: str, ctx: Context) -> list[StaticEffect] | None:
    """The static effects of "[As long as C, ]<subject> gets +N/+M and <rule>", or None when
    ``text`` has another shape. Raises :class:`~grimoire.oracle.context.ParseFailure` when a
    part doesn't parse."""
    from grimoire.oracle.statics import parse_static

    line = text.strip().rstrip(".")
    condition = None
    conditional = _AS_LONG.fullmatch(line)
    if conditional is not None:
        from grimoire.oracle.conditions import parse_condition

        condition = parse_condition(conditional.group(1), ctx)
        line = conditional.group(2)
    match = _COMPOUND.fullmatch(line)
    if match is None or match.group(1).lower() in ("it", "they"):
        return None  # a pronoun names the condition's object: not this shape
    subject, boost, rule = match.groups()
    subject = subject[0].upper() + subject[1:]
    parts = [parse_static(f"{subject} {boost}", ctx), parse_static(f"{subject} {rule}", ctx)]
    if condition is None:
        return parts
    from grimoire.oracle.ir import ConditionalStatic

    return [ConditionalStatic(condition, part) for part in parts]
