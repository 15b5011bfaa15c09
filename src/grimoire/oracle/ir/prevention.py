"""Static prevention effects of permanents (CR 615): compiled by
:mod:`grimoire.oracle.prevention_text`, applied by :mod:`grimoire.rules.static_prevention`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.values import Amount, ObjectRef, PlayerRef, TargetRef

if TYPE_CHECKING:
    from grimoire.oracle.ir import Effect


@dataclass(frozen=True, slots=True)
class DamagePrevention:
    """ "Prevent all damage that would be dealt to this creature", "Prevent all combat damage
    that would be dealt by enchanted creature", "If a source would deal damage to you,
    prevent 1 of that damage" (CR 615.1a): damage to the objects ``to`` matches (or to the
    source's controller, ``to_you``), from sources ``by`` matches (None: any source), of
    the ``kind`` ("combat", "noncombat", "any"), is prevented: all of it (``amount``
    None) or ``amount`` of each such event."""

    amount: int | None = None
    to: ObjectFilter | None = None
    to_you: bool = False
    by: ObjectFilter | None = None
    kind: Literal["any", "combat", "noncombat"] = "any"
    to_opponent: bool = False
    """Damage to an opponent of the source's controller ("would deal damage to an
    opponent", CR 102.2)."""
    then: Effect | None = None
    """CR 615.5: what the prevention also does right after, "prevent that damage and exile
    that many cards from the top of your library", "... Put a -1/-1 counter on this creature
    for each 1 damage prevented this way": ``EventAmount`` is the damage prevented,
    ``TriggeringObject`` the permanent it would have been dealt to. Only instructions that
    ask nothing (:data:`grimoire.oracle.prevention_riders.THEN_NODES`)."""
    once: bool = False
    """``then`` is done once for all the damage dealt at the same time (a fixed "Remove a
    +1/+1 counter from this creature": one counter however many sources, the Phantom
    rulings); the prevention still applies to each of those damage events."""
    condition: Condition | None = None
    """ "while it has a +1/+1 counter on it": checked once for simultaneous damage (all of
    it is prevented if the first is, Undergrowth Champion's ruling)."""


@dataclass(frozen=True, slots=True)
class UnpreventableDamage:
    """ "Damage can't be prevented.", "Combat damage that would be dealt by creatures you
    control can't be prevented.", "Damage that would be dealt by this creature can't be
    prevented." (CR 615.12): the damage from sources ``by`` matches (None: any), of the
    ``combat_only`` kind, can't be prevented while the permanent is on the battlefield."""

    by: ObjectFilter | None = None
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented:
    """ "Damage can't be prevented this turn." (CR 615.12): from its resolution to the end
    of the turn, no damage can be prevented."""


@dataclass(frozen=True, slots=True)
class LifeFloor:
    """ "Damage that would reduce your life total to less than N reduces it to N instead"
    (CR 614.1a, 120.4c): a replacement of the *result* of damage dealt to the source's
    controller, not a prevention (the damage is dealt in full: lifelink, "is dealt damage"
    triggers and commander damage see all of it — Worship's rulings); a life total already
    below N is reduced as usual, and life lost otherwise is untouched."""

    floor: int = 1


@dataclass(frozen=True, slots=True)
class RedirectDamage:
    """ "The next N damage that would be dealt to <to> this turn is dealt to <instead>
    instead" / "All [combat] damage that would be dealt to <to> this turn [by <source>] is
    dealt to <instead> instead" (CR 614.9, a redirection effect, resolved as a shield that
    lasts the turn): ``amount`` None is all of it. It does nothing while the new recipient
    is gone or no longer a creature, planeswalker or battle (or a player who left)."""

    amount: Amount | None
    to: ObjectRef | PlayerRef
    instead: ObjectRef | PlayerRef
    combat_only: bool = False
    source: ObjectRef | None = None
    """Only damage this object would deal ("by target attacking creature")."""


@dataclass(frozen=True, slots=True)
class ExcessDamage:
    """``damage``, then "Excess damage is dealt to that creature's controller instead"
    (CR 120.4a): the damage to a creature beyond lethal damage (its toughness less the
    damage already marked on it; any damage beyond 1 from a deathtouch source, CR 702.2c;
    beyond its loyalty for a planeswalker, the greatest for both) is dealt to that
    creature's controller instead, at the same time, before replacement and prevention
    effects apply to either part (CR 120.4a, 120.4b)."""

    damage: Effect
    """The :class:`~grimoire.oracle.ir.DealDamage` modified."""


@dataclass(frozen=True, slots=True)
class PreventDividedDamage:
    """ "Prevent the next N damage that would be dealt this turn to any number of targets,
    divided as you choose" (CR 615.7: a prevention shield per target; the division is
    announced as the spell or ability is put on the stack, each target getting at least
    one, CR 601.2d, :mod:`grimoire.rules.division`; a target illegal as it resolves gets no
    shield, CR 608.2b)."""

    amount: Amount
    recipients: TargetRef


@dataclass(frozen=True, slots=True)
class DamageAsThough:
    """ "All damage is dealt as though its source had wither." (Everlasting Torment): while
    the permanent is on the battlefield, the results of all damage (CR 120.3) are those of a
    source with ``keyword`` (wither: -1/-1 counters on a creature, CR 120.3d, 702.80a;
    infect: also poison counters for a player, CR 120.3b, 702.90b), from any source in any
    zone (CR 702.80c; the card's ruling). The source doesn't gain the keyword."""

    keyword: Literal["wither", "infect"]
