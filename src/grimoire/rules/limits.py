"""Engine limits: how much one action may make the game do.

A game's caps (``Game.run``: :data:`~grimoire.rules.game.MAX_ACTIONS`, one turn's
:data:`~grimoire.rules.game.MAX_TURN_ACTIONS`, a loop of mandatory actions) count actions,
so they can't stop growth *inside* one action: a resolution that creates millions of
tokens, a roll of more dice than memory holds. The rules leave such an action legal (there
is no upper bound on tokens or dice, CR 111.1, 706.1), but the engine can't carry it out,
so, as with the caps, the game ends as a draw with the reason recorded (``CapReached`` in
the action log: a save or replay ends the same way). The action that went past a limit is
undone first (the game as it was before it, :meth:`Game.apply
<grimoire.rules.game.Game.apply>`'s usual failure path), so nothing half-done is left.

- :data:`MAX_ACTION_EVENTS`: the events one action may emit (every zone change, token,
  die, damage, life change... is one). Random games on random decks of the imported
  database emit at most 46 in one action (the first 300 games of ``bench/soak.py --seed
  1``, 2026-12-02): the limit is thousands of times that.
- :data:`MAX_DICE`: the dice one roll instruction may roll (after replacements,
  CR 706.6); checked before any die is rolled.

>>> str(EngineLimitError("2,000,000 dice in one roll"))
'engine limit: 2,000,000 dice in one roll'
"""

from __future__ import annotations

from grimoire.errors import GrimoireError

MAX_ACTION_EVENTS = 200_000
"""Events one action may emit before the game ends as a draw (an engine limit)."""

MAX_DICE = 1_000_000
"""Dice one roll instruction may roll before the game ends as a draw (an engine limit)."""


class EngineLimitError(GrimoireError):
    """One action went past an engine limit (see the module docstring); ``Game.apply``
    undoes the action and ends the game as a draw with this reason."""

    def __init__(self, what: str) -> None:
        super().__init__(f"engine limit: {what}")


def check_dice(count: int) -> None:
    """Raise :class:`EngineLimitError` if a roll of ``count`` dice is past
    :data:`MAX_DICE`.

    >>> check_dice(3)
    >>> try:
    ...     check_dice(MAX_DICE + 1)
    ... except EngineLimitError as error:
    ...     print(error)
    engine limit: 1,000,001 dice in one roll (the limit is 1,000,000)
    """
    if count > MAX_DICE:
        raise EngineLimitError(f"{count:,} dice in one roll (the limit is {MAX_DICE:,})")
