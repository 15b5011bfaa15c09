"""Abilities and card definitions: what the engine plays with."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from grimoire.core.mana import ManaCost
from grimoire.oracle.ir.base import Unimplemented
from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.cost_changes import SpellCostChange
from grimoire.oracle.ir.costs import AdditionalCost, AlternativeCost, Cost
from grimoire.oracle.ir.effects import Effect
from grimoire.oracle.ir.filters import ObjectFilter, ZoneName
from grimoire.oracle.ir.statics import StaticEffect
from grimoire.oracle.ir.triggers import Trigger
from grimoire.oracle.ir.values import Amount, TargetSpec

# ---------------------------------------------------------------------------
# Abilities and cards
# ---------------------------------------------------------------------------

Timing = Literal["any", "sorcery"]


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (CR 702), e.g. ``Keyword("flying")``, ``Keyword("ward", cost)``."""

    name: str
    cost: Cost | None = None
    amount: Amount | None = None
    filter: ObjectFilter | None = None
    """What it applies to: "Enchant Forest" (CR 702.5a), "protection from multicolored"
    (CR 702.16a)."""
    players: bool = False
    """ "Enchant player" (CR 702.5a)."""


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "Cost: Effect." (CR 602). A mana ability (CR 605.1a) has ``is_mana_ability=True``."""

    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    timing: Timing = "any"
    once_per_turn: bool = False
    zone: ZoneName = "battlefield"
    is_mana_ability: bool = False
    max_per_turn: int | None = None
    """ "Activate no more than twice each turn" (CR 602.5b): at most this many activations
    of this object's ability each turn (a new object, CR 400.7, starts afresh)."""
    text: str = ""
    any_player: bool = False
    """ "Any player may activate this ability" (CR 602.1)."""
    during: Literal["your_turn", "your_turn_before_attackers", "your_upkeep", "combat"] | None = (
        None
    )
    """ "Activate only during your turn[, before attackers are declared]" (CR 602.5b)."""
    condition: Condition | None = None
    """ "Activate only if <condition>" (CR 602.5b)."""
    cycling: bool = False
    """A cycling or typecycling ability (CR 702.29a, 702.29e-f): activating it cycles the
    card ("when you cycle", "cycle or discard" triggers, CR 702.29c-d)."""
    boast: bool = False
    """A boast ability (CR 702.142a: activated only if this creature attacked this turn and
    only once each turn, held by ``condition`` and ``once_per_turn``), for the effects that
    refer to boast abilities (CR 702.142b)."""
    cost_change: SpellCostChange | None = None
    """ "This ability costs {1} less to activate for each creature card in your graveyard"
    (CR 602.2b, 601.2f): the ability's own cost change (``spells`` is None; ``per``,
    ``condition`` and ``x`` read as the cost is determined)."""
    x_min: int = 0
    """The least value of X its controller may announce (CR 107.3a, 602.2b): 1 for "X can't
    be 0" (Marath, Will of the Wild: in every mode)."""


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At ..., effect." (CR 603); ``condition`` is an intervening "if" (603.4)."""

    trigger: Trigger
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    condition: Condition | None = None
    optional: bool = False
    is_mana_ability: bool = False
    """A triggered mana ability (CR 605.1b) resolves at once, without the stack."""
    text: str = ""
    zone: ZoneName = "battlefield"
    """Where it functions (CR 113.6k: "return this card from your graveyard" triggers there)."""
    once_each_turn: bool = False
    """ "This ability triggers only once each turn.": after it has triggered, the same object's
    ability doesn't trigger again that turn (its text limits CR 603.2c; the wording of
    CR 702.179d); a new object (CR 400.7) may trigger again."""


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604) or a replacement effect from a permanent (CR 614)."""

    effect: StaticEffect
    text: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 608.2), with its targets."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class ClassLevel:
    """A Class level bar "[Cost]: Level N" and the abilities printed below it (CR 716.2a):
    an activated ability (sorcery speed, only at level N-1) that makes the level N, and
    ``abilities`` the Class has as long as it is level N or greater."""

    level: int
    cost: Cost
    abilities: tuple[Ability, ...] = ()
    text: str = ""


Ability: TypeAlias = (
    Keyword | ActivatedAbility | TriggeredAbility | StaticAbility | ClassLevel | Unimplemented
)


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """A card's characteristics and compiled behaviour: what the engine plays with.

    ``abilities`` are the abilities of the object (keywords, activated, triggered,
    static); ``spell`` is what an instant or sorcery does; ``additional_costs`` and
    ``alternative_costs`` apply when casting it (CR 601.2b).
    """

    name: str
    mana_cost: ManaCost = field(default_factory=ManaCost)
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    oracle_text: str = ""
    abilities: tuple[Ability, ...] = ()
    spell: SpellAbility | None = None
    additional_costs: tuple[AdditionalCost, ...] = ()
    alternative_costs: tuple[AlternativeCost, ...] = ()
    oracle_id: str = ""
    back: CardDefinition | None = None
    """The back face of a transforming double-faced card (CR 712.1, 712.8e): what the
    permanent is while transformed (:mod:`grimoire.rules.transform`)."""
    front_mana_cost: ManaCost | None = None
    """On a transforming card's back face: the front face's mana cost, from which the
    back face's mana value is calculated (CR 712.8e)."""
    faces: tuple[CardDefinition, ...] = ()
    """The card's other castable or playable faces, each a full definition: the two halves
    of a split card (CR 709), the Adventure or Omen half of an adventurer card (CR 715),
    the back face of a modal double-faced card (CR 712). Transforming cards use ``back``."""
    flipped: CardDefinition | None = None
    """A flip card's alternative characteristics (CR 710.1b), with the card's own mana cost
    and colors (CR 710.1c): what the permanent is once flipped (:mod:`grimoire.rules.flip`)."""

    @property
    def type_line(self) -> str:
        """The type line rebuilt from the characteristics ("Legendary Creature — Elf")."""
        left = " ".join(
            [s.capitalize() for s in self.supertypes] + [t.capitalize() for t in self.card_types]
        )
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def has_type(self, card_type: str) -> bool:
        """Whether ``card_type`` (lowercase, e.g. "creature") is one of the card's types."""
        return card_type in self.card_types

    @property
    def keywords(self) -> frozenset[str]:
        """The names of the card's keyword abilities ("flying", "haste", ...)."""
        return frozenset(a.name for a in self.abilities if isinstance(a, Keyword))
