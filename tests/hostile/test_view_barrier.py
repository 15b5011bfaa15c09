"""A player's view is a barrier: it, its log, its pending decision, its pickle and its JSON
hold only what the player may know (CR 400.2, 401.3, 402.3, 708.5; issue 18)."""

from __future__ import annotations

import gc
import json
import pickle

from grimoire.agents import RandomAgent
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView, ViewSnapshot

POOL = vanilla_pool()
MINE = ["Grizzly Bears"] * 20 + ["Forest"] * 20
THEIRS = ["Hill Giant"] * 20 + ["Mountain"] * 20  # deck-list order: all Giants first


def _started(seed: int) -> Game:
    game = Game.new([MINE, THEIRS], POOL, seed=seed, first_player=0)
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])
    return game


def test_the_view_object_does_not_hold_the_game() -> None:
    """No attribute of a view, and nothing it refers to directly, is the game."""
    game = _started(1)
    view = game.view(0)
    assert not hasattr(view, "_game")
    assert not any(isinstance(r, Game) for r in gc.get_referents(view))
    assert set(dir(view)) >= {"hand", "battlefield", "log", "pending", "to_data"}


def test_pickle_and_json_hold_only_what_the_player_may_know() -> None:
    """CR 401.3, 402.3: the opponent's library and hand are hidden; before either player
    casts anything, no card name of the opponent's deck appears in a pickled view or its
    JSON, and the pickle becomes a frozen :class:`ViewSnapshot` rather than a game."""
    game = _started(2)
    view = game.view(0)
    data = view.to_data()
    text = json.dumps(data)
    blob = pickle.dumps(view)
    for name in ("Hill Giant", "Mountain"):
        assert name not in text
        assert name.encode() not in blob
    restored = pickle.loads(blob)
    assert isinstance(restored, ViewSnapshot)
    assert restored.data == data
    assert data["hand_sizes"][1] == len(game.players[1].hand)
    assert [name for _, name in data["hand"]] == [game.objects[o].name
                                                for o in game.players[0].hand]


def test_the_opponents_pending_decision_is_redacted() -> None:
    """CR 401.3: the cards an opponent looks at (here, their opening hand in the mulligan
    decision) are theirs: the other player's view shows only who decides, the kind and
    the rule."""
    game = Game.new([MINE, THEIRS], POOL, seed=3, first_player=1)
    assert game.pending is not None and game.pending.player == 1
    theirs = game.view(1).pending
    mine = game.view(0).pending
    assert theirs == game.pending and theirs.options
    assert mine is not None and (mine.kind, mine.player, mine.rule) == (
        "mulligan", 1, game.pending.rule)
    assert mine.options == () and mine.prompt == "" and mine.source is None


def test_library_ids_do_not_follow_the_deck_list() -> None:
    """CR 401.3: a library's order is hidden, so ids must not tell which card is which.
    Objects are created in deck-list order (Giants first); guessing each hidden card by
    its id's rank in the deck list would be right about half the time by chance with two
    names in equal numbers, and it must not do better (it was right every time before)."""
    right = total = 0
    for seed in range(10):
        game = _started(seed)
        first = min(game.objects[o].id for o in game.players[1].library)
        first = min(first, *game.players[1].hand)
        for oid in game.players[1].library:
            guess = THEIRS[min(oid - first, 39)]
            right += guess == game.objects[oid].name
            total += 1
    assert 0.35 < right / total < 0.65


def test_the_log_names_no_hidden_card_by_id() -> None:
    """The opponent's draws appear in a player's log without the card, and without the
    id the card had in the library (CR 400.2, 400.7): a drawn card's old id, matched
    against the deck list or a card once seen going into that library, would name it."""
    total = 0
    for seed in range(6):
        game = Game.new([MINE, THEIRS], POOL, seed=seed)
        game.run([RandomAgent(seed), RandomAgent(seed + 1)], max_decisions=60)
        view = game.view(0)
        for event in view.log():
            if isinstance(event, ev.CardDrawn) and event.player == 1:
                assert (event.card, event.name) == (0, "?")
            if isinstance(event, ev.ZoneChanged) and event.owner == 1 \
                    and (event.from_zone, event.to_zone) == ("library", "hand"):
                assert (event.old, event.name) == (0, "?")
                total += 1
    assert total > 20


def test_a_view_made_for_an_agent_is_a_player_view() -> None:
    """Agents still get a live :class:`PlayerView` that reads the current game."""
    game = _started(4)
    view = game.view(game.pending.player if game.pending else 0)
    assert isinstance(view, PlayerView)
    before = view.turn
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=50)
    assert view.turn >= before
