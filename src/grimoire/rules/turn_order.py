"""Whose turn comes next: normal turn order and extra turns (CR 500.1, 500.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def add_extra_turn(game: Game, seat: int) -> None:
    """CR 500.7: add a turn for ``seat`` directly after this one; the most recently created
    turn is taken first. ``game.extra_turns`` is a stack of the seats whose turns come
    before normal turn order resumes: the first extra turn also records the turn that
    would normally come next, so that order resumes after the last extra turn."""
    if not game.extra_turns:
        game.extra_turns = (game.next_player(game.active),)
    game.extra_turns = (*game.extra_turns, seat)


def next_turn_player(game: Game) -> int:
    """The player whose turn begins next (CR 500.1, 500.7): the most recently added extra
    turn, else the next player in turn order. A player who has left the game (CR 800.4)
    takes no turn.

    >>> from grimoire.rules.game import Game
    >>> g = Game([], ["A", "B"], seed=0)
    >>> add_extra_turn(g, 0); g.extra_turns
    (1, 0)
    >>> next_turn_player(g), next_turn_player(g), next_turn_player(g)
    (0, 1, 1)
    """
    while game.extra_turns:
        *rest, seat = game.extra_turns
        game.extra_turns = tuple(rest)
        if not game.players[seat].lost:
            return seat
    return game.next_player(game.active)
