"""Kicker, "Kicker [A] and/or [B]" and multikicker (CR 702.33): what a spell remembers of
its kicker costs, and how many times one may be paid.

* CR 702.33a-b: each kicker cost is an optional additional cost (an
  :class:`~grimoire.oracle.ir.AdditionalCost` with ``option="kicked"``); "Kicker {A}
  and/or {B}" is two of them, each paid or not.
* CR 702.33c: a multikicker cost (``repeatable``) may be paid any number of times. A
  :class:`~grimoire.rules.actions.CastSpell` names an optional cost once per payment, so
  ``additional=(0, 0, 0)`` pays a multikicker cost three times.
* CR 702.33d: paying any kicker cost makes the spell "kicked"; with two kicker costs or
  multikicker it may be kicked several times. The spell carries ``kicked``, the number
  of times (:data:`KICKS`) and each kicker cost paid (:data:`KICKED_WITH`, CR 702.33f:
  "if it was kicked with its {1}{B} kicker"); the permanent it becomes keeps them
  (:func:`remembered`, CR 702.33e: its linked abilities read them as it enters).

>>> from grimoire.core.mana import ManaCost
>>> kick = ir.AdditionalCost(ir.Cost(ManaCost(("2",))), optional=True, option="kicked",
...                          repeatable=True)
>>> card = ir.CardDefinition("Everflowing Chalice", additional_costs=(kick,))
>>> sorted(kick_flags(card, (0, 0)))
['kicked', 'kicked_with:{2}', 'kicks:2']
>>> times_kicked(frozenset(kick_flags(card, (0, 0))))
2
>>> payment_counts(card, (0, 0, 0))
{0: 3}
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import TYPE_CHECKING

from grimoire.oracle import ir

if TYPE_CHECKING:
    from grimoire.rules.objects import GameObject

CAST_OPTIONS = frozenset({"kicked", "bargained", "gift_promised", "evoked", "dashed",
                          "suspended"})
"""How a spell was cast (ir.CastWith) that its permanent remembers (CR 702.33d)."""
KICKS = "kicks:"
"""Flag prefix: how many times the spell was kicked (CR 702.33d)."""
KICKED_WITH = "kicked_with:"
"""Flag prefix: a kicker cost paid, by its mana text (CR 702.33f)."""
MAX_REPEATS = 20
"""A bound on the payments of one multikicker cost offered, whatever mana is at hand."""


def payment_counts(card: ir.CardDefinition, additional: tuple[int, ...]) -> dict[int, int]:
    """How many times each optional additional cost is paid (an index once per payment)."""
    return dict(Counter(additional))


def valid_payments(card: ir.CardDefinition, additional: tuple[int, ...]) -> bool:
    """Whether ``additional`` names only optional costs, and one more than once only if it
    is a multikicker cost (CR 702.33c; any other is paid at most once, CR 601.2b)."""
    extras = card.additional_costs
    for i, n in payment_counts(card, additional).items():
        if not 0 <= i < len(extras) or not extras[i].optional:
            return False
        if n > 1 and not extras[i].repeatable:
            return False
    return True


def kick_flags(card: ir.CardDefinition, additional: tuple[int, ...]) -> frozenset[str]:
    """The flags of a spell cast paying ``additional`` (CR 702.33d, 702.33f)."""
    extras = card.additional_costs
    kicks = [extras[i] for i in additional
             if 0 <= i < len(extras) and extras[i].option == "kicked"]
    if not kicks:
        return frozenset()
    return frozenset({"kicked", f"{KICKS}{len(kicks)}",
                      *(f"{KICKED_WITH}{k.cost.mana}" for k in kicks)})


def times_kicked(flags: frozenset[str]) -> int:
    """How many times a spell (or its permanent) with these flags was kicked."""
    for flag in flags:
        if flag.startswith(KICKS):
            return int(flag[len(KICKS):])
    return 1 if "kicked" in flags else 0


def kicked_with(obj: GameObject, cost: str) -> bool:
    """CR 702.33f: whether the kicker cost printed as ``cost`` was paid for ``obj``."""
    return f"{KICKED_WITH}{cost}".lower() in {f.lower() for f in obj.flags}


def remembered(flags: frozenset[str]) -> frozenset[str]:
    """The flags of a resolving spell its permanent keeps (CR 702.33d-e)."""
    return (flags & CAST_OPTIONS) | frozenset(
        f for f in flags if f.startswith((KICKS, KICKED_WITH)))


def optional_choices(card: ir.CardDefinition, max_mana: int) -> list[tuple[int, ...]]:
    """Every choice of optional additional costs to offer: each paid or not, a multikicker
    cost 0 to n times where n payments of its mana fit in ``max_mana`` (CR 702.33c)."""
    ranges: list[range] = []
    optional = [i for i, a in enumerate(card.additional_costs) if a.optional]
    for i in optional:
        extra = card.additional_costs[i]
        if not extra.repeatable:
            ranges.append(range(2))
            continue
        value = extra.cost.mana.mana_value
        most = max_mana // value if value else 1
        ranges.append(range(min(most, MAX_REPEATS) + 1))
    out: list[tuple[int, ...]] = []
    for counts in product(*ranges):
        out.append(tuple(i for i, n in zip(optional, counts, strict=True) for _ in range(n)))
    return sorted(out, key=lambda c: (len(c), c))  # (the order of combinations)
