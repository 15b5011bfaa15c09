"""Triggers on playing a land (CR 305.1): "Whenever a player plays a land" watches the
:class:`~grimoire.rules.events.LandPlayed` event (a land played from the hand, or from
another zone an effect allows; not one put onto the battlefield by an effect).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.LandPlayedTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


@matcher(ir.LandPlayedTrigger, ev.LandPlayed)
def _land_played(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """The player who played it is "you", an opponent, or any player."""
    assert isinstance(trig, ir.LandPlayedTrigger) and isinstance(event, ev.LandPlayed)
    mine = event.player == source.controller
    if trig.whose != "each" and mine != (trig.whose == "you"):
        return []
    return [(event.card, event.player)]
