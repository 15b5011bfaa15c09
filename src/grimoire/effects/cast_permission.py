""""You may cast the exiled card for as long as it remains exiled" (CR 601.2 from exile by
permission), with its variants "without paying its mana cost" (CR 118.9) and "you may spend
mana as though it were mana of any color to cast that spell" (CR 609.4b); see
:mod:`grimoire.rules.cast_permission` for what they change in the cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import cast_permission as perm
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.CastPermission)
def cast_permission(game: Game, res: Resolution, node: ir.CastPermission,
                    answer: Action | None) -> None:
    """Give ``You()`` the permission for each referenced card still in exile."""
    given = []
    for oid in objects(game, res, node.what):
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "exile" or (obj.info.is_land and not node.play):
            continue  # a land is played, never cast (CR 305.9)
        perm.grant(game, obj, res.you, "permanent",  # while it remains exiled
                   free=node.free, any_mana=node.any_mana)
        given.append(oid)
    res.did = bool(given)
