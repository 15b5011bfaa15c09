"""Optional additional costs paid as a spell is cast, and what the spell remembers of them:
kicker, "Kicker [A] and/or [B]" and multikicker (CR 702.33), replicate (CR 702.56), entwine
(CR 702.42).

* CR 702.33a-b: each kicker cost is an optional additional cost (an
  :class:`~grimoire.oracle.ir.AdditionalCost` with ``option="kicked"``); "Kicker {A}
  and/or {B}" is two of them, each paid or not.
* CR 702.33c: a multikicker cost (``repeatable``) may be paid any number of times. A
  :class:`~grimoire.rules.actions.CastSpell` names an optional cost once per payment, so
  ``additional=(0, 0, 0)`` pays a multikicker cost three times.
* CR 702.33d: paying any kicker cost makes the spell "kicked"; with two kicker costs or
  multikicker it may be kicked several times. The spell carries ``kicked``, the number
  of times each option was paid (:data:`TIMES`: "for each time it was kicked", replicate's
  "for each time its replicate cost was paid", CR 702.56a) and each kicker cost paid
  (:data:`KICKED_WITH`, CR 702.33f: "if it was kicked with its {1}{B} kicker"); the
  permanent it becomes keeps them (:func:`remembered`, CR 702.33e: its linked abilities
  read them as it enters).
* CR 702.42a: an entwine cost (``option="entwined"``) paid means every mode is chosen
  (:func:`entwine_index`, used by :func:`grimoire.rules.casting.cast_options`).

>>> from grimoire.core.mana import ManaCost
>>> kick = ir.AdditionalCost(ir.Cost(ManaCost(("2",))), optional=True, option="kicked",
...                          repeatable=True)
>>> card = ir.CardDefinition("Everflowing Chalice", additional_costs=(kick,))
>>> sorted(kick_flags(card, (0, 0)))
['kicked', 'kicked_with:{2}', 'times:kicked:2']
>>> times_paid(frozenset(kick_flags(card, (0, 0))), "kicked")
2
>>> payment_counts(card, (0, 0, 0))
{0: 3}
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import product
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.mana_spent import SPENT, spent_on

if TYPE_CHECKING:
    from grimoire.rules.objects import GameObject

CAST_OPTIONS = frozenset({"kicked", "bargained", "gift_promised", "evoked", "dashed",
                          "surged", "spectacle", "offspring"})
"""How a spell was cast (ir.CastWith) that its permanent remembers (CR 702.33d): the
options of the costs the kernel pays; a mechanism adds its own to
:data:`~grimoire.rules.hooks.REMEMBERED_FLAGS`."""
TIMES = "times:"
"""Flag prefix: how many times an optional cost was paid ("times:kicked:2", CR 702.33d)."""
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
    """The flags of a spell cast paying ``additional`` (CR 702.33d, 702.33f, 702.56a)."""
    extras = card.additional_costs
    paid = [extras[i] for i in additional if 0 <= i < len(extras) and extras[i].option]
    if not paid:
        return frozenset()
    counts = Counter(extra.option for extra in paid)
    return frozenset({*counts, *(f"{TIMES}{option}:{n}" for option, n in counts.items()),
                      *(f"{KICKED_WITH}{k.cost.mana}" for k in paid if k.option == "kicked")})


def option_flags(card: ir.CardDefinition, alt: int | None,
                 additional: tuple[int, ...]) -> frozenset[str]:
    """The options a spell cast paying ``additional`` and the alternative cost ``alt``
    carries (``"kicked"``, ``"bargained"``, ``"evoked"``, ...; CR 702.33d, 702.74a), as
    :class:`~grimoire.oracle.ir.CastWith` reads them."""
    extras = card.additional_costs
    paid = {extras[i].option for i in additional if 0 <= i < len(extras)} - {""}
    if alt is not None and 0 <= alt < len(card.alternative_costs):
        paid = paid | ({card.alternative_costs[alt].option} - {""})
    return frozenset(paid) | kick_flags(card, additional)


def times_paid(flags: frozenset[str], option: str) -> int:
    """How many times a spell (or its permanent) with these flags had the optional cost
    that sets ``option`` paid."""
    prefix = f"{TIMES}{option}:"
    for flag in flags:
        if flag.startswith(prefix):
            return int(flag[len(prefix):])
    return 1 if option in flags else 0


def _paid_count(amount: object) -> tuple[int, str] | None:
    """``(n, option)`` for a number of targets "n + the times <option> was paid"."""
    if isinstance(amount, ir.Plus) and len(amount.terms) == 2:
        fixed, paid = amount.terms
        if isinstance(fixed, ir.Fixed) and isinstance(paid, ir.TimesPaid):
            return fixed.value, paid.option
    return None


def reads_paid(specs: tuple[ir.TargetSpec, ...]) -> bool:
    """Whether a number of targets of ``specs`` depends on the costs paid ("then choose
    another target for each time ~ was kicked", CR 702.33c)."""
    return any(s.max_amount is not None and _paid_count(s.max_amount) for s in specs)


def paid_counts(specs: tuple[ir.TargetSpec, ...],
                flags: frozenset[str]) -> tuple[ir.TargetSpec, ...]:
    """``specs`` with each number of targets that reads the costs paid fixed for a spell
    cast with these ``flags`` (CR 601.2b-c: the kicks are announced before the targets)."""
    if not reads_paid(specs):
        return specs
    out = []
    for spec in specs:
        found = _paid_count(spec.max_amount) if spec.max_amount is not None else None
        if found is not None:
            n = found[0] + times_paid(flags, found[1])
            spec = replace(spec, max_amount=None, max_count=n,
                           min_count=n if spec.exact_amount else spec.min_count)
        out.append(spec)
    return tuple(out)


def colors_spent(flags: frozenset[str]) -> int:
    """How many colors of mana were spent to cast the spell with these flags (CR 702.44a),
    read from the record of the mana spent (:mod:`grimoire.rules.mana_spent`)."""
    return sum(1 for color in "WUBRG" if spent_on(flags, color))


def entwine_index(card: ir.CardDefinition) -> int | None:
    """The index of the card's entwine cost among its additional costs (CR 702.42a)."""
    for i, extra in enumerate(card.additional_costs):
        if extra.option == "entwined":
            return i
    return None


def kicked_with(obj: GameObject, cost: str) -> bool:
    """CR 702.33f: whether the kicker cost printed as ``cost`` was paid for ``obj``."""
    return f"{KICKED_WITH}{cost}".lower() in {f.lower() for f in obj.flags}


def remembered(flags: frozenset[str]) -> frozenset[str]:
    """The flags of a resolving spell its permanent keeps (CR 702.33d-e), with the mana spent
    to cast it ("if {R} was spent to cast it", sunburst: CR 601.2h, 702.44a)."""
    return (flags & CAST_OPTIONS) | (flags & hooks.REMEMBERED_FLAGS) | frozenset(
        f for f in flags if f.startswith((TIMES, KICKED_WITH, SPENT, *hooks.REMEMBERED_PREFIXES)))


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
