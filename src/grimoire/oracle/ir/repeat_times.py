"""An instruction followed a counted number of times (CR 608.2c): "Proliferate X times",
"proliferate a number of times equal to the difference"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle.ir.values import Amount

if TYPE_CHECKING:
    from grimoire.oracle.ir.effects import Effect


@dataclass(frozen=True, slots=True)
class RepeatTimes:
    """Do ``effect`` ``times`` times in a row; ``times`` is read once, as this step begins
    (CR 608.2h), and a negative count is none."""

    effect: Effect
    times: Amount
