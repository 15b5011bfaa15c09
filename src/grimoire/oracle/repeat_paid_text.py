"""A paid instruction repeated as many times as its player chooses, and what follows it
(Lim-Dûl's Vault): "As many times as you choose, you may pay 1 life, put those cards on the
bottom of your library in any order, then look at the top five cards of your library."
(:class:`~grimoire.oracle.ir.RepeatWhilePaid`: the player pays again and again, CR 118.3),
then "Then shuffle and put the last cards you looked at this way on top in any order.": the
cards of the last "look at the top N cards" stay out of the shuffle (CR 701.20a) and go back
on top in the order the player chooses (CR 608.2c), that is, they are the top N.

>>> from grimoire.oracle.ir import LookAt, TopCards, Fixed
>>> looked = [LookAt(TopCards(Fixed(5)))]
>>> last_looked_on_top("Then shuffle and put the last cards you looked at this way on top in "
...                    "any order.", looked)
Sequence(steps=(Shuffle(player=You(), then_top='looked'), LibraryLook(kind='reorder', \
amount=Fixed(value=5), player=You(), bind='')))
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.costs import parse_cost
from grimoire.oracle.ir import (
    Effect,
    LibraryLook,
    LookAt,
    RepeatWhilePaid,
    Sequence,
    Shuffle,
    TopCards,
    Unimplemented,
    You,
)

__all__ = ["last_looked_on_top", "repeat_paid_sentence"]

_REPEAT = re.compile(r"as many times as you choose, you may (pay [^,]+), (.+?)\.?",
                     re.IGNORECASE)
_ON_TOP = re.compile(r"(?:then )?shuffle and put the last cards you looked at this way on "
                     r"top in any order\.?", re.IGNORECASE)


def repeat_paid_sentence(sentence: str, ctx: Context,
                         parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The repeated payment, or None for another sentence."""
    match = _REPEAT.fullmatch(sentence.strip())
    if match is None:
        return None
    state = ctx.snapshot()
    try:
        cost = parse_cost(match.group(1))
        effect = parse(match.group(2), ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(sentence, failure.reason)
    if isinstance(effect, Unimplemented):
        return Unimplemented(sentence, effect.reason)
    return RepeatWhilePaid(cost, effect)


def _looks(steps: list[Effect] | tuple[Effect, ...]) -> Iterator[LookAt]:
    for step in steps:
        if isinstance(step, LookAt):
            yield step
        elif isinstance(step, Sequence):
            yield from _looks(step.steps)
        elif isinstance(step, RepeatWhilePaid):
            yield from _looks((step.effect,))


def last_looked_on_top(sentence: str, steps: list[Effect]) -> Effect | None:
    """ "Then shuffle and put the last cards you looked at this way on top in any order."
    after looks at the top N cards of your library (each binding "looked"), or None."""
    if _ON_TOP.fullmatch(sentence.strip()) is None:
        return None
    looks = list(_looks(steps))
    amounts = {look.what.amount for look in looks if isinstance(look.what, TopCards)
               and look.what.player == You() and not look.what.bottom
               and look.bind == "looked"}
    if not looks or len(amounts) != 1 or len(looks) != sum(
            isinstance(look.what, TopCards) for look in looks):
        return Unimplemented(sentence, "the last cards looked at how")
    return Sequence((Shuffle(You(), then_top="looked"),
                     LibraryLook("reorder", amounts.pop())))
