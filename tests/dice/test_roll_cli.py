"""``grimoire roll SPEC``: naturals, kept and ignored dice, modifier, total; and errors."""

from __future__ import annotations

import json
import random

import pytest

from grimoire.cli.main import main
from grimoire.dice import roll


def test_roll_outcome_keeps_and_ignores() -> None:
    """ruling:dice-ignored-never-rolled: ignored dice are listed apart and add nothing."""
    outcome = roll("4d6kh3+1", random.Random(42))
    assert len(outcome.naturals) == 4
    assert sorted(outcome.kept_naturals) == sorted(outcome.naturals)[1:]
    assert len(outcome.ignored_naturals) == 1
    assert outcome.total == sum(outcome.kept_naturals) + 1


def test_ties_keep_the_earlier_die() -> None:
    """CR 706.6: among tied lowest dice one is ignored; the earlier-rolled one is kept."""

    class Fixed:
        def __init__(self) -> None:
            self.values = [2, 0, 0]

        def randrange(self, stop: int, /) -> int:
            return self.values.pop(0)

    outcome = roll("3d6kh2", Fixed())
    assert outcome.naturals == (3, 1, 1)
    assert outcome.kept == (True, True, False)
    assert outcome.total == 4


def test_cli_text(capsys: pytest.CaptureFixture[str]) -> None:
    """The text output shows the spec, seed, each natural (ignored in brackets), total."""
    assert main(["roll", "4d6kh3", "--seed", "42"]) == 0
    out = capsys.readouterr().out
    expected = roll("4d6kh3", random.Random(42))
    assert out.splitlines()[0] == "4d6kh3 (seed 42)"
    assert f"total:    {expected.total}" in out
    assert "ignored:" in out
    shown = out.splitlines()[1].split()[1:]
    assert [s.strip("[]") for s in shown] == [str(n) for n in expected.naturals]
    assert sum(s.startswith("[") for s in shown) == 1


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    """``--json``: spec, seed, each die with natural and kept, modifier and total."""
    assert main(["roll", "2d20kl1-2", "--seed", "7", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    expected = roll("2d20kl1-2", random.Random(7))
    assert data["spec"] == "2d20kl1-2"
    assert data["seed"] == 7
    assert [d["natural"] for d in data["dice"]] == list(expected.naturals)
    assert [d["kept"] for d in data["dice"]] == list(expected.kept)
    assert data["modifier"] == -2
    assert data["total"] == expected.total == min(expected.naturals) - 2


def test_cli_without_seed_prints_a_reusable_seed(capsys: pytest.CaptureFixture[str]) -> None:
    """Without --seed, the drawn seed is printed, and reusing it repeats the roll."""
    assert main(["roll", "3d6", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["roll", "3d6", "--json", "--seed", str(first["seed"])]) == 0
    assert json.loads(capsys.readouterr().out) == first


def test_cli_bad_spec(capsys: pytest.CaptureFixture[str]) -> None:
    """A bad spec: exit status 2 and a message pointing at the bad character."""
    assert main(["roll", "2d6kq1"]) == 2
    err = capsys.readouterr().err
    assert "bad dice spec '2d6kq1' at character 5" in err
    assert "      ^" in err
