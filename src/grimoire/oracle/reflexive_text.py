"""Reflexive triggered abilities a resolution creates (CR 603.12).

* "When you do, <effect>": one ability, if the instruction before it was done.
* "Whenever a card is drawn this way, <effect>" (Explosion of Riches): one ability per card
  the earlier instructions drew (each draw is an event, CR 603.2c), whether the "may" parts
  were taken or not. Each is put on the stack after the resolution, the next time a player
  would receive priority, its targets chosen then, one ability at a time (CR 603.3d), so
  "target opponent chosen at random" is chosen anew for each.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import GainLife, Fixed
>>> node = reflexive_clause("Whenever a card is drawn this way, you gain 1 life", Context(),
...                         lambda text, ctx: GainLife(Fixed(1)))
>>> node.times.how, node.effect
('drawn', GainLife(amount=Fixed(value=1), player=You()))
>>> reflexive_clause("Draw a card", Context(), lambda text, ctx: GainLife(Fixed(1))) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CountedThisWay, Effect, ReflexiveTrigger

_WHEN_YOU_DO = re.compile(r"when you do, (.+)", re.IGNORECASE)
_EACH_DRAWN = re.compile(r"whenever (?:a|an) (.+?) is drawn this way, (.+)", re.IGNORECASE)
_FROM_AMONG = re.compile(r"\b(chosen at random) from among your opponents\b")
"""In a free-for-all game an opponent is chosen from among your opponents anyway."""


def reflexive_clause(text: str, ctx: Context,
                     parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The reflexive trigger ``text`` creates, or ``None`` when it is no such sentence."""
    match = _WHEN_YOU_DO.fullmatch(text)
    each = None if match else _EACH_DRAWN.fullmatch(text)
    if match is None and each is None:
        return None
    outer, in_trigger = ctx.targets, ctx.in_trigger
    ctx.targets = []  # its targets are its own (CR 603.12)
    ctx.in_trigger = in_trigger or each is not None  # "chosen at random" (Witch Hunt's ruling)
    try:
        if match is not None:
            return ReflexiveTrigger(parse(match.group(1), ctx), tuple(ctx.targets))
        assert each is not None
        flt, _ = parse_filter(each.group(1))  # "a card", "a land card"
        inner = parse(_FROM_AMONG.sub(r"\1", each.group(2)), ctx)
        return ReflexiveTrigger(inner, tuple(ctx.targets), CountedThisWay("drawn", flt))
    finally:
        ctx.targets, ctx.in_trigger = outer, in_trigger
