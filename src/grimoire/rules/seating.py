"""Seating directions (CR 101.4, 103.1, 800.4a): "left" and "right" around the table.

Turn order goes clockwise, to each player's left (CR 103.1: "proceeds clockwise"; CR 101.4:
"the next player in turn order (usually the player seated to the active player's left)";
CR 808.4, 809.4: "Turn order goes to the players' left"). Seats are numbered in turn order,
so the player to a seat's left is the next seat and the player to its right the one before.
A player who has left the game has no seat any more (CR 800.4a): the next player in a
direction is the nearest one still in the game.

>>> from grimoire.rules.game import Game
>>> g = Game([], ["A", "B", "C", "D"], seed=0)
>>> next_in_direction(g, 0, "left"), next_in_direction(g, 0, "right")
(1, 3)
>>> g.players[1].lost = True
>>> next_in_direction(g, 0, "left"), nearest_opponent(g, 2, "right")
(2, 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.rules.game import Game

DIRECTIONS = ("left", "right")
"""The two answers of "choose left or right" (CR 101.4: left is the way turn order goes)."""

CHOSEN_DIRECTION = "chosen_direction"
"""Resolution scratch key: the direction chosen earlier in this resolution."""


def next_in_direction(game: Game, seat: int, side: str) -> int | None:
    """The next player still in the game seated to ``seat``'s ``side`` (CR 101.4, 800.4a);
    None when no other player is left."""
    n = len(game.players)
    step = 1 if side == "left" else n - 1
    other = (seat + step) % n
    while other != seat:
        if not game.players[other].lost:
            return other
        other = (other + step) % n
    return None


def nearest_opponent(game: Game, seat: int, side: str) -> int | None:
    """ "the nearest opponent in the chosen direction" of ``seat`` (Mystic Barrier's
    rulings: teammates between are passed over; in a free-for-all game every other player
    is an opponent, CR 102.3, so it is the next player in that direction)."""
    return next_in_direction(game, seat, side)


def order_from(game: Game, first: int, side: str) -> list[int]:
    """The players still in the game starting with ``first`` and proceeding in the
    direction ``side`` ("Starting with you and proceeding in the chosen direction").

    >>> from grimoire.rules.game import Game
    >>> order_from(Game([], ["A", "B", "C"], seed=0), 0, "right")
    [0, 2, 1]
    """
    out = [first]
    seat = next_in_direction(game, first, side)
    while seat is not None and seat not in out:
        out.append(seat)
        seat = next_in_direction(game, seat, side)
    return out
