"""Conditions that count something against a threshold, as hideaway's play conditions
read them (CR 702.75a): "if creatures you control have total power 10 or greater", "if an
opponent was dealt 7 or more damage this turn", "if you attacked with three or more
creatures this turn", "if you control three or more lands with the same name" (CR 201.2),
"if a library has twenty or fewer cards in it", "if each player has no cards in hand"; and,
in an attack trigger's effect, "if none of those creatures attacked you" (CR 508.1).

>>> from grimoire.oracle.context import Context
>>> threshold_condition("a library has twenty or fewer cards in it", Context())
SomePlayerCardsIn(zone='library', players=EachPlayer(), check=NumberCheck(op='le', \
value=20), every=False)
>>> threshold_condition("you attacked with three or more creatures this turn", Context())
AttackedWithThisTurn(check=NumberCheck(op='ge', value=3))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter

_OPS = {"greater": "ge", "more": "ge", "fewer": "le", "less": "le"}


def _number(word: str, ctx: Context) -> int | None:
    value = parse_number(word, ctx)
    return value.value if isinstance(value, ir.Fixed) else None


def threshold_condition(low: str, ctx: Context) -> ir.Condition | None:
    """The condition of a lower-case phrase of this class, or None."""
    match = re.fullmatch(rf"(.+) you control have total power ({NUMBER_RE}) or "
                         r"(greater|more|less)", low)
    if match and (n := _number(match.group(2), ctx)) is not None:
        flt, _ = parse_filter(match.group(1))
        flt = replace(flt, controller="you", zone="battlefield")
        check = ir.NumberCheck(_OPS[match.group(3)], n)  # type: ignore[arg-type]
        return ir.AmountCompare(ir.SumOf(ir.AllMatching(flt), "power"), check)
    match = re.fullmatch(rf"(an opponent|a player) was dealt ({NUMBER_RE}) or more damage "
                         r"this turn", low)
    if match and (n := _number(match.group(2), ctx)) is not None:
        who: ir.PlayerRef = ir.EachOpponent() if match.group(1) == "an opponent" \
            else ir.EachPlayer()
        return ir.DealtDamageThisTurn(who, ir.NumberCheck("ge", n))
    match = re.fullmatch(rf"you attacked with ({NUMBER_RE}) or more creatures this turn", low)
    if match and (n := _number(match.group(1), ctx)) is not None:
        return ir.AttackedWithThisTurn(ir.NumberCheck("ge", n))
    match = re.fullmatch(rf"you control ({NUMBER_RE}) or more (.+?) with the same name(?: as "
                         r"one another)?", low)
    if match and (n := _number(match.group(1), ctx)) is not None:  # CR 201.2
        flt, _ = parse_filter(match.group(2))
        flt = replace(flt, controller="you", zone="battlefield")
        return ir.ControlSameName(flt, ir.NumberCheck("ge", n))
    match = re.fullmatch(r"(none|any|one or more) of those creatures attacked you", low)
    if match and ctx.in_trigger:  # after an attack trigger: that declaration (CR 508.1)
        attacked = ir.TriggerAttackersAttackedYou()
        return ir.Not(attacked) if match.group(1) == "none" else attacked
    match = re.fullmatch(rf"a (library|graveyard) has ({NUMBER_RE}) or (fewer|more) cards "
                         r"in it", low)
    if match and (n := _number(match.group(2), ctx)) is not None:
        check = ir.NumberCheck(_OPS[match.group(3)], n)  # type: ignore[arg-type]
        return ir.SomePlayerCardsIn(match.group(1), ir.EachPlayer(), check)  # type: ignore[arg-type]
    match = re.fullmatch(r"you(?:'ve| have)? cast (?:a|an) ([\w -]+?) spell this turn", low)
    if match:  # "you've cast a noncreature spell this turn" (CR 601.2i)
        flt, _ = parse_filter(match.group(1) + " card")
        return ir.CastSpellThisTurn(replace(flt, zone=None))
    if low == "each player has no cards in hand":
        return ir.SomePlayerCardsIn("hand", ir.EachPlayer(), ir.NumberCheck("eq", 0), every=True)
    return None
