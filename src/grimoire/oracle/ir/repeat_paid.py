"""An instruction repeated for as long as its player chooses to pay for it: "As many times
as you choose, you may pay 1 life, put those cards on the bottom of your library in any
order, then look at the top five cards of your library." (Lim-Dûl's Vault)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from grimoire.oracle.ir.values import PlayerRef, You

if TYPE_CHECKING:
    from grimoire.oracle.ir.costs import Cost
    from grimoire.oracle.ir.effects import Effect


@dataclass(frozen=True, slots=True)
class RepeatWhilePaid:
    """Again and again, ``player`` chooses whether to pay ``cost``; each time they pay it,
    ``effect`` is done and they choose again. It ends when they decline or can't pay (CR
    118.3, 119.4: no more life than they have)."""

    cost: Cost
    effect: Effect
    player: PlayerRef = field(default_factory=You)
