"""Issue 13, part 4: ``grimoire coverage --list compiled|unsupported`` names the cards, so
anyone can audit the figure: the two lists split the pool and their sizes are the counts."""

from __future__ import annotations

import json

import pytest

from grimoire.cli.main import main
from grimoire.pool import CardPool


def test_lists_split_the_pool(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert main(["coverage", "--list", "compiled"]) == 0
    compiled = capsys.readouterr().out.splitlines()
    assert main(["coverage", "--list", "unsupported"]) == 0
    unsupported = capsys.readouterr().out.splitlines()
    assert len(compiled) == report["compiled"]
    assert len(compiled) + len(unsupported) == report["cards"]
    assert set(compiled) | set(unsupported) == set(CardPool.builtin())
    pool = CardPool.builtin()
    assert all(not pool.support_problems(name) for name in compiled)
    assert all(pool.support_problems(name) for name in unsupported)


def test_list_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--json", "--list", "compiled"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["cards_compiled"]) == report["compiled"]
