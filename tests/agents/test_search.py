"""The hard AI: information-set MCTS over the heuristic AI's candidates, sampling hidden
information from the player's view (CR 400.2) and never from the real game."""

from __future__ import annotations

import random

import pytest

from grimoire.agents.ai import LEVELS, AIAgent, search
from grimoire.agents.ai.search import (
    SearchAgent,
    _affordable,
    _distinct,
    _halve,
    candidates,
    choose,
    evaluate,
)
from grimoire.decks import builtin_deck
from grimoire.pool import CardPool
from grimoire.rules.actions import Action, DeclareBlockers, PassPriority, PlayLand
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


def _swap_hidden(game: Game, viewer: int) -> Game:
    """The same game with the opponent's hidden cards (hand and library) dealt again among
    themselves and another RNG state: what ``viewer`` can't know, changed."""
    other = game.copy()
    opponent = other.players[1 - viewer]
    hidden = [*opponent.hand, *opponent.library]
    infos = [other.objects[o].info for o in hidden]
    random.Random(1).shuffle(infos)
    for oid, info in zip(hidden, infos, strict=True):
        clone = other.objects[oid].copy()
        clone.info = info
        other.objects[oid] = clone
    other.rng = random.Random(77)
    other.chars = None
    return other


def test_the_search_never_reads_the_hidden_cards() -> None:
    """CR 400.2: the same decision in a game that differs only in the opponent's hidden
    cards and the RNG's state gets the same answer (the search sees samples only)."""
    game = _searched_decision(5)
    pending = game.pending
    assert pending is not None
    other = _swap_hidden(game, pending.player)
    a = SearchAgent(4, iterations=5, seconds=None).decide(game.view(pending.player), pending)
    b = SearchAgent(4, iterations=5, seconds=None).decide(other.view(pending.player), pending)
    assert a == b


