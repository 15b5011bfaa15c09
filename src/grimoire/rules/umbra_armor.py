"""Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura." (the older "totem armor", CR 702.89b).

A replacement effect of the Aura applied where a permanent is destroyed
(:func:`grimoire.rules.damage.destroy`). With several such Auras on one permanent only one
applies; the engine uses the one that has been on the battlefield longest (the lowest
timestamp) instead of asking the controller (CR 616.1).

>>> "umbra armor" in ARMOR
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

ARMOR = ("umbra armor", "totem armor")
"""The keyword's names (CR 702.89b: "totem armor" is its old name)."""


def armor_replaces(game: Game, obj: GameObject) -> bool:
    """Apply an umbra armor Aura attached to ``obj``, if any: remove all damage from ``obj``
    and destroy the Aura instead; return whether the destruction was replaced."""
    from grimoire.rules import query
    auras = [game.objects[a] for a in game.battlefield
             if game.objects[a].attached_to == obj.id
             and any(k in query.keywords(game, game.objects[a]) for k in ARMOR)]
    if not auras:
        return False
    aura = min(auras, key=lambda a: a.timestamp)
    obj.damage = 0  # CR 702.89a, 120.6: all damage marked on it
    obj.deathtouched = False
    from grimoire.rules.damage import destroy
    destroy(game, aura.id)
    return True
