""" "When you next cast an instant or sorcery spell this turn, copy that spell": a delayed
triggered ability created by a resolving spell or ability (CR 603.7a) that triggers the next
time its controller casts a matching spell that turn, once (CR 603.7c), and is gone at the
end of the turn if no such spell was cast ("this turn").

The same ability reads "copy the next instant or sorcery spell you cast this turn when you
cast it". In its effect "that spell" and "it" are the spell cast (the triggering object).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import CopySpell, TriggeringObject
>>> def parse(text, ctx):
...     assert text == "copy that spell"
...     return CopySpell(ctx.cast_spell)
>>> node = next_cast_sentence("When you next cast an instant spell this turn, copy that "
...                           "spell.", Context(), parse)
>>> node.trigger.filter.types_any, node.effect, node.this_turn
(('instant',), CopySpell(what=TriggeringObject(), new_targets=False, bind='copy'), True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    CastTrigger,
    DelayedTrigger,
    Effect,
    IfDid,
    NextSpellGains,
    TriggeringObject,
)

_WHEN_NEXT = re.compile(
    r"(?P<if_did>if you do, )?when you (?:next cast (?:a|an)|cast your next) (?P<kind>.+?) "
    r"spell(?P<with> with [^,]+?)? this turn, (?P<effect>.+)",
    re.IGNORECASE,
)
_COPY_NEXT = re.compile(
    r"copy the next (?P<kind>.+?) spell(?P<with> with .+?)? you cast this turn when you "
    r"cast it",
    re.IGNORECASE,
)


_HAS = re.compile(r"the next (?:(?P<kind>.+?) )?spell you cast this turn has "
                  r"(?P<keyword>convoke|improvise|delve)", re.IGNORECASE)


def next_cast_sentence(sentence: str, ctx: Context,
                       parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The delayed "when you next cast a <kind> spell this turn, <effect>" (``parse`` reads
    the effect, "that spell" being the spell cast), or None if ``sentence`` is not one.
    Raises :class:`ParseFailure` if the kind of spell or the effect is not understood.

    Also "The next spell you cast this turn has convoke" (:class:`NextSpellGains`).
    """
    text = sentence.strip().rstrip(".")
    has = _HAS.fullmatch(text)
    if has is not None:  # CR 702.51a, 702.126a, 702.66a: it has the keyword as it is cast
        kind = None
        if has.group("kind"):
            kind, _ = parse_filter(has.group("kind") + " card")
            kind = replace(kind, zone=None)
        return NextSpellGains(has.group("keyword").lower(), kind)
    match = _WHEN_NEXT.fullmatch(text)
    copy = _COPY_NEXT.fullmatch(text) if match is None else None
    if match is None and copy is None:
        return None
    found = match or copy
    assert found is not None
    phrase = found.group("kind") + " card" + (found.group("with") or "")
    flt, _ = parse_filter(phrase, lambda words: parse_amount(words, ctx))
    if flt == parse_filter("card")[0]:
        raise ParseFailure(text, "the next spell of which kind")
    trigger = CastTrigger(replace(flt, zone="stack", is_spell=True))
    state, outer = ctx.snapshot(), (ctx.cast_spell, ctx.in_trigger)
    ctx.antecedent = None
    ctx.cast_spell = TriggeringObject()  # CR 603.7c: the spell that made it trigger
    ctx.in_trigger = True
    try:
        effect = parse(match.group("effect") if match else "copy that spell", ctx)
        if len(ctx.targets) != state.targets:  # chosen as the delayed ability triggers
            raise ParseFailure(text, "targets of a delayed triggered ability")
    finally:
        ctx.restore(state)
        ctx.cast_spell, ctx.in_trigger = outer
    delayed = DelayedTrigger(trigger, effect, this_turn=True)  # CR 603.7a
    if match is not None and match.group("if_did"):
        return IfDid(then=delayed)
    return delayed
