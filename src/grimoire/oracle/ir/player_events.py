"""Triggers on keyword actions (CR 701): "Whenever a creature you control explores",
"Whenever you proliferate", "Whenever this Equipment becomes unattached from a permanent"."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class ExploresTrigger:
    """ "Whenever a creature you control explores" (CR 701.40b: once the process is
    complete; ``filter`` None: this object). The explorer is the triggering object
    (grimoire.mechanics.action_triggers)."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class UnattachedTrigger:
    """ "Whenever this Equipment becomes unattached from a permanent" (CR 701.3d): this
    object leaves the permanent it was attached to, staying on the battlefield or leaving it
    (a leaves-the-battlefield look back, CR 603.10a; Grafted Exoskeleton's rulings). The
    permanent is the triggering object (grimoire.mechanics.action_triggers)."""


@dataclass(frozen=True, slots=True)
class ProliferateTrigger:
    """ "Whenever you proliferate" (CR 701.27a; grimoire.mechanics.action_triggers)."""
