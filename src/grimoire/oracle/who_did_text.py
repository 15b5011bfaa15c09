"""The players an earlier instruction acted on (CR 608.2c): "Each player who sacrificed a
creature this way draws two cards", "Each player who discarded a card this way draws a
card" — for each player in turn (APNAP, CR 101.4), the instruction with ``You()`` naming
that player, done only by a player who moved at least one such object this way (counted by
:mod:`grimoire.rules.this_way` from the resolution's own moves, as the objects last were,
CR 608.2h; a player who had nothing to sacrifice sacrificed nothing, CR 701.17a).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import DrawCards, Fixed
>>> step = players_who_did("Each player who sacrificed a creature this way draws two cards",
...                        Context(), lambda text, ctx: DrawCards(Fixed(2)), {"draws": "draw"}.get)
>>> type(step.players).__name__, step.effect.condition.amount.how
('EachPlayer', 'sacrificed')
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.amount_phrases import own_text
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AmountCompare,
    Conditional,
    CountedThisWay,
    EachOpponent,
    EachPlayer,
    Effect,
    ForEach,
    NumberCheck,
    ThisWayVerb,
)

_DID: dict[str, ThisWayVerb] = {"sacrificed": "sacrificed", "discarded": "discarded",
                                "exiled": "exiled", "milled": "milled"}
_WHO = re.compile(r"each (player|opponent) who (sacrificed|discarded|exiled|milled) "
                  r"(?:a|an|one or more) ([\w\s-]+?) this way (\w+) (.+)", re.IGNORECASE)


def players_who_did(text: str, ctx: Context, parse: Callable[[str, Context], Effect],
                    base_verb: Callable[[str], str | None]) -> Effect | None:
    """The step of "Each player who <did> a <noun> this way <does something>", or None
    for another sentence."""
    match = _WHO.fullmatch(text.strip().rstrip("."))
    if match is None or re.search(r"\b(?:you|your)\b", match.group(5), re.IGNORECASE):
        return None  # ("you" inside would name each of those players in turn)
    verb = base_verb(match.group(4).lower())
    try:
        flt, plural = parse_filter(match.group(3))
    except ParseFailure:
        return None
    if verb is None or plural:
        return None
    state = ctx.snapshot()
    try:
        effect = parse(f"{verb} {own_text(match.group(5))}", ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    counted = CountedThisWay(_DID[match.group(2).lower()], flt, controlled_by_you=True)
    who = EachPlayer() if match.group(1).lower() == "player" else EachOpponent()
    return ForEach(who, Conditional(AmountCompare(counted, NumberCheck("ge", 1)), effect))
