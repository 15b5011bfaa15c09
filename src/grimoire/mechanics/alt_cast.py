"""Dash's return (CR 702.109a): "If this spell's dash cost was paid, return the permanent
this spell becomes to its owner's hand at the beginning of the next end step"; blitz's
sacrifice (CR 702.152a): "If this spell's blitz cost was paid, sacrifice the permanent this
spell becomes at the beginning of the next end step." The delayed triggered ability (CR
603.7) is created as the spell resolves and the permanent enters; it returns or sacrifices
that permanent only (a new object after a zone change is not it, CR 400.7).
Evoke's sacrifice, dash's haste and blitz's haste and draw are ordinary IR
(:mod:`grimoire.oracle.alt_keywords`).
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

_SACRIFICE = ir.TriggeredAbility(ir.StepTrigger("end", "each"), ir.SacrificeThis(),
                                 text="Blitz: sacrifice it")
BLITZED = "blitzed"


def entered_dashed(game: Game, oid: int) -> None:
    """Create the delayed return of a permanent whose dash cost was paid (``"dashed"``), or
    the delayed sacrifice of one whose blitz cost was (:data:`BLITZED`)."""
    obj = game.objects.get(oid)
    if obj is None:
        return
    if "dashed" in obj.flags:
        game.delayed = (*game.delayed, Delayed(_RETURN, obj.controller, oid))
    if BLITZED in obj.flags:
        game.delayed = (*game.delayed, Delayed(_SACRIFICE, obj.controller, oid))


hooks.PERMANENT_SPELL_ENTERED.add(entered_dashed)  # CR 702.109a, 702.152a
hooks.REMEMBERED_FLAGS.add(BLITZED)  # the permanent remembers it (CastWith, CR 702.152a)
