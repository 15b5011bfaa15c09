"""The replacement static "If you would lose the game, instead <instruction>" (CR 614.1a,
104.3), compiled as a :class:`~grimoire.oracle.ir.LoseGameInstead`.

The instruction is done inside the event of losing, so it must ask nothing (CR 614.6): only
exiling the static's own source, setting your life total and drawing cards are allowed.

>>> from grimoire.oracle.context import Context
>>> eff = lose_instead("If you would lose the game, instead exile ~ and your life total "
...                    "becomes 1.", Context())
>>> [type(s).__name__ for s in eff.instead.steps]
['Exile', 'SetLifeTotal']
>>> lose_instead("If you would draw a card, instead mill a card.", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.effects import parse_effect
from grimoire.oracle.ir import (
    DrawCards,
    Effect,
    Exile,
    LoseGameInstead,
    Sequence,
    SetLifeTotal,
    ThisObject,
    You,
)

_LOSE = re.compile(r"if you would lose the game, instead (.+)", re.IGNORECASE)


def _asks_nothing(step: Effect) -> bool:
    """Exile this object, "your life total becomes N", "draw N cards": nothing chosen."""
    if isinstance(step, Exile):
        return step.what == ThisObject()
    if isinstance(step, SetLifeTotal):
        return step.player == You()
    return isinstance(step, DrawCards) and step.player == You()


def lose_instead(text: str, ctx: Context) -> LoseGameInstead | None:
    """ "If you would lose the game, instead <instruction>" (CR 614.1a), or None for other
    text; :class:`ParseFailure` for an instruction that would ask a choice."""
    match = _LOSE.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    rest = match.group(1)
    inner = Context(card_name=ctx.card_name)
    instead = parse_effect(rest[:1].upper() + rest[1:], inner)
    steps = instead.steps if isinstance(instead, Sequence) else (instead,)
    if inner.targets or not all(_asks_nothing(s) for s in steps):
        raise ParseFailure(text, "losing the game replaced by an instruction that asks")
    return LoseGameInstead(instead)
