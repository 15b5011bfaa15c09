"""How many players were dealt damage this turn (:class:`~grimoire.oracle.ir.
PlayersDealtDamageThisTurn`): "you may pay X life, where X is the number of opponents that
were dealt combat damage this turn" (Tymna the Weaver), "for each opponent who was dealt
damage this turn". Read from this turn's event log back to its ``TurnBegan`` (CR 500.1):
a ``DamageDealt`` event of more than 0 damage to a player (CR 120.3, 120.8; ``combat``:
combat damage, CR 510.2). Each player counts once however often they were dealt damage; an
opponent who has since left the game still counts (Tymna's ruling), so the count is over
every seat, not only the players still in the game (CR 800.4a).

And how many creatures a player controlled dealt combat damage to a player this turn
(:class:`~grimoire.oracle.ir.CombatDamagersThisTurn`, Excess): each creature dealing combat
damage to a player is noted with its controller at that moment (:data:`DAMAGERS`, through
``hooks.COMBAT_DAMAGE_TO_PLAYER``), kept for the turn it was dealt in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

DAMAGERS: hooks.StateKey[tuple[int, frozenset[tuple[int, int]]]] = hooks.StateKey(
    "combat_damagers")
"""The turn number and the ``(creature, its controller)`` pairs that dealt combat damage to
a player in that turn."""


def damaged_players(game: Game, amount: ir.PlayersDealtDamageThisTurn, you: int) -> set[int]:
    """The seats dealt damage this turn (combat damage only with ``amount.combat``), less
    ``you`` with ``amount.opponents``."""
    seats: set[int] = set()
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.DamageDealt) and event.target < 0 and event.amount > 0 \
                and (event.combat or not amount.combat):
            seats.add(-1 - event.target)  # a player is ``-1 - seat``
    if amount.opponents:
        seats.discard(you)  # CR 102.2: every other player is your opponent (no teams)
    return seats


def players_dealt_damage(game: Game, res: Resolution, amount: ir.PlayersDealtDamageThisTurn,
                         you: int) -> int:
    """The number of those players."""
    return len(damaged_players(game, amount, you))


hooks.AMOUNTS[ir.PlayersDealtDamageThisTurn] = players_dealt_damage  # CR 120.3, 510.2


def _note_damager(game: Game, source: GameObject, player: int, amount: int,
                  keywords: frozenset[str]) -> None:
    """CR 510.2: ``source`` dealt combat damage to a player: note it with its controller."""
    turn, seen = DAMAGERS.get(game) or (game.turn, frozenset())
    if turn != game.turn:
        seen = frozenset()
    pair = (source.id, source.controller)
    if pair not in seen:
        DAMAGERS.set(game, (game.turn, seen | {pair}))


def combat_damagers(game: Game, res: Resolution, amount: object, you: int) -> int:
    """The creatures ``you`` controlled that dealt combat damage to a player this turn."""
    turn, seen = DAMAGERS.get(game) or (-1, frozenset())
    if turn != game.turn:
        return 0
    return len({oid for oid, controller in seen if controller == you})


hooks.COMBAT_DAMAGE_TO_PLAYER.add(  # CR 510.2; noted only in a game that reads it (the
    _note_damager, words=frozenset({"CombatDamagersThisTurn"}))  # state gates other hooks)
hooks.AMOUNTS[ir.CombatDamagersThisTurn] = combat_damagers
