"""Dash's return (CR 702.109a): "If this spell's dash cost was paid, return the permanent
this spell becomes to its owner's hand at the beginning of the next end step." The delayed
triggered ability (CR 603.7) is created as the spell resolves and the permanent enters;
it returns that permanent only (a new object after a zone change is not it, CR 400.7).
Evoke's sacrifice and dash's haste are ordinary IR (:mod:`grimoire.oracle.alt_keywords`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.triggers import Delayed

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_RETURN = ir.TriggeredAbility(ir.StepTrigger("end", "each"), ir.PutIntoHand(ir.ThisObject()),
                              text="Dash: return it to its owner's hand")


def entered_dashed(game: Game, oid: int) -> None:
    """Create the delayed return of a permanent whose dash cost was paid (``"dashed"``)."""
    obj = game.objects.get(oid)
    if obj is None or "dashed" not in obj.flags:
        return
    game.delayed = (*game.delayed, Delayed(_RETURN, obj.controller, oid))


hooks.PERMANENT_SPELL_ENTERED.add(entered_dashed)  # CR 702.109a
