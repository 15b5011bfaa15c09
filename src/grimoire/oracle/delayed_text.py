"""Delayed triggered abilities written at the end of an instruction (CR 603.7a): "Return it
to its owner's hand at the beginning of the next end step", "If this ability has been
activated four or more times this turn, sacrifice ~ at the beginning of the next end step"
(the delayed ability is created only if the condition holds as the instruction resolves).
Each triggers once (CR 603.7c).

>>> from grimoire.oracle.context import Context, ParseFailure
>>> from grimoire.oracle.ir import DrawCards, Fixed, You
>>> delayed_instruction("draw a card at the beginning of the next end step", Context(),
...                     lambda text, ctx: DrawCards(Fixed(1), You())).trigger.step
'end'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Bound,
    Chosen,
    CountedThisWay,
    DelayedTrigger,
    Effect,
    IfDid,
    NameObjects,
    Sequence,
    StepTrigger,
    TargetRef,
    Unimplemented,
    iter_nodes,
    substituted,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.triggers import split_trigger

DELAYED = {
    "at the beginning of the next end step": ("end", "each"),
    "at the beginning of the next turn's upkeep": ("upkeep", "each"),
    "at the beginning of your next upkeep": ("upkeep", "you"),
    "at the beginning of the end step": ("end", "each"),
    "at end of combat": ("end_of_combat", "each"),  # CR 511.2
    # CR 505.1: a main phase that begins later this turn is the postcombat one or an
    # additional one after it (grimoire.mechanics.extra_phases): both begin a "main2" step
    "at the beginning of the next main phase this turn": ("main2", "each"),
}
"""The tails that make an instruction a delayed trigger: (step, whose step)."""


def delayed_instruction(text: str, ctx: Context,
                        parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "<instruction> <tail>": the instruction (parsed with ``parse``) as a delayed
    triggered ability created now; None for another shape. The delayed ability has no
    targets of its own: the creating ability's targets it acts on are named as it resolves
    and remembered (CR 603.7c: "Return X target creature cards ... Sacrifice those creatures
    at the beginning of the next end step")."""
    watched = whenever_this_turn(text, ctx, parse)
    if watched is not None:
        return watched
    for tail, (step_name, whose) in DELAYED.items():
        if text.lower().endswith(" " + tail):
            inner = parse(text[: -len(tail) - 1], ctx)
            return _remembering(DelayedTrigger(
                StepTrigger(step_name, whose), inner,  # type: ignore[arg-type]
                this_turn=tail.endswith(" this turn")))
        if text.lower().startswith(tail + ", ") and not text.lower().startswith(
                tail + ", if "):  # (an intervening "if" is checked twice, CR 603.4: not done)
            return _front(text[len(tail) + 2:], StepTrigger(step_name, whose),  # type: ignore[arg-type]
                          ctx, parse, tail.endswith(" this turn"))  # (CR 603.7c: or never)
    return None


def _front(rest: str, trigger: StepTrigger, ctx: Context,
           parse: Callable[[str, Context], Effect], this_turn: bool = False) -> Effect | None:
    """ "At the beginning of the next end step, <instruction>" (the tail written first).
    A card put onto the battlefield from a hand, named again, is not read (None: it is not
    followed there). "that many" counted by the creating ability
    is the number it counted as it resolved (CR 603.7c: Synthetic Destiny's "reveal ...
    until you reveal that many creature cards")."""
    counted, chosen, targets = ctx.counted, ctx.antecedent, len(ctx.targets)
    inner = parse(rest, ctx)
    if isinstance(chosen, Chosen) and any(node == chosen for node in iter_nodes(inner)):
        return None  # "that creature" put onto the battlefield from a hand: not followed
    if len(ctx.targets) != targets:
        return None  # a target named only by the delayed instruction: not read here
    if isinstance(counted, CountedThisWay):
        inner = substituted(inner, counted, replace(counted, of_creator=True))
    return _remembering(DelayedTrigger(trigger, inner, this_turn=this_turn))


