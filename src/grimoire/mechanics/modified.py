"""Modified permanents (CR 700.9): "A permanent is modified if it has one or more counters on
it (see rule 122), if it is equipped (see rule 301.5), or if it is enchanted by an Aura that
is controlled by that permanent's controller (see rule 303.4)."

The filter word "modified" ("Whenever a modified creature you control attacks") sets
:attr:`~grimoire.oracle.ir.ObjectFilter.modified`; :func:`is_modified` evaluates it (a
filter test, asked only for filters that set the field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_EQUIPMENT = ir.ObjectFilter(subtypes_any=("Equipment",), zone="battlefield")
_OWN_AURA = ir.ObjectFilter(subtypes_any=("Aura",), controller="you", zone="battlefield")
"""An Aura controlled by the modified permanent's controller (the filter's "you")."""


def is_modified(game: Game, obj: GameObject, flt: ir.ObjectFilter | None = None,
                source: int | None = None) -> bool:
    """CR 700.9: counters on it, an Equipment attached to it, or an Aura its controller
    controls attached to it (only a permanent is modified)."""
    if obj.zone != "battlefield":
        return False
    if any(n > 0 for n in (obj.counters or {}).values()):
        return True  # CR 122
    for oid in game.battlefield:
        other = game.objects.get(oid)
        if other is None or other.attached_to != obj.id:
            continue
        if query.matches(game, other, _EQUIPMENT, obj.controller) or query.matches(
                game, other, _OWN_AURA, obj.controller):  # CR 301.5; 303.4
            return True
    return False


hooks.FILTER_TESTS["modified"] = is_modified  # CR 700.9
