"""Resolving changes to characteristics (CR 611.2, 613): "Until end of turn, target creature
loses all abilities and becomes a blue Frog with base power and toughness 1/1" (Turn to
Frog), "creatures you control have base power and toughness X/X and gain all creature
types" (Mirror Entity). The objects are those there as it resolves (CR 611.2c) and X is
fixed then (CR 611.2d); the effect is a record in ``game.effects``
(:mod:`grimoire.rules.continuous`) that the layer system applies.

"Target land becomes the basic land type of your choice until end of turn", "~ becomes the
creature type / the color [or colors] of your choice": the controller chooses as it resolves
(CR 608.2d), and only if there is something to change."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.core.mana import COLORS
from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import continuous
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.BecomeCharacteristics)
def become(game: Game, res: Resolution, node: ir.BecomeCharacteristics,
           answer: Action | None) -> Decision | None:
    hit = frozenset(o for o in objects(game, res, node.what)
                    if game.objects[o].zone == "battlefield")
    if hit and node.chosen is not None:  # "... of your choice": chosen as it resolves
        if answer is None:
            return _ask(res, node.chosen)
        assert isinstance(answer, Choose) and isinstance(answer.value, str)
        node = _with_choice(node, answer.value)
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
                           add_types=node.add_types, remove_types=node.remove_types,
                           set_types=node.types_set,
                           land_subtypes=node.land_subtypes)
    res.did = bool(hit)
    return None


BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""CR 205.3i: the basic land types, offered in WUBRG order."""

COLOR_SETS = tuple("".join(c for i, c in enumerate(COLORS) if mask >> i & 1)
                   for mask in range(1, 32))
"""Every nonempty set of colors ("the color or colors of your choice"), as "WU" strings."""


def _ask(res: Resolution, kind: ir.ChosenKind) -> Decision:
    """CR 608.2d: the controller chooses as the spell or ability resolves."""
    if kind == "color":
        return Decision("choose_color", res.you, prompt="choose a color", options=COLORS,
                        source=res.source, rule="CR 608.2d")
    if kind == "colors":
        return Decision("choose_mode", res.you, prompt="choose a color or colors",
                        options=COLOR_SETS, source=res.source, rule="CR 608.2d")
    if kind == "creature_type":  # CR 205.3m: one of the listed creature types
        return Decision("choose_creature_type", res.you, prompt="choose a creature type",
                        options=tuple(sorted(CREATURE_TYPES)), source=res.source,
                        rule="CR 608.2d")
    return Decision("choose_mode", res.you, prompt="choose a basic land type",
                    options=BASIC_LAND_TYPES, source=res.source, rule="CR 608.2d")


def _with_choice(node: ir.BecomeCharacteristics, value: str) -> ir.BecomeCharacteristics:
    """``node`` with the choice in the characteristic it changes."""
    if node.chosen in ("color", "colors"):
        return replace(node, colors=tuple(value))  # CR 105.3: the new colors replace its own
    if node.chosen == "creature_type" and not node.chosen_added:
        return replace(node, creature_subtypes=(value,))
    if node.chosen_added:  # "... in addition to its other types" (its mana too, CR 305.7)
        return replace(node, add_subtypes=(*node.add_subtypes, value))
    return replace(node, land_subtypes=(value,))  # CR 305.7
