""""Each of those tokens fights a different one of those creatures." after "For each
creature your opponents control, create a 4/4 green Phyrexian Beast creature token."
(Ezuri's Predation, CR 701.14): the tokens just made, paired with the creatures they were
counted by (:class:`~grimoire.oracle.ir.FightPairs`)."""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    CountOf,
    CreateTokens,
    Effect,
    FightPairs,
    ObjectRef,
)

_PAIRS = re.compile(r"each of those tokens fights a different one of those creatures",
                    re.IGNORECASE)


def fight_pairs_sentence(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The fights, or None for another sentence (or no token step counted by creatures)."""
    if _PAIRS.fullmatch(sentence.strip().rstrip(".")) is None or not steps:
        return None
    made = steps[-1]
    if not isinstance(made, CreateTokens) or not isinstance(made.amount, CountOf) \
            or "creature" not in made.amount.filter.types_any:
        return None
    counted = _counted(made.amount)
    return None if counted is None else FightPairs(Bound("token"), counted)


def _counted(amount: CountOf) -> ObjectRef | None:
    """The creatures the tokens were counted by: every match of the filter, or those the
    named players control ("each creature your opponents control": ``among`` holds the
    controllers, CR 108.4); any other narrowing is not this shape."""
    if amount.among is None:
        return AllMatching(amount.filter)
    among = amount.among
    if isinstance(among, AllMatching) and among.filter == amount.filter:
        return among
    return None
