"""Random legal play with bestow, plot and the Ring (CR 702.103, 702.170, 701.52): every
listed action applies, the games copy, and after each action a bestowed Aura on the
battlefield is attached to a creature (CR 702.103f)."""

from __future__ import annotations

import random

from tests.coverage_classes import test_bestow, test_plot, test_ring_tempts
from tests.dice_rules._util import dice_pool

from grimoire.mechanics import ring
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, Plot
from grimoire.rules.game import Game

DEFS = (*test_bestow.DEFS, *test_plot.DEFS, *test_ring_tempts.DEFS)
NAMES = [d.name for d in DEFS]
BASICS = ["Forest", "Island", "Mountain", "Plains"] * 4


def _bestowed_ok(g: Game) -> bool:
    for oid in g.battlefield:
        obj = g.objects[oid]
        if "bestowed" in obj.flags:
            host = g.objects.get(obj.attached_to) if obj.attached_to is not None else None
            if host is None or not query.is_creature(g, host) or obj.info.is_creature:
                return False
    return True


def test_random_games_with_bestow_plot_and_the_ring() -> None:
    """Three seeds of random legal actions (casting and plotting preferred): nothing
    raises, bestowed casts, plots and temptations happen, and the invariant holds whenever
    a player has priority (state-based actions done, CR 117.5)."""
    pool = dice_pool(*DEFS)
    deck = [n for n in NAMES for _ in range(3)] + BASICS + ["Grizzly Bears"] * 4 \
        + ["Lightning Bolt"] * 2 + ["Unsummon"] * 2
    bestowed = plotted = 0
    tempted = False
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        g = Game.new(decks=[deck, list(deck)], pool=pool, seed=seed)
        for _ in range(800):
            if g.pending is None:
                break
            if g.pending.kind == "priority":
                assert _bestowed_ok(g)
            actions = g.legal_actions()
            preferred = [a for a in actions if isinstance(a, CastSpell | ActivateAbility | Plot)]
            action = rng.choice(preferred) if preferred and rng.random() < 0.7 \
                else rng.choice(actions)
            if isinstance(action, CastSpell) and action.alt is not None:
                option = g.objects[action.card].info.card.alternative_costs[action.alt].option
                bestowed += option == "bestowed"
            plotted += isinstance(action, Plot)
            g.apply(action)
        tempted = tempted or any(ring.times_tempted(g, p.index) for p in g.players)
        g.copy()
    assert bestowed and plotted and tempted
