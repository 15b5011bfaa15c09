"""A payment whose X the payer chooses within a bound: "you may pay {X}, where X is less
than or equal to the amount of life you gained." (Well of Lost Dreams). CR 107.3: the text
lets the payer choose X; the bound is read as the effect is followed. The following "If
you do, draw X cards" reads the X paid (``VarX()``).

>>> from grimoire.oracle.context import Context
>>> x_payment_sentence("you may pay {X}, where X is less than or equal to that much.",
...                    Context(in_trigger=True))
MayDo(effect=PayUpToX(maximum=EventAmount(), player=You()), who=You())
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, MayDo, PayUpToX, Unimplemented

__all__ = ["x_payment_sentence"]

_SHAPE = re.compile(r"you may pay \{X\}, where X is less than or equal to (.+?)\.?",
                    re.IGNORECASE)


def x_payment_sentence(sentence: str, ctx: Context) -> Effect | None:
    """The optional payment of an X up to an amount, or None for another sentence."""
    match = _SHAPE.fullmatch(sentence.strip())
    if match is None:
        return None
    try:
        bound = parse_amount(match.group(1), ctx)
    except ParseFailure as failure:
        return Unimplemented(sentence, failure.reason)
    return MayDo(PayUpToX(bound))
