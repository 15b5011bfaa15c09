"""Fights between two groups (CR 701.14): "Each of those tokens fights a different one of
those creatures." (Ezuri's Predation)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.values import ObjectRef


@dataclass(frozen=True, slots=True)
class FightPairs:
    """Each object of ``first`` fights a different object of ``second``, all at the same time
    (CR 701.14a; the Ezuri's Predation rulings): as many fights as the smaller group has
    members; an object left over fights nothing."""

    first: ObjectRef
    second: ObjectRef
