"""Games that would never end: ``Game.run`` and ``simulate`` stop them as draws with a
reason, and saves and replays end the same way (CR 104.4b, 729.4; issue 18)."""

from __future__ import annotations

import pytest

from grimoire.agents import RandomAgent
from grimoire.oracle.compiler import compile_source
from grimoire.rules import game as game_module
from grimoire.rules import loops
from grimoire.rules.game import Game
from grimoire.rules.testing import vanilla_pool
from grimoire.sim.batch import simulate

FREE = compile_source({
    "name": "Restless Tinkerer", "type_line": "Creature — Human", "mana_cost": "{G}",
    "power": "1", "toughness": "1",
    "oracle_text": "{0}: Restless Tinkerer gets +1/+0 until end of turn."})
POOL = vanilla_pool().add(FREE)
FREE_DECK = ["Restless Tinkerer"] * 20 + ["Forest"] * 20
DECK = ["Grizzly Bears"] * 20 + ["Forest"] * 20


def test_a_free_ability_loop_ends_at_the_action_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 104.4b: a loop with an optional action is no draw by the rules, but random agents
    never stop activating a free ability (here without the engine limit on one ability's
    activations in a turn, ``loops.MAX_ACTIVATIONS``); the action cap ends the game as a
    draw with its reason, and the save replays to the same end."""
    monkeypatch.setattr(loops, "MAX_ACTIVATIONS", 1 << 30)
    game = Game.new([FREE_DECK, FREE_DECK], POOL, seed=4)
    result = game.run([RandomAgent(1), RandomAgent(2)], max_actions=3_000,
                      max_turn_actions=None)
    assert result.winner is None
    assert result.reason == "action cap 3000 reached: a draw"
    assert len(game.action_log) == 3_001  # the actions and the record of the cap
    loaded = Game.load(game.save(), POOL)
    assert loaded.result == game.result


def test_a_free_ability_loop_ends_early_at_the_turn_action_cap(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 729.2a: a loop of optional actions is the players' to end; random agents never
    end "{0}: +1/+0" activated while the stack grows (soak game 5435: a 7,972-object
    stack). Without the engine limit on one ability's activations in a turn, ``Game.run``'s
    cap on the actions of one turn ends the game as a draw, with the reason, long before the
    game's action cap; the save replays to the same end."""
    monkeypatch.setattr(loops, "MAX_ACTIVATIONS", 1 << 30)
    game = Game.new([FREE_DECK, FREE_DECK], POOL, seed=4)
    result = game.run([RandomAgent(1), RandomAgent(2)], max_turn_actions=300)
    assert result.winner is None
    assert result.reason == (f"turn action cap 300 reached in turn {result.turns}: a loop "
                             "no player ended, a draw")
    assert len(game.action_log) < game_module.MAX_ACTIONS
    assert Game.load(game.save(), POOL).result == game.result


def test_ordinary_turns_stay_under_the_turn_action_cap() -> None:
    """Games without a loop end by the rules, not by the cap on one turn's actions."""
    for seed in range(3):
        game = Game.new([DECK, DECK], POOL, seed=seed)
        result = game.run([RandomAgent(seed), RandomAgent(seed + 1)])
        assert result.winner is not None, result.reason


def test_the_turn_cap_is_a_draw_with_a_reason() -> None:
    """The turn cap: a game reaching turn ``max_turns + 1`` is a draw; replays agree."""
    game = Game.new([DECK, DECK], POOL, seed=2)
    result = game.run([RandomAgent(1), RandomAgent(2)], max_turns=3)
    assert (result.winner, result.reason, result.turns) == (None, "turn cap 3 reached: a draw",
                                                            4)
    assert Game.load(game.save(), POOL).result == result


def test_a_run_of_forced_actions_in_one_turn_is_a_mandatory_loop(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 104.4b, 729.4: a loop of mandatory actions is a draw. ``Game.run`` counts actions
    with a single legal answer in one turn; at ``FORCED_LOOP`` of them the game is drawn
    (the threshold is lowered here so that an ordinary turn of forced passes reaches it)."""
    monkeypatch.setattr(game_module, "FORCED_LOOP", 4)
    game = Game.new([["Forest"] * 40, ["Forest"] * 40], POOL, seed=1)
    result = game.run([RandomAgent(1), RandomAgent(2)])
    assert result.winner is None
    assert "mandatory actions" in result.reason and "104.4b" in result.reason


def test_simulate_counts_capped_games_as_draws() -> None:
    """``simulate`` passes its caps to every game; capped games are draws."""
    result = simulate([FREE_DECK, FREE_DECK], POOL, games=2, seed=3, max_actions=500)
    assert result.finished == 2
    assert result.wins["draw"] == 2
