"""Game setup, mulligans, ending, views, save/load and replays (CR 103, 104, 400.2)."""

from __future__ import annotations

import pytest

from grimoire.agents import RandomAgent, ScriptedAgent
from grimoire.errors import DataFileError, IllegalActionError
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, Concede, Keep, PassPriority, TakeMulligan
from grimoire.rules.game import Game
from grimoire.rules.save import events_hash, save_game
from grimoire.rules.testing import vanilla_pool

DECK = ["Forest"] * 12 + ["Mountain"] * 12 + ["Grizzly Bears"] * 14 + ["Hill Giant"] * 14 \
    + ["Lightning Bolt"] * 8


def _new(seed: int = 5, first: int | None = 0) -> Game:
    return Game.new([DECK, DECK], vanilla_pool(), seed=seed, first_player=first)


def test_london_mulligan_one_player_at_a_time() -> None:
    """CR 103.5: each player in turn order decides; a mulligan draws seven, then N cards go
    to the bottom. Each decision names its player."""
    game = _new()
    assert game.pending is not None and game.pending.kind == "mulligan"
    assert game.pending.player == 0
    assert game.legal_actions() == [Keep(), TakeMulligan()]
    game.apply(TakeMulligan())
    assert game.pending.kind == "mulligan" and game.pending.player == 1
    game.apply(Keep())
    assert game.pending.kind == "mulligan" and game.pending.player == 0
    assert len(game.players[0].hand) == 7
    game.apply(Keep())
    assert game.pending.kind == "bottom" and game.pending.player == 0
    card = game.players[0].hand[0]
    name = game.objects[card].name
    game.apply(Choose((card,)))
    bottom = game.objects[game.players[0].library[0]]
    assert len(game.players[0].hand) == 6 and bottom.name == name
    assert any(isinstance(e, ev.ZoneChanged) and e.old == card and e.new == bottom.id
               for e in game.events)
    assert game.turn == 1 and game.pending.kind == "priority"


def test_first_player_random_unless_given() -> None:
    """CR 103.1: the first player is chosen at random (the game's RNG) unless given."""
    firsts = {Game.new([DECK, DECK], vanilla_pool(), seed=s).first_player for s in range(20)}
    assert firsts == {0, 1}


def test_concede_at_any_time() -> None:
    """CR 104.3a: a player can concede at any time; never listed as an action."""
    game = _new()
    assert not any(isinstance(a, Concede) for a in game.legal_actions())
    game.apply(Concede(1))
    assert game.result is not None and game.result.winner == 0
    with pytest.raises(IllegalActionError):
        game.apply(PassPriority())


def test_view_hides_hands_and_libraries() -> None:
    """CR 400.2: libraries and hands are hidden zones; the view shows counts only."""
    game = _new()
    view = game.view(1)
    assert view.hand_sizes == (7, 7) and view.library_sizes == (53, 53)
    assert all(name for _, name in view.hand)
    draws = [e for e in view.log() if isinstance(e, ev.CardDrawn)]
    assert {d.name for d in draws if d.player == 0} == {"?"}
    assert "?" not in {d.name for d in draws if d.player == 1}
    assert view.legal_actions == []  # it's player 0's decision


def test_random_game_ends_and_replays_bit_for_bit() -> None:
    """DESIGN principle 5: seed + decks + actions reproduce the game exactly."""
    game = _new(seed=11, first=None)
    result = game.run([RandomAgent(1), RandomAgent(2)])
    assert result.winner in (0, 1, None)
    replay = save_game(game, replay_only=True)
    again = Game.load(replay, vanilla_pool())
    assert events_hash(again) == events_hash(game) and again.result == game.result


def test_save_load_midgame_continues_identically() -> None:
    """DESIGN principle 4: a save keeps the RNG's current state; a loaded game continues
    exactly as the original."""
    game = _new(seed=12)
    game.run([RandomAgent(3), RandomAgent(4)], max_decisions=150)
    text = game.save()
    loaded = Game.load(text, vanilla_pool())
    assert loaded.rng.getstate() == game.rng.getstate()
    a, b = RandomAgent(9), RandomAgent(10)
    game.run([a, b])
    loaded.run([RandomAgent(9), RandomAgent(10)])
    assert events_hash(loaded) == events_hash(game)


def test_corrupt_save_is_a_clear_error() -> None:
    """A save that does not replay to the same log is rejected (DataFileError)."""
    game = _new(seed=13)
    text = game.save().replace('"events_hash":"', '"events_hash":"0')
    with pytest.raises(DataFileError):
        Game.load(text, vanilla_pool())
    with pytest.raises(DataFileError):
        Game.load("{not json", vanilla_pool())


def test_copy_is_independent() -> None:
    """game.copy() shares card data but not state."""
    game = _new(seed=14)
    clone = game.copy()
    clone.apply(Keep())
    assert game.pending is not None and game.pending.kind == "mulligan"
    assert game.pending.player == 0 and clone.pending is not None
    assert clone.pending.player == 1
    some = next(iter(game.objects))
    assert clone.objects[some].info is game.objects[some].info


def test_scripted_agent_plays_its_script() -> None:
    """The scripted agent answers decisions in order."""
    game = _new(seed=15)
    agents = [ScriptedAgent([Keep()] + [PassPriority()] * 2),
              ScriptedAgent([Keep()] + [PassPriority()] * 2)]
    game.run(agents, auto=False, max_decisions=6)
    assert game.turn == 1 and game.step == "main1"
    assert agents[0].position == 3 and agents[1].position == 3
