"""The players who couldn't follow the instruction before (CR 608.2c, 101.3): "Each player
sacrifices a creature or planeswalker of their choice. Each player who can't discards a card."
(Plaguecrafter), "Each player discards a card. Each opponent who can't loses 3 life."

The instruction read is the step just before: a sacrifice of one permanent or a discard of one
card by each player or each opponent. A player must sacrifice or discard when able (CR 701.17a,
701.9a), so one who "can't" is exactly one who moved no such object this way; each of them in
turn (APNAP, CR 101.4) does the rest with ``You()`` naming that player. The count is
:class:`~grimoire.oracle.ir.CountedThisWay` over the resolution's own moves (CR 608.2h), so
the choices and sacrifices all happen first, then the players who couldn't act (the
Plaguecrafter ruling). A "who can't" that reads a wider group than the instruction did ("Each
opponent sacrifices ... Each player who can't ...") is not this class.

>>> from grimoire.oracle.ir import DrawCards, EachPlayer, Fixed, ObjectFilter, SacrificePermanents
>>> sac = SacrificePermanents(EachPlayer(), ObjectFilter(types_any=("creature",)))
>>> step = who_cant_sentence("Each player who can't draws a card.", [sac], Context(),
...                          lambda text, ctx: DrawCards(Fixed(1)))
>>> step.effect.condition.amount.how, step.effect.condition.check.op
('sacrificed', 'eq')
>>> who_cant_sentence("Each player who can't draws a card.", [], Context(),
...                   lambda text, ctx: DrawCards(Fixed(1))) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.amount_phrases import own_text
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AmountCompare,
    Conditional,
    CountedThisWay,
    Discard,
    EachOpponent,
    EachPlayer,
    Effect,
    Fixed,
    ForEach,
    NumberCheck,
    ObjectFilter,
    SacrificePermanents,
    Sequence,
    ThisWayVerb,
    Unimplemented,
)

_WHO_CANT = re.compile(r"each (player|opponent) who can't (\w+) (.+)", re.IGNORECASE)


def _base(verb: str) -> str:
    """The plain form of a third-person verb ("discards" -> "discard", "loses" -> "lose")."""
    low = verb.lower()
    if re.search(r"(?:ss|sh|ch|x)es$", low):
        return low[:-2]
    return low[:-1] if low.endswith("s") else low


def _instruction(step: Effect) -> tuple[ThisWayVerb, ObjectFilter, Effect] | None:
    """What the step before asked each player to move: (how, filter, step)."""
    if isinstance(step, Sequence) and step.steps:
        return _instruction(step.steps[-1])
    if isinstance(step, SacrificePermanents) and step.count == Fixed(1) and not step.every:
        return "sacrificed", step.filter, step
    if (isinstance(step, Discard) and step.amount == Fixed(1) and step.what is None
            and not step.up_to and not step.random):
        return "discarded", step.filter or ObjectFilter(), step
    return None


def who_cant_sentence(sentence: str, steps: list[Effect], ctx: Context,
                      parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The step of "Each player/opponent who can't <does something>", or None for another
    sentence (or one after an instruction this class doesn't read)."""
    match = _WHO_CANT.fullmatch(sentence.strip().rstrip("."))
    if match is None or not steps:
        return None
    read = _instruction(steps[-1])
    if read is None:
        return None
    how, flt, step = read
    players = step.player if isinstance(step, (SacrificePermanents, Discard)) else None
    opponents = match.group(1).lower() == "opponent"
    if not (isinstance(players, EachPlayer)
            or (opponents and isinstance(players, EachOpponent))):
        return None  # the instruction asked fewer players than "who can't" names
    rest = f"{_base(match.group(2))} {own_text(match.group(3))}"
    if re.search(r"\b(?:you|your)\b", match.group(3), re.IGNORECASE):
        return None  # ("you" inside would name each of those players in turn)
    state = ctx.snapshot()
    try:
        effect = parse(rest, ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(sentence, failure.reason)
    none = AmountCompare(CountedThisWay(how, flt, controlled_by_you=True), NumberCheck("eq", 0))
    return ForEach(EachOpponent() if opponents else EachPlayer(), Conditional(none, effect))
