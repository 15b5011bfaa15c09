"""How the AI weighs a loyalty cost (CR 606.4): loyalty counters are a planeswalker's life
and its future activations, so adding them is a gain and removing them a cost; removing
the last one loses the planeswalker (CR 704.5i).

>>> from grimoire.oracle import ir
>>> loyalty_cost(None, ir.LoyaltyCost(1), 0)
-0.4
>>> loyalty_cost(None, ir.LoyaltyCost(-2), 0)
0.8
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.rules.view import PermanentView

LOYALTY_VALUE = 0.4
"""What one loyalty counter is worth to the AI."""
WALKER_VALUE = 3.0
"""What a planeswalker on the battlefield is worth beyond its loyalty."""


def loyalty_cost(source: PermanentView | None, part: ir.LoyaltyCost, x: int) -> float:
    """The cost (negative: a gain) of paying ``part`` with X = ``x`` from ``source``."""
    delta = -x if part.minus_x else (part.amount or 0)
    cost = -LOYALTY_VALUE * delta
    if source is not None and delta < 0:
        left = dict(source.counters).get("loyalty", 0) + delta
        if left <= 0:
            cost += WALKER_VALUE  # CR 704.5i: it goes to the graveyard
    return round(cost, 6)
