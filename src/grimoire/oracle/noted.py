"""Sentences about a permanent's own roll totals: "If you rolled 2, 3, or 12, ...", "note
that total", "If you roll the noted total, ...", "If you rolled any other total, ...",
"don't roll dice for ~ during any of your following upkeeps", and "If the total of those
results is equal to any other total you have rolled this turn for this ability, ...".

"You rolled 7" after a roll of two dice is the total of the roll (the dice are rolled
together, CR 706.2); :class:`~grimoire.oracle.ir.ResultIn` reads the total of a
several-dice roll and the result of a one-die roll.

>>> from grimoire.oracle.context import Context, ParseFailure
>>> ctx = Context(rolled=True, of_permanent=True)
>>> note_sentence("note that total", [], ctx)
NoteOnSource(kind='total')
>>> note_sentence("if you rolled 2, 3, or 12, sacrifice ~", [], ctx).condition
ResultIn(values=(2, 3, 12))
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AnyOf,
    Condition,
    Conditional,
    Effect,
    Not,
    NotedOnSource,
    NoteOnSource,
    ResultIn,
    SacrificeThis,
    Sequence,
    StepTrigger,
    Trigger,
    Unimplemented,
    iter_nodes,
)
from grimoire.oracle.lexer import SELF

_NOOP = Sequence(())
_STOP = re.compile(
    r"don't roll dice for (?:~|it) during any of your following upkeeps", re.IGNORECASE
)
_ROLLED = re.compile(r"if you rolled ((?:\d+, )+or \d+|\d+ or \d+|\d+), (.+)", re.IGNORECASE)
_REPEATED = re.compile(
    r"if the total of those results is equal to any other total you have rolled this turn "
    r"for this ability, (.+)",
    re.IGNORECASE,
)


def _clause(text: str, ctx: Context) -> Effect:
    if text.lower() == "note that total":
        return NoteOnSource("total")
    if _STOP.fullmatch(text.replace(SELF, "~")):
        return NoteOnSource("no_upkeep_rolls")
    if text.lower() in ("sacrifice it", f"sacrifice {SELF}") and ctx.of_permanent:
        return SacrificeThis()  # CR 701.17a: "it" is the source (nothing else is named)
    from grimoire.oracle.effects import parse_compound

    return parse_compound(text, ctx)


def _earlier_totals(steps: list[Effect]) -> tuple[Condition, ...]:
    """The "you rolled N" conditions of the earlier sentences ("any other total")."""
    return tuple(step.condition for step in steps
                 if isinstance(step, Conditional) and isinstance(step.condition, ResultIn))


def note_sentence(text: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The IR of one sentence of this class (``steps``: the ability's earlier sentences),
    or None if the sentence is not one (an :class:`Unimplemented` if its effect is not
    understood)."""
    state = ctx.snapshot()
    try:
        return _note_sentence(text.strip().rstrip(".").strip(), steps, ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(text, failure.reason)


def _note_sentence(text: str, steps: list[Effect], ctx: Context) -> Effect | None:
    low = text.lower()
    if not ctx.rolled:
        return None
    if low == "note that total":
        return NoteOnSource("total")
    if low == "otherwise, do nothing":
        return _NOOP
    match = _REPEATED.fullmatch(text)
    if match:  # every roll of the ability is remembered for the rest of the turn
        then = _clause(match.group(1), ctx)
        return Sequence((Conditional(NotedOnSource("total_this_turn"), then),
                         NoteOnSource("total_this_turn")))
    match = re.fullmatch(r"if you roll(?:ed)? the noted total, (.+)", text, re.IGNORECASE)
    if match:
        return Conditional(NotedOnSource("total"), _clause(match.group(1), ctx))
    match = re.fullmatch(r"if you rolled any other total, (.+)", text, re.IGNORECASE)
    if match:
        earlier = _earlier_totals(steps)
        if not earlier:
            return None

        return Conditional(Not(AnyOf(earlier)), _clause(match.group(1), ctx))
    match = _ROLLED.fullmatch(text)
    if match:
        values = tuple(int(v) for v in re.findall(r"\d+", match.group(1)))
        return Conditional(ResultIn(values), _clause(match.group(2), ctx))
    if _STOP.fullmatch(text.replace(SELF, "~")):
        return NoteOnSource("no_upkeep_rolls")
    return None


def upkeep_condition(trigger: Trigger, effect: Effect) -> Condition | None:
    """The intervening "if" (CR 603.4) of an upkeep roll ability that can stop itself ("don't
    roll dice for ~ during any of your following upkeeps"): it does nothing once noted."""
    if isinstance(trigger, StepTrigger) and trigger.step == "upkeep" and any(
        node == NoteOnSource("no_upkeep_rolls") for node in iter_nodes(effect)
    ):
        return Not(NotedOnSource("no_upkeep_rolls"))
    return None
