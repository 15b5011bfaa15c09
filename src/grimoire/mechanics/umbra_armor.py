"""Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura." (the older "totem armor", CR 702.89b).

A replacement effect of the Aura on the proposed destruction of the permanent it enchants
(a provider of :mod:`grimoire.rules.replace`). With several such Auras, or with a
regeneration shield too, the permanent's controller chooses which applies (CR 616.1).

>>> "umbra armor" in ARMOR
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from grimoire.rules import query
from grimoire.rules import replace as rp
from grimoire.rules.damage import destroy

if TYPE_CHECKING:
    from grimoire.rules.game import Game

ARMOR = ("umbra armor", "totem armor")
"""The keyword's names (CR 702.89b: "totem armor" is its old name)."""


@rp.provider(rp.ProposedDestroy)
def armor(game: Game, event: rp.ProposedDestroy) -> Iterator[rp.Replacement]:
    """Each umbra armor Aura attached to the permanent: instead remove all damage from it
    and destroy the Aura (CR 702.89a, 120.6)."""
    oid = event.oid
    for aid in game.battlefield:
        aura = game.objects[aid]
        if aura.attached_to != oid or not any(
                k in query.keywords(game, aura) for k in ARMOR):
            continue

        def instead(g: Game, aid: int = aid) -> None:
            obj = g.objects[oid]
            obj.damage = 0
            obj.deathtouched = False
            destroy(g, aid)

        yield rp.Replacement(("umbra", aid), f"{aura.name}: destroy it instead (CR 702.89a)",
                             None, instead)
