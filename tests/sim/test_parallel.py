"""Simulation across processes and on Ray: the same seed gives the same games whatever
the backend and worker count; win rates come with their Wilson intervals."""

from __future__ import annotations

import json
import sys

import pytest

from grimoire.agents import RandomAgent
from grimoire.cli.main import main
from grimoire.rules.game import Game
from grimoire.rules.testing import vanilla_pool
from grimoire.sim.batch import GameRecord, SimResult, SimulationError, plan, simulate
from grimoire.sim.stats import percentile, wilson

DECK = ["Forest"] * 24 + ["Grizzly Bears"] * 36


def _outcomes(result: SimResult) -> list[tuple[int, bool, int | None, int, int]]:
    return [(r.index, r.finished, r.winner, r.turns, r.decisions) for r in result.records]


def test_each_game_derives_from_the_run_seed_and_its_index() -> None:
    """Game i of a batch is Game.new with the seeds plan() gives it: replaying one game by
    itself reproduces it exactly, wherever it ran."""
    result = simulate([DECK, DECK], vanilla_pool(), games=3, seed=11)
    task = plan(11, 3, 2)[2]
    game = Game.new([DECK, DECK], vanilla_pool(), seed=task.game_seed,
                    first_player=task.first_player)
    outcome = game.run([RandomAgent(s) for s in task.agent_seeds])
    assert result.records[2] == GameRecord(2, True, outcome.winner, outcome.turns,
                                           len(game.action_log))


def test_a_longer_batch_starts_with_the_same_games() -> None:
    short = simulate([DECK, DECK], vanilla_pool(), games=2, seed=4)
    long = simulate([DECK, DECK], vanilla_pool(), games=4, seed=4)
    assert _outcomes(long)[:2] == _outcomes(short)


@pytest.mark.slow
def test_two_processes_play_the_same_games_as_one() -> None:
    """--workers 2 (spawned processes) gives the same records and totals as one worker."""
    one = simulate([DECK, DECK], vanilla_pool(), games=6, seed=3, agents=("ai", "random"))
    seen: list[int] = []
    two = simulate([DECK, DECK], vanilla_pool(), games=6, seed=3, agents=("ai", "random"),
                   workers=2, progress=lambda done, total: seen.append(done))
    assert _outcomes(two) == _outcomes(one)
    assert (two.wins, two.turns, two.decisions) == (one.wins, one.turns, one.decisions)
    assert seen[-1] == 6 and seen == sorted(seen)


@pytest.mark.slow
def test_ray_plays_the_same_games_as_local() -> None:
    """The Ray backend on a local cluster started for the batch: the same games."""
    pytest.importorskip("ray")
    local = simulate([DECK, DECK], vanilla_pool(), games=4, seed=9)
    ray = simulate([DECK, DECK], vanilla_pool(), games=4, seed=9, backend="ray", workers=2)
    assert _outcomes(ray) == _outcomes(local)
    assert ray.backend == "ray"


def _factory(seed: int) -> RandomAgent:
    return RandomAgent(seed)


def test_bad_batches_are_refused_clearly() -> None:
    with pytest.raises(SimulationError, match="at least 1"):
        simulate([DECK, DECK], vanilla_pool(), games=2, workers=0)
    with pytest.raises(SimulationError, match="unknown agent"):
        simulate([DECK, DECK], vanilla_pool(), games=2, agents=("genius",))
    with pytest.raises(SimulationError, match="module-level"):
        simulate([DECK, DECK], vanilla_pool(), games=2, workers=2,
                 agents=(lambda seed: RandomAgent(seed),))


def test_a_module_level_factory_is_accepted() -> None:
    result = simulate([DECK, DECK], vanilla_pool(), games=1, agents=(_factory,))
    assert result.games == 1


def test_ray_missing_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if not installed
    code = main(["simulate", "demo-red-green", "demo-wub-flyers", "--backend", "ray"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err[-1] == "grimoire: error: the Ray backend needs Ray: pip install 'grimoire[ray]'"
    with pytest.raises(SimulationError, match=r"grimoire\[ray\]"):
        simulate([DECK, DECK], vanilla_pool(), games=1, backend="ray")


def test_cli_json_gives_each_deck_its_win_rate_and_interval(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "demo-red-green", "demo-wub-flyers", "--games", "4",
                 "--seed", "2", "--json"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert [r["deck"] for r in data["win_rates"]] == ["demo-red-green", "demo-wub-flyers"]
    for rate in data["win_rates"]:
        assert rate["wins"] == data["wins"][str(rate["seat"])]
        lo, hi = rate["ci95"]
        assert lo <= rate["win_rate"] <= hi
    assert "[" not in captured.err  # no progress bar when stderr is not a terminal


def test_cli_text_output_and_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "demo-red-green", "demo-wub-flyers", "--games", "2"]) == 0
    assert "% wins (95% CI" in capsys.readouterr().out
    assert main(["simulate", "demo-red-green", "demo-wub-flyers", "--workers", "0"]) == 2
    assert main(["simulate", "demo-red-green", "demo-wub-flyers", "--address", "x:1"]) == 2
    err = capsys.readouterr().err
    assert "--workers must be at least 1" in err and "--address is for --backend ray" in err


def test_wilson_interval() -> None:
    """The Wilson score interval (Wilson 1927): 0 of 10 gives (0, 0.2775); it always holds
    the observed rate and stays within [0, 1]."""
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    for k in range(0, 21):
        lo, hi = wilson(k, 20)
        assert 0.0 <= lo <= k / 20 <= hi <= 1.0
    assert wilson(50, 100) == pytest.approx((1 - wilson(50, 100)[1], 1 - wilson(50, 100)[0]))
    assert percentile([3.0, 1.0, 2.0], 100) == 3.0


def test_timed_batches_report_latency() -> None:
    result = simulate([DECK, DECK], vanilla_pool(), games=1, seed=1, timed=True)
    latency = result.latency(0)
    assert latency["decisions"] > 0 and latency["p99_s"] <= latency["max_s"]
    assert "latency" in result.to_json()
