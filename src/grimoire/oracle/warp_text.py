"""A permanent shuffled into its owner's library, then the top card revealed and put onto
the battlefield if it is a permanent card (Chaos Warp and its kin, CR 701.20a, 701.16a).

"The owner of target permanent shuffles it into their library, then reveals the top card of
their library." and "If it's a permanent card, they put it onto the battlefield." compile to
a shuffle into the owner's library (the target's owner read from its last known information,
CR 608.2h), a reveal of that player's top card bound as ``revealed_top``, and a conditional
put onto the battlefield under the owner's control.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> step = shuffle_then_reveal("The owner of target permanent shuffles it into their library, "
...                            "then reveals the top card of their library", [], ctx)
>>> [type(s).__name__ for s in step.steps]
['PutIntoLibrary', 'Reveal']
>>> put = shuffle_then_reveal("If it's a permanent card, they put it onto the battlefield",
...                           [step], ctx)
>>> type(put).__name__, put.then.controller
('Conditional', OwnerOf(ref=TargetRef(index=0), otherwise=None))
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.filters import CARD_TYPES
from grimoire.oracle.ir import (
    Bound,
    Conditional,
    Effect,
    Fixed,
    ObjectFilter,
    ObjectMatches,
    OwnerOf,
    PutIntoLibrary,
    PutOntoBattlefield,
    Reveal,
    Sequence,
    TopCards,
)
from grimoire.oracle.refs import parse_object

_FIRST = re.compile(r"The owner of (target [\w ]+?) shuffles it into their library, then "
                    r"reveals the top card of their library")
_SECOND = re.compile(r"If it's a permanent card, they put it onto the battlefield")
_BIND = "revealed_top"
_PERMANENT = tuple(t for t in ("artifact", "battle", "creature", "enchantment", "land",
                               "planeswalker") if t in CARD_TYPES)


def shuffle_then_reveal(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """One sentence of this class (the second only right after the first), or None."""
    text = sentence.strip().rstrip(".")
    first = _FIRST.fullmatch(text)
    if first is not None:
        target = parse_object(first.group(1), ctx)
        owner = OwnerOf(target)
        return Sequence((PutIntoLibrary(target, "shuffled"),
                         Reveal(TopCards(Fixed(1), owner), bind=_BIND)))
    if _SECOND.fullmatch(text) and steps and isinstance(steps[-1], Sequence) and isinstance(
            steps[-1].steps[-1], Reveal) and steps[-1].steps[-1].bind == _BIND:
        first_step = steps[-1].steps[0]
        assert isinstance(first_step, PutIntoLibrary)
        card = Bound(_BIND)
        return Conditional(ObjectMatches(card, ObjectFilter(types_any=_PERMANENT)),
                           PutOntoBattlefield(card, controller=OwnerOf(first_step.what)))
    return None
