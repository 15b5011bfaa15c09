"""Who a creature attacks, as a filter quality (CR 506.2, 508.1b): "Whenever a creature
attacks one of your opponents or a planeswalker an opponent controls" (Gahiji, Honored One).

The filter field :attr:`~grimoire.oracle.ir.ObjectFilter.attacking_opponent` sets it;
:func:`attacks_an_opponent` evaluates it for the source's controller (a filter test, asked
only for filters that set the field). In a free-for-all game every other player is an
opponent (CR 102.3); a creature attacking a battle is attacking neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks
from grimoire.rules.objects import Seat

if TYPE_CHECKING:
    from grimoire.oracle import ir
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def attacks_an_opponent(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                        source: int | None) -> bool:
    """Whether ``obj`` is attacking an opponent of the source's controller (CR 506.2) or,
    with ``"or_planeswalker"``, a planeswalker such an opponent controls."""
    holder = (game.objects.get(source) or game.last_known.get(source)) if source is not None \
        else None
    if holder is None:
        return False
    viewer = holder.controller
    target = game.combat.attackers.get(obj.id)
    if isinstance(target, Seat):
        return target.index != viewer
    if target is None or flt.attacking_opponent != "or_planeswalker":
        return False
    walker = game.objects.get(target)  # CR 306: a planeswalker (not a battle, CR 310)
    return walker is not None and walker.controller != viewer and \
        "planeswalker" in walker.info.types


hooks.FILTER_TESTS["attacking_opponent"] = attacks_an_opponent  # CR 506.2, 508.1b
