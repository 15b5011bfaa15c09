"""Issue 13, part 1: every playing command uses the imported database when there is one
(``--db PATH``, ``GRIMOIRE_DB`` or the default location), the built-in pool otherwise, and
says which on stderr. Savannah Lions and Contact Other Plane are not in the built-in pool:
each command is run with them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tests.decks_io._db import build_db

from grimoire.cli.main import main
from grimoire.pool import CardPool
from grimoire.rules.game import Game

LIONS_DECK = "Deck\n24 Savannah Lions\n36 Plains\n"


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_db(tmp_path_factory.mktemp("imported"))


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "lions.txt"
    path.write_text(LIONS_DECK, encoding="utf-8")
    return path


def test_open_prefers_the_imported_database(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No database: the built-in pool; ``GRIMOIRE_DB`` set: every card of that database."""
    assert "Savannah Lions" not in CardPool.open()
    assert CardPool.open().source == "built-in pool"
    monkeypatch.setenv("GRIMOIRE_DB", str(db))
    pool = CardPool.open()
    assert "Savannah Lions" in pool and pool.source == f"imported database {db}"
    assert pool.get("Savannah Lions").power == 2


def test_open_missing_path_is_a_clear_error(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A ``--db`` that does not exist: an error naming it, exit status 2, no traceback."""
    code = main(["simulate", "bench-vanilla", "bench-vanilla", "--games", "1",
                 "--db", str(tmp_path / "nope.sqlite")])
    err = capsys.readouterr().err
    assert code == 2 and "nope.sqlite" in err and "Traceback" not in err


def test_game_new_without_a_pool(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``Game.new(decks)`` takes its cards from the imported database."""
    monkeypatch.setenv("GRIMOIRE_DB", str(db))
    game = Game.new([["Savannah Lions"] * 20 + ["Plains"] * 20] * 2, seed=1)
    assert game.pool.source.startswith("imported database")  # type: ignore[attr-defined]


def test_simulate(db: Path, deck: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", str(deck), str(deck), "--games", "1", "--json", "--db", str(db)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert json.loads(captured.out)["games"] == 1
    assert f"imported database {db}" in captured.err


def test_simulate_with_the_default_database(db: Path, deck: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """The database of ``GRIMOIRE_DB`` is used without ``--db``."""
    monkeypatch.setenv("GRIMOIRE_DB", str(db))
    assert main(["simulate", str(deck), str(deck), "--games", "1", "--json"]) == 0
    assert "imported database" in capsys.readouterr().err


def test_builtin_pool_is_announced(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "bench-vanilla", "bench-vanilla", "--games", "1", "--json"]) == 0
    assert "cards: built-in pool (84 cards)" in capsys.readouterr().err


def test_demo(db: Path, deck: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["demo", "--seed", "1", "--agent", "random", "--decks", str(deck), str(deck),
                 "--db", str(db)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "Result:" in captured.out and "Savannah Lions" in captured.out


def test_play(db: Path, deck: Path, monkeypatch: pytest.MonkeyPatch,
              capsys: pytest.CaptureFixture[str]) -> None:
    from grimoire.tui import QuitGame, TerminalAgent

    def stop(self: Any, view: Any, decision: Any) -> Any:
        raise QuitGame

    monkeypatch.setattr(TerminalAgent, "decide", stop)
    code = main(["play", str(deck), str(deck), "--seed", "2", "--db", str(db)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "Game stopped" in captured.out and "imported database" in captured.err


SCENARIO = """\
name: Savannah Lions attacks for 2 (CR 510.1)
players:
  - name: Alice
    battlefield: [Savannah Lions]
  - name: Bob
turn: {active: Alice, step: main1, number: 3}
actions:
  - {by: Alice, attack: [Savannah Lions]}
  - {advance: main2}
expect:
  Bob: {life: 18}
"""


def test_scenario_run_and_show(db: Path, tmp_path: Path,
                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "lions.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert main(["scenario", "run", str(path), "--db", str(db)]) == 0
    assert "PASS" in capsys.readouterr().out
    assert main(["scenario", "show", str(path), "--db", str(db)]) == 0
    assert "Savannah Lions" in capsys.readouterr().out
    assert main(["scenario", "run", str(path)]) != 0  # the built-in pool lacks the card


def test_odds(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Contact Other Plane: a d20, rows 1-9, 10-19, 20 (9/20, 10/20, 1/20)."""
    assert main(["odds", "Contact Other Plane", "--json", "--db", str(db)]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [row["probability"] for row in rows] == ["9/20", "1/2", "1/20"]
