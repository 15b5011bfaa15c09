"""Turn history of destructions (CR 701.8a): "If a noncreature permanent under your control
was destroyed this turn by a spell or ability an opponent controlled" (Cobra Trap's
alternative cost condition, CR 118.9).

Only a spell or ability destroys (the Trap rulings: exiling, sacrificing, removing loyalty
counters or a state-based action don't count), so the logged
:class:`~grimoire.rules.events.Destroyed` events are what is read; the permanent is judged as
it last existed on the battlefield (CR 608.2h: its controller and its card types then).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _yours_destroyed_by_opponent(game: Game, you: int, event: object) -> bool:
    """Whether ``event`` is the destruction of a noncreature permanent ``you`` controlled by
    a spell or ability an opponent controlled."""
    if not isinstance(event, ev.Destroyed) or event.player == you:
        return False
    gone = game.last_known.get(event.object)
    return gone is not None and gone.controller == you and not gone.info.is_creature


hooks.HAPPENED["noncreature_yours_destroyed_by_opponent"] = _yours_destroyed_by_opponent
