"""A condition on the card an earlier instruction moved (CR 608.2c): "Return target card from
your graveyard to your hand. If you return a nonland card to your hand this way, ~ deals
damage equal to that card's mana value to any target." (Vengeful Rebirth). The branch runs
only if the earlier step moved the card (an illegal target isn't moved: nothing happens,
its rulings) and the card is of that kind; "that card" is the moved card (its last known
information, CR 608.2h). And "If it's paired with a creature, that creature also gets
+2/+2 until end of turn" after a step on the first target (Joint Assault; soulbond,
CR 702.95b).

>>> from grimoire.oracle.context import Context, ParseFailure
>>> from grimoire.oracle.ir import PutIntoHand, TargetRef, DrawCards, Fixed, You
>>> node = moved_this_way("If you return a nonland card to your hand this way, draw a card.",
...                      [PutIntoHand(TargetRef(0))], Context(),
...                      lambda text, ctx: DrawCards(Fixed(1), You()))
>>> type(node).__name__, node.then.condition.filter.types_none
('IfDid', ('land',))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    Conditional,
    Effect,
    ExiledWith,
    IfDid,
    ObjectFilter,
    ObjectMatches,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    TargetRef,
)

_THEM = re.compile(r"(?:[Ee]ach of (?:them|those (?:cards|creatures|permanents))|They|"
                   r"Those (?:creatures|permanents)) .+")
PUT_BIND = "put onto"
"""The name under which a :class:`PutOntoBattlefield` of a set of cards binds the permanents
they became, for the sentence after it."""


def _put_ones(sentence: str, steps: list[Effect], ctx: Context,
              parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "Return all creature cards from your graveyard to the battlefield. Each of them is a
    1/1 Spirit with flying in addition to its other types.": the cards became new objects
    (CR 400.7), so "them" are the permanents the step before put onto the battlefield (it
    binds them, amended in ``steps``); None for another sentence or step, or if the sentence
    isn't understood (nothing amended)."""
    if not steps or not _THEM.fullmatch(sentence.strip().rstrip(".")):
        return None
    last = steps[-1]
    if not isinstance(last, PutOntoBattlefield) or last.bind is not None or not isinstance(
            last.what, AllMatching | ExiledWith) or (
            isinstance(last.what, AllMatching) and last.what.filter.zone == "battlefield"):
        return None
    state = ctx.snapshot()
    ctx.antecedent = Bound(PUT_BIND)
    try:
        effect = parse(sentence.strip().rstrip("."), ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    steps[-1] = replace(last, bind=PUT_BIND)
    return effect


_PAIRED = re.compile(r"If it's paired with a creature, that creature also (gets .+)")
_SHAPE = re.compile(r"If you (?:return|put) an? ([\w -]+?) card (?:to|into) your hand this way, "
                    r"(.+)")


def moved_this_way(sentence: str, steps: list[Effect], ctx: Context,
                   parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The branch of "If you return a <kind> card to your hand this way, <effect>" after a
    step moving one target or bound card, or None for another sentence or step."""
    paired = _PAIRED.fullmatch(sentence.strip().rstrip("."))
    if paired and steps and getattr(steps[-1], "what", None) == TargetRef(0):
        # "Target creature gets +2/+2 until end of turn. If it's paired with a creature,
        # that creature also gets +2/+2 until end of turn." (CR 702.95b: the target's pair
        # as the spell resolves; none: nothing more, Joint Assault's rulings)
        state = ctx.antecedent
        ctx.antecedent = AllMatching(ObjectFilter(types_any=("creature",), zone="battlefield",
                                                  pairing="with_target"))
        try:
            return parse("it " + paired.group(1), ctx)
        finally:
            ctx.antecedent = state
    put = _put_ones(sentence, steps, ctx, parse)
    if put is not None:
        return put
    match = _SHAPE.fullmatch(sentence.strip().rstrip("."))
    if match is None or not steps:
        return None
    last = steps[-1]
    if not isinstance(last, PutIntoHand | PutIntoLibrary | PutOntoBattlefield) or \
            not isinstance(last.what, TargetRef | Bound):
        return None
    flt, _ = parse_filter(match.group(1) + " card")
    ref = last.what
    state = ctx.antecedent
    ctx.antecedent = ref  # "that card": the card moved (its last known information)
    rest = re.sub(r"\bthat card\b", "it", match.group(2).replace("that card's", "its"))
    try:
        effect = parse(rest, ctx)
    finally:
        ctx.antecedent = state
    return IfDid(Conditional(ObjectMatches(ref, flt), effect))
