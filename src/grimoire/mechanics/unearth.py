"""Unearth (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield.
It gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."

The returned permanent gets haste for as long as it stays (a new object afterwards,
CR 400.7), the ``unearthed`` designation (:data:`grimoire.rules.hooks.MOVE_RULES`) that exiles it
instead of moving it anywhere else (a replacement effect, CR 614.1a), and a
delayed triggered ability exiling it at the beginning of the next end step (CR 603.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous, hooks, zones
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import Delayed

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

UNEARTHED = "unearthed"
hooks.move_rule(UNEARTHED, hooks.MoveRule(  # "If it would leave the battlefield, exile it
    "unearth", "battlefield", None, "unearth: exile it (CR 702.84a)"), order=30)  # instead"
_EXILE = ir.TriggeredAbility(ir.StepTrigger("end", "each"), ir.Exile(ir.ThisObject()),
                             text="Unearth: exile it")


@resolves(ir.Unearth)
def unearth(game: Game, res: Resolution, node: ir.Unearth, answer: Action | None) -> None:
    """Return the card (still in its owner's graveyard) under the controller's control."""
    card = game.objects.get(res.source)
    if card is None or card.zone != "graveyard" or not card.info.is_permanent:
        res.did = False  # CR 400.7: it left the graveyard; CR 110.4: not a permanent card
        return
    new = zones.move(game, card.id, "battlefield", controller=res.controller)
    obj = game.objects.get(new)
    if obj is None or obj.zone != "battlefield":
        res.did = False
        return
    continuous.lasting(game, res.source, res.controller, "permanent", frozenset({new}),
                       add_keywords=("haste",))  # "It gains haste." (CR 702.84a)
    obj.flags = obj.flags | {UNEARTHED}
    game.delayed = (*game.delayed, Delayed(_EXILE, res.controller, new))
    res.did = True
