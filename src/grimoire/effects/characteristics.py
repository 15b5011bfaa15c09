"""Resolving changes to characteristics (CR 611.2, 613): "Until end of turn, target creature
loses all abilities and becomes a blue Frog with base power and toughness 1/1" (Turn to
Frog), "creatures you control have base power and toughness X/X and gain all creature
types" (Mirror Entity). The objects are those there as it resolves (CR 611.2c) and X is
fixed then (CR 611.2d); the effect is a record in ``game.effects``
(:mod:`grimoire.rules.continuous`) that the layer system applies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.BecomeCharacteristics)
def become(game: Game, res: Resolution, node: ir.BecomeCharacteristics,
           answer: Action | None) -> None:
    hit = frozenset(o for o in objects(game, res, node.what)
                    if game.objects[o].zone == "battlefield")
    if hit:
        power = None if node.base_power is None else amount_value(
            game, res, node.base_power, res.you)
        toughness = None if node.base_toughness is None else amount_value(
            game, res, node.base_toughness, res.you)
        duration = node.duration if node.while_counter is None else \
            continuous.COUNTER_PREFIX + node.while_counter  # CR 611.2b
        continuous.lasting(game, res.source, res.you, duration, hit,
                           lose_all=node.lose_all_abilities,
                           creature_subtypes=node.creature_subtypes, colors=node.colors,
                           base_power=power, base_toughness=toughness,
                           all_creature_types=node.all_creature_types,
                           add_colors=node.add_colors, add_subtypes=node.add_subtypes,
                           add_types=node.add_types, remove_types=node.remove_types)
    res.did = bool(hit)