def _remembering(delayed: DelayedTrigger) -> Effect:
    """``delayed`` with each target of the creating ability it reads named as the creating
    ability resolves (:class:`NameObjects`) and read by that name (CR 603.7c)."""
    refs = sorted({node.index for node in iter_nodes(delayed.effect)
                   if isinstance(node, TargetRef)})
    if not refs:
        return delayed
    effect = delayed.effect
    for index in refs:
        effect = substituted(effect, TargetRef(index), Bound(f"delayed:target {index}"))
    return Sequence((*(NameObjects(TargetRef(i), f"delayed:target {i}") for i in refs),
                     replace(delayed, effect=effect)))


_WHENEVER = re.compile(r"whenever (?:that creature|it) (.+?) this turn, (.+)", re.IGNORECASE)


def whenever_this_turn(text: str, ctx: Context,
                       parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "Whenever that creature deals combat damage to a player this turn, draw that many
    cards" (Hunter's Insight): a delayed triggered ability about the object named before
    (CR 603.7a), triggering each time its event happens this turn (CR 603.7c); its event is
    read as the same event of a permanent's own ability ("Whenever ~ deals combat damage
    ..."). Inside, "it" is not read (it could be the creature or the source): such a text
    stays not understood. None for another shape or with no object named before.

    >>> from grimoire.oracle.ir import DrawCards, EventAmount, TargetRef, You
    >>> ctx = Context()
    >>> ctx.antecedent = TargetRef(0)
    >>> node = whenever_this_turn("Whenever that creature deals combat damage to a player "
    ...     "this turn, draw that many cards", ctx, lambda t, c: DrawCards(EventAmount(), You()))
    >>> node.watch, node.this_turn, node.each_time
    (TargetRef(index=0), True, True)
    """
    anyone = _WHENEVER_ANY.fullmatch(text.strip().rstrip("."))
    if anyone is not None and not _CREATORS.search(anyone.group(2)):  # ("copy the exiled
        return _whenever_any_this_turn(anyone, ctx, parse)  # card": the creator's object)
    match = _WHENEVER.fullmatch(text.strip().rstrip("."))
    if match is None or ctx.antecedent is None:
        return _any_this_turn(text, ctx, parse) if match is None else None
    watch = ctx.antecedent
    if isinstance(watch, Chosen):
        watch = Bound(watch.bind)
    state = ctx.snapshot()
    try:
        trigger, rest = split_trigger(f"Whenever {SELF} {match.group(1)}, {match.group(2)}", ctx)
        ctx.antecedent = None  # "it" inside: not read (see above)
        inner = parse(rest, ctx)
    finally:
        ctx.restore(state)
    return DelayedTrigger(trigger, inner, watch=watch, this_turn=True, each_time=True)


_WHENEVER_ANY = re.compile(r"whenever ((?:a|an|another) (?!opponent\b|player\b).+?) this turn, "
                           r"(.+)", re.IGNORECASE)


def _whenever_any_this_turn(match: re.Match[str], ctx: Context,
                            parse: Callable[[str, Context], Effect]) -> Effect:
    """ "Whenever a creature blocks this turn, its controller gets a poison counter" (Noxious
    Assault): a delayed triggered ability watching every object its event names (not one
    named before), triggering each time this turn (CR 603.7a, 603.7c); "it" / "its" inside
    is the triggering object, as in a permanent's "Whenever a creature blocks, ...". A
    target of its own is not read here (it would be chosen each time it triggers)."""
    state, targets = ctx.snapshot(), len(ctx.targets)
    try:
        trigger, rest = split_trigger(f"Whenever {match.group(1)}, {match.group(2)}", ctx)
        inner = parse(rest, ctx)
        if len(ctx.targets) != targets:  # its own target, chosen each time it triggers
            return Unimplemented(match.group(0), "a target of a delayed ability")
    finally:
        ctx.restore(state)
    for node in {n for n in iter_nodes(inner) if isinstance(n, CountedThisWay)}:
        # "for each creature card put into your graveyard this way": what the creating
        # ability did (CR 603.7c), counted as it resolved
        inner = substituted(inner, node, replace(node, of_creator=True))
    return DelayedTrigger(trigger, inner, this_turn=True, each_time=True)


_ANY = re.compile(r"whenever (?!that creature |it )(.+?) this turn, (.+)", re.IGNORECASE)
_CREATORS = re.compile(r"\b(?:the exiled|exiled card|that card|those cards?|the chosen|"
                       r"the revealed|the copy|the milled)\b", re.IGNORECASE)


def _any_this_turn(text: str, ctx: Context,
                   parse: Callable[[str, Context], Effect]) -> DelayedTrigger | None:
    """ "Whenever you cast a creature spell this turn, draw a card." (Glimpse of Nature),
    "Whenever you gain life this turn, each opponent loses that much life." (Vizkopa
    Guildmage): a delayed triggered ability created as the instruction is followed, its
    event read as a triggered ability's own (CR 603.7a; its controller is the creating
    ability's, CR 603.7d), triggering each time its event happens for the rest of the turn
    (CR 603.7c). Inside, "it" is what the event names (a triggered ability's reading). A
    delayed ability with targets of its own is not read (None)."""
    match = _ANY.fullmatch(text.strip().rstrip("."))
    if match is None or _CREATORS.search(match.group(2)):
        return None  # ("copy the exiled card": an object the creating ability named)
    state = ctx.snapshot()
    targets = len(ctx.targets)
    try:
        trigger, rest = split_trigger(f"Whenever {match.group(1)}, {match.group(2)}", ctx)
        inner = parse(rest, ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    if len(ctx.targets) != targets or any(isinstance(n, TargetRef | Bound)
                                          for part in (trigger, inner)
                                          for n in iter_nodes(part)):
        ctx.restore(state)  # its own targets (chosen as it triggers), or objects the creating
        # ability named: not read here
        return None
    ctx.restore(state)
    counts = [n for n in iter_nodes(inner) if isinstance(n, CountedThisWay)]
    if counts and isinstance(inner, Sequence):
        return None  # "this way" of its own steps or of the creating ability's: not read
    for counted in counts:  # "for each creature card put into your graveyard this way": the
        inner = substituted(inner, counted, replace(counted, of_creator=True))  # creator's
    return DelayedTrigger(trigger, inner, this_turn=True, each_time=True)  # (CR 603.7c)


def after_delayed(sentence: str, steps: list[Effect], ctx: Context | None = None,
                  parse: Callable[[str, Context], Effect] | None = None) -> Effect | None:
    """ "If you do, ..." / "If you don't, ..." right after a delayed instruction belongs to
    the delayed ability ("At the beginning of the next end step, sacrifice it. If you do,
    you gain life equal to its toughness."; "At the beginning of your next upkeep, pay
    {2}{B}. If you don't, you lose the game."): the branch is read and appended to the
    delayed ability's own effect, where it follows the instruction it names (CR 603.7a,
    608.2c); ``steps`` is amended in place and a no-op step returned. Without ``parse`` (or
    when the branch isn't an "if you do" step), an :class:`Unimplemented`; None for any other
    sentence."""
    last = steps[-1] if steps else None
    outer = last if isinstance(last, Sequence) and last.steps else None
    if outer is not None:
        last = outer.steps[-1]
    if isinstance(last, DelayedTrigger) and last.each_time and last.watch is None and not \
            re.match(r"if you (?:do|don't)\b", sentence, re.IGNORECASE):  # "You may cast the
        return Unimplemented(sentence, "a sentence after a delayed 'whenever ... this turn'")
    if not isinstance(last, DelayedTrigger) or not re.match(r"if you (?:do|don't)\b", sentence,
                                                            re.IGNORECASE):
        return None
    if parse is None or ctx is None:
        return Unimplemented(sentence, "'if you do' about a delayed instruction")
    branch = parse(sentence, ctx)
    if not isinstance(branch, IfDid):
        return Unimplemented(sentence, "'if you do' about a delayed instruction")
    named = {n.bind for n in (outer.steps if outer is not None else ())
             if isinstance(n, NameObjects)}
    for ref in {node for node in iter_nodes(branch) if isinstance(node, TargetRef)}:
        if f"delayed:target {ref.index}" not in named:  # a target the delayed ability
            return Unimplemented(sentence, "'if you do' about a delayed instruction")
        branch = substituted(branch, ref, Bound(f"delayed:target {ref.index}"))  # reads
    body = last.effect.steps if isinstance(last.effect, Sequence) else (last.effect,)
    delayed = replace(last, effect=Sequence((*body, branch)))
    steps[-1] = delayed if outer is None else Sequence((*outer.steps[:-1], delayed))
    return Sequence(())
