"""The random agent's way of playing: every listed action of these keywords applies
(convoke/improvise/delve helpers, evoke/dash alternative costs, unearth, upkeep payments),
and games keep copying."""

from __future__ import annotations

import random

from tests.dice_rules._util import dice_pool
from tests.keywords._cards import RECORDS, definitions

from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game

BASICS = ["Forest", "Island", "Mountain", "Swamp", "Plains"] * 4


def test_random_legal_actions_with_keyword_cards() -> None:
    """Random legal actions (casting preferred) for two seeds: nothing raises, and casts
    with helpers and with alternative costs happen."""
    pool = dice_pool(*definitions(*RECORDS))
    deck = [n for n in RECORDS for _ in range(2)] + BASICS + ["Treasure Chest"] * 4 \
        + ["Grizzly Bears"] * 4
    helpers = alternatives = 0
    for seed in (1, 2):
        rng = random.Random(seed)
        g = Game.new(decks=[deck, list(deck)], pool=pool, seed=seed)
        for _ in range(600):
            if g.pending is None:
                break
            actions = g.legal_actions()
            casts = [a for a in actions if isinstance(a, CastSpell | ActivateAbility)]
            action = rng.choice(casts) if casts and rng.random() < 0.7 else rng.choice(actions)
            if isinstance(action, CastSpell):
                helpers += bool(action.costs)
                alternatives += action.alt is not None
            g.apply(action)
        g.copy()
    assert helpers and alternatives
