"""Replacement effects on how a permanent enters that roll dice (CR 614.1c, 614.12).

"As ~ enters, roll a six-sided die twice. Its base power becomes the first result and its
base toughness becomes the second result" (:class:`~grimoire.oracle.ir.EntersWithRolledBase`):
the two rolls are made with the engine's die-roll procedure (:func:`grimoire.effects.dice.
roll_now`: the same replacements, modifiers, events and "whenever you roll" triggers as any
roll), then the permanent has those base values (CR 613.4b: they apply in layer 7b, and
counters and other changes apply on top, CR 613.4c).

>>> from grimoire.rules.replacement import ENTERS
>>> ir.EntersWithRolledBase in ENTERS
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query, zones
from grimoire.rules.actions import Action
from grimoire.rules.cardinfo import info_for
from grimoire.rules.copy_effects import EnterAsCopyLand, EnterAsCopySpell
from grimoire.rules.counters import add_counters
from grimoire.rules.dice import roll_now
from grimoire.rules.enter_statics import (
    EnterChoosingColorLand,
    EnterPayingOrTapped,
    enter_choosing_color_land,
    enter_paying_or_tapped,
)
from grimoire.rules.registry import resolves
from grimoire.rules.replacement import enters_replacement
from grimoire.rules.turn import enter_permanent

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution


def rolled_base(game: Game, obj: GameObject, sides: int) -> tuple[int, int]:
    """Roll a ``sides``-sided die twice for ``obj``'s controller (two rolls, CR 706.1):
    the first and the second result."""
    found: list[int] = []
    for _ in range(2):
        die = roll_now(game, obj.controller, ir.RollDice(ir.Fixed(1), sides), source=obj.id,
                       x=obj.x)
        found.append(die.result if die is not None else 0)
    return found[0], found[1]


@enters_replacement(ir.EntersWithRolledBase)
def _enters_with_rolled_base(game: Game, obj: GameObject,
                             effect: ir.EntersWithRolledBase) -> None:
    # CR 614.1c, 614.12: "As ~ enters, roll ..." modifies how it enters; its base power and
    # toughness are the results (CR 613.4b). Leaving the battlefield, it is a new object
    # with the card's own characteristics again (CR 400.7).
    power, toughness = rolled_base(game, obj, effect.sides)
    if obj.base is None:
        obj.base = obj.info
    obj.info = info_for(replace(obj.info.card, power=power, toughness=toughness))


# "As this land enters, you may pay ...": the question asked before a played land enters
resolves(EnterPayingOrTapped)(enter_paying_or_tapped)
resolves(EnterChoosingColorLand)(enter_choosing_color_land)  # CR 614.12


@resolves(EnterAsCopyLand)
def enter_as_copy_land(game: Game, res: Resolution, node: EnterAsCopyLand,
                       answer: Action | None) -> None:
    """CR 305.1, 614.1c, 707.5: the played land enters, its controller choosing what it
    copies (the move stops to ask and this runs again with the answer)."""
    new = zones.move(game, node.card, "battlefield", controller=node.player)
    game.emit(ev.LandPlayed(node.player, new, game.objects[new].name))


@resolves(EnterAsCopySpell)
def enter_as_copy_spell(game: Game, res: Resolution, node: EnterAsCopySpell,
                        answer: Action | None) -> None:
    """CR 608.3, 614.1c, 707.5: the permanent spell enters, its controller choosing what it
    copies (the move stops to ask and this runs again with the answer)."""
    obj = game.objects[node.spell]
    name, info = obj.name, obj.stack
    enter_permanent(game, obj, info.x if info is not None else 0)
    game.emit(ev.Resolved(node.spell, name))


@enters_replacement(ir.EntersRemovingCounters)
def _enters_removing_counters(game: Game, obj: GameObject,
                              effect: ir.EntersRemovingCounters) -> None:
    """CR 614.1c: "As ~ enters, remove all counters from all permanents. ~ enters with a
    +1/+1 counter on it for each counter removed this way": every counter of every kind
    (loyalty too; a player's counters stay, the 2015-11-04 ruling) comes off each matching
    permanent other than the entering one, then it enters with that many (CR 122.6)."""
    removed = 0
    for oid in list(game.battlefield):
        other = game.objects.get(oid)
        if other is None or oid == obj.id or not other.counters or not query.matches(
                game, other, effect.filter, obj.controller, obj.id):
            continue
        for kind, count in list(other.counters.items()):
            add_counters(game, other, kind, -count)
            removed += count
    if removed:
        add_counters(game, obj, effect.kind, removed * effect.per)