@pytest.mark.parametrize("kind", ["declare_attackers", "declare_blockers"])
def test_combat_search_never_reads_the_hidden_cards(kind: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 400.2, 508.1, 509.1: attacks and blocks too are chosen from samples only: with
    the opponent's hidden cards swapped, every playout's score is the same, and so is
    the answer."""
    game = _priority_searched(3, (kind,))
    pending = game.pending
    assert pending is not None
    me = pending.player
    playout = search._playout
    recorded: list[list[float | None]] = [[], []]
    current = [0]

    def record(sample: Game, action: Action, seat: int, seed: int,
               deadline: float | None, turns: int = 1) -> float | None:
        result = playout(sample, action, seat, seed, deadline, turns)
        recorded[current[0]].append(result)
        return result
    monkeypatch.setattr(search, "_playout", record)
    answers = []
    for i, seen in enumerate((game, _swap_hidden(game, me))):
        current[0] = i
        answers.append(SearchAgent(4, iterations=6, seconds=None).decide(seen.view(me), pending))
    assert answers[0] == answers[1] and recorded[0] == recorded[1] and recorded[0]


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
    """The heuristic's choice (the first candidate) is kept unless another action beats it
    on the samples both were played on: by more than MARGIN in mean, by CONFIDENCE
    standard errors of the paired differences, and on at least MIN_PAIRS samples."""
    heuristic, other, third = PlayLand(1), PassPriority(), PlayLand(2)
    options = [heuristic, other, third]

    def scores(base: list[float], alternative: list[float]) -> dict[Action, dict[int, float]]:
        return {heuristic: dict(enumerate(base)), other: dict(enumerate(alternative)),
                third: {}}
    even = [0.5] * 10
    assert choose(scores(even, [0.51] * 10), options, options) == heuristic  # noise
    assert choose(scores(even, [0.6] * 10), options, options) == other
    assert choose(scores(even, [0.4] * 10), options, options) == heuristic
    # a lead of 0.1 in mean from one lucky sample in ten is within the noise
    assert choose(scores(even, [1.5] + [0.5] * 9), options, options) == heuristic
    # too few pairs: two samples are no evidence, however clear
    assert choose(scores(even[:2], [1.0, 1.0]), options, options) == heuristic
    # only the samples both were played on count (a cut-short search): the alternative's
    # extra samples are not compared with nothing
    lopsided = scores([0.5, 0.5, 0.5], [0.5, 0.5, 0.5, 1.0, 1.0, 1.0])
    assert choose(lopsided, options, options) == heuristic
    # an action halved away is not chosen, however good its early samples
    assert choose(scores(even, [0.9] * 10), [heuristic, third], options) == heuristic


def test_halving_keeps_the_better_half_and_the_heuristic_choice() -> None:
    """Sequential halving drops the worse half of the actions after each round, but never
    the heuristic's choice (the default every other action is measured against)."""
    actions: list[Action] = [PlayLand(i) for i in range(5)]
    means = [0.1, 0.9, 0.2, 0.8, 0.7]
    scores = {a: {0: m} for a, m in zip(actions, means, strict=True)}
    assert _halve(scores, actions, actions[0]) == [actions[0], actions[1], actions[3]]
    assert _halve(scores, actions[:2], actions[0]) == actions[:2]


def test_every_action_is_played_on_the_same_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    """Paired samples: each sample (hidden cards dealt, playout seed) is played with every
    action still in the running, so their difference is the actions' and not the
    draw's; and the budget is spent once, on the halving's schedule."""
    game = _searched_decision(3)
    pending = game.pending
    assert pending is not None
    view = game.view(pending.player)
    calls: list[tuple[Action, tuple[str, ...], int]] = []
    playout = search._playout

    def record(sample: Game, action: Action, me: int, seed: int,
               deadline: float | None, turns: int = 1) -> float | None:
        opponent = sample.players[1 - me]
        hidden = tuple(sample.objects[o].name for o in opponent.hand)
        calls.append((action, hidden, seed))
        return playout(sample, action, me, seed, deadline, turns)
    monkeypatch.setattr(search, "_playout", record)
    agent = SearchAgent(7, iterations=12, seconds=None)
    agent.decide(view, pending)
    options = candidates(agent.heuristic, view, pending, game.legal_actions())
    assert len(options) >= 2 and len(calls) <= search.budget(pending.kind, 12)
    groups: dict[tuple[tuple[str, ...], int], list[Action]] = {}
    for action, hidden, seed in calls:
        groups.setdefault((hidden, seed), []).append(action)
    for actions in groups.values():  # one sample: distinct actions, the heuristic's first
        assert len(set(actions)) == len(actions) >= 2 and actions[0] == options[0]
    assert agent.last_iterations == len(calls)


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


def _priority_searched(seed: int, kinds: tuple[str, ...] = ("priority",)) -> Game:
    """A demo game run by heuristic AIs up to a decision of one of ``kinds`` that the
    search makes (at priority: on an empty stack)."""
    game = Game.new(DECKS, POOL, seed=seed, first_player=0)
    agents = [AIAgent(1), AIAgent(2)]
    probe = SearchAgent(0, iterations=1, seconds=None)
    while game.result is None:
        pending = game.pending
        assert pending is not None
        view = game.view(pending.player)
        before = probe.searches
        probe.decide(view, pending)
        if probe.searches > before and pending.kind in kinds and not view.stack():
            return game
        game.apply(agents[pending.player].decide(view, pending))
    raise AssertionError("no searched decision")


def test_the_same_situation_in_a_turn_is_searched_once() -> None:
    """CR 117.4, 500.2: a step ends when every player passes on an empty stack; when the
    next priority decision of the turn finds everything as it was (board, life, hand,
    hidden-zone sizes, mana), the searched answer stands without a second search. A
    change (a point of life) is a new situation, and so is the next turn."""
    game = _priority_searched(3)
    pending = game.pending
    assert pending is not None
    me = pending.player
    agent = SearchAgent(5, iterations=4, seconds=None)
    first = agent.decide(game.view(me), pending)
    assert agent.searches == 1
    assert agent.decide(game.view(me), pending) == first and agent.searches == 1
    hurt = game.copy()
    hurt.players[1 - me].life -= 1
    agent.decide(hurt.view(me), pending)
    assert agent.searches == 2
    later = game.copy()
    later.turn += 2
    agent.decide(later.view(me), pending)
    assert agent.searches == 3


def test_combat_decisions_are_always_searched() -> None:
    """Combat decisions are not remembered: each is searched (CR 508.1, 509.1)."""
    for kinds in (("declare_attackers",), ("declare_blockers",)):
        game = _priority_searched(3, kinds)
        pending = game.pending
        assert pending is not None
        agent = SearchAgent(5, iterations=4, seconds=None)
        view = game.view(pending.player)
        agent.decide(view, pending)
        agent.decide(view, pending)
        assert agent.searches == 2


def test_a_capped_search_plans_for_the_playouts_its_time_affords(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17: under a time cap the schedule is planned again for the playouts the time
    left affords at the pace so far: 4 playouts in 0.5 s leave time for 4 more of the 32
    in the remaining 0.5 s; with no cap, or before any playout, the budget stands."""
    monkeypatch.setattr("grimoire.agents.ai.search.time.perf_counter", lambda: 0.5)
    assert _affordable(28, 4, start=0.0, deadline=1.0) == 4
    assert _affordable(2, 4, start=0.0, deadline=1.0) == 2
    assert _affordable(28, 4, start=0.0, deadline=0.4) == 0
    assert _affordable(28, 0, start=0.0, deadline=1.0) == 28
    assert _affordable(28, 4, start=0.0, deadline=None) == 28


def test_actions_that_tie_the_heuristic_choice_leave_the_running() -> None:
    """An action that scored exactly as the heuristic's choice on every one of at least
    MIN_PAIRS shared samples (playing a land now or passing, when the rollout plays it next)
    can't beat it: it leaves the running, and so does nothing with fewer shared samples."""
    base, same, better, early = PlayLand(1), PassPriority(), PlayLand(2), PlayLand(3)
    scores = {base: {0: 0.5, 1: 0.2, 2: 0.7}, same: {0: 0.5, 1: 0.2, 2: 0.7},
              better: {0: 0.5, 1: 0.3, 2: 0.7}, early: {0: 0.5, 1: 0.2}}
    kept = _distinct(scores, [base, same, better, early], base)
    assert list(kept) == [base, better, early]
    assert same not in _halve(kept, [base, same, better, early], base)


def test_a_search_whose_actions_all_tie_stops_early(monkeypatch: pytest.MonkeyPatch) -> None:
    """When every action scores as the heuristic's choice on the first round's samples, the
    rest of the budget is not spent: the answer is the heuristic's choice."""
    game = _searched_decision(3)
    pending = game.pending
    assert pending is not None
    view = game.view(pending.player)

    def even(sample: Game, action: Action, me: int, seed: int,
             deadline: float | None, turns: int = 1) -> float:
        return 0.5
    monkeypatch.setattr(search, "_playout", even)
    agent = SearchAgent(7, iterations=64, seconds=None)
    answer = agent.decide(view, pending)
    options = candidates(agent.heuristic, view, pending, game.legal_actions())
    assert answer == options[0]
    assert 0 < agent.last_iterations < 64


@pytest.mark.parametrize("kind", ["priority", "declare_attackers", "declare_blockers"])
def test_combat_playouts_look_as_far_ahead(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 506.1: a combat's worth shows over the next turns; playouts from an attack or a
    block run COMBAT_ROLLOUT_TURNS turns past the decision's, those from a priority
    decision ROLLOUT_TURNS, never further than combat's."""
    game = _priority_searched(3, (kind,))
    pending = game.pending
    assert pending is not None
    horizons: set[int] = set()
    playout = search._playout

    def record(sample: Game, action: Action, me: int, seed: int,
               deadline: float | None, turns: int = 1) -> float | None:
        horizons.add(turns)
        return playout(sample, action, me, seed, deadline, turns)
    monkeypatch.setattr(search, "_playout", record)
    SearchAgent(4, iterations=4, seconds=None).decide(game.view(pending.player), pending)
    expected = search.ROLLOUT_TURNS if kind == "priority" else search.COMBAT_ROLLOUT_TURNS
    assert horizons == {expected} and search.COMBAT_ROLLOUT_TURNS >= search.ROLLOUT_TURNS


def test_the_last_search_keeps_its_paired_scores() -> None:
    """The scores a search compared (kept for the override bench): every candidate of the
    decision (CR 117.1: the player's options at priority or in combat), each played on
    the samples it was scored on, the heuristic's choice on every sample any other action
    was played on (paired samples), results in [0, 1], as many as the playouts counted."""
    game = _searched_decision(3)
    pending = game.pending
    assert pending is not None
    agent = SearchAgent(7, iterations=12, seconds=None)
    view = game.view(pending.player)
    options = candidates(agent.heuristic, view, pending, view.legal_actions)
    agent.decide(view, pending)
    scores = agent.last_scores
    assert list(scores) == options
    assert sum(len(s) for s in scores.values()) == agent.last_iterations > 0
    base = scores[options[0]]
    for played in scores.values():
        assert played.keys() <= base.keys()
        assert all(0.0 <= v <= 1.0 for v in played.values())


@pytest.mark.parametrize("seed", [3, 5])
def test_priority_playouts_run_to_the_end_of_the_fifth_turn_after(seed: int) -> None:
    """CR 500.1, 102.1: a playout from a priority decision plays the turns in order until
    the end of the turn ROLLOUT_TURNS after the decision's (or the game's end), and that
    is more than the next turn: a spell cast now is judged by where the game stands a few
    turns on, not at the end of the next (bench/RESULTS.md, session 19: the one-turn look
    overestimated the priority overrides and misread the two that lost games)."""
    game = _priority_searched(seed)
    pending = game.pending
    assert pending is not None
    turn = game.turn
    view = game.view(pending.player)
    options = candidates(AIAgent(9), view, pending, view.legal_actions)
    sample = game.copy()
    result = search._playout(sample, options[0], pending.player, 11, None,
                             search.ROLLOUT_TURNS)
    assert result is not None and 0.0 <= result <= 1.0
    assert search.ROLLOUT_TURNS == 5
    assert sample.result is not None or sample.turn == turn + search.ROLLOUT_TURNS + 1
    assert game.turn == turn  # the real game untouched
