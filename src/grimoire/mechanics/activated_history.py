"""A permanent "that was activated this turn" (CR 700.10: "the permanent was the source of an
ability that was activated this turn, regardless of whether that permanent still has that
activated ability or the player who activated it is still in the game"): Cut Short's
"target planeswalker that was activated this turn or tapped creature".

Read from this turn's events (each activation is an ``AbilityActivated`` event, CR 602.2i),
only for a filter that sets ``activated_this_turn``; the object is the same object (a
permanent that left and returned is a new one, CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.oracle import ir
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def activated_this_turn(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                        source: int | None) -> bool:
    """Whether ``obj`` was the source of an ability activated this turn (CR 700.10)."""
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.AbilityActivated and event.source == obj.id:
            return True
    return False


hooks.FILTER_TESTS["activated_this_turn"] = activated_this_turn
