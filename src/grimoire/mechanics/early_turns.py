"""A card that can't be cast during its caster's first turns of the game
(:class:`~grimoire.oracle.ir.CantCastEarly`, Serra Avenger; CR 101.2).

The turns a player has taken are counted from the game's event log
(:class:`~grimoire.rules.events.TurnBegan`), incrementally: the state keeps how far the log
was read and each player's count, so a check reads only the events since the last one.
Registered with ``words``: asked only in a game with such a card. Another player's turn is
not one of "your" turns (Serra Avenger's ruling: castable then if something allows it), and
extra turns count (the rulings count the turns you have taken)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

STATE: hooks.StateKey[tuple[int, tuple[tuple[int, int], ...]]] = hooks.StateKey(
    "turns_taken")
"""(events read, ((player, turns begun), ...))."""


def turns_taken(game: Game, player: int) -> int:
    """How many turns ``player`` has begun this game (the current one included)."""
    read, counts = STATE.get(game) or (0, ())
    if read < len(game.events):
        taken = dict(counts)
        for event in game.events[read:]:
            if type(event) is ev.TurnBegan:
                taken[event.player] = taken.get(event.player, 0) + 1
        counts = tuple(sorted(taken.items()))
        STATE.set(game, (len(game.events), counts))
    return dict(counts).get(player, 0)


def cast_early(game: Game, player: int, card: GameObject) -> hooks.Problem:
    """CR 101.2: during one of ``player``'s first turns, a card that says so can't be cast."""
    for _, ability in card.info.statics:
        limit = ability.effect
        if isinstance(limit, ir.CantCastEarly) and game.active == player \
                and turns_taken(game, player) <= limit.turns:
            return (f"{card.name} can't be cast during your first {limit.turns} turns",
                    "CR 101.2")
    return None


hooks.CAST_FORBIDDEN.add(cast_early, words=frozenset({"CantCastEarly"}))  # CR 101.2
