"""The hard AI: information-set MCTS over the heuristic AI's candidates, sampling hidden
information from the player's view (CR 400.2) and never from the real game."""

from __future__ import annotations

import random

import pytest

from grimoire.agents.ai import LEVELS, AIAgent
from grimoire.agents.ai.search import SearchAgent, _Node, candidates, choose, evaluate
from grimoire.decks import builtin_deck
from grimoire.pool import CardPool
from grimoire.rules.actions import DeclareBlockers, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool

POOL = CardPool.builtin()
DECKS = [list(builtin_deck("demo-red-green").main), list(builtin_deck("demo-wub-flyers").main)]


def _searched_decision(seed: int) -> Game:
    """A demo game run by heuristic AIs up to a decision the search makes."""
    game = Game.new(DECKS, POOL, seed=seed, first_player=0)
    agents = [AIAgent(1), AIAgent(2)]
    probe = SearchAgent(0, iterations=1, seconds=None)
    while game.result is None:
        pending = game.pending
        assert pending is not None
        view = game.view(pending.player)
        probe.last_iterations = 0
        probe.decide(view, pending)
        if probe.last_iterations:
            return game
        game.apply(agents[pending.player].decide(view, pending))
    raise AssertionError("no searched decision")


def test_hard_is_a_level_of_the_ai() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    agent = AIAgent(3, "hard")
    game = _searched_decision(2)
    pending = game.pending
    assert pending is not None
    action = agent.decide(game.view(pending.player), pending)
    assert action in game.legal_actions()


def test_the_search_is_seeded_and_spends_its_budget() -> None:
    game = _searched_decision(3)
    pending = game.pending
    assert pending is not None
    first, second = (SearchAgent(7, iterations=6, seconds=None) for _ in range(2))
    a = first.decide(game.view(pending.player), pending)
    b = second.decide(game.view(pending.player), pending)
    assert a == b and first.last_iterations >= 6  # whole rounds: every root action each


def test_the_search_never_reads_the_hidden_cards() -> None:
    """CR 400.2: the same decision in a game that differs only in the opponent's hidden
    cards and the RNG's state gets the same answer (the search sees samples only)."""
    game = _searched_decision(5)
    pending = game.pending
    assert pending is not None
    other = game.copy()
    opponent = other.players[1 - pending.player]
    hidden = [*opponent.hand, *opponent.library]
    infos = [other.objects[o].info for o in hidden]
    random.Random(1).shuffle(infos)
    for oid, info in zip(hidden, infos, strict=True):
        clone = other.objects[oid].copy()
        clone.info = info
        other.objects[oid] = clone
    other.rng = random.Random(77)
    a = SearchAgent(4, iterations=5, seconds=None).decide(game.view(pending.player), pending)
    b = SearchAgent(4, iterations=5, seconds=None).decide(other.view(pending.player), pending)
    assert a == b


def test_blocking_candidates_include_the_double_block() -> None:
    """CR 509.1a: two creatures may block one attacker; the search weighs that block (the
    heuristic AI missed one that would have saved it at 4 life)."""
    position = Position(players=(
        PlayerSpec(life=20, library=("Forest",) * 5,
                   battlefield=(PermanentSpec("Hill Giant"),)),
        PlayerSpec(life=4, library=("Forest",) * 5,
                   battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Grizzly Bears")))),
        active=0, turn=3, step="main1")
    game = Game.from_position(position, vanilla_pool(), seed=0)
    agents = [AIAgent(1), AIAgent(2)]
    while game.pending is not None and game.pending.kind != "declare_blockers":
        game.apply(agents[game.pending.player].decide(game.view(game.pending.player),
                                                     game.pending))
    assert game.pending is not None
    view = game.view(1)
    options = candidates(AIAgent(2), view, game.pending, view.legal_actions)
    giant = next(a for a, _ in view.combat()[0].items())
    bears = sorted(p.id for p in view.battlefield() if p.controller == 1)
    assert any(isinstance(o, DeclareBlockers) and sorted(b for b, _ in o.blocks) == bears
               and {a for _, a in o.blocks} == {giant} for o in options)


def test_evaluation_scores_results_and_standing() -> None:
    position = Position(players=(
        PlayerSpec(life=20, library=("Forest",) * 5,
                   battlefield=(PermanentSpec("Colossal Dreadmaw"),)),
        PlayerSpec(life=3, library=("Forest",) * 5)), active=0, turn=3, step="main1")
    game = Game.from_position(position, vanilla_pool(), seed=0)
    ahead, behind = evaluate(game)
    assert ahead > 0.5 > behind and ahead + behind == pytest.approx(1.0)
    game.lose(1, "test")
    assert evaluate(game) == [1.0, 0.0]


def test_the_levels_are_offered_by_simulate_and_play(capsys: pytest.CaptureFixture[str]) -> None:
    from grimoire.cli.main import main
    from grimoire.sim.batch import AGENTS
    hard = AGENTS["ai-hard"](1)
    assert isinstance(hard, AIAgent) and hard.level == "hard"
    assert isinstance(hard.search, SearchAgent)
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "{easy,normal,hard}" in capsys.readouterr().out


def test_the_heuristic_choice_stands_unless_clearly_beaten() -> None:
    """The heuristic's choice (the first candidate) is kept when another action's mean
    score is better only by noise (at most MARGIN); a clear improvement wins."""
    heuristic, other = PlayLand(1), PassPriority()

    def root(base: float, alternative: float) -> _Node:
        node = _Node(0)
        node.children[heuristic] = _Node(0, visits=10, value=10 * base)
        node.children[other] = _Node(0, visits=10, value=10 * alternative)
        return node
    assert choose(root(0.50, 0.51), [heuristic, other]) == heuristic
    assert choose(root(0.50, 0.60), [heuristic, other]) == other
    assert choose(root(0.50, 0.40), [heuristic, other]) == heuristic


def test_the_time_cap_is_checked_before_each_iteration(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17: the cap holds inside a round (a round is one iteration per root action, and
    one iteration on a real deck can take much of the budget). A fake clock that moves one
    second per reading: with a 3-second cap the search stops within the first round, drops
    the iteration the cap cut short, and still answers with a legal action."""
    game = _searched_decision(3)
    pending = game.pending
    assert pending is not None
    view = game.view(pending.player)
    uncapped = SearchAgent(7, iterations=6, seconds=None)
    uncapped.decide(view, pending)
    clock = iter(range(10**6))
    monkeypatch.setattr("grimoire.agents.ai.search.time.perf_counter",
                        lambda: float(next(clock)))
    capped = SearchAgent(7, iterations=6, seconds=3.0)
    action = capped.decide(view, pending)
    assert action in game.legal_actions()
    options = candidates(capped.heuristic, view, pending, game.legal_actions())
    assert capped.last_iterations < len(options) <= uncapped.last_iterations
