"""Statics that give +X/+X with X known only in the game (CR 613.4c): "Enchanted creature
gets +X/+X, where X is the number of creature cards in your graveyard", "This creature
gets +X/+X, where X is the greatest number of stored results on it of the same value".

They are continuous effects, so X is evaluated each time the characteristics are read
(CR 611.3a: a static ability's effect applies at all times, reading the game as it is);
:func:`boost` is called by :mod:`grimoire.rules.query` in layer 7c. An X that reads the
power or toughness of something that reads this boost again is 0 while being evaluated
(no infinite regress).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_EVALUATING: set[int] = set()


def boost(game: Game, source: GameObject, effect: ir.DynamicBoost,
          affected: int | None = None) -> tuple[int, int]:
    """The (power, toughness) change ``source``'s dynamic boost gives ``affected`` now (its
    amount may read that object: ``Bound(ir.AFFECTED_NAME)``, "for each of its colors")."""
    if source.id in _EVALUATING:
        return 0, 0
    res = Resolution(source=source.id, controller=source.controller)
    if affected is not None:
        res.bindings[ir.AFFECTED_NAME] = (affected,)
    _EVALUATING.add(source.id)
    try:
        return (amount_value(game, res, effect.power, source.controller),
                amount_value(game, res, effect.toughness, source.controller))
    finally:
        _EVALUATING.discard(source.id)


def defined_stats(game: Game, source: GameObject, cda: ir.PowerToughnessCDA,
                  power: int | None, toughness: int | None) -> tuple[int | None, int | None]:
    """Power and toughness as ``source``'s characteristic-defining ability states them
    (CR 604.3, layer 7a); a value it doesn't define stays ``power`` / ``toughness``. An
    amount that reads this object's power while being evaluated sees 0."""
    if source.id in _EVALUATING:
        return power, toughness
    res = Resolution(source=source.id, controller=source.controller)
    _EVALUATING.add(source.id)
    try:
        if cda.power is not None:
            power = amount_value(game, res, cda.power, source.controller)
        if cda.toughness is not None:
            toughness = amount_value(game, res, cda.toughness, source.controller)
    finally:
        _EVALUATING.discard(source.id)
    return power, toughness
