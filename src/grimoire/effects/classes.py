"""The resolver of a class level bar's activated ability (CR 716.2a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics import classes
from grimoire.oracle import ir
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.ClassLevelUp)
def class_level_up(game: Game, res: Resolution, node: ir.ClassLevelUp,
                   answer: Action | None) -> None:
    """CR 716.2a: "this Class's level becomes N" - if the Class is still on the battlefield
    (a new object after a zone change is another Class, CR 400.7)."""
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield":
        res.did = False
        return
    classes.set_level(game, obj, node.level)
    classes.became_level(game, obj, node.level)  # CR 716.2c
