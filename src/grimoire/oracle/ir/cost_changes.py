"""Static abilities that change what spells and activated abilities cost or forbid
activating abilities (CR 601.2f, 602.2b, 118.7, 602.5): compiled by
:mod:`grimoire.oracle.cost_text` and :mod:`grimoire.oracle.activation_text`, executed by
:mod:`grimoire.rules.cost_changes` and
:mod:`grimoire.rules.activation_limits`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.values import Amount


@dataclass(frozen=True, slots=True)
class SpellCostChange:
    """A static ability that changes the total cost of spells as they are cast (CR 601.2f):
    "This spell costs {2} less to cast if ...", "Artifact spells you cast cost {1} less to
    cast", "Noncreature spells cost {1} more to cast", "This spell costs {1} more to cast for
    each target beyond the first".

    ``spells``: which spells (None: this spell itself, the ability working from any zone it
    is cast from, CR 113.6b); ``caster``: whose spells ("you", "opponents", "each");
    ``generic``: the generic mana more or less (``more``); ``colored``: colored mana symbols
    an increase adds (CR 118.7a: a reduction of generic mana reduces only the generic
    component; colored reductions are not compiled); ``per``: "for each ..." (the count
    multiplies it); ``extra_targets``: "for each target beyond the first" (the count is
    read from the spell's chosen targets); ``condition``: "if ..." (read as the cost is
    determined); ``x``: "costs {X} less, where X is ..." (an amount, not a count)."""

    generic: int
    more: bool = False
    spells: ObjectFilter | None = None
    caster: Literal["you", "opponents", "each"] = "you"
    colored: tuple[str, ...] = ()
    per: Amount | None = None
    extra_targets: bool = False
    condition: Condition | None = None
    x: Amount | None = None
    targeting: ObjectFilter | None = None
    """ "Spells your opponents cast that target this creature / a Merfolk you control cost
    {2} more": only spells with a chosen target matching it (the source's own object for
    "this creature"; read from the targets, chosen before the cost, CR 601.2c, 601.2f)."""
    from_zone: Literal["not_hand", "graveyard", "exile"] | None = None
    """ "Spells you cast from your graveyard / from exile / from anywhere other than your
    hand cost {2} less": only spells cast from that zone (CR 601.2a: the zone the card moved
    to the stack from)."""


@dataclass(frozen=True, slots=True)
class CantActivate:
    """ "Enchanted creature's activated abilities can't be activated", "Activated abilities
    of artifacts can't be activated" (CR 602.5): the activated abilities of the permanents
    ``filter`` matches can't be activated (mana abilities too, unless ``except_mana``:
    "unless they're mana abilities")."""

    filter: ObjectFilter
    except_mana: bool = False


@dataclass(frozen=True, slots=True)
class AbilityCostChange:
    """ "Activated abilities of enchanted creature cost {3} more to activate" (Oppressive
    Rays), "Activated abilities of creatures you control cost {2} less to activate",
    "Activated abilities cost {2} more to activate unless they're mana abilities": a static
    ability that changes the total cost of the activated abilities of the objects ``sources``
    matches (CR 602.2b applies CR 601.2f to activation costs).

    ``generic``: generic mana more or less (``more``); ``colored``: colored symbols an
    increase adds (a generic reduction reduces only the generic component, CR 118.7a);
    ``except_mana``: "unless they're mana abilities" (CR 605.1a); ``keyword``: "Boast
    abilities you activate cost {1} less to activate for each Dragon you control" changes
    only the abilities of that keyword ("boast", CR 702.142b; "cycling", CR 702.29) whose
    activating player is the static's controller, ``per`` times (counted for them)."""

    generic: int
    sources: ObjectFilter
    more: bool = False
    colored: tuple[str, ...] = ()
    except_mana: bool = False
    keyword: Literal["", "boast", "cycling"] = ""
    per: Amount | None = None
