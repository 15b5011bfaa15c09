"""Skipped untap steps: "That player skips their next untap step." (Dovin, Architect of Law;
CR 500.11: to skip a step is to proceed past it as though it didn't exist — nothing untaps,
nothing phases, and no "at the beginning of the untap step" happens). Each skip is counted
for its player and used up by the next untap step of theirs
(:data:`grimoire.rules.hooks.UNTAP_SKIPPED`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game

SKIPS: hooks.StateKey[tuple[tuple[int, int], ...]] = hooks.StateKey("skip_untap")
"""``(seat, untap steps still to skip)`` for each player with one."""


def skip_next(game: Game, seat: int) -> None:
    """``seat`` skips one more of their untap steps (the effects add up, CR 500.11)."""
    counts = dict(SKIPS.get(game) or ())
    counts[seat] = counts.get(seat, 0) + 1
    SKIPS.set(game, tuple(sorted(counts.items())))


def skipped(game: Game) -> bool:
    """Whether the active player skips this untap step (and use the skip up)."""
    counts = dict(SKIPS.get(game) or ())
    if not counts.get(game.active):
        return False
    counts[game.active] -= 1
    left = tuple(sorted((s, n) for s, n in counts.items() if n))
    if left:
        SKIPS.set(game, left)
    else:
        SKIPS.clear(game)
    return True


hooks.UNTAP_SKIPPED.add(skipped)  # CR 500.11
