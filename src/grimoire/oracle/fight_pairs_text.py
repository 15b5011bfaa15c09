""""Each of those tokens fights a different one of those creatures." after "For each
creature your opponents control, create a 4/4 green Phyrexian Beast creature token."
(Ezuri's Predation, CR 701.14): the tokens just made, paired with the creatures they were
counted by (:class:`~grimoire.oracle.ir.FightPairs`)."""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import AllMatching, Bound, CountOf, CreateTokens, Effect, FightPairs

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
    among = made.amount.among  # "each creature your opponents control": whose they are
    if among is None:
        return FightPairs(Bound("token"), AllMatching(made.amount.filter))
    return FightPairs(Bound("token"), among) if isinstance(among, AllMatching) else None
