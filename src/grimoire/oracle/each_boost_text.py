"""A one-shot boost whose size differs for each object it affects (CR 608.2h, 611.2c):

    Then each creature your opponents control gets -1/-1 until end of turn for each poison
    counter its controller has.

The count names the affected object ("its controller", "it"), so the instruction is done once
for each object the filter matches as it resolves (:class:`~grimoire.oracle.ir.ForEachObject`,
``Bound("each")`` naming it); each count is read as the spell resolves and locked in (CR
608.2h), and only the objects there then are affected (CR 611.2c).

>>> from grimoire.oracle.context import Context
>>> step = each_own_boost("Then each creature your opponents control gets -1/-1 until end "
...                       "of turn for each poison counter its controller has.", Context())
>>> step.filter.controller, step.effect.power
('opponent', Times(amount=PlayerCountersOf(player=ControllerOf(ref=Bound(name='each', \
player=None)), kind='poison'), factor=-1))
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import for_each_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import Amount, Bound, Fixed, ForEachObject, ModifyPowerToughness, Times

__all__ = ["each_own_boost"]

_EACH = re.compile(r"(?:then )?each (.+?) gets? ([+-])(\d+)/([+-])(\d+) until end of turn "
                   r"for each (.+)", re.IGNORECASE)
_OWN = re.compile(r"\b(?:its|it)\b")


def _scaled(amount: Amount, sign: str, number: str) -> Amount:
    factor = int(number) * (-1 if sign == "-" else 1)
    return Fixed(0) if factor == 0 else amount if factor == 1 else Times(amount, factor)


def each_own_boost(sentence: str, ctx: Context) -> ForEachObject | None:
    """ "each <permanents> gets +N/+M until end of turn for each <count naming it>", or None
    (a count that doesn't name the affected object is one number for all: not this class)."""
    match = _EACH.fullmatch(sentence.strip().rstrip("."))
    if match is None or not _OWN.search(match.group(6)):
        return None
    who, p_sign, p_num, t_sign, t_num, tail = match.groups()
    flt = needs_battlefield(parse_filter(who)[0], who)
    if not flt.types_any and not flt.subtypes_any:
        raise ParseFailure(sentence, "each what")
    saved = ctx.antecedent
    ctx.antecedent = Bound("each")
    try:
        amount = for_each_amount(tail, ctx)
    finally:
        ctx.antecedent = saved
    return ForEachObject(flt, ModifyPowerToughness(
        Bound("each"), _scaled(amount, p_sign, p_num), _scaled(amount, t_sign, t_num)))
