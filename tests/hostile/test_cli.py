"""The command line under hostile input: each case is a clear one-line error (exit status
2, no traceback) in bounded time and memory (issue 18)."""

from __future__ import annotations

import gzip
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from tests.cards.factories import mtgjson_card, mtgjson_set, write_json

from grimoire.cards import CardStore, import_files
from grimoire.cards.importers import opener
from grimoire.cards.search import MAX_DEPTH, MAX_TERMS, SearchSyntaxError, parse
from grimoire.cli.main import main
from grimoire.errors import DataFileError
from grimoire.oracle import coverage
from grimoire.tui import QuitGame, TerminalAgent


def _error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """Run ``argv``; it must fail with exit status 2 and one ``grimoire: error:`` line
    (a search error adds the query excerpt and a caret), never a traceback."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("grimoire: error: ")
    assert "Traceback" not in err and len(err) < 2_000
    return err.splitlines()[0]


def test_search_nesting_terms_and_length_are_bounded(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Deep parentheses, thousands of terms and a huge query are syntax errors pointing at
    the fault, not RecursionError or an SQLite expression-tree error."""
    deep = "(" * 5_000 + "t:creature" + ")" * 5_000
    assert "too long" in _error(capsys, ["search", deep])
    assert "nested too deeply" in _error(capsys, ["search", "(" * 60 + "x" + ")" * 60])
    assert "too long" in _error(capsys, ["search", " ".join(["t:creature"] * 5_000)])
    assert "too many search terms" in _error(capsys, ["search", " ".join(["x"] * 5_000)])
    with pytest.raises(SearchSyntaxError, match="nested too deeply"):
        parse("-" * (MAX_DEPTH + 1) + "x")
    parse("(" * MAX_DEPTH + "x" + ")" * MAX_DEPTH)  # the limits themselves are fine
    parse(" ".join(["x"] * MAX_TERMS))


def test_a_huge_limit_means_all(capsys: pytest.CaptureFixture[str]) -> None:
    """``--limit`` beyond SQLite's 64-bit integers lists every match instead of failing."""
    assert main(["search", "t:creature", "--limit", "9" * 30, "--json"]) == 0
    assert capsys.readouterr().out.startswith("[")


def test_a_hundred_thousand_character_card_name(capsys: pytest.CaptureFixture[str]) -> None:
    """No printed name is that long: an unknown card at once, the name shortened."""
    line = _error(capsys, ["card", "x" * 100_000])
    assert "unknown card" in line and "(100000 characters)" in line and len(line) < 300


def test_scenario_repeat_counts_and_nesting_are_bounded(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``Forest x100000000`` fails on its line before any list is built; YAML nested
    thousands deep is a scenario error, not a RecursionError."""
    big = tmp_path / "big.yaml"
    big.write_text("name: big\nplayers:\n  - name: Alice\n    library: [Forest x100000000]\n"
                   "  - name: Bob\nexpect: {}\n", encoding="utf-8")
    deep = tmp_path / "deep.yaml"
    deep.write_text("name: x\nplayers: " + "[" * 5_000 + "]" * 5_000 + "\n", encoding="utf-8")
    assert main(["scenario", "run", str(big), str(deep)]) != 0
    out = capsys.readouterr().out
    assert "big.yaml:4: a card in Alice's library: a repeat count must be at most 1000" in out
    assert "deep.yaml: not a scenario: the YAML is nested too deeply" in out


def test_nested_json_is_a_data_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``db import`` and ``coverage`` refuse JSON nested deeper than Python's recursion."""
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    line = _error(capsys, ["db", "import", str(nested), "--db", str(tmp_path / "c.sqlite")])
    assert "nested too deeply" in line
    assert "nested too deeply" in _error(capsys, ["coverage", "--pool", str(nested)])


def test_a_decompression_bomb_is_refused_while_reading(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A small .gz of whitespace that expands a thousandfold stops at 100 times its size
    (past a floor, lowered here from 64 MB so the test stays fast), with an error naming
    the file, in ``coverage`` and in ``db import`` (which used to read 1 GB of spaces)."""
    monkeypatch.setattr(coverage, "RATIO_FLOOR", 1 << 20)
    monkeypatch.setattr(opener, "RATIO_FLOOR", 1 << 20)
    bomb = tmp_path / "bomb.json.gz"
    with gzip.open(bomb, "wb", compresslevel=9) as handle:
        chunk = b" " * (1 << 20)
        for _ in range(32):
            handle.write(chunk)
    line = _error(capsys, ["coverage", "--pool", str(bomb)])
    assert "bomb.json.gz: refusing to read: it decompresses to more than" in line
    line = _error(capsys, ["db", "import", str(bomb), "--db", str(tmp_path / "b.sqlite")])
    assert "bomb.json.gz: refusing to read: it decompresses to more than" in line


def test_db_import_into_a_folder_or_an_impossible_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--db`` naming a folder, or a path that can't be created, is a one-line error."""
    data = write_json(tmp_path / "a.json", mtgjson_set("AAA", [mtgjson_card("Alpha", "oid-a")]))
    assert "is a folder" in _error(capsys, ["db", "import", str(data), "--db", str(tmp_path)])
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    line = _error(capsys, ["db", "import", str(data), "--db", str(blocker / "x.sqlite")])
    assert "cannot write the database" in line


def test_two_imports_at_once_both_land(tmp_path: Path) -> None:
    """Two imports into one database at the same time: the second waits for the first's
    lock and adds to its result, so both files' cards are there (before, the last to
    finish replaced the other's work)."""
    db = tmp_path / "cards.sqlite"
    files = [write_json(tmp_path / f"{code}.json",
                        mtgjson_set(code, [mtgjson_card(name, f"oid-{name}")]))
             for code, name in (("AAA", "Alpha"), ("BBB", "Beta"))]
    errors: list[BaseException] = []

    def run(path: Path) -> None:
        try:
            import_files([path], db)
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=run, args=(f,)) for f in files]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    with CardStore(db) as store:
        assert {c.name for c in store.search("t:artifact")} == {"Alpha", "Beta"}


def test_import_errors_are_data_file_errors(tmp_path: Path) -> None:
    """The library call raises DataFileError (a ValueError) for the same cases."""
    with pytest.raises(DataFileError, match="is a folder"):
        import_files([], tmp_path)


def test_play_does_not_show_a_random_seed_while_the_game_is_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """CR 401.3, 402.3: the seed and the deck lists decide every shuffle, so a random seed
    shown at the start would tell the player the AI's hand and both libraries' order.
    ``grimoire play`` without ``--seed`` says only that the seed is random; a seed the
    player chose is echoed (they know it)."""
    def stop(self: Any, view: Any, decision: Any) -> Any:
        raise QuitGame

    monkeypatch.setattr(TerminalAgent, "decide", stop)
    save = tmp_path / "game.json"
    assert main(["play", "--save", str(save)]) == 0
    out = capsys.readouterr().out
    seed = json.loads(save.read_text(encoding="utf-8"))["setup"]["seed"]
    assert "random seed" in out and str(seed) not in out
    assert main(["play", "--seed", "77", "--save", str(save)]) == 0
    assert "seed 77" in capsys.readouterr().out
