"""The command line with more than two players and with the Commander format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grimoire.cli.main import main

FORGE = """[metadata]
Name={name}
[Commander]
1 Gen the Green
[Main]
99 Forest
"""


def test_simulate_four_decks(capsys: pytest.CaptureFixture[str]) -> None:
    """CR 800.1: simulate takes two to six decks; seats take turns playing first."""
    code = main(["simulate", "demo-red-green", "demo-wub-flyers", "demo-red-green",
                 "demo-wub-flyers", "--games", "2", "--json"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 2 and result["finished"] == 2


@pytest.mark.parametrize("decks", [["demo-red-green"], ["demo-red-green"] * 7])
def test_simulate_refuses_other_counts(decks: list[str],
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Fewer than two or more than six decks: a clear error, no traceback."""
    assert main(["simulate", *decks, "--games", "1"]) == 2
    assert "two to six decks" in capsys.readouterr().err


def test_simulate_commander_needs_commanders(capsys: pytest.CaptureFixture[str]) -> None:
    """CR 903.3: a Commander game needs each deck's commander; decks without a Commander
    section are refused with the rule, not a traceback."""
    assert main(["simulate", "demo-red-green", "demo-wub-flyers", "--format", "commander",
                 "--games", "1"]) == 2
    assert "CR 903.3" in capsys.readouterr().err


def test_simulate_unknown_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "demo-red-green", "demo-wub-flyers", "--format", "vintage",
                 "--games", "1"]) == 2
    assert "unknown format" in capsys.readouterr().err


def test_play_refuses_seven_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "7"]) == 2
    assert "two to six players" in capsys.readouterr().err


def test_deck_file_commander_section(tmp_path: Path) -> None:
    """A Forge deck's [Commander] section becomes the game's commander (CR 903.3, 903.6)."""
    from grimoire.decks import load_deck
    from grimoire.sim.decks import game_options
    path = tmp_path / "gen.dck"
    path.write_text(FORGE.format(name="Gen"), encoding="utf-8")
    names = {"Gen the Green", "Forest"}
    deck = load_deck(path, pool=names)
    options = game_options([deck, deck], "commander")
    assert options["format"] == "commander"
    assert options["commanders"] == [["Gen the Green"], ["Gen the Green"]]
    assert len(deck.main) == 99
