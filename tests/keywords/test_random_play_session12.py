"""Random legal play with the session's keyword cards (riot, provoke, amplify, endure,
shield and finality counters, partner with, devour/unleash/tribute entering by an effect):
every listed action applies, nothing raises, and games end and keep copying."""

from __future__ import annotations

import random

from tests.dice_rules._util import dice_pool
from tests.keywords.test_amplify import ELF, KNIGHT, SHAPE, STINGER
from tests.keywords.test_endure import GUARD
from tests.keywords.test_enter_questions_by_effect import CACKLER, DEVOURER, SNAKE
from tests.keywords.test_partner_with import KEL, TOVA
from tests.keywords.test_provoke import BEAR, GRAPPLER, WALL
from tests.keywords.test_riot import GOBLIN, RAISE, SCALES
from tests.keywords.test_shield_finality import BOON, CULL, RITE, SLAY, WARD, ZAP

from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game

CARDS = (GOBLIN, RAISE, SCALES, GRAPPLER, WALL, BEAR, STINGER, KNIGHT, ELF, SHAPE, GUARD, WARD,
         BOON, SLAY, ZAP, RITE, CULL, KEL, TOVA, CACKLER, SNAKE, DEVOURER)


def test_random_games_with_the_session_keywords_finish() -> None:
    """Two seeds of random legal actions (casting preferred): each game ends."""
    pool = dice_pool(*CARDS)
    deck = [c.name for c in CARDS for _ in range(2)] + ["Forest", "Island", "Mountain",
                                                         "Swamp", "Plains"] * 4
    for seed in (2, 3):
        rng = random.Random(seed)
        g = Game.new(decks=[deck, list(deck)], pool=pool, seed=seed)
        for _ in range(1500):
            if g.pending is None:
                break
            actions = g.legal_actions()
            casts = [a for a in actions if isinstance(a, CastSpell | ActivateAbility)]
            g.apply(rng.choice(casts) if casts and rng.random() < 0.7 else rng.choice(actions))
        g.copy()
        assert g.result is not None
