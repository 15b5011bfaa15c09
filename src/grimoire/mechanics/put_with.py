"""Permanents put onto the battlefield "with" an object (CR 607.2a linked abilities):
"When this enchantment enters, return target creature card from your graveyard to the
battlefield. When the creature put onto the battlefield with this enchantment dies, exile it
and return this enchantment to its owner's hand. When this enchantment leaves the
battlefield, exile the creature put onto the battlefield with this enchantment." The put is
remembered in ``game.linked`` under the source's id (:mod:`grimoire.rules.linked`; ids are
never reused, so a creature that left the battlefield, a new object, is no longer tracked:
Diabolic Servitude's ruling). :class:`~grimoire.oracle.ir.LinkedDiesTrigger` triggers when
the remembered permanent dies (also when the source leaves at the same time: it looks back
in time, CR 603.10a).

>>> from grimoire.rules.triggers import MATCHERS
>>> MATCHERS[ir.LinkedDiesTrigger][0]
(<class 'grimoire.rules.events.ZoneChanged'>,)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@matcher(ir.LinkedDiesTrigger, ev.ZoneChanged)
def _linked_dies(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 700.4: the remembered permanent went from the battlefield to a graveyard."""
    assert isinstance(event, ev.ZoneChanged)
    if event.from_zone != "battlefield" or event.to_zone != "graveyard":
        return []
    if event.old not in game.linked.get(source.id, ()):
        return []
    return [(event.new, None)]
