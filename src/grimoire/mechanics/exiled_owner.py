"""The trigger "At the beginning of the upkeep of the exiled card's owner" (GO TO JAIL):
the step of the turn of the owner of a card this object exiled and that is still in exile
(CR 607.2a: linked abilities; 610.3: "until ~ leaves the battlefield"). The triggering
player is that owner ("that player rolls ...").

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.ExiledOwnerStepTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def exiled_owners(game: Game, source: int) -> set[int]:
    """The owners of the cards ``source`` exiled that are still in exile."""
    live = game.objects
    return {live[oid].owner for oid in game.linked.get(source, ())
            if oid in live and live[oid].zone == "exile"}


@matcher(ir.ExiledOwnerStepTrigger, ev.StepBegan)
def _exiled_owner_step(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.ExiledOwnerStepTrigger) and isinstance(event, ev.StepBegan)
    if event.step != trig.step or event.player not in exiled_owners(game, source.id):
        return []
    return [(None, event.player)]
