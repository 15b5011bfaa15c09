"""The die-rolling verbs (CR 706): "roll a d20", "roll two d6 and ignore the lower roll",
"roll again", "reroll any die", "reflip any coin or reroll any die".

>>> from grimoire.oracle.ir import You
>>> _roll(You(), "a d20", Context()).sides
20
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Amount,
    AttackedPlayersCount,
    EachOpponent,
    EachPlayer,
    Effect,
    Fixed,
    HighestRollers,
    RerollAnyDie,
    RerollStored,
    RollAgain,
    RollDice,
    RollPlanarDie,
    RollToVisit,
    Sequence,
    ThisObject,
    Times,
    You,
)
from grimoire.oracle.verbs.registry import Subject, as_player, verb


@verb("roll")
def _roll(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "again" and ctx.rolled:
        return RollAgain()  # CR 706.3c: the same kind and number of dice
    if rest == "the planar die":
        return RollPlanarDie()
    if rest == "to visit your Attractions":
        return RollToVisit(as_player(subject, ctx))  # CR 701.49
    if not isinstance(subject, You | EachPlayer):
        # "that player rolls two d6" (one other player: CR 706.1, the roll is theirs)
        other = re.fullmatch(r"(" + NUMBER_RE + r") d(\d+)", rest)
        roller = as_player(subject, ctx)
        if other is None or isinstance(roller, EachOpponent | HighestRollers):
            raise ParseFailure(rest, "another player rolls")
        ctx.rolled = True
        return RollDice(parse_number(other.group(1), ctx), int(other.group(2)), player=roller)
    per_player = re.fullmatch(r"a (d\d+) for each player being attacked( and .+)?", rest)
    if per_player:
        rest = f"X {per_player.group(1)}{per_player.group(2) or ''}"
    match = re.fullmatch(r"(" + NUMBER_RE + r") d(\d+)(?: and (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "roll what")
    if per_player:
        count: Amount = AttackedPlayersCount()
    else:
        count = parse_number(match.group(1), ctx)
    sides = int(match.group(2))
    tail = match.group(3)
    if isinstance(subject, EachPlayer):
        if tail is not None:
            raise ParseFailure(rest, "each player rolls and ...")
        ctx.rolled = True
        return RollDice(count, sides, player=EachPlayer())
    ctx.rolled = True
    roll = RollDice(count, sides)
    if tail is None:
        return roll
    ignore = re.fullmatch(r"ignore (the lower|the lowest|all but the highest) roll", tail)
    if ignore:
        # CR 706.6: an ignored roll is considered never to have happened.
        if ignore.group(1).startswith("all"):
            return replace(roll, keep_highest=1)
        if isinstance(count, Fixed):
            return replace(roll, keep_highest=count.value - 1)
    store = re.fullmatch(r"store those results on (it|~)", tail)
    if store:
        return replace(roll, store_on=ThisObject())  # CR 706.8a
    if tail == "choose one result" and isinstance(count, Fixed) and count.value == 2:
        ctx.chooses_two = True
        return replace(roll, choose_from=2)
    plus = re.fullmatch(r"(add|subtract) (.+)", tail)
    if plus:
        amount = parse_amount(plus.group(2), ctx)
        if plus.group(1) == "subtract":
            amount = Times(amount, -1)
        return replace(roll, bonus=amount)
    from grimoire.oracle.effects import parse_compound

    after = parse_compound(tail, ctx)
    return Sequence((roll, after))


@verb("reroll")
def _reroll(subject: Subject, rest: str, ctx: Context) -> Effect:
    if re.fullmatch(r"any number of (?:~'s|its) stored results", rest):
        return RerollStored(ThisObject())  # CR 706.8b
    if rest == "any die" and isinstance(subject, You):
        return RerollAnyDie()  # CR 706.2b, see grimoire.rules.roll_window
    raise ParseFailure(rest, "reroll what")


@verb("reflip")
def _reflip(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "any coin or reroll any die" and isinstance(subject, You):
        return RerollAnyDie(coins=True)  # CR 705, 706.2b
    raise ParseFailure(rest, "reflip what")
