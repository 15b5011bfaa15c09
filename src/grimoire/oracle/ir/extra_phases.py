"""Phases an effect adds to the turn: "After this main phase, there is an additional combat
phase followed by an additional main phase" (CR 500.8, 505.1a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["AdditionalPhases"]


@dataclass(frozen=True, slots=True)
class AdditionalPhases:
    """The ``phases`` ("combat", "main"), in order, are added directly after the current
    phase (CR 500.8: the most recently added happen first). ``after="main"``: "After this
    main phase", which adds nothing unless it resolves during a main phase (the rulings of
    Relentless Assault and Resurgence); ``after="any"``: "After this phase"."""

    phases: tuple[Literal["combat", "main"], ...] = ("combat", "main")
    after: Literal["main", "any"] = "main"
