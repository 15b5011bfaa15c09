"""Triggers on keyword actions (CR 701): "Whenever a creature you control explores",
"Whenever you proliferate"."""

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
class ProliferateTrigger:
    """ "Whenever you proliferate" (CR 701.27a; grimoire.mechanics.action_triggers)."""
