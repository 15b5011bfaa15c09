"""Alternative costs a static gives its controller's spells (CR 118.9, 601.2b): "Once during
each of your turns, you may cast an enchantment spell by paying life equal to its mana value
rather than paying its mana cost." (Demon of Fate's Design)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["LifeInsteadOfMana"]


@dataclass(frozen=True, slots=True)
class LifeInsteadOfMana:
    """Once during each of its controller's turns (per source object, CR 400.7), a spell
    matching ``filter`` they cast may be cast by paying life equal to its mana value rather
    than its mana cost (CR 118.9, 119.4, 202.3); ``from_hand``: only cast from their hand.
    Played by :mod:`grimoire.mechanics.life_casts`."""

    filter: ObjectFilter
    from_hand: bool = False
