""""<player>'s life total becomes <amount>" (CR 119.5): "each player's life total becomes the
highest life total among all players", "target player's life total becomes 10", "your life
total becomes half your starting life total, rounded up".

A per-player amount ("the number of creatures they control") is read for each player in
turn (``ForEach``, ``You()`` naming that player).

>>> from grimoire.oracle.context import Context
>>> life_total_clause("each player's life total becomes 7", Context())
ForEach(players=EachPlayer(), effect=SetLifeTotal(player=You(), amount=Fixed(value=7)))
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Amount,
    EachOpponent,
    EachPlayer,
    Effect,
    ExtremeLife,
    ForEach,
    HalfOf,
    SetLifeTotal,
    StartingLife,
    You,
)
from grimoire.oracle.refs import parse_player, parse_target

_CLAUSE = re.compile(r"(your|each player's|each opponent's|target player's|target "
                     r"opponent's|that player's|up to one target player's) life total "
                     r"becomes (.+)", re.IGNORECASE)


def _amount(text: str, ctx: Context) -> Amount:
    low = text.lower()
    match = re.fullmatch(r"the (highest|lowest) life total among all players", low)
    if match:
        return ExtremeLife(match.group(1) == "highest")
    match = re.fullmatch(r"(?:equal to )?(half )?(?:your|their) starting life total"
                         r"(?:, rounded (up|down))?", low)
    if match:  # CR 103.4
        if match.group(1):
            if not match.group(2):
                raise ParseFailure(text, "half without rounding")
            return HalfOf(StartingLife(), match.group(2) == "up")
        return StartingLife()
    return parse_amount(re.sub(r"\bthey control\b", "you control", text), ctx)


def life_total_clause(text: str, ctx: Context) -> Effect | None:
    """The clause's :class:`~grimoire.oracle.ir.SetLifeTotal`, or None for another one."""
    if re.fullmatch(r"it becomes equal to your starting life total", text.strip().rstrip("."),
                    re.IGNORECASE):  # after "if your life total is less than ...": "it" is
        return SetLifeTotal(You(), StartingLife())  # your life total (CR 119.5, 103.4)
    match = _CLAUSE.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    whose = match.group(1).lower()
    amount = _amount(match.group(2), ctx)
    if whose in ("each player's", "each opponent's"):
        every = EachPlayer() if whose == "each player's" else EachOpponent()
        return ForEach(every, SetLifeTotal(You(), amount))  # each their own (CR 101.4)
    if whose.startswith("up to one "):  # Torgaar: none or one player (CR 115.1, 601.2c)
        return SetLifeTotal(parse_target(whose.removesuffix("'s"), ctx), amount)
    who = You() if whose == "your" else parse_player(whose.removesuffix("'s"), ctx)
    return SetLifeTotal(who, amount)
