"""Sentences that link to another step (CR 608.2c: a spell's instructions in order):
"<instruction> if <condition>" written after the instruction (:func:`trailing_if`), and a
mill whose cards a later step names ("from among them", :func:`bind_mill`), and the bind
names such steps get (:func:`link_binds`).

>>> from grimoire.oracle.ir import Fixed, LibraryLook
>>> bind_mill(LibraryLook("mill", Fixed(3))).bind
'milled'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AmountCompare,
    Bound,
    Conditional,
    CountedThisWay,
    Destroy,
    Effect,
    EnchantedOrEquipped,
    Exile,
    ForEach,
    IfDid,
    LibraryLook,
    MayDo,
    Not,
    PutCounters,
    SacrificedAsCost,
    SacrificePermanents,
    Sequence,
    TargetRef,
    Unimplemented,
    WonClash,
    iter_nodes,
    substituted,
)


def trailing_if(sentence: str, ctx: Context,
                parse_sentence: Callable[[str, Context], Effect]) -> Effect | None:
    """ "Then that player discards a card if you control a Zombie": an instruction followed
    only if the condition holds as it resolves (CR 608.2c), written after it; "sacrifice it
    unless {U} was spent to cast it": only if it doesn't (a condition, not a cost a player
    may pay: CR 118.12 "unless pays" is another shape). Tried only when the whole sentence
    doesn't parse; "instead" sentences are replacements, not this."""
    text = sentence.strip().rstrip(".")
    head, sep, tail = text.rpartition(" if ")
    negated = False
    if not sep and " if " not in text:  # "sacrifice it unless {U} was spent to cast it":
        head, sep, tail = text.rpartition(" unless ")  # followed if the condition is false
        negated = bool(sep) and not re.match(r"(?:you|they|its|that|an?)\b.* pays?\b", tail)
        if not negated:
            return None
    if not sep or not head or re.search(r"\binstead\b|\bif able\b", text, re.IGNORECASE) \
            or (not negated and re.search(r"\bunless\b", text, re.IGNORECASE)):
        return None
    if re.search(r"\b(?:at the beginning|at end of|when|whenever|until|next)\b", head,
                 re.IGNORECASE):
        return None  # a later or lasting instruction: when is the condition checked?
    state = ctx.snapshot()
    try:
        effect = parse_sentence(head, ctx)
        what = getattr(effect, "what", None)
        if ctx.antecedent is None and isinstance(what, EnchantedOrEquipped | TargetRef):
            ctx.antecedent = what  # "... on equipped creature if it's black": that creature
        condition = parse_condition(tail, ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    if isinstance(effect, Unimplemented) or isinstance(condition, Unimplemented):
        ctx.restore(state)
        return None
    return Conditional(Not(condition) if negated else condition, effect)


_RETURN_WHEN_LEAVES = re.compile(r"Return (?:that card|it|the exiled card) to the battlefield "
                                 r"under its owner's control when ~ leaves the battlefield\.?")


def merge_linked(steps: list[Effect], step: Effect, sentence: str) -> bool:
    """Merge ``step`` (parsed from ``sentence``) into the steps before it, if it completes
    one of them: :func:`merge_otherwise`, or "Return that card to the battlefield under its
    owner's control when ~ leaves the battlefield." after "exile that creature"
    (:attr:`Exile.return_when_leaves`). True when merged."""
    if steps and isinstance(steps[-1], Exile) and steps[-1].bind \
            and _RETURN_WHEN_LEAVES.fullmatch(sentence.strip()):
        steps[-1] = replace(steps[-1], return_when_leaves=True)  # (CR 610.3c: its owner)
        return True
    return merge_otherwise(steps, step, sentence)


def merge_otherwise(steps: list[Effect], step: Effect, sentence: str) -> bool:
    """ "If no counters were removed this way, A. Otherwise, B." (Bounty of the Luxa): the
    two branches of one test (``steps[-1]`` becomes ``IfDid(then=B, otherwise=A)``), so A
    doing something can't also let B happen. True when merged."""
    if not sentence.strip().lower().startswith("otherwise, ") or not steps:
        return False
    last = steps[-1]
    if isinstance(step, IfDid) and step.then is None and step.otherwise is not None \
            and isinstance(last, Conditional) and last.otherwise is None and (
                isinstance(last.condition, WonClash) or (
                    isinstance(last.condition, AmountCompare)
                    and isinstance(last.condition.amount, CountedThisWay))):
        # "If you win, A. Otherwise, B." (clash, CR 701.23d), "If a land was destroyed this
        # way, A. Otherwise, B." (CR 608.2c): one test, its two branches
        # (not every "Otherwise": after "If it's an artifact card, you may put it onto the
        # battlefield", it asks whether you did, Treasure Chest's ruling)
        steps[-1] = Conditional(last.condition, last.then, step.otherwise)
        return True
    if not (isinstance(step, IfDid) and step.then is None and isinstance(last, IfDid)
            and last.then is None and last.otherwise is not None):
        return False
    steps[-1] = IfDid(then=step.otherwise, otherwise=last.otherwise)
    return True


def bind_mill(step: Effect) -> Effect | None:
    """``step`` with its mill binding what it milled (also inside "you may mill" and "If you
    do, mill"), or None when it mills nothing."""
    if isinstance(step, LibraryLook) and step.kind == "mill" and not step.bind:
        return replace(step, bind="milled")
    if isinstance(step, MayDo):
        inner = bind_mill(step.effect)
        return None if inner is None else replace(step, effect=inner)
    if isinstance(step, IfDid) and step.then is not None:
        inner = bind_mill(step.then)
        return None if inner is None else replace(step, then=inner)
    return None


def bind_counters(step: Effect) -> Effect | None:
    """``step`` with its counters binding what got them ("countered"), also inside "you
    may", "each player ..." and a sequence; None when it puts no counters."""
    if isinstance(step, PutCounters) and step.bind is None:
        return replace(step, bind="countered")
    if isinstance(step, MayDo | ForEach):
        inner = bind_counters(step.effect)
        return None if inner is None else replace(step, effect=inner)
    if isinstance(step, Sequence):
        steps = [bind_counters(s) or s for s in step.steps]
        return None if steps == list(step.steps) else Sequence(tuple(steps))
    return None


def link_binds(effect: Effect) -> Effect:
    """Give a bind name to steps whose results later steps read: "put into a graveyard this
    way" / "the creature you sacrificed this way" read the sacrificed objects (CR 400.7);
    "mill three cards. You may put a land card from among them into your hand" reads the
    milled cards (CR 701.13a)."""
    if not isinstance(effect, Sequence):
        return effect
    flat = list(effect.steps)
    for index, step in enumerate(flat):
        if any(isinstance(node, Bound) and node.name == "countered"
               for later in flat[index + 1:] for node in iter_nodes(later)):
            flat[index] = bind_counters(step) or step  # CR 608.2c: "put on it this way"
        milled = bind_mill(step)
        if milled is not None and any(
                isinstance(node, Bound) and node.name == "milled"
                for later in flat[index + 1:] for node in iter_nodes(later)):
            flat[index] = milled
        if (
            isinstance(step, SacrificePermanents)
            and step.bind is None
            and any(
                isinstance(node, Bound) and node.name == "sacrificed"
                for later in flat[index + 1 :]
                for node in iter_nodes(later)
            )
        ):
            flat[index] = replace(step, bind="sacrificed")
        if isinstance(step, Destroy) and step.bind is None and any(
                node == Bound("sacrificed") for later in flat[index + 1:]
                for node in iter_nodes(later)):
            flat[index] = replace(step, bind="sacrificed")  # "put into a graveyard this way"
        if isinstance(step, SacrificePermanents) and step.bind in (None, "sacrificed") and any(
                node == SacrificedAsCost() for later in flat[index + 1:]
                for node in iter_nodes(later)):
            # "sacrifice a creature, then each opponent loses life equal to the sacrificed
            # creature's power": the creature this instruction sacrificed, as it last existed
            # (CR 608.2c, 608.2h), not a cost's (there is none)
            flat[index] = replace(step, bind="sacrificed")
            flat[index + 1:] = [substituted(later, SacrificedAsCost(), Bound("sacrificed"))
                                for later in flat[index + 1:]]
        if isinstance(step, MayDo) and isinstance(inner := step.effect, SacrificePermanents) \
                and inner.bind in (None, "sacrificed") and any(
                node == SacrificedAsCost() for later in flat[index + 1:]
                for node in iter_nodes(later)):
            # "you may sacrifice an enchantment. If you do, ... the sacrificed enchantment's
            # mana value": the one this instruction sacrificed (CR 608.2c, 608.2h)
            flat[index] = replace(step, effect=replace(inner, bind="sacrificed"))
            flat[index + 1:] = [substituted(later, SacrificedAsCost(), Bound("sacrificed"))
                                for later in flat[index + 1:]]
    return Sequence(tuple(flat))
