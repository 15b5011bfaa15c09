"""A deck file's Contraptions, Attractions and Planar sections reach the game through every
command: ``grimoire simulate`` (and :func:`grimoire.sim.simulate`), ``demo`` and ``play``.

The built-in pool has no plane, Contraption or Attraction card, so the commands are run
with the pool of the Planechase and Un-set tests in its place."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import dice_pool
from tests.planechase._util import PLANES, TYPE_LINES, all_planes
from tests.unsets._cards import all_cards

from grimoire.cli.main import main
from grimoire.decks import load_deck
from grimoire.mechanics.attractions import STATE as ATTRACTION_STATE
from grimoire.mechanics.contraptions import STATE as CONTRAPTION_STATE
from grimoire.mechanics.planechase import STATE as PLANAR_STATE
from grimoire.pool import CardPool
from grimoire.rules.game import Game
from grimoire.sim import game_options, simulate

CONTRAPTIONS = ["Hard Hat Area", "Gift Horse", "Boomflinger", "Thud-for-Duds"]
ATTRACTIONS = ["Information Booth [1 2 3]", "Clown Extruder [4 5 6]", "Ferris Wheel [2 4 6]"]
PLANAR = [*TYPE_LINES, *PLANES]  # 9 planes and 2 phenomena (CR 901.3)


def _pool() -> CardPool:
    return dice_pool(*[definition(n) for n in sorted(CONTRAPTIONS)], *all_cards(),
                     *all_planes())


def _deck_text() -> str:
    lines = ["Deck", "18 Grizzly Bears", "22 Forest", "", "Contraptions"]
    lines += [f"2 {name}" for name in CONTRAPTIONS]
    lines += ["", "Attractions", *(f"1 {a}" for a in ATTRACTIONS), "", "Planar"]
    lines += [f"1 {name}" for name in PLANAR]
    return "\n".join(lines) + "\n"


@pytest.fixture
def deck_file(tmp_path: Path) -> Path:
    path = tmp_path / "sections.txt"
    path.write_text(_deck_text(), encoding="utf-8")
    return path


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Game]]:
    """The commands use the test pool; every game they make is recorded."""
    pool = _pool()
    monkeypatch.setattr(CardPool, "builtin", classmethod(lambda cls: pool))
    games: list[Game] = []
    original = Game.new  # bound to Game (a compiled classmethod has no __func__)

    def spy(cls: type[Game], *args: Any, **kwargs: Any) -> Game:
        assert cls is Game
        game: Game = original(*args, **kwargs)
        games.append(game)
        return game

    monkeypatch.setattr(Game, "new", classmethod(spy))
    yield games


def _has_sections(game: Game) -> None:
    """CR 717.2, 901.3: each seat's supplementary decks are in the game."""
    contraptions = [name for name in CONTRAPTIONS for _ in range(2)]
    assert PLANAR_STATE.get(game) is not None
    planar = PLANAR_STATE.get(game)
    assert planar is not None and sum(len(d) for d in planar.decks) + len(planar.face_up) >= 21
    assert CONTRAPTION_STATE.get(game) is not None and ATTRACTION_STATE.get(game) is not None
    assert game.setup["contraptions"] == [contraptions, contraptions]
    assert game.setup["attractions"] == [ATTRACTIONS, ATTRACTIONS]
    assert game.setup["planar_decks"] == [PLANAR, PLANAR]


def test_game_options_from_the_deck_sections(deck_file: Path) -> None:
    """The parser reads the three sections; :func:`game_options` gives one list per seat."""
    deck = load_deck(str(deck_file), pool=_pool())
    options = game_options([deck, deck])
    assert set(options) == {"contraptions", "attractions", "planar_decks"}
    assert options["planar_decks"] == [PLANAR, PLANAR]
    assert sorted(options["contraptions"][0]) == sorted(CONTRAPTIONS * 2)


def test_simulate_command_plays_the_sections(deck_file: Path, made: list[Game],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``grimoire simulate`` passes the sections to every game of the batch."""
    code = main(["simulate", str(deck_file), str(deck_file), "--games", "2", "--seed", "3",
                 "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["finished"] == 2
    assert len(made) == 2
    for game in made:
        _has_sections(game)


def test_simulate_function_takes_the_options(deck_file: Path, made: list[Game]) -> None:
    """:func:`grimoire.sim.simulate` with ``options`` makes Planechase games."""
    deck = load_deck(str(deck_file), pool=_pool())
    result = simulate([list(deck.main)] * 2, _pool(), games=1, seed=5,
                      options=game_options([deck, deck]))
    assert result.finished == 1 and PLANAR_STATE.get(made[0]) is not None


def test_simulate_rejects_a_missing_planar_deck(deck_file: Path, made: list[Game],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """CR 901.3: a Planechase game needs a planar deck for each player: a clear error."""
    code = main(["simulate", str(deck_file), "demo-red-green", "--games", "1"])
    assert code == 2
    assert "planar deck" in capsys.readouterr().err


def test_demo_command_plays_the_sections(deck_file: Path, made: list[Game],
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """``grimoire demo --decks`` passes the planar decks too (CR 901.5: a plane is face up
    once mulligans are done)."""
    code = main(["demo", "--seed", "2", "--agent", "random", "--decks", str(deck_file),
                 str(deck_file)])
    assert code == 0
    assert "Result:" in capsys.readouterr().out
    assert len(made) == 1
    _has_sections(made[0])
    assert PLANAR_STATE.get(made[0]) is not None and PLANAR_STATE.get(made[0]).face_up


def test_play_command_saves_the_sections(deck_file: Path, made: list[Game], tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """``grimoire play`` starts a game with every section; its save records them, so
    ``--load`` resumes the same Planechase game."""
    from grimoire.tui import QuitGame, TerminalAgent

    def stop(self: Any, view: Any, decision: Any) -> Any:
        raise QuitGame

    monkeypatch.setattr(TerminalAgent, "decide", stop)
    save = tmp_path / "game.json"
    code = main(["play", str(deck_file), str(deck_file), "--seed", "4", "--save", str(save)])
    assert code == 0 and "Game stopped" in capsys.readouterr().out
    _has_sections(made[0])
    setup = json.loads(save.read_text(encoding="utf-8"))["setup"]
    assert setup["planar_decks"] and setup["contraptions"] and setup["attractions"]
    loaded = Game.load(save.read_text(encoding="utf-8"), _pool())
    assert PLANAR_STATE.get(loaded) is not None and CONTRAPTION_STATE.get(loaded) is not None
