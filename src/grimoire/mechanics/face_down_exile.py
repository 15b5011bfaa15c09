"""Cards exiled face down by an instruction (CR 406.3): "each opponent ... exiles the top
card of their library face down" (Ixhel, Scion of Atraxa), "Exile the top card of your
library face down" (Necropotence).

The resolver of :class:`~grimoire.oracle.ir.Exile` with ``face_down`` marks each exiled card
with :data:`FLAG` and records its move as face down (the event's ``face_down``: the card's
name is hidden, :func:`grimoire.rules.events.redact`). No player may look at such a card
(:func:`hidden_from`, on the kernel's ``HIDDEN_FROM`` hook), except the player an effect
lets play it ("You may look at and play those cards for as long as they remain exiled":
the play permission's holder, CR 406.3, 601.2). The card is a new object if it leaves exile
(CR 400.7), so the mark goes with the exiled object only.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FLAG = "exiled_face_down"
"""A card an instruction exiled face down (CR 406.3)."""


def turn_down(game: Game, moved: list[int]) -> None:
    """Mark the cards just exiled (``moved``: their new ids) as face down."""
    for new in moved:
        obj = game.objects.get(new)
        if obj is None or obj.zone != "exile":
            continue
        obj.flags = obj.flags | {FLAG}
        for i in range(len(game.events) - 1, max(-1, len(game.events) - 2 - len(moved)), -1):
            event = game.events[i]
            if isinstance(event, ev.ZoneChanged) and event.new == new:
                game.events[i] = replace(event, face_down=True)
                break


def hidden_from(game: Game, obj: GameObject, viewer: int) -> bool:
    """Whether ``obj`` is a card exiled face down that ``viewer`` may not look at: only the
    player an effect lets play it may (CR 406.3)."""
    if obj.zone != "exile" or FLAG not in obj.flags:
        return False
    permission = game.play_permissions.get(obj.id)
    return permission is None or permission[0] != viewer


hooks.HIDDEN_FROM.add(hidden_from)
