"""An exchange of two numerical values (CR 701.10g): "exchange its power and the power of
target creature it's blocking until end of combat" (Serene Master)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire.oracle.ir.values import ObjectRef

ExchangeDuration = Literal["end_of_turn", "end_of_combat"]
"""How long the powers stay exchanged (CR 611.2a; "until end of combat", CR 511.2)."""


@dataclass(frozen=True, slots=True)
class ExchangePower:
    """Exchange the powers of ``first`` and ``second``: each becomes the other's power as
    it resolves, a layer 7b effect for ``duration`` (CR 701.10g, 613.4b); if either is no
    longer a creature on the battlefield, nothing happens (CR 701.10a)."""

    first: ObjectRef
    second: ObjectRef
    duration: ExchangeDuration = "end_of_turn"
