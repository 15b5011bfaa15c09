"""Property tests: random games between random agents (DESIGN principle 10).

Random games never raise; every object is in exactly one zone; each player's number of
cards (tokens, copies and abilities aside) never changes; every game ends with a result;
a replay and a save/load reproduce the same event log.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grimoire.agents import RandomAgent
from grimoire.rules.game import Game
from grimoire.rules.save import events_hash, save_game
from grimoire.rules.testing import vanilla_pool

POOL = vanilla_pool()
LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
SPELLS = tuple(n for n in POOL.cards if n not in LANDS)

decks = st.lists(st.sampled_from(SPELLS), min_size=16, max_size=16).flatmap(
    lambda spells: st.lists(st.sampled_from(LANDS), min_size=14, max_size=14).map(
        lambda lands: lands + spells))


def _zone_check(game: Game) -> None:
    """Every object in exactly one zone list, and the lists hold only live objects."""
    seen: Counter[int] = Counter()
    for p in game.players:
        for zone in (p.library, p.hand, p.graveyard):
            seen.update(zone)
    for zone in (game.battlefield, game.stack, game.exile, game.command):
        seen.update(zone)
    assert set(seen) == set(game.objects)
    assert all(count == 1 for count in seen.values())
    for p in game.players:
        for name in ("library", "hand", "graveyard"):
            assert all(game.objects[o].zone == name for o in getattr(p, name))


def _cards(game: Game) -> list[int]:
    counts = [0, 0]
    for obj in game.objects.values():
        if obj.kind == "card":
            counts[obj.owner] += 1
    return counts


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck_a=decks, deck_b=decks, seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_invariants(deck_a: list[str], deck_b: list[str], seed: int) -> None:
    """CR 400.1 one zone per object; cards never appear or vanish; the game ends (CR 104)."""
    game = Game.new([deck_a, deck_b], POOL, seed=seed)
    start = _cards(game)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    steps = 0
    while game.result is None:
        game.run(agents, max_decisions=25)
        steps += 1
        _zone_check(game)
        assert _cards(game) == start
        assert steps < 2000
    assert game.result.winner in (0, 1, None)
    replayed = Game.load(save_game(game, replay_only=True), POOL)
    assert events_hash(replayed) == events_hash(game)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=decks, seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 300))
def test_save_load_reproduces_log_and_rng(deck: list[str], seed: int, cut: int) -> None:
    """A save taken mid-game loads to the same log and RNG state, and plays on identically."""
    game = Game.new([deck, deck], POOL, seed=seed)
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=cut)
    loaded = Game.load(game.save(), POOL)
    assert events_hash(loaded) == events_hash(game)
    assert loaded.rng.getstate() == game.rng.getstate()
    if game.result is None:
        game.run([RandomAgent(5), RandomAgent(6)])
        loaded.run([RandomAgent(5), RandomAgent(6)])
        assert events_hash(loaded) == events_hash(game)
