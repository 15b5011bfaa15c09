"""A payment whose X the payer chooses within a bound: "you may pay {X}, where X is less
than or equal to the amount of life you gained." (Well of Lost Dreams). CR 107.3: the text
lets the payer choose X; the bound is read as the effect is followed. The following "If
you do, draw X cards" reads the X paid (``VarX()``).

"you may pay X life, where X is <amount>. If you do, draw X cards." (Tymna the Weaver): in
a triggered ability (which has no X of its own to choose, CR 107.3) X is that amount, read
as the payment is made and again by the later sentences of the ability; exactly X life or
none (CR 119.4: only with that much life; Tymna's ruling: not less to draw fewer).

>>> from grimoire.oracle.context import Context
>>> x_payment_sentence("you may pay {X}, where X is less than or equal to that much.",
...                    Context(in_trigger=True))
MayDo(effect=PayUpToX(maximum=EventAmount(), player=You()), who=You())
>>> ctx = Context(in_trigger=True)
>>> x_payment_sentence("you may pay X life, where X is the number of opponents you have.", ctx)
MayDo(effect=PayCost(cost=Cost(mana=ManaCost(symbols=()), \
parts=(PayLifeCost(amount=PlayerCount(players=EachOpponent())),)), player=You()), who=You())
>>> ctx.chosen_x
PlayerCount(players=EachOpponent())
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Cost, Effect, MayDo, PayCost, PayLifeCost, PayUpToX, Unimplemented

__all__ = ["x_payment_sentence"]

_SHAPE = re.compile(r"you may pay \{X\}, where X is less than or equal to (.+?)\.?",
                    re.IGNORECASE)
_LIFE = re.compile(r"you may pay X life, where X is (.+?)\.?")


def x_payment_sentence(sentence: str, ctx: Context) -> Effect | None:
    """The optional payment of an X up to an amount, or None for another sentence."""
    match = _SHAPE.fullmatch(sentence.strip())
    if match is None:
        return _x_life(sentence, ctx)
    try:
        bound = parse_amount(match.group(1), ctx)
    except ParseFailure as failure:
        return Unimplemented(sentence, failure.reason)
    return MayDo(PayUpToX(bound))



def _x_life(sentence: str, ctx: Context) -> Effect | None:
    """ "you may pay X life, where X is <amount>." in a triggered ability whose X isn't named
    yet (the later "draw X cards" is that amount too), or None."""
    match = _LIFE.fullmatch(sentence.strip())
    if match is None or not ctx.in_trigger or ctx.chosen_x is not None:
        return None
    try:
        amount = parse_amount(match.group(1), ctx)
    except ParseFailure as failure:
        return Unimplemented(sentence, failure.reason)
    ctx.chosen_x = amount  # (as "where X is" in parse_sentence: CR 107.3)
    return MayDo(PayCost(Cost(parts=(PayLifeCost(amount),))))
