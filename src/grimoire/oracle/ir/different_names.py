"""A choice of objects with different names (CR 201.2, 608.2d): "Choose any number of
artifact tokens and/or creature tokens you control with different names. For each of them,
create a token that's a copy of it." (Battle for Bretagard)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["ChooseDifferentNames"]


@dataclass(frozen=True, slots=True)
class ChooseDifferentNames:
    """``You()`` choose any number of the objects ``filter`` matches as the effect resolves
    (not targets, CR 608.2d), no two with the same name (CR 201.2; a face-down permanent has
    no name); the chosen objects are bound under ``bind`` for the instructions after it."""

    filter: ObjectFilter
    bind: str = "chosen_names"
