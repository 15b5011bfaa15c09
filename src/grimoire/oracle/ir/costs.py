"""Costs (CR 118, 602.1, 107.5, 107.6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from grimoire.core.mana import ManaCost
from grimoire.oracle.ir.base import Unimplemented
from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.effects import Effect
from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.values import Amount, GrantingSource

# ---------------------------------------------------------------------------
# Costs (CR 118, 602.1, 107.5, 107.6)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TapCost:
    """{T}: tap this permanent (CR 107.5); needs it untapped and, for a creature, CR 302.6."""


@dataclass(frozen=True, slots=True)
class UntapCost:
    """{Q}: untap this permanent (CR 107.6); needs it tapped and, for a creature, CR 302.6."""


@dataclass(frozen=True, slots=True)
class SacrificeCost:
    """Sacrifice ``count`` permanents: the source (``this=True``), the object that granted
    this ability (``granter``, CR 201.5a: a :class:`GrantingSource`) or ones matching
    ``filter``."""

    this: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: int = 1
    granter: GrantingSource | None = None
    any_number: bool = False
    """ "sacrifice any number of Spirits": none or more of them, the player's choice (CR
    601.2b, 601.2h); the last part of its cost to choose objects (it takes the rest)."""
    reduces: bool = False
    """Emerge (CR 702.119a): the spell's total cost is reduced by an amount of generic mana
    equal to the sacrificed permanent's mana value (:mod:`grimoire.rules.keywords_cast`)."""
    x: bool = False
    """ "sacrifice X lands": as many as the spell's or ability's X (CR 107.3a, 601.2b:
    X is announced, then that many are chosen paying the cost, 601.2h); ``count`` is 0."""
    reduces_each: int = 0
    """ "This spell costs {2} less to cast for each creature sacrificed this way" (Torgaar):
    the total cost is reduced by this much generic mana per permanent chosen to pay this part
    (CR 601.2b: chosen with the cost, 601.2f: the total cost; CR 118.7a: generic only)."""


@dataclass(frozen=True, slots=True)
class ExileCost:
    """Exile the source (``this=True``) or ``count`` cards matching ``filter`` from a zone;
    ``x``: "exile X cards from your graveyard", as many as the spell's or ability's X (CR
    107.3a, 601.2b: X is announced, then that many cards are exiled paying the cost,
    601.2h)."""

    this: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: int = 1
    x: bool = False


@dataclass(frozen=True, slots=True)
class PayEnergyCost:
    """Pay {E} ``count`` times: remove that many energy counters from yourself (CR 107.14)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class PayLifeCost:
    """Pay N life (CR 119.4): a player can pay life only up to their life total."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class DiscardCost:
    """Discard ``count`` cards matching ``filter`` (``this=True``: discard this card)."""

    count: int = 1
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    random: bool = False
    this: bool = False
    x: bool = False
    """ "discard X cards": as many as the spell's or ability's X (CR 107.3a, 601.2b:
    X is announced, then that many are chosen paying the cost, 601.2h); ``count`` is 0."""


@dataclass(frozen=True, slots=True)
class RevealCost:
    """Reveal ``count`` cards matching ``filter`` from your hand (the cards stay there):
    "you may reveal a Forest or Plains card from your hand" (CR 118.1, 701.16a)."""

    count: int = 1
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    x: bool = False
    """ "reveal X white cards from your hand": as many as the X (CR 107.3a, 601.2b:
    X is announced, then that many are chosen paying the cost, 601.2h); ``count`` is 0."""


@dataclass(frozen=True, slots=True)
class RemoveCountersCost:
    """Remove ``count`` counters of ``kind`` from the source (CR 122); ``x``: "Remove X
    +1/+1 counters", "Remove any number of storage counters" (CR 107.3a, 107.1c: the
    number is the ability's X, chosen as it is activated, 0 up to the counters there)."""

    kind: str
    count: int = 1
    x: bool = False


@dataclass(frozen=True, slots=True)
class UninstallCost:
    """ "Uninstall a 6 from ~": take an installed die showing ``value`` off the source (its
    reminder: "Put the die on this card"; installed results are kept as stored results,
    CR 706.8a)."""

    value: int


@dataclass(frozen=True, slots=True)
class ReturnToHandCost:
    """Return permanents you control to their owner's hand as a cost."""

    this: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: int = 1
    x: bool = False
    """ "return X Swamps you control to their owner's hand": as many as the X (CR 107.3a,
    601.2b: X is announced, then that many are chosen paying the cost, 601.2h); ``count`` is 0."""


@dataclass(frozen=True, slots=True)
class RollCost:
    """ "Roll a dN" as part of a cost; its result is bound for the effect."""

    sides: int


@dataclass(frozen=True, slots=True)
class TapUntappedCost:
    """ "Tap N untapped <filter> you control" as a cost (CR 118.3; a creature tapped this
    way need not have been under control since the turn began, CR 302.6 applies only to
    {T}/{Q} costs of its own abilities)."""

    filter: ObjectFilter
    count: int = 1
    x: bool = False
    """ "tap X untapped artifacts you control": as many as the X (CR 107.3a, 601.2b:
    X is announced, then that many are chosen paying the cost, 601.2h); ``count`` is 0."""
    reduces: bool = False
    """Harmonize's "tap a creature you control to reduce that cost by {X}, where X is its
    power": the total cost is reduced by generic mana equal to the tapped creature's power
    (grimoire.rules.keywords_cast.sacrificed_reduction; CR 118.7a)."""


