"""The coverage report and the ``grimoire coverage`` command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grimoire.cli.main import main
from grimoire.errors import DataFileError
from grimoire.oracle.coverage import coverage, load_pool

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
needs_data = pytest.mark.skipif(not DATA.is_dir(), reason=f"{DATA} is absent (shared data)")


def test_builtin_pool_fully_compiles() -> None:
    """Every card of the built-in pool compiles with no Unimplemented node."""
    report = coverage(load_pool())
    assert report.cards >= 70 and report.compiled == report.cards, report.failed


def test_cli_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    """``grimoire coverage --json`` prints one object with the documented keys."""
    assert main(["coverage", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"cards", "compiled", "percent", "top_unimplemented"}
    assert data["percent"] == 100.0


def test_unknown_shape_names_the_file(tmp_path: Path) -> None:
    """An unknown pool shape raises DataFileError naming the file."""
    path = tmp_path / "weird.json"
    path.write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(DataFileError, match=r"weird\.json"):
        load_pool(path)


def test_mtgjson_set_shape(tmp_path: Path) -> None:
    """An MTGJSON set file ({"data": {"cards": [...]}}) loads."""
    path = tmp_path / "SET.json"
    path.write_text(
        json.dumps(
            {
                "data": {
                    "cards": [
                        {
                            "name": "Shock",
                            "type": "Instant",
                            "manaCost": "{R}",
                            "text": "Shock deals 2 damage to any target.",
                        }
                    ]
                }
            }
        ),
        encoding="utf-8",
    )
    report = coverage(load_pool(path))
    assert (report.cards, report.compiled) == (1, 1)


@pytest.mark.shared_data
@needs_data
def test_dice_cards_reach() -> None:
    """The numeric-die cards of dice_cards.tsv (185) are loaded; report their coverage."""
    report = coverage(load_pool(DATA / "dice_cards.tsv"))
    assert report.cards == 185
    assert report.compiled > 0
