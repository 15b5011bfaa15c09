"""Casualty N (CR 702.153): the optional additional cost it stands for.

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
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire.oracle.costs import parse_cost
from grimoire.oracle.ir import AdditionalCost, Fixed, Keyword


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
