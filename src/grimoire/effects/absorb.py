"""A spell exiled as it resolves (:class:`~grimoire.oracle.ir.ExileAsItResolves`):
"Whenever a player casts an instant or sorcery spell, exile it instead of putting it into a
graveyard as it resolves." (Rod of Absorption).

Resolving the ability gives the spell a replacement effect (CR 614.1a), carried as a flag
naming the ability's source. When the spell finishes resolving (CR 608.2n) it is exiled
instead of going to its owner's graveyard, and the exiled card is linked to that source
(CR 607.2a: one of the "cards exiled with ~"). A spell countered or fizzling is not
resolved (CR 608.2b, 701.6a): it goes to its graveyard as usual (the rulings). With several
such effects on one spell, the first applies (the rulings let its controller choose which
one exiles it; the engine takes the earliest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, linked, zones
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game

PREFIX = "absorb:"
"""The flag ``absorb:<source id>`` on a spell exiled as it resolves, linked to the source."""


@resolves(ir.ExileAsItResolves)
def exile_as_it_resolves(game: Game, res: Resolution, node: ir.ExileAsItResolves,
                         answer: Action | None) -> None:
    """Flag each referenced spell still on the stack (CR 400.7: a spell gone is not it)."""
    res.did = False
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        if obj.zone == "stack" and obj.kind == "card":
            obj.flags = obj.flags | {f"{PREFIX}{res.source}"}
            res.did = True


def absorbed(game: Game, oid: int) -> bool:
    """Exile the resolved spell ``oid`` if it carries the effect, linking the card to the
    effect's source (CR 607.2a); True if it did."""
    obj = game.objects[oid]
    found = sorted(int(f[len(PREFIX):]) for f in obj.flags if f.startswith(PREFIX))
    if not found or obj.kind != "card":
        return False
    new = zones.move(game, oid, "exile")
    if new and new in game.objects and game.objects[new].zone == "exile":
        linked.record(game, found[0], (new,))
    return True


hooks.INSTEAD_OF_GRAVEYARD.add(absorbed)  # CR 608.2n, 614.1a
