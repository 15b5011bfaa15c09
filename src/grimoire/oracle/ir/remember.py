"""Naming objects for a later instruction (CR 603.7c: a delayed triggered ability created
by a resolving ability remembers the objects that ability named): compiled for "destroy
that creature at end of combat" (the triggering creature, named when the trigger resolves,
destroyed by the delayed ability)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.values import ObjectRef


@dataclass(frozen=True, slots=True)
class NameObjects:
    """Bind the objects ``what`` names now under ``bind`` (no change to the game): later
    steps and the delayed abilities this resolution creates read them as ``Bound(bind)``."""

    what: ObjectRef
    bind: str = "named"
