""""Each of those tokens fights a different one of those creatures." after "For each
creature your opponents control, create a 4/4 green Phyrexian Beast creature token."
(Ezuri's Predation, CR 701.14): the tokens just made, paired with the creatures they were
counted by (:class:`~grimoire.oracle.ir.FightPairs`).

"Those creatures fight each other." after an instruction to two single creature targets
("Tap target creature you control and target creature of an opponent's choice they
control."): the two targets fight (CR 701.12a); if either is gone or an illegal target, no
damage is dealt (CR 701.12b, the resolver :func:`grimoire.effects.basic.fight`)."""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    CountOf,
    CreateTokens,
    Effect,
    Fight,
    FightPairs,
    TargetRef,
)

_PAIRS = re.compile(r"each of those tokens fights a different one of those creatures",
                    re.IGNORECASE)


_EACH_OTHER = re.compile(r"(?:then )?those creatures fight each other", re.IGNORECASE)


def fight_pairs_sentence(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The fights, or None for another sentence (or no token step counted by creatures)."""
    if _EACH_OTHER.fullmatch(sentence.strip().rstrip(".")) is not None:
        return _each_other(ctx)
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


def _each_other(ctx: Context) -> Effect | None:
    """ "Those creatures fight each other": the ability's two targets, each exactly one
    creature (CR 701.12a); None when "those creatures" names anything else."""
    specs = ctx.targets
    if len(specs) != 2 or not all(
            s.kind == "object" and not s.also_player and (s.min_count, s.max_count) == (1, 1)
            and s.max_amount is None and s.filter.types_any == ("creature",) for s in specs):
        return None
    return Fight(TargetRef(0), TargetRef(1))
