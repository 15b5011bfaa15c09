"""Prototype (CR 702.160a, 718): "Prototype {1}{G} — 2/3" is a second set of mana cost, power
and toughness the card may be cast with. The compiler reads it as an alternative cost
(:class:`~grimoire.oracle.ir.AlternativeCost`) with the cast option ``"prototyped"`` and the
prototype's power and toughness; the spell cast with it and the permanent it becomes have
only those values and the colors of that mana cost (CR 718.3b;
:mod:`grimoire.mechanics.prototype`).

>>> prototype_keyword("Prototype {1}{G} — 2/3")
Keyword(name='prototype', cost=Cost(mana=ManaCost(symbols=('1', 'G')), parts=()), \
amount=None, filter=None, players=False)
>>> cost = prototype_costs(["Prototype {1}{G} — 2/3", "Trample"])[0]
>>> cost.option, cost.prototype, str(cost.cost.mana)
('prototyped', (2, 3), '{1}{G}')
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from grimoire.core.mana import ManaCost, ManaSymbolError
from grimoire.oracle.context import ParseFailure
from grimoire.oracle.ir import AlternativeCost, Cost, Keyword

PROTOTYPED = "prototyped"
"""The cast option of a prototyped spell (CR 702.160a), remembered by its permanent."""

_LINE = re.compile(r"prototype ((?:\{[^}]+\})+) [—-] (\d+)/(\d+)", re.IGNORECASE)


def _parts(text: str) -> tuple[ManaCost, int, int] | None:
    match = _LINE.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    try:
        mana = ManaCost.parse(match.group(1))
    except ManaSymbolError as error:
        raise ParseFailure(text, str(error)) from error
    return mana, int(match.group(2)), int(match.group(3))


def prototype_keyword(item: str) -> Keyword | None:
    """The keyword of a "Prototype {cost} — P/T" line (CR 702.160a), or None."""
    parts = _parts(item)
    return None if parts is None else Keyword("prototype", cost=Cost(mana=parts[0]))


def prototype_costs(lines: Iterable[str]) -> tuple[AlternativeCost, ...]:
    """The alternative costs of the card's prototype lines (its text lines, reminder text
    removed), each with the prototype's power and toughness (CR 718.3b)."""
    out = []
    for line in lines:
        try:
            parts = _parts(line)
        except ParseFailure:
            continue  # (the keyword line is reported as not understood)
        if parts is not None:
            mana, power, toughness = parts
            out.append(AlternativeCost(Cost(mana=mana), text=line.strip(), option=PROTOTYPED,
                                       prototype=(power, toughness)))
    return tuple(out)
