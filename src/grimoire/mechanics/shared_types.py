"""Sharing a creature type (CR 205.3m) or a color (CR 105.2: conspire's "creatures you
control that each share a color with it", CR 702.78a): the condition "if it shares a
creature type with ~"
(kinship: "you may look at the top card of your library. If it shares a creature type with
this creature, you may reveal it. If you do, ...").

Creature types are the subtypes a creature or kindred card has (CR 205.3m; a changeling
has every one, CR 702.73a, :mod:`grimoire.rules.cardinfo`); a permanent's are its current
ones (CR 613: an effect may have changed them), an object gone from its zone is read as it
last existed (CR 608.2h). Either object missing: the condition is false.

Sharing a name (CR 201.2): "if you control three or more lands with the same name".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import hooks, layers, query
from grimoire.rules.values import lki, lki_objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution


def creature_types(game: Game, obj: GameObject) -> frozenset[str]:
    """The creature types ``obj`` has now (its current subtypes on the battlefield)."""
    if obj.zone == "battlefield" and obj.id in game.objects:
        return frozenset(layers.characteristics(game, obj).subtypes) & CREATURE_TYPES
    return frozenset(obj.info.subtypes) & CREATURE_TYPES


def shares_creature_type(game: Game, res: Resolution, cond: ir.SharesCreatureType) -> bool:
    """Whether the two objects have a creature type in common."""
    ones = lki_objects(game, res, cond.ref)
    source = lki(game, res.source) if isinstance(cond.other, ir.ThisObject) else None
    others = [source] if source is not None else lki_objects(game, res, cond.other)
    kinds = frozenset().union(*(creature_types(game, o) for o in others))
    return any(creature_types(game, o) & kinds for o in ones)


def _shares_with_source(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                        source: int | None) -> bool:
    """The filter test "that share a creature type with it": ``obj`` and the source (as it
    last existed if gone, CR 608.2h) have a creature type in common."""
    if source is None:
        return False
    other = game.objects.get(source) or game.last_known.get(source)
    return other is not None and bool(creature_types(game, obj) & creature_types(game, other))


def _colors(game: Game, obj: GameObject) -> frozenset[str]:
    """The colors ``obj`` has now (a permanent's current ones, CR 613; elsewhere its card's)."""
    if obj.zone == "battlefield" and obj.id in game.objects:
        return frozenset(layers.characteristics(game, obj).colors)
    return frozenset(obj.info.colors)


def _shares_color_with_source(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                              source: int | None) -> bool:
    """The filter test "that share a color with it" (CR 105.2; conspire, CR 702.78a):
    ``obj`` and the source (a spell being cast, or as it last existed) have a color in
    common; a colorless object shares none."""
    if source is None:
        return False
    other = game.objects.get(source) or game.last_known.get(source)
    return other is not None and bool(_colors(game, obj) & _colors(game, other))


def control_same_name(game: Game, res: Resolution, cond: ir.ControlSameName) -> bool:
    """Whether ``res.you`` control enough permanents matching the filter that share one
    name (CR 201.2: the largest group of one name counts; a face-down permanent has no
    name, CR 708.2, and joins no group)."""
    names: dict[str, int] = {}
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != res.you or obj.hidden is not None \
                or not query.matches(game, obj, cond.filter, res.you, res.source):
            continue
        name = layers.characteristics(game, obj).name
        names[name] = names.get(name, 0) + 1
    return query._compare(max(names.values(), default=0), cond.check)


hooks.CONDITIONS[ir.SharesCreatureType] = shares_creature_type  # CR 205.3m
hooks.CONDITIONS[ir.ControlSameName] = control_same_name  # CR 201.2
hooks.FILTER_TESTS["shares_creature_type"] = _shares_with_source  # CR 205.3m, 702.38a
hooks.FILTER_TESTS["shares_color"] = _shares_color_with_source  # CR 105.2, 702.78a
