"""Nothing a player or agent is given depends on the cards hidden from them (issue 18).

Two games that differ only in which cards sit in the opponent's hand and in the libraries
(and in the random number generator's state) must look the same to a player: the view's
JSON, its log in words, its pending decision, the reinforcement-learning observation
vector and the error message for a forged action naming a hidden card (CR 400.2, 401.3,
402.3). Comparing against a swapped game catches any channel, not only card names.
"""

from __future__ import annotations

import json
import random

import pytest

from grimoire.agents import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.pool import CardPool
from grimoire.rl.encoding import CombatChoice, observe, slots
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PlayLand
from grimoire.rules.game import Game

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _game(seed: int, decisions: int) -> Game:
    pool = CardPool.builtin()
    names = sorted(n for n in pool if not pool.support_problems(n)
                   and not pool.unsupported(n) and "land" not in pool.get(n).card_types)
    rng = random.Random(seed)
    decks = [[rng.choice(BASICS) for _ in range(16)] + [rng.choice(names) for _ in range(24)]
             for _ in range(2)]
    game = Game.new(decks, pool, seed=seed)
    game.run([RandomAgent(seed), RandomAgent(seed + 1)], max_decisions=decisions)
    return game


def _swapped(game: Game, viewer: int) -> Game:
    """The same game with the cards hidden from ``viewer`` (the other hands, every
    library) dealt again among themselves, and a different RNG state."""
    other = game.copy()
    hidden = [o for seat, p in enumerate(other.players)
              for o in (*p.library, *(p.hand if seat != viewer else ()))]
    infos = [other.objects[o].info for o in hidden]
    random.Random(7).shuffle(infos)
    for oid, info in zip(hidden, infos, strict=True):
        clone = other.objects[oid].copy()
        clone.info, clone.base = info, None
        other.objects[oid] = clone
    other.rng = random.Random(4242)
    other.chars = None
    return other


def _seen(game: Game, viewer: int) -> dict[str, object]:
    """Everything ``viewer`` is given: the view's JSON, its log in words, the pending
    decision, the RL observation vector and, when the decision is theirs, the answers to
    forged actions naming cards hidden from them."""
    view = game.view(viewer)
    combat = CombatChoice()
    choices = slots(view, combat)
    errors = []
    other = game.players[1 - viewer]
    deciding = game.pending is not None and game.pending.player == viewer
    for oid in (*other.hand[:3], *other.library[:2], *game.players[viewer].library[:2]
                ) if deciding else ():
        for action in (PlayLand(oid), CastSpell(oid), ActivateAbility(oid, 0), Choose((oid,))):
            try:
                game.copy().apply(action)
            except IllegalActionError as error:
                errors.append(str(error))
            else:  # pragma: no cover - a hidden card is never playable by the viewer
                errors.append("accepted")
    return {"json": json.dumps(view.to_data(), sort_keys=True),
            "log": view.describe_log(), "pending": repr(view.pending),
            "observation": observe(view, choices, combat).tolist(), "errors": errors}


@pytest.mark.parametrize(("seed", "decisions"),
                         [(1, 40), (2, 35), (3, 15), (3, 30), (5, 45), (6, 10)])
def test_a_player_sees_nothing_of_the_hidden_cards(seed: int, decisions: int) -> None:
    """CR 400.2, 401.3, 402.3: both players' views are the same whichever hidden cards
    are where (a card revealed earlier may be known: the swap then changes what was
    seen, so such games compare only the parts after the reveal; these seeds have
    none)."""
    game = _game(seed, decisions)
    if game.result is not None:
        pytest.skip("the game ended early")
    for viewer in (0, 1):
        assert _seen(game, viewer) == _seen(_swapped(game, viewer), viewer)
