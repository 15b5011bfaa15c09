"""A pass that only hands priority on (CR 117.3d) is applied as just that by ``Game.run``
(:mod:`grimoire.rules.passing`, issue 15): the state it reaches is the one the general path
(``Game._apply``: validation, the turn's state machine, the check before priority) reaches,
decision by decision, and whole games are the same action for action."""

from __future__ import annotations

from typing import Any

import pytest
from tests.rules.helpers import game_at, one, perm

from grimoire.agents import RandomAgent
from grimoire.rules import game as game_module
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.passing import hand_on
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView

DECK = ["Forest"] * 8 + ["Mountain"] * 8 + ["Grizzly Bears"] * 8 + ["Hill Giant"] * 8 \
    + ["Lightning Bolt"] * 8


def _state(game: Game) -> tuple[Any, ...]:
    """What a pass can change, and what the next decision reads."""
    loops = game.loops
    return (list(game.action_log), len(game.events), game.version, game.settled, game.stage,
            game.pending, game.passes, game.priority_player, game.active, game.step,
            game.turn, dict(game.renumbered), game._legal, dict(game.cand_cache),
            None if loops is None else loops.copy(), [p.pool for p in game.players])


@pytest.mark.parametrize("seed", [1, 5, 9])
def test_each_pass_reaches_the_state_of_the_general_path(seed: int) -> None:
    """At every pass a random game makes, :func:`hand_on` (when it applies) leaves the game
    as ``Game._apply`` leaves a copy of it: same action log, loop record, check record,
    stage and pending decision (the next player's priority, CR 117.3d)."""
    game = Game.new([DECK, DECK], vanilla_pool(), seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 7)]
    handed = refused = 0
    game.settled = None
    while game.result is None and game.turn < 12:
        legal = game.legal_actions()
        assert game.pending is not None
        player = game.pending.player
        action = legal[0] if len(legal) == 1 else agents[player].decide(
            PlayerView(game, player), game.pending)
        if type(action) is PassPriority:
            other = game.copy()
            other._legal = game._legal
            before = _state(game)
            if hand_on(game, action):
                handed += 1
                other._apply(action, listed=True)
                assert _state(game) == _state(other)
                assert game.pending is not None and game.pending.player != player
                continue
            refused += 1
            assert _state(game) == before  # refused: nothing changed
        game._apply(action, listed=any(a is action for a in legal))
    assert handed > 20 and refused > 20


@pytest.mark.interpreted_only  # replaces game.hand_on (game compiled: not seen)
@pytest.mark.parametrize("seed", [2, 3, 11])
def test_run_plays_the_same_games_with_and_without_it(seed: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """``Game.run`` plays the same game, action for action and event for event, whether
    passes that only hand priority on take the short path or the general one."""
    pool = vanilla_pool()
    short = Game.new([DECK, DECK], pool, seed=seed)
    short.run([RandomAgent(seed), RandomAgent(seed + 1)])
    monkeypatch.setattr(game_module, "hand_on", lambda game, action: False)
    general = Game.new([DECK, DECK], pool, seed=seed)
    general.run([RandomAgent(seed), RandomAgent(seed + 1)])
    assert short.action_log == general.action_log
    assert short.events == general.events
    assert short.result == general.result


@pytest.mark.interpreted_only  # replaces game.hand_on (game compiled: not seen)
@pytest.mark.parametrize("seed", [4, 7])
def test_apply_untouched_plays_the_same_games_with_and_without_it(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """``Game.apply(..., untouched=True)`` (the driver loops of the benchmarks and the hard
    AI's playouts) hands priority on the same way: the same game either way."""
    def play() -> Game:
        game = Game.new([DECK, DECK], vanilla_pool(), seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while game.result is None:
            legal = game.legal_actions()
            assert game.pending is not None
            player = game.pending.player
            game.apply(legal[0] if len(legal) == 1 else agents[player].decide(
                PlayerView(game, player), game.pending), untouched=True)
        return game
    short = play()
    monkeypatch.setattr(game_module, "hand_on", lambda game, action: False)
    general = play()
    assert short.action_log == general.action_log
    assert short.events == general.events
    assert short.result == general.result


def test_the_last_pass_takes_the_general_path() -> None:
    """CR 117.4: when the pass is the last of all players' passes in succession, the step
    ends (or the top of the stack resolves): not a hand-on; the game is left unchanged."""
    g = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    assert g.pending is not None and g.pending.kind == "priority" and g.passes == 0
    g.apply(PassPriority(), untouched=True)  # the general path, which records the check
    assert g.passes == 1 and g.settled is not None
    before = _state(g)
    assert not hand_on(g, PassPriority())
    assert _state(g) == before


def test_a_game_changed_since_the_check_takes_the_general_path() -> None:
    """CR 117.5, 704.3: lethal damage marked after the last check (from outside the engine)
    is not skipped over: once the check is forgotten (as ``Game.apply`` and ``Game.run``
    forget it as they begin), :func:`hand_on` refuses, and the creature dies before the
    next player receives priority; the same pass in the unchanged game is handed on."""
    g = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    assert g.settled is not None and g.passes == 0
    changed = g.copy()
    bears = one(changed, "Grizzly Bears")
    changed.objects[bears].damage = 2
    changed.settled = None
    assert not hand_on(changed, PassPriority())
    assert changed.passes == 0 and bears in changed.battlefield
    changed.apply(PassPriority())
    assert bears not in changed.battlefield
    assert hand_on(g, PassPriority())
    assert g.pending is not None and g.pending.player == 1 and bears in g.battlefield
