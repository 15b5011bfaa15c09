"""Fight triggers: "Whenever a creature you control fights, ..." (CR 701.12a): the fight
resolver (:mod:`grimoire.effects.basic`) emits :class:`~grimoire.rules.events.Fought` for
each of the two creatures that fought (none when one is gone, CR 701.12b); each one matching
the trigger's filter triggers it once, as the triggering object ("it").

>>> from grimoire.rules.triggers import MATCHERS
>>> MATCHERS[ir.FightsTrigger][0]
(<class 'grimoire.rules.events.Fought'>,)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@matcher(ir.FightsTrigger, ev.Fought)
def _fights(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """The creature that fought matches the filter (as it is now, or as it last existed if
    the fight's damage destroyed it: CR 603.10a doesn't apply, but the creature did fight)."""
    assert isinstance(trig, ir.FightsTrigger) and isinstance(event, ev.Fought)
    fighter = game.objects.get(event.object) or game.last_known.get(event.object)
    if fighter is None or not query.matches(game, fighter, trig.filter, source.controller,
                                            source.id):
        return []
    return [(event.object, None)]
