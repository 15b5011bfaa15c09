"""The monarch's history (CR 722): "Whenever an opponent becomes the monarch, if you were the
monarch as the turn began, that player loses 2 life and you gain 2 life." (Knights of the
Black Rose), "Whenever you become the monarch, ..." (Custodi Lich).

The kernel emits :class:`~grimoire.rules.events.BecameMonarch` whenever the designation
changes hands (an effect, CR 722.1; combat damage to the monarch, CR 722.2; the monarch
leaving the game, CR 722.4). :class:`~grimoire.oracle.ir.MonarchTrigger` watches it (the new
monarch is the triggering player); the status "you were the monarch as the turn began" is
read from this turn's log: the player who was the monarch before the turn's first change,
or the monarch now if it didn't change this turn.

>>> from grimoire.rules.triggers import MATCHERS
>>> MATCHERS[ir.MonarchTrigger][0]
(<class 'grimoire.rules.events.BecameMonarch'>,)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher
from grimoire.rules.values import _this_turn

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def monarch_as_turn_began(game: Game) -> int | None:
    """Who was the monarch as this turn began (None: nobody)."""
    first: ev.BecameMonarch | None = None
    for event in _this_turn(game):  # newest first: the last one seen is the turn's first
        if isinstance(event, ev.BecameMonarch):
            first = event
    return game.monarch if first is None else first.previous


def _was_monarch(game: Game, player: int) -> bool:
    return monarch_as_turn_began(game) == player


@matcher(ir.MonarchTrigger, ev.BecameMonarch)
def _became(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """The new monarch is one of the players the trigger names (CR 722.1)."""
    assert isinstance(trig, ir.MonarchTrigger) and isinstance(event, ev.BecameMonarch)
    mine = event.player == source.controller
    if (trig.who == "you" and not mine) or (trig.who == "opponent" and mine):
        return []
    return [(None, event.player)]


hooks.PLAYER_STATUSES["monarch_as_turn_began"] = _was_monarch  # CR 722
