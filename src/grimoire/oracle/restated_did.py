"""A branch on whether an earlier optional instruction was carried out, with the instruction
restated (CR 608.2c-d): "If it's a land card, you may put it onto the battlefield tapped. If
you don't put the card onto the battlefield, put it into your hand." (Risen Reef); "You may
reveal a creature card from among them and put it into your hand. Put the rest on the bottom
of your library in a random order. If you didn't put a card into your hand this way, draw a
card." (Adventure Awaits); "draw a card if you control ... If you don't draw a card this
way, ..." (Trade Route Envoy).

The restated instruction names the step it reads: the latest step that is a "you may" (or
an "if" around one, or the plain instruction) holding an instruction of that kind (put into
a hand, onto the battlefield, draw). A "may" declined, a false "if", or an instruction that
moved nothing didn't do it (the ``did`` flag, :class:`~grimoire.oracle.ir.IfDid`). The steps
between that one and the branch (the rest put on the bottom) happen either way: they are
carried out in both branches, before the branch's own effect, as printed. A step between
them that itself branches, or a restated instruction of another kind, is not read this way
(None: the sentence is left to the other rules).

>>> from grimoire.oracle.ir import DrawCards, Fixed, MayDo, PutIntoHand, Bound, You, Shuffle
>>> steps = [MayDo(PutIntoHand(Bound("found"))), Shuffle()]
>>> node = restated_did("If you didn't put a card into your hand this way, draw a card.",
...                     steps, Context(), lambda text, ctx: DrawCards(Fixed(1), You()))
>>> len(steps), type(node.then).__name__, [type(s).__name__ for s in node.otherwise.steps]
(1, 'Shuffle', ['Shuffle', 'DrawCards'])
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    Conditional,
    DrawCards,
    Effect,
    IfDid,
    MayDo,
    PutIntoHand,
    PutOntoBattlefield,
    ReturnToHand,
    Sequence,
    iter_nodes,
)

_CARD = r"(?:the card|it|that card|a card|a card from among them)"
_SHAPE = re.compile(r"If you (don't|didn't|do not) (put " + _CARD + r" (into your hand|onto the "
                    r"battlefield)|draw a card)( this way)?, (.+)", re.IGNORECASE)
_KINDS: dict[str, tuple[type, ...]] = {
    "into your hand": (PutIntoHand, ReturnToHand),
    "onto the battlefield": (PutOntoBattlefield,),
    "draw": (DrawCards,),
}
_BRANCHING = (IfDid, MayDo, Conditional)
"""Steps between the read step and the branch that would change the flag it reads."""


def _flat(steps: list[Effect]) -> list[Effect]:
    out: list[Effect] = []
    for step in steps:
        out.extend(step.steps if isinstance(step, Sequence) else (step,))
    return out


def _holds(step: Effect, kinds: tuple[type, ...]) -> bool:
    return any(isinstance(node, kinds) for node in iter_nodes(step))


def _reads(step: Effect, kinds: tuple[type, ...]) -> bool:
    """Whether ``step`` is the instruction the restatement names: a "may" or an "if" around
    one of ``kinds``, or the instruction itself."""
    if isinstance(step, kinds):
        return True
    if isinstance(step, MayDo):
        return _holds(step.effect, kinds)
    if isinstance(step, Conditional) and step.otherwise is None:
        return _reads(step.then, kinds) or _holds(step.then, kinds)
    return False


def restated_did(sentence: str, steps: list[Effect], ctx: Context,
                 parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The branch of "If you don't <restated instruction>, <effect>", or None. The steps after
    the one it reads are moved into both branches (``steps`` is amended in place)."""
    match = _SHAPE.fullmatch(sentence.strip().rstrip("."))
    if match is None or not steps:
        return None
    kinds = _KINDS["draw" if match.group(2).lower().startswith("draw") else match.group(3)]
    flat = _flat(steps)
    for index in range(len(flat) - 1, -1, -1):
        if _reads(flat[index], kinds):
            break
        if isinstance(flat[index], _BRANCHING) or _holds(flat[index], kinds):
            return None  # another instruction of that kind, or a branch, in between
    else:
        return None
    between = flat[index + 1:]
    if any(isinstance(node, _BRANCHING) for step in between for node in iter_nodes(step)):
        return None
    effect = parse(match.group(5), ctx)
    steps[:] = flat[:index + 1]
    done: Effect | None = Sequence(tuple(between)) if len(between) > 1 else (
        between[0] if between else None)
    return IfDid(done, Sequence((*between, effect)) if between else effect)
