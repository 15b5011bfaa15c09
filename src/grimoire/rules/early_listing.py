"""A decision's answers listed as the engine made the decision (issue 15).

The declarations of attackers and of blockers are asked only when there is more than one
legal declaration (CR 508.1, 509.1; one is made at once, CR 508.1d, 509.1c): the engine
lists them to decide whether to ask at all. Nothing changes between that listing and the
player's first look at the decision, so :meth:`Game.legal_actions
<grimoire.rules.game.Game.legal_actions>` takes that listing (:func:`early_listing`)
rather than making it again. A listing that some choice bound cut
(:func:`grimoire.rules.choice_bounds.mark`) is not kept: it is listed again, so the mark
is made as it always is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grimoire.rules.actions import Decision
    from grimoire.rules.game import Game

EARLY = ("early_listing", "listed")
"""The ``game.cand_cache`` key of the kept listing: (decision, its answers)."""
TRUNCATED = ("choice_bounds", "truncated")
""":data:`grimoire.rules.choice_bounds.TRUNCATED` (that module imports the turn's, which
imports this one)."""


def listed_early(game: Game, decision: Decision, listing: Sequence[Any]) -> Decision:
    """``decision``, with ``listing`` (its answers, listed just now on a cleared cache) kept
    for its first :meth:`~grimoire.rules.game.Game.legal_actions`."""
    if TRUNCATED not in game.cand_cache:
        game.cand_cache[EARLY] = (decision, listing)
    return decision


def early_listing(game: Game) -> Sequence[Any] | None:
    """The answers :func:`listed_early` kept for the pending decision, or None (another
    decision's, or none kept)."""
    found = game.cand_cache.get(EARLY)
    if found is None or found[0] is not game.pending:
        return None
    listing: Sequence[Any] = found[1]
    return listing
