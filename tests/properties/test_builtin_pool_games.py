"""Property tests over the real built-in pool: every card compiled from its Oracle text.

Random decks drawn from the whole pool (dice, mana, copies, Auras, Equipment, Classes...)
played by random agents — with mana abilities offered as actions, so explicit payment is
exercised too — never raise, keep every object in exactly one zone (CR 400.1), never lose
or invent a card, end with a result (CR 104), and replay to the same event log.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grimoire.agents import RandomAgent
from grimoire.pool import CardPool
from grimoire.rules.game import Game
from grimoire.rules.save import events_hash, save_game

POOL = CardPool.builtin()
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
NONBASIC = tuple(sorted(name for name in POOL if name not in BASICS))

decks = st.tuples(
    st.lists(st.sampled_from(NONBASIC), min_size=20, max_size=20),
    st.lists(st.sampled_from(BASICS), min_size=20, max_size=20),
).map(lambda parts: parts[0] + parts[1])


def _owned_cards(game: Game) -> list[int]:
    counts = [0, 0]
    for obj in game.objects.values():
        if obj.kind == "card":
            counts[obj.owner] += 1
    return counts


def _one_zone_each(game: Game) -> None:
    seen: Counter[int] = Counter()
    for p in game.players:
        seen.update(p.library)
        seen.update(p.hand)
        seen.update(p.graveyard)
    for zone in (game.battlefield, game.stack, game.exile, game.command):
        seen.update(zone)
    assert set(seen) == set(game.objects), "an object is in no zone, or a zone holds a ghost"
    assert all(count == 1 for count in seen.values()), "an object is in two zones"


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck_a=decks, deck_b=decks, seed=st.integers(0, 2**32 - 1),
       offer_mana=st.booleans())
def test_random_games_with_every_pool_card(deck_a: list[str], deck_b: list[str], seed: int,
                                           offer_mana: bool) -> None:
    """CR 400.1, 104: invariants hold in random games over the whole built-in pool."""
    game = Game.new([deck_a, deck_b], POOL, seed=seed, turn_limit=60,
                    offer_mana_abilities=offer_mana)
    start = _owned_cards(game)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    rounds = 0
    while game.result is None:
        game.run(agents, max_decisions=40)
        rounds += 1
        _one_zone_each(game)
        assert _owned_cards(game) == start
        assert rounds < 5000, "the game does not end"
    replayed = Game.load(save_game(game, replay_only=True), POOL)
    assert events_hash(replayed) == events_hash(game)
