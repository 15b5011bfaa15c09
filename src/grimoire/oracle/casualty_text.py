"""Casualty N (CR 702.153) and conspire (CR 702.78): the optional additional costs they
stand for.

CR 702.153a: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice
a creature with power N or greater," and "When you cast this spell, if a casualty cost was
paid for it, copy it. If the spell has any targets, you may choose new targets for the
copy." The cost is an optional :class:`~grimoire.oracle.ir.AdditionalCost` with
``option="casualty"`` (paid at most once, so the spell remembers ``times:casualty:1``,
:mod:`grimoire.rules.cast_options`); the trigger is compiled from its text
(:data:`grimoire.oracle.keyword_texts.TRIGGERED_KEYWORDS`) as a copy "for each time its
casualty cost was paid", which is once or not at all.

>>> cost = casualty_costs([Keyword("casualty", amount=Fixed(2))])[0]
>>> cost.option, cost.optional, cost.cost.parts[0].filter.power
('casualty', True, NumberCheck(op='ge', value=2))
>>> casualty_costs([Keyword("casualty")])
()

CR 702.78a: "Conspire" means "As an additional cost to cast this spell, you may tap two
untapped creatures you control that each share a color with it" and "When you cast this
spell, if its conspire cost was paid, copy it. If the spell has any targets, you may choose
new targets for the copy." The cost sets ``conspired``; the trigger is compiled from its
text like casualty's (one copy for the time it was paid, or none).

>>> part = conspire_costs([Keyword("conspire")])[0].cost.parts[0]
>>> part.count, part.filter.shares_color, part.filter.tapped
(2, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire.oracle.costs import parse_cost
from grimoire.oracle.ir import (
    AdditionalCost,
    Cost,
    Fixed,
    Keyword,
    ObjectFilter,
    TapUntappedCost,
)

CONSPIRE_TAP = TapUntappedCost(ObjectFilter(types_any=("creature",), controller="you",
                                            zone="battlefield", tapped=False,
                                            shares_color=True), 2)
"""CR 702.78a: "tap two untapped creatures you control that each share a color with it"."""


def casualty_costs(abilities: Sequence[object]) -> tuple[AdditionalCost, ...]:
    """One optional additional cost per casualty keyword with a number (CR 702.153a-b: each
    instance is paid separately); "Casualty X" (a number chosen otherwise) is left out, and
    its card holds the keyword as a gap."""
    return tuple(
        AdditionalCost(parse_cost(f"Sacrifice a creature with power {a.amount.value} or "
                                  "greater"), optional=True, text=f"Casualty {a.amount.value}",
                       option="casualty")
        for a in abilities
        if isinstance(a, Keyword) and a.name == "casualty" and isinstance(a.amount, Fixed))


def conspire_costs(abilities: Sequence[object]) -> tuple[AdditionalCost, ...]:
    """One optional additional cost per conspire keyword (CR 702.78a; 702.78b: each
    instance is paid separately)."""
    return tuple(AdditionalCost(Cost(parts=(CONSPIRE_TAP,)), optional=True, text="Conspire",
                                option="conspired")
                 for a in abilities if isinstance(a, Keyword) and a.name == "conspire")
