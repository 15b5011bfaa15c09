"""Smoke tests: each benchmark script runs end to end on one or two games.

They check that the scripts work, never how fast anything is (no timing assertions; the
figures live in bench/RESULTS.md).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
BENCH = ROOT / "bench"


def _run(script: str, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True,
                          text=True, env=env, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_bench_engine_plays_two_games() -> None:
    out = _run("bench_engine.py", "--games", "2")
    assert "games: 2 (finished 2)" in out


def test_bench_decks_plays_a_deck_folder(tmp_path: Path) -> None:
    """A Forge ``.dck`` deck with a ``[shop]`` section, built-in pool, random and AI games."""
    folder = tmp_path / "decks" / "precons"
    folder.mkdir(parents=True)
    (folder / "Bears.dck").write_text(
        "[shop]\nCredits=100\n[metadata]\nName=Bears\n[Main]\n20 Forest|M10\n"
        "20 Grizzly Bears|M10\n", encoding="utf-8")
    out = _run("bench_decks.py", "--db", "builtin", "--decks", str(tmp_path / "decks"),
               "--games", "2", "--ai-games", "1", "--copy-every", "5")
    assert "1 playable decks of 1" in out
    assert "== random: 2 games (2 finished)" in out
    assert "== ai: 1 games (1 finished)" in out
    assert "Game.copy()" in out


@pytest.mark.slow
@pytest.mark.shared_data
def test_bench_phase_plays_one_game_each(shared_data: Path, tmp_path: Path) -> None:
    """Skipped unless phase-python is installed (``make bench`` installs it)."""
    if importlib.util.find_spec("phase") is None:
        pytest.skip("phase-python is not installed (make bench installs it)")
    out = _run("bench_phase.py", "--games", "2", "--phase-games", "1", "--sets", "4ED",
               "--card-data", str(tmp_path / "card-data.json"))
    assert "ratio grimoire/phase" in out


@pytest.mark.slow
def test_bench_scale_compares_worker_counts() -> None:
    out = _run("bench_scale.py", "--games", "2", "--copies", "4", "--copy-games", "1")
    assert "2 worker(s): 2 games" in out and "identical results: yes" in out
    assert "Game.copy(): " in out


@pytest.mark.slow
def test_bench_search_plays_the_hard_ai() -> None:
    out = _run("bench_search.py", "--games", "2", "--workers", "1", "--iterations", "2",
               "--cpu-games", "2")
    assert "hard AI vs heuristic AI, 2 games" in out and "p99" in out
    assert "CPU seconds per decision (no cap, 2 games" in out
    assert "  searched priority: " in out and "  searched declare_attackers: " in out


def test_bench_free_loop_ends_at_the_turn_action_cap() -> None:
    """The free-ability loop benchmark plays its game to the cap on one turn's actions."""
    out = _run("bench_free_loop.py", "--max-turn-actions", "300")
    assert out.startswith("turn action cap 300 reached") and "largest stack" in out
