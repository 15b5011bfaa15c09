"""Linked exile: cards exiled "with" an object (CR 607.2a) and cards exiled "until" it
leaves the battlefield (CR 610.3).

``game.linked`` maps a source object's id to the cards its linked abilities exiled; ids are
never reused, so an object that leaves and returns (a new object, CR 400.7) starts with no
record, while the old object's own abilities (a "when ~ leaves the battlefield" trigger)
still find theirs. ``game.exiled_until`` maps a source id to the cards exiled until it
leaves the battlefield: the moment it leaves, a one-shot effect returns them (CR 610.3),
to the battlefield under their owners' control (CR 610.3c); not a triggered ability, so
nothing uses the stack.

>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import Position
>>> from grimoire.rules.testing import vanilla_pool
>>> game = Game.from_position(Position(), vanilla_pool())
>>> record(game, 41, (42,), until=True)
>>> game.linked[41], game.exiled_until[41], source_still_there(game, 41)
((42,), (42,), False)
>>> source_left(game, 41)  # card 42 is not in exile (it doesn't exist): nothing returns
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import zones

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def record(game: Game, source: int, cards: tuple[int, ...], *, until: bool = False) -> None:
    """Remember that ``source`` exiled ``cards`` (CR 607.2a); with ``until``, also that they
    return when it leaves the battlefield (CR 610.3)."""
    game.linked[source] = game.linked.get(source, ()) + cards
    if until:
        game.exiled_until[source] = game.exiled_until.get(source, ()) + cards


def source_still_there(game: Game, source: int) -> bool:
    """CR 610.3a-b: an "until ~ leaves the battlefield" exile happens only if the source has
    not left the battlefield since the ability was put on the stack (or triggered)."""
    obj = game.objects.get(source)
    return obj is not None and obj.zone == "battlefield"


def source_left(game: Game, source: int) -> list[int]:
    """``source`` left the battlefield: return every card it exiled "until" then that is
    still in exile (CR 610.3, 610.3c, 610.3d: simultaneously). Returns the new ids."""
    cards = game.exiled_until.pop(source, ())
    if not cards:
        return []
    back: list[int] = []
    for oid in cards:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "exile":
            back.append(zones.move(game, oid, "battlefield", controller=obj.owner))
    return back
