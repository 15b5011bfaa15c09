"""Follow-up sentences that amend the instruction before them, wherever it sits (issue 13).

A sentence such as "It can't be regenerated." (CR 701.19c), "It's still a land." (CR
205.1b) or "You may choose new targets for the copy." (CR 707.10c) qualifies what the
sentence before it did. That step is often wrapped: "you may sacrifice it. If you do,
destroy target creature defending player controls. It can't be regenerated." (Necrite) puts
the destroy inside "If you do" (:class:`~grimoire.oracle.ir.IfDid`); "you may ..." inside a
:class:`~grimoire.oracle.ir.MayDo`; "if ..., ..." inside a
:class:`~grimoire.oracle.ir.Conditional` without "otherwise". :func:`amend_nested` finds the
instruction the pronoun refers to — the last one done — by going into those wrappers, lets
the ordinary amendment (``amend``, :func:`grimoire.oracle.effects._amend_previous`) change
it, and rebuilds the wrappers around the change. A Conditional with an "otherwise" is left
alone: "it" could be either branch.

"Put the rest on the bottom of your library in a random order." after "look at the top N
cards ... You may exile a <card> from among them." (:func:`rest_after_look`): the rest are
the looked-at cards the exile didn't take (CR 401.4; :class:`~grimoire.oracle.ir.RestOf`).

>>> from grimoire.oracle.ir import Destroy, IfDid, MayDo, SacrificeThis, TargetRef
>>> def regen(sentence, steps):
...     inner = steps[-1]
...     return replace(inner, no_regenerate=True) if isinstance(inner, Destroy) else None
>>> steps = [MayDo(SacrificeThis()), IfDid(Destroy(TargetRef(0)))]
>>> amend_nested("It can't be regenerated.", steps, regen)
IfDid(then=Destroy(what=TargetRef(index=0), no_regenerate=True, bind=None), otherwise=None)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    Bound,
    Conditional,
    Effect,
    IfDid,
    LookAt,
    MayDo,
    PutIntoLibrary,
    RestOf,
    Sequence,
    iter_nodes,
)

Amend = Callable[[str, list[Effect]], Effect | None]


def amend_nested(sentence: str, steps: list[Effect], amend: Amend) -> Effect | None:
    """The last step with the instruction inside it amended by ``amend`` (which reads only
    a plain last step), or None when no wrapped instruction takes the amendment."""
    if not steps:
        return None
    return _into(sentence, steps[-1], amend, top=True)


def _into(sentence: str, step: Effect, amend: Amend, top: bool) -> Effect | None:
    if not top:
        direct = amend(sentence, [step])
        if direct is not None:
            return direct
    if isinstance(step, Sequence) and step.steps:
        inner = _into(sentence, step.steps[-1], amend, top=False)
        return None if inner is None else Sequence((*step.steps[:-1], inner))
    if isinstance(step, IfDid) and step.then is not None and step.otherwise is None:
        inner = _into(sentence, step.then, amend, top=False)
        return None if inner is None else replace(step, then=inner)
    if isinstance(step, MayDo):
        inner = _into(sentence, step.effect, amend, top=False)
        return None if inner is None else replace(step, effect=inner)
    if isinstance(step, Conditional) and step.otherwise is None:
        inner = _into(sentence, step.then, amend, top=False)
        return None if inner is None else replace(step, then=inner)
    return None


_REST = re.compile(r"put the rest on the bottom(?: of your library)? in (a random|any) order",
                   re.IGNORECASE)


def rest_after_look(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """ "Put the rest on the bottom of your library in a random order." after a look at the
    top cards and a step that took some of them (exiled, put onto the battlefield): the
    looked-at cards still in the library go to the bottom (CR 401.4); None otherwise, or
    when the cards in question are still the looked-at ones (:mod:`~grimoire.oracle.verbs.
    rest_of` reads those)."""
    match = _REST.fullmatch(sentence.strip().rstrip("."))
    if isinstance(ctx.cards, Bound) and ctx.cards.name in ("looked", "found", "exiled_way"):
        return None
    if match is None or not any(isinstance(node, LookAt) and node.bind == "looked"
                                for step in steps for node in iter_nodes(step)):
        return None
    return PutIntoLibrary(RestOf("looked"), "bottom",
                          order="random" if match.group(1).lower() == "a random" else "any")
