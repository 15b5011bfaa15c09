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


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """ "You may have this creature enter as a copy of any creature on the battlefield[,
    except ...]" (Clone, Phantasmal Image): a replacement effect on how it enters (CR
    614.1c, 707.5). Its controller may choose an object on the battlefield matching
    ``filter`` ("you" is that controller); declined, or with nothing to choose, it enters as
    itself."""

    filter: ObjectFilter
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)


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
