"""Offers to each opponent: "Each opponent may <offer>. For each opponent who does,
<reward>." (the tempting-offer cards; Tempting Contract). The sentence "For each opponent
who does, ..." reads the step before, "Each opponent may ..." (compiled as each opponent
in turn doing it if they choose), and the two become one
:class:`~grimoire.oracle.ir.OfferEach`: every opponent decides first, then those who
accepted do it, then the controller does the reward once per acceptance (the rulings).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import DrawCards, EachOpponent, Fixed, ForEach, MayDo
>>> steps = [ForEach(EachOpponent(), MayDo(DrawCards(Fixed(1))))]
>>> node = offer_sentence("For each opponent who does, draw a card.", steps, Context(),
...                       lambda text, ctx: DrawCards(Fixed(1)))
>>> type(node).__name__, steps
('OfferEach', [])
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    EachOpponent,
    Effect,
    ForEach,
    MayDo,
    OfferEach,
    SearchLibrary,
    Sequence,
    You,
)

__all__ = ["offer_sentence"]

_REWARD = re.compile(r"for each opponent who (does|searches a library this way), (.+?)\.?",
                     re.IGNORECASE)


def offer_sentence(sentence: str, steps: list[Effect], ctx: Context,
                   parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The :class:`OfferEach` of "For each opponent who does, <reward>." after "Each
    opponent may <offer>." (the step before is taken out of ``steps``), or None."""
    match = _REWARD.fullmatch(sentence.strip())
    if match is None or not steps:
        return None
    last = steps[-1]
    if not (isinstance(last, ForEach) and isinstance(last.players, EachOpponent)
            and isinstance(last.effect, MayDo) and isinstance(last.effect.who, You)):
        return None
    if match.group(1).lower() != "does" and not _searches(last.effect.effect):
        return None  # "who searches a library this way" names an offer that is a search
    state = ctx.snapshot()
    try:
        reward = parse(match.group(2), ctx)
    except ParseFailure:  # not understood: the caller reports the sentence
        ctx.restore(state)
        return None
    steps.pop()
    return OfferEach(last.effect.effect, reward)


def _searches(effect: Effect) -> bool:
    """``effect`` is a library search (maybe followed by what is done with the card): the
    offer "For each opponent who searches a library this way" counts (CR 701.19a: a
    player who accepted searched, whether or not they found a card)."""
    if isinstance(effect, Sequence) and effect.steps:
        effect = effect.steps[0]
    return isinstance(effect, SearchLibrary)
