"""Condition phrases ("it's an artifact card", "you have no cards in hand", "the result is
10 or higher").

>>> from grimoire.oracle.ir import Bound
>>> cond = parse_condition("it's an artifact card", Context(antecedent=Bound("found")))
>>> cond.ref, cond.filter.types_any
(Bound(name='found'), ('artifact',))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AmountCompare,
    CardsIn,
    Condition,
    DieResult,
    NumberCheck,
    ObjectMatches,
    ResultInRange,
    ThisObject,
    YouControl,
)
from grimoire.oracle.lexer import SELF

_CMP = {
    "or less": "le",
    "or greater": "ge",
    "or more": "ge",
    "or fewer": "le",
    "or higher": "ge",
    "or lower": "le",
}


def parse_condition(text: str, ctx: Context) -> Condition:
    """Parse the condition of an "if" clause."""
    low = text.strip().lower()
    match = re.fullmatch(r"(?:it's|it is|that card is|the card is|that's) (?:a|an) (.+)", low)
    if match and ctx.antecedent is not None:
        flt, _ = parse_filter(match.group(1))
        return ObjectMatches(ctx.antecedent, flt)
    match = re.fullmatch(r"you have no cards in hand", low)
    if match:
        return AmountCompare(CardsIn("hand"), NumberCheck("eq", 0))
    match = re.fullmatch(r"you have (\d+) or (more|less|fewer) (cards in hand|life)", low)
    if match:
        from grimoire.oracle.ir import Amount

        amount: Amount = CardsIn("hand")
        if match.group(3) == "life":
            raise ParseFailure(text, "life total amounts are not modelled")
        op = "ge" if match.group(2) == "more" else "le"
        return AmountCompare(amount, NumberCheck(op, int(match.group(1))))  # type: ignore[arg-type]
    match = re.fullmatch(r"you control (a|an|another|no) (.+)", text.strip(), re.IGNORECASE)
    if match:
        flt, _ = parse_filter(match.group(2))
        flt = replace(
            flt, controller="you", zone="battlefield", another=match.group(1).lower() == "another"
        )
        cond = YouControl(flt)
        if match.group(1).lower() == "no":
            from grimoire.oracle.ir import Not

            return Not(cond)
        return cond
    match = re.fullmatch(
        r"the (natural )?result is (\d+) (or less|or greater|or more|or higher|or lower)", low
    )
    if match and ctx.rolled:
        return AmountCompare(
            DieResult(natural=bool(match.group(1))),
            NumberCheck(_CMP[match.group(3)], int(match.group(2))),  # type: ignore[arg-type]
        )
    match = re.fullmatch(r"any of those results was (\d+) or (higher|greater|more)", low)
    if match and ctx.rolled:
        return ResultInRange(int(match.group(1)), None, any_die=True)
    match = re.fullmatch(r"(?:~|it) is (?:a|an) (.+)", text.strip().replace(SELF, "~"))
    if match:
        flt, _ = parse_filter(match.group(1))
        return ObjectMatches(ThisObject(), flt)
    raise ParseFailure(text, "unknown condition")
