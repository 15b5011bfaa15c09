"""The total cost of a spell (CR 601.2f): its mana cost or an alternative cost, plus its
additional costs, the costs of the chosen modes (spree), splice costs and costs rules add.

The listing (:func:`grimoire.rules.casting.cast_options`) and the payment
(:func:`grimoire.rules.casting.cast`) both read it, so the cost listed is the cost paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.cast_permission import payable_symbols

if TYPE_CHECKING:
    from grimoire.rules.casting import CastContext
    from grimoire.rules.objects import GameObject


def total_cost(obj: GameObject, ctx: CastContext, alt: int | None,
               additional: tuple[int, ...], modes: tuple[int, ...] = (),
               added: tuple[ir.Cost, ...] = ()) -> ir.Cost:
    """The total cost (CR 601.2f): mana cost or alternative cost, plus additional costs
    (with the costs of the chosen ``modes`` of a spree spell, CR 702.172a, and the splice
    costs ``added``, CR 702.47a)."""
    card = obj.info.card
    if ctx.mode == "without_paying":
        mana: tuple[str, ...] = ()
        parts: tuple[object, ...] = ()
    elif ctx.mode == "instead_mana":
        mana, parts = ctx.mana, ()
    elif alt is not None:
        alt_cost = card.alternative_costs[alt].cost
        mana, parts = alt_cost.mana.symbols, alt_cost.parts
    else:
        # a cast permission from exile: free, or mana of any color (grimoire.rules.cast_permission)
        mana, parts = payable_symbols(card.mana_cost.symbols, obj.flags), ()
    for i, extra in enumerate(card.additional_costs):
        # mandatory ones always (CR 601.2b); a multikicker cost once per payment (702.33c);
        # escalate once per mode beyond the first (CR 702.120a)
        times = max(0, len(modes) - 1) if extra.per_extra_mode else \
            additional.count(i) if extra.optional else 1
        for _ in range(times):
            mana = mana + extra.cost.mana.symbols
            parts = parts + extra.cost.parts
    spell = card.spell
    if modes and spell is not None and isinstance(spell.effect, ir.Modal):
        for i in modes:  # CR 702.172a: spree, the chosen modes' additional costs
            mode_cost = spell.effect.modes[i].cost if 0 <= i < len(spell.effect.modes) \
                else None
            if mode_cost is not None:
                mana, parts = mana + mode_cost.mana.symbols, parts + mode_cost.parts
    for extra_cost in added:  # CR 702.47a: splice costs are additional costs
        mana, parts = mana + extra_cost.mana.symbols, parts + extra_cost.parts
    for adds_cost in hooks.COSTS_ADDED.funcs:  # a rule's (CR 601.2f): retrace's discard
        found = adds_cost(obj)  # (CR 702.81a), the commander tax (CR 903.8)
        if found is not None:
            mana, parts = mana + found.mana.symbols, parts + found.parts
    return ir.Cost(ManaCost(mana), parts)  # type: ignore[arg-type]