@dataclass(frozen=True, slots=True)
class TapPowerCost:
    """ "Tap any number of other untapped creatures you control with total power N or
    greater" (crew, CR 702.122a; saddle, CR 702.171a): the player chooses the creatures;
    ``role`` is what they do by being tapped ("crew" a Vehicle, CR 702.122b; "saddle" a
    Mount, CR 702.171c)."""

    power: int
    role: Literal["crew", "saddle"] = "crew"


@dataclass(frozen=True, slots=True)
class LoyaltyCost:
    """A loyalty symbol "[+1]", "[−6]", "[0]", "[−X]" (CR 606.4): put on (``amount`` > 0) or
    remove loyalty counters; ``amount=None`` with ``minus_x`` for "[−X]"."""

    amount: int | None
    minus_x: bool = False


@dataclass(frozen=True, slots=True)
class MillCost:
    """ "Mill a card" as a cost (CR 701.13a): the top ``count`` cards of your library into
    your graveyard; unpayable with fewer cards in the library (CR 701.13b)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class PutCountersCost:
    """ "Put a -0/-1 counter on this creature" as a cost (CR 118.1, 122.1): ``count``
    counters of ``kind`` on the source; it can always be paid while the source is on the
    battlefield (:mod:`grimoire.mechanics.more_costs`)."""

    kind: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class RemoveCounterFromCost:
    """ "Remove a +1/+1 counter from a creature you control": ``count`` counters of ``kind``
    from one permanent matching ``filter`` (CR 118.1, 122.1; :mod:`grimoire.mechanics.
    more_costs`). ``or_kind``: "Remove a +1/+1 counter or a charge counter from a permanent
    you control", the player chooses which kind as they pay (CR 601.2h)."""

    kind: str
    filter: ObjectFilter
    count: int = 1
    or_kind: str | None = None


@dataclass(frozen=True, slots=True)
class UnattachCost:
    """ "Unattach this Equipment" / "Unattach Leonin Bola" (granted, CR 201.5a: ``granter``):
    the Equipment must be attached to pay it (CR 118.3), and becomes unattached (CR 701.3d;
    :mod:`grimoire.mechanics.more_costs`)."""

    granter: GrantingSource | None = None


@dataclass(frozen=True, slots=True)
class ExertCost:
    """ "Exert this creature" as a cost (CR 701.39a: it won't untap during its
    controller's next untap step; :mod:`grimoire.mechanics.exert`)."""


@dataclass(frozen=True, slots=True)
class OthersGainLifeCost:
    """ "have an opponent gain 3 life" (the opponent chosen as the cost is paid, CR 601.2h)
    / "have each other player gain 5 life" as a cost (Invigorate, Reverent Silence; CR
    118.9 alternative costs; an opponent who can't gain life can't be chosen, CR 119.7;
    :mod:`grimoire.mechanics.others_gain_cost`)."""

    amount: int
    each: bool = False


CostPart: TypeAlias = (
    TapCost | UntapCost | SacrificeCost | ExileCost | PayLifeCost | PayEnergyCost | DiscardCost
    | RemoveCountersCost | ReturnToHandCost | RollCost | TapUntappedCost | LoyaltyCost
    | TapPowerCost | UninstallCost | RevealCost | MillCost | PutCountersCost
    | RemoveCounterFromCost | UnattachCost | ExertCost | OthersGainLifeCost
    | Unimplemented
)


@dataclass(frozen=True, slots=True)
class Cost:
    """A whole cost: mana plus other parts, paid in any order the player likes (CR 601.2h)."""

    mana: ManaCost = field(default_factory=ManaCost)
    parts: tuple[CostPart, ...] = ()

    @property
    def has_tap(self) -> bool:
        """Whether the cost holds {T} (CR 106.12: abilities that "tap for mana")."""
        return any(isinstance(part, TapCost) for part in self.parts)

    @property
    def has_untap(self) -> bool:
        """Whether the cost holds {Q}."""
        return any(isinstance(part, UntapCost) for part in self.parts)


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """An additional cost to cast a spell (CR 118.8, 601.2b); ``optional`` for kicker-like costs."""

    cost: Cost
    optional: bool = False
    text: str = ""
    option: str = ""
    """The :class:`CastWith` option paying it sets ("kicked": CR 702.33a, 702.33d)."""
    repeatable: bool = False
    """CR 702.33c: multikicker, "you may pay an additional [cost] any number of times"."""
    one_of: str = ""
    """A choice between costs (CR 601.2b): of the additional costs sharing this non-empty
    name exactly one is paid ("As an additional cost to cast this spell, discard a card or
    pay {5}"); each is ``optional`` only in that the player picks which."""
    per_extra_mode: bool = False
    """CR 702.120a: escalate, paid once for each mode chosen beyond the first."""


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """An alternative cost (CR 118.9): pay ``cost`` rather than the mana cost."""

    cost: Cost
    text: str = ""
    flashback: bool = False
    option: str = ""
    """The :class:`CastWith` option paying it sets ("evoked": CR 702.74a, "dashed":
    CR 702.109a)."""
    """CR 702.34a: cast from its owner's graveyard with this cost (and only from there);
    exiled instead of going anywhere else whenever it would leave the stack."""
    effect: Effect | None = None
    """What the spell does when cast for this cost, if its text changes ("overloaded":
    every "target" read as "each", CR 702.96a): it then has no targets."""
    condition: Condition | None = None
    """ "If you control a Swamp, you may sacrifice a creature rather than pay this spell's
    mana cost": the cost may be chosen only while the condition holds (CR 118.9, 601.2b)."""
    prototype: tuple[int, int] | None = None
    """Prototype (CR 702.160a, 718.3b): the power and toughness the spell cast for this cost
    (its prototype mana cost) and the permanent it becomes have."""
