"""Conditions about the players of the game: "you have two or more opponents" (the
Commander-era lands: "This land enters tapped unless you have two or more opponents") and
"a player has 13 or less life" / "an opponent has 10 or less life" (CR 119.1).

>>> from grimoire.oracle.context import Context
>>> player_condition("you have two or more opponents", Context())
AmountCompare(amount=PlayerCount(players=EachOpponent()), check=NumberCheck(op='ge', value=2))
>>> player_condition("a player has 13 or less life", Context()).check
NumberCheck(op='le', value=13)
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    AmountCompare,
    AttackedPlayersWhere,
    Condition,
    EachOpponent,
    EachPlayer,
    Fixed,
    NumberCheck,
    PlayerCount,
    PlayersExist,
    PlayersWhere,
    SomePlayerLife,
)
from grimoire.oracle.player_counts import checked_condition

_OPS = {"more": "ge", "fewer": "le", "less": "le"}


def player_condition(low: str, ctx: Context) -> Condition | None:
    """The condition of a lower-case phrase about players, or None."""

    match = re.fullmatch(rf"you have ({NUMBER_RE}) or (more|fewer) opponents", low)
    if match:
        number = parse_number(match.group(1), ctx)
        if isinstance(number, Fixed):
            check = NumberCheck(_OPS[match.group(2)], number.value)  # type: ignore[arg-type]
            return AmountCompare(PlayerCount(EachOpponent()), check)
    match = re.fullmatch(r"(a player|an opponent) has (\d+) or (more|less) life", low)
    if match:
        who = EachPlayer() if match.group(1) == "a player" else EachOpponent()
        check = NumberCheck(_OPS[match.group(3)], int(match.group(2)))  # type: ignore[arg-type]
        return SomePlayerLife(who, check)
    match = re.fullmatch(r"one or more players being attacked (.+)", low)
    if match and (quality := checked_condition(match.group(1))) is not None:
        return AttackedPlayersWhere(quality)  # CR 506.2: the players attacked now
    # "an opponent's life total is less than half their starting life total" ("an opponent
    # controls a ..." stays YouControl's)
    match = re.fullmatch(r"(an opponent|a player)(?:'s | )(.+)", low)
    if match and not re.match(r"controls (?:a|an) ", match.group(2)):
        quality = checked_condition(match.group(2))
        if quality is not None:
            who = EachPlayer() if match.group(1) == "a player" else EachOpponent()
            return PlayersExist(PlayersWhere(who, quality))
    return None
