"""Who declares a defending player's blockers (CR 509.1), and the blocking requirement on
every creature a player controls (CR 509.1c).

CR 509.1: the defending player declares blockers, unless an effect says another player
chooses how those creatures block ("You choose which creatures block this turn and how those
creatures block", Master Warcraft; "you choose how those creatures block", Brutal
Hordechief). Mechanisms answer :data:`BLOCK_CHOOSER` for a defending player; the declare
blockers decision is then the chooser's, among that defending player's legal declarations
(Brutal Hordechief's ruling: "All blocking declarations must still be legal", CR 509.1b-c).
A player who left the game chooses nothing (CR 800.4a).

A blocking requirement "this turn" on every creature a player controls, those that arrive
later too (CR 611.2c), is the ``game.combat_rules`` entry ``(-1 - seat, "must_block")``
(:data:`PLAYER_MUST_BLOCK`), as :mod:`grimoire.rules.attack_requirements` keys a player-wide
attack requirement; it ends with the turn's other combat rules (CR 514.2).

>>> player_must_block(2)
(-3, 'must_block')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.rules.hooks import Hook

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

BLOCK_CHOOSER: Hook[Callable[[Game, int], int | None]] = Hook("block_chooser")
"""Who chooses how the creatures of defending player ``seat`` block: ``(game, seat)`` ->
a seat, or None (the defending player declares, CR 509.1)."""

PLAYER_MUST_BLOCK = "must_block"
"""The rule of a ``game.combat_rules`` entry keyed by ``-1 - seat``: every creature that
player controls blocks this turn if able (CR 509.1c)."""


def player_must_block(seat: int) -> tuple[int, str]:
    """The combat rule making each creature ``seat`` controls block this turn if able."""
    return (-1 - seat, PLAYER_MUST_BLOCK)


def block_chooser(game: Game, defender: int) -> int:
    """The player who declares ``defender``'s blockers this combat (CR 509.1)."""
    for chooser in BLOCK_CHOOSER.in_game(game):
        seat = chooser(game, defender)
        if seat is not None and not game.players[seat].lost:
            return seat
    return defender


def must_block_all(game: Game, blocker: GameObject) -> bool:
    """Whether an effect this turn makes every creature ``blocker``'s controller controls
    block if able (CR 509.1c)."""
    return bool(game.combat_rules) and player_must_block(blocker.controller) in game.combat_rules
