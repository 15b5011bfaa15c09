"""The uniformly random agent: picks uniformly among all legal actions, own seeded RNG.

It never concedes (``Concede`` is never listed among legal actions).
"""

from __future__ import annotations

import random

from grimoire.rules.actions import Action, Decision
from grimoire.rules.view import PlayerView


class RandomAgent:
    """Uniform over ``view.legal_actions`` (lazy sequences are indexed, not built)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        actions = view.legal_actions
        return actions[self.rng.randrange(len(actions))]
