"""``Game.copy()`` (used by search, :mod:`grimoire.agents.ai.search`): the copy plays on
exactly as the original would (same random generator state, CR 706.2's dice and the
shuffles come from it), and nothing the copy does reaches the original."""

from __future__ import annotations

import random

from grimoire.rules.game import Game
from grimoire.rules.testing import vanilla_pool


def _played(seed: int, steps: int) -> Game:
    pool = vanilla_pool()
    deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    game = Game.new([deck, deck], pool, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.result is not None or game.pending is None:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def _play_on(game: Game, seed: int) -> list[str]:
    rng = random.Random(seed)
    while game.result is None and game.pending is not None:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return [repr(e) for e in game.events]


def test_a_copy_plays_on_like_the_original() -> None:
    """The same answers from the same position give the same game (random generator
    included: a copy's shuffles match the original's)."""
    game = _played(3, 150)
    clone = game.copy()
    assert clone.rng.getstate() == game.rng.getstate()
    assert _play_on(clone, 9) == _play_on(game, 9)


def test_playing_the_copy_leaves_the_original_alone() -> None:
    """Zones, counters, life, events and the generator of the original are untouched."""
    game = _played(4, 150)
    next(iter(game.objects.values())).counters = {"+1/+1": 1}
    before = (game.save(), game.rng.getstate(), len(game.events),
              {oid: (o.zone, o.tapped, o.counters) for oid, o in game.objects.items()},
              [(p.life, list(p.hand), list(p.library)) for p in game.players])
    clone = game.copy()
    for obj in clone.objects.values():
        if obj.counters is not None:
            obj.counters["+1/+1"] = 9
    _play_on(clone, 5)
    assert before == (game.save(), game.rng.getstate(), len(game.events),
                      {oid: (o.zone, o.tapped, o.counters) for oid, o in game.objects.items()},
                      [(p.life, list(p.hand), list(p.library)) for p in game.players])



def test_a_copy_and_its_original_draw_numbers_apart() -> None:
    """A copy shares the game's generator until one of them draws from it (``Game.rng``):
    then each draws the numbers the original would have drawn (CR 701.20a: shuffles, CR
    706.2: dice), whichever draws first, and setting one's generator leaves the other's."""
    game = _played(5, 100)
    clone = game.copy()
    drawn = [game.rng.random() for _ in range(5)]
    assert [clone.rng.random() for _ in range(5)] == drawn
    again = clone.copy()
    later = [again.rng.random() for _ in range(3)]
    assert [clone.rng.random() for _ in range(3)] == later
    assert [game.rng.random() for _ in range(3)] == later
    other = game.copy()
    other.rng = random.Random(1)
    assert game.rng.random() == again.rng.random()
    assert other.rng.getstate() == random.Random(1).getstate()
