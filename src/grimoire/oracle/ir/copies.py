"""Copy effects (CR 707): the "enter as a copy" replacement and the exceptions of a copy
effect (CR 707.9), read by :mod:`grimoire.rules.copy_effects`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.values import Amount, ObjectRef

if TYPE_CHECKING:
    from grimoire.oracle.ir.abilities import Ability


@dataclass(frozen=True, slots=True)
class CopyCounters:
    """ "it enters with N additional <kind> counters on it[ if it's a <card type>]"
    (CR 707.9e: an additional effect of entering, not a copiable value): the card type is
    read from the copy as it enters (Spark Double's ruling: its own characteristics, not
    the copied permanent's)."""

    kind: str
    amount: Amount
    if_type: str | None = None


@dataclass(frozen=True, slots=True)
class CopyExceptions:
    """The modifications and exceptions a copy effect makes (CR 707.9): all but
    ``counters`` become part of the copy's copiable values (CR 707.9a-b), so a copy of the
    copy has them too (CR 707.3).

    ``name``: its name is this (``~``: the copying object's own name);
    ``add_types``/``add_subtypes``/``add_supertypes``: "it's an Illusion in addition to its
    other types"; ``remove_supertypes``: "it isn't legendary"; ``power``/``toughness``:
    "except it's 7/7"; ``keep_colors``: "it doesn't copy that creature's color" (CR 707.9c);
    ``abilities``: "it has ..." (CR 707.9a); ``counters``: "it enters with N additional
    +1/+1 counters on it", an additional effect of entering, not a copiable value
    (CR 707.9e).
    """

    name: str | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_supertypes: tuple[str, ...] = ()
    remove_supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keep_colors: bool = False
    abilities: tuple[Ability, ...] = ()
    counters: Amount | None = None
    this_ability: bool = False
    """ "it has this ability": the ability that made the copy (CR 707.9a)."""
    add_colors: tuple[str, ...] = ()
    """ "it's a 4/4 black Zombie in addition to its other colors and types" (CR 707.9b):
    color letters added to the copied colors."""
    set_colors: tuple[str, ...] | None = None
    """ "except it's white" (CR 707.9b; embalm, CR 702.128a): its colors are these color
    letters instead of the copied ones."""
    no_mana_cost: bool = False
    """ "it has no mana cost" (CR 707.9b; embalm and eternalize, CR 702.128a, 702.129a)."""
    more_counters: tuple[CopyCounters, ...] = ()
    """Other counters it enters with, or +1/+1 counters only if it's of a card type
    (Spark Double: "a +1/+1 counter on it if it's a creature, ... an additional loyalty
    counter on it if it's a planeswalker", CR 707.9e)."""


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """ "You may have this creature enter[ tapped] as a copy of any creature on the
    battlefield[, except ...]" (Clone, Phantasmal Image, Vesuva) or "... of any creature
    card in a graveyard" (Body Double): a replacement effect on how it enters (CR 614.1c,
    707.5). Its controller may choose an object matching ``filter`` ("you" is that
    controller; on the battlefield unless the filter names a zone); declined, or with
    nothing to choose, it enters as itself. ``tapped``: as a copy, it enters tapped."""

    filter: ObjectFilter
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class OthersEnterAsCopy:
    """ "Creatures you control enter as a copy of this creature" (Essence of the Wild),
    "Nontoken creatures you control enter as a copy of enchanted creature" (Infinite
    Reflection): a replacement effect on how other permanents matching ``filter`` enter
    (CR 614.1c, 707.5), no choice; ``of``: what they copy (this permanent, or the creature
    it enchants)."""

    filter: ObjectFilter
    of: Literal["self", "enchanted"] = "self"


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """ "<what> becomes a copy of <of>[ until end of turn][, except ...]" (CR 707.4): a copy
    effect on permanents already on the battlefield — no enters or leaves abilities
    trigger, and the non-copy effects on them go on applying. ``of`` may be a card in any
    zone (its copiable values, CR 707.2)."""

    what: ObjectRef
    of: ObjectRef
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)
    duration: Literal["permanent", "end_of_turn"] = "permanent"
