"""``grimoire odds CARD``: text table, ``--json``, ``--bonus``, ``--plot`` and errors.

The command resolves card names in the card pool of the playing commands
(``CardPool.open``); here that pool holds the hand-built definitions so the command is tested
on its own (``test_odds.py`` covers the real compiler when it exists).
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
from tests.dice import _cards

from grimoire.cli.main import main
from grimoire.errors import UnknownCardError
from grimoire.oracle.ir import CardDefinition
from grimoire.pool import CardPool

# The package re-exports the function ``odds``, which shadows the module's name as an attribute.
odds_module = importlib.import_module("grimoire.dice.odds")
CARDS = {c.name.casefold(): c for c in vars(_cards).values() if isinstance(c, CardDefinition)}


@pytest.fixture(autouse=True)
def hand_built_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    def find(name: str) -> CardDefinition:
        try:
            return CARDS[name.casefold()]
        except KeyError:
            raise UnknownCardError(name, context="test pool") from None

    monkeypatch.setattr(odds_module, "find_card", find)
    pool = CardPool(source="test pool").add(*CARDS.values())
    monkeypatch.setattr(CardPool, "open", classmethod(lambda cls, db=None: pool))


def test_text_table(capsys: pytest.CaptureFixture[str]) -> None:
    """Card, the roll with its sources, and each row's fraction and percentage."""
    assert main(["odds", "Treasure Chest", "--with", "Pixie Guide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Treasure Chest"
    assert lines[1] == "roll: d20, higher of 2 (Pixie Guide)"
    assert lines[3].split() == ["1", "1/400", "0.25%"]
    assert lines[4].split() == ["2-9", "1/5", "20.00%"]
    assert lines[5].split() == ["10-19", "7/10", "70.00%"]
    assert lines[6].split() == ["20", "39/400", "9.75%"]


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    """``--json``: {"card", "rows": [{"range", "probability", "percent"}]}."""
    assert main(["odds", "treasure chest", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["card"] == "Treasure Chest"
    assert data["rows"] == [
        {"range": "1", "probability": "1/20", "percent": 5.0},
        {"range": "2-9", "probability": "2/5", "percent": 40.0},
        {"range": "10-19", "probability": "1/2", "percent": 50.0},
        {"range": "20", "probability": "1/20", "percent": 5.0},
    ]


def test_unmatched_results_are_shown(capsys: pytest.CaptureFixture[str]) -> None:
    """CR 706.3a: a result in no row is listed as such, with its probability."""
    assert main(["odds", "Treasure Chest", "--with", "Test Plus One", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["unmatched"] == [{"range": "21", "probability": "1/20", "percent": 5.0}]
    assert main(["odds", "Treasure Chest", "--with", "Test Plus One"]) == 0
    assert "21 (no row)" in capsys.readouterr().out


def test_bonus_option(capsys: pytest.CaptureFixture[str]) -> None:
    """``--bonus N`` gives a game-dependent modifier; without it the error says so."""
    assert main(["odds", "Test Hand Roll"]) == 2
    assert "--bonus N" in capsys.readouterr().err
    assert main(["odds", "Test Hand Roll", "--bonus", "3", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert rows[1] == {"range": "15+", "probability": "9/20", "percent": 45.0}


def test_plot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--plot FILE.png`` writes a PNG image beside the printed table."""
    target = tmp_path / "chest.png"
    assert main(["odds", "Treasure Chest", "--plot", str(target)]) == 0
    assert target.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert f"plot written to {target}" in capsys.readouterr().out
    assert main(["odds", "Treasure Chest", "--plot", str(tmp_path / "x.jpg")]) == 2
    assert "ending in .png" in capsys.readouterr().err


def test_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown name is reported (exit 2), and so is a with-card that does not touch dice."""
    assert main(["odds", "No Such Card"]) == 2
    assert "unknown card 'No Such Card'" in capsys.readouterr().err
    assert main(["odds", "Treasure Chest", "--with", "Test Vanilla"]) == 2
    assert "no static ability" in capsys.readouterr().err
