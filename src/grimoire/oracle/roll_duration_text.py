""""<creature> gains flying until end of turn, or until any player rolls a 1, whichever
comes first": the keyword grant with a second way to end (CR 611.2a;
:attr:`~grimoire.oracle.ir.GrantKeywords.until_roll`).

>>> from grimoire.oracle.context import Context
>>> split_until_roll("It gains flying until end of turn, or until any player rolls a 1, "
...                  "whichever comes first.")
('It gains flying until end of turn', 1)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, GrantKeywords

_PATTERN = re.compile(
    r"(.+ until end of turn), or until any player rolls an? (\d+), whichever comes first\.?",
    re.IGNORECASE,
)


def split_until_roll(text: str) -> tuple[str, int] | None:
    """The instruction up to "until end of turn" and the ending result, or None."""
    match = _PATTERN.fullmatch(text.strip())
    return (match.group(1), int(match.group(2))) if match else None


def until_roll_sentence(text: str, ctx: Context) -> Effect | None:
    """The sentence as a :class:`GrantKeywords` ending on a roll too, or None."""
    found = split_until_roll(text)
    if found is None:
        return None
    from grimoire.oracle.effects import parse_compound

    effect = parse_compound(found[0], ctx)
    if not isinstance(effect, GrantKeywords) or effect.duration != "end_of_turn":
        raise ParseFailure(text, "only keyword grants end on a roll")
    return replace(effect, until_roll=found[1])
