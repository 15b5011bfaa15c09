"""The verb "flip" for a flip card (CR 710): "flip ~", "flip it", "you may flip it", "flip
this creature" (the permanent with the ability; flipping is one-way, CR 710.4, and only a
flip card flips: :mod:`grimoire.rules.flip`). "Flip a coin" stays the coin's (CR 705,
:mod:`grimoire.oracle.verbs.more`).

>>> from grimoire.oracle.ir import You
>>> VERBS["flip"](You(), "~", Context())
KeywordAction(action='flip', amount=None, what=ThisObject(), subtype=None, player=You())
"""

from __future__ import annotations

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Effect, KeywordAction, ThisObject
from grimoire.oracle.lexer import SELF
from grimoire.oracle.verbs import more as _more  # noqa: F401  (the coin's "flip" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["flip"]
_THIS = frozenset({SELF, "~", "it", "this creature", "this permanent"})


@verb("flip")
def _flip(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "flip ~": this permanent flips (CR 710.2); any other object: the coin's verb."""
    if rest in _THIS and (rest != "it" or ctx.antecedent in (None, ThisObject())):
        return KeywordAction("flip", what=ThisObject())
    return _BASE(subject, rest, ctx)
