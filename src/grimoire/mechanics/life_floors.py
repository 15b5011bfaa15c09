"""Life floors (CR 614.1a, 120.4c): "Damage that would reduce your life total to less than 1
reduces it to 1 instead" (Ali from Cairo, Worship, Elderscale Wurm), the engine side of
:class:`~grimoire.oracle.ir.LifeFloor`, a provider of the replacement pipeline on the life
loss that results from damage (:class:`~grimoire.rules.replace.ProposedLife` with
``from_damage``).

It is not a prevention: the damage is dealt in full (lifelink, "is dealt damage" triggers,
commander damage see all of it), only the life lost changes (Worship's rulings); a life total
already below the floor is reduced as usual (Sustaining Spirit's ruling); life lost or paid
otherwise is untouched. "If you control a creature, ..." and "As long as you have 7 or more
life, ..." apply while their condition holds (CR 611.3a).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace as with_
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import replace as rp
from grimoire.rules.cardinfo import present
from grimoire.rules.query import static_condition

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_WORDS = frozenset({"LifeFloor"})


@rp.provider(rp.ProposedLife)
def _life_floors(game: Game, event: rp.ProposedLife) -> Iterator[rp.Replacement]:
    """The floors of the permanents the damaged player controls."""
    if not event.from_damage or event.amount >= 0 or not game.n_statics \
            or not present(game, _WORDS):
        return
    life = game.players[event.player].life
    objects = game.objects
    for oid in game.battlefield:
        holder = objects[oid]
        if holder.controller != event.player:
            continue
        for index, ability in holder.info.statics:
            effect = ability.effect
            if isinstance(effect, ir.ConditionalStatic) and isinstance(effect.effect,
                                                                       ir.LifeFloor):
                if not static_condition(game, holder, effect.condition):
                    continue
                effect = effect.effect
            if not isinstance(effect, ir.LifeFloor):
                continue
            if life < effect.floor or life + event.amount >= effect.floor:
                continue  # already below it, or not reduced below it
            yield rp.Replacement((oid, index), f"{holder.name}: life to {effect.floor}",
                                 with_(event, amount=effect.floor - life))
