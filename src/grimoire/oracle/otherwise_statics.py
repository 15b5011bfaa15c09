"""A conditional static with an "Otherwise" rule (CR 611.3a): "Enchanted creature gets +2/+2
as long as it's a Vampire. Otherwise, it gets -2/-2." (Gift of Fangs), "As long as you
control enchanted creature, it gets +1/+1. Otherwise, it can't block." (Mishra's
Domination), "Equipped creature has deathtouch during your turn. Otherwise, it has reach."
(Hunter's Blowgun).

One static ability, two effects: the first applies while the condition holds, the second
while it doesn't (each a :class:`~grimoire.oracle.ir.ConditionalStatic`, the second under
``Not`` of the same condition), both read continuously. "It" in the condition and in the
"Otherwise" rule is the first rule's subject.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.granted_keywords import parse_statics
>>> first, second = otherwise_statics(
...     "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2",
...     Context(), parse_statics)
>>> first.effect.power, type(second.condition).__name__, second.effect.power
(2, 'Not', -2)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context
from grimoire.oracle.ir import Condition, ConditionalStatic, IsYourTurn, Not, StaticEffect
from grimoire.oracle.state_conditions import name_the_subject
from grimoire.oracle.unless_text import name_the_pronoun

_SUBJECT = re.compile(r"(~|This creature|(?:Equipped|Enchanted) (?:creature|permanent))\b")
_AFTER = re.compile(r"(.+?) (?:as long as (.+)|during your turn)")
_BEFORE = re.compile(r"As long as (.+?), (.+)")


def otherwise_statics(text: str, ctx: Context,
                      parse: Callable[[str, Context], list[StaticEffect]]
                      ) -> list[StaticEffect] | None:
    """The two conditional effects of "<rule> as long as <condition>. Otherwise, <rule>",
    or None when ``text`` has another shape (a part that doesn't parse raises
    :class:`~grimoire.oracle.context.ParseFailure`)."""
    line = text.strip().rstrip(".")
    first_text, sep, second_text = line.partition(". Otherwise, ")
    if not sep or ". " in second_text:
        return None
    condition: Condition
    before = _BEFORE.fullmatch(first_text)
    after = _AFTER.fullmatch(first_text)
    if before is not None:
        rule = name_the_pronoun(before.group(1), before.group(2))
        said = before.group(1)
        named = re.search(r"\b(?:enchanted|equipped) (?:creature|permanent)", said)
        if rule.startswith("it ") and named is not None:  # "As long as you control
            rule = named.group(0).capitalize() + rule[2:]  # enchanted creature, it gets"
    elif after is not None:
        rule, said = after.group(1), after.group(2)
        if said is not None:
            said = name_the_subject(rule, said)
    else:
        return None
    subject = _SUBJECT.match(rule)
    if subject is None:
        return None
    condition = IsYourTurn() if said is None else parse_condition(said, ctx)
    second = re.sub(r"^(?:it|they) ", subject.group(1) + " ", second_text)
    held = [ConditionalStatic(condition, e) for e in parse(rule, ctx)]
    other = [ConditionalStatic(Not(condition), e) for e in parse(second, ctx)]
    return [*held, *other]
