"""A choice made once for each opponent, with a reflexive ability for each choice
(:class:`~grimoire.oracle.ir.TapForEachPlayer`, CR 603.12a): "for each opponent, tap up to
one untapped creature you control. When you do, gain control of target creature that player
controls with power less than or equal to the tapped creature's power for as long as you
control ~." (Nihiloor). In the "When you do" sentence "that player" is the opponent the
creature was tapped for (``TriggeringPlayer()``) and "the tapped creature" that creature
(``TriggeringObject()``); its targets are its own (CR 603.12, 603.3d).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.effects import parse_sentence
>>> steps = []
>>> ctx = Context(in_trigger=True)
>>> steps.append(tap_each_sentence("for each opponent, tap up to one untapped creature you "
...                                "control.", steps, ctx, parse_sentence))
>>> node = tap_each_sentence("When you do, tap target creature that player controls with "
...                          "power less than or equal to the tapped creature's power.",
...                          steps, ctx, parse_sentence)
>>> node.then.targets[0].filter.controller, node.then.targets[0].filter.stats[0].amount
('trigger_player', PowerOf(ref=TriggeringObject(), toughness=False))
>>> steps, ctx.targets
([], [])
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    EachOpponent,
    Effect,
    ReflexiveTrigger,
    TapForEachPlayer,
    TriggeringObject,
    TriggeringPlayer,
)
from grimoire.oracle.reflexive_text import reflexive_clause

_EACH = re.compile(r"for each opponent, tap up to one (untapped [^.,]+? you control)\.?",
                   re.IGNORECASE)
_WHEN = re.compile(r"when you do, .+", re.IGNORECASE)
_THEIRS = re.compile(r"(target [^,]+?) (that player controls) (with (?:power|toughness|mana "
                     r"value) [^,]+? the tapped creature's (?:power|toughness|mana value))")
"""("target creature that player controls with power ...": the filter's words first)"""


def tap_each_sentence(sentence: str, steps: list[Effect], ctx: Context,
                      parse: Callable[[str, Context], Effect] | None) -> Effect | None:
    """The :class:`TapForEachPlayer` of the sentence, or of the "When you do" sentence after
    it (the step before is taken out of ``steps``); None for other sentences."""
    text = sentence.strip()
    each = _EACH.fullmatch(text)
    if each is not None:
        flt, _ = parse_filter(each.group(1))
        if flt.controller != "you" or flt.tapped is not False:
            raise ParseFailure(text, "which permanents to tap, for each opponent")
        return TapForEachPlayer(EachOpponent(), replace(flt, zone="battlefield"))
    if parse is None or not steps or not _WHEN.fullmatch(text.rstrip(".")):
        return None
    last = steps[-1]
    if not isinstance(last, TapForEachPlayer) or last.then is not None:
        return None
    state = ctx.snapshot()
    ctx.antecedent, ctx.player_antecedent = TriggeringObject(), TriggeringPlayer()
    in_trigger, ctx.in_trigger = ctx.in_trigger, True  # ("that player": the one it was for)
    try:
        reflexive = reflexive_clause(_THEIRS.sub(r"\1 \3 \2", text.rstrip(".")), ctx, parse)
    except ParseFailure:
        ctx.restore(state)
        ctx.in_trigger = in_trigger
        return None  # not understood: the caller reports the sentence
    ctx.restore(state)
    ctx.in_trigger = in_trigger
    if not isinstance(reflexive, ReflexiveTrigger):
        return None
    steps.pop()
    return replace(last, then=reflexive)
