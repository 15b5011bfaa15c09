"""Fully unlocking a Room (CR 709.5i): "Whenever you fully unlock a Room" (the second event of
the Eerie ability word, "Whenever an enchantment you control enters and whenever you fully
unlock a Room").

The trigger (:class:`~grimoire.oracle.ir.FullyUnlockTrigger`) watches the
:class:`~grimoire.rules.events.RoomFullyUnlocked` event of a Room its controller controls.
Rooms themselves (split permanents with doors, CR 709.5) are not implemented: a Room card is
reported as not supported (:data:`grimoire.oracle.faces.ROOM`) and no Room is ever unlocked in
a game, so the event is not emitted yet; the Room implementation emits it as it gives a Room
its second unlocked designation (or both at once).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.FullyUnlockTrigger in MATCHERS
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


@matcher(ir.FullyUnlockTrigger, ev.RoomFullyUnlocked)
def _fully_unlocked(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 709.5i: "you" fully unlocked it (the Room is the triggering object)."""
    assert isinstance(event, ev.RoomFullyUnlocked)
    return [(event.object, event.player)] if event.player == source.controller else []
