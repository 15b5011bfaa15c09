"""Counts read from the game's event log over this turn or the previous one (CR 500.1: a
turn runs from one ``TurnBegan`` event to the next; a game from a position starts mid-turn):
spells cast (CR 601.2i), life gained or lost (CR 119.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def spells_cast_last_turn(game: Game, by_one_player: bool = False) -> int:
    """How many spells were cast during the previous turn (CR 601.2i: a spell is cast when
    its casting completes; each is one ``SpellCast`` event), or the most any one player
    cast. The previous turn runs from the one-but-last ``TurnBegan`` (or the start of the
    log: a game from a position starts mid-turn) to the last; in the first turn logged
    there is no previous turn, and no spell was cast in it.
    """
    began = 0
    counts: dict[int, int] = {}
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            began += 1
            if began == 2:
                break
        elif began == 1 and isinstance(event, ev.SpellCast):
            counts[event.player] = counts.get(event.player, 0) + 1
    if by_one_player:
        return max(counts.values(), default=0)
    return sum(counts.values())


def life_changed(game: Game, player: int, gained: bool, last_turn: bool) -> int:
    """How much life ``player`` gained (``gained``) or lost this turn or in the previous
    turn (CR 119.3: each ``LifeChanged`` event; damage dealt to a player is life lost,
    CR 120.3a). The turns are delimited by ``TurnBegan`` as in
    :func:`spells_cast_last_turn`."""
    began = 0
    total = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            began += 1
            if began == (2 if last_turn else 1):
                break
        elif began == (1 if last_turn else 0) and isinstance(event, ev.LifeChanged) \
                and event.player == player:
            if gained and event.amount > 0:
                total += event.amount
            elif not gained and event.amount < 0:
                total -= event.amount
    return total


def spells_cast_before(game: Game, spell: int) -> int:
    """How many spells were cast this turn before ``spell`` was (CR 601.2i: one
    ``SpellCast`` event each; copies are not cast, CR 707.10)."""
    count = 0
    seen = False
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.SpellCast):
            if event.spell == spell:
                seen = True
            elif seen:
                count += 1
    return count
