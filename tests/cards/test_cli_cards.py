"""The ``card``, ``search`` and ``db`` commands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from grimoire.cards.default_db import default_db_path
from grimoire.cli.main import main

from .factories import mtgjson_card, mtgjson_set, write_json


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_card_page_in_the_typed_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "card", "unterreich-spalte")
    assert code == 0
    assert out.startswith("Unterreich-Spalte  (Underdark Rift)")
    assert "Printed (German):" in out and "Würfle einen W10" in out
    assert "Oracle (English):" in out and "Exile this land: Roll a d10" in out
    assert "AFC" in out and "PLIST" in out
    assert "2021-07-23 [en]  If that permanent's owner has fewer than X cards" in out
    assert "ja   アンダーダークの裂け目" in out


def test_card_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "card", "Livro de Magias do Mago", "--json")
    page = json.loads(out)
    assert code == 0
    assert page["name"] == "Wizard's Spellbook"
    assert page["printed_name"] == "Livro de Magias do Mago" and page["lang"] == "pt"
    assert page["oracle_text"].startswith("{T}: Exile target instant or sorcery card")
    assert page["printings"] == ["AFR", "PAFR"]
    assert all(set(r) >= {"date", "text"} for r in page["rulings"])
    assert page["rulings"][0] == {
        "date": "2021-07-23", "lang": "pt",
        "text": page["rulings"][0]["text"],
    } and page["rulings"][0]["text"].startswith("Uma habilidade")
    assert page["names"]["zht"] == "法師法術書"


def test_card_lang_option_and_multiword_name(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "card", "treasure", "chest", "--lang", "ru", "--json")
    page = json.loads(out)
    assert code == 0 and page["printed_name"] == "Сундук с Сокровищами"
    assert page["printed_text"].startswith("{4}, пожертвуйте Сундук с Сокровищами")


def test_unknown_card_is_an_error_with_suggestions(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "card", "Tresure Chets")
    assert code == 2
    assert "unknown card 'Tresure Chets'; did you mean: Treasure Chest" in err


def test_search_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    # The shell strips the quotes of o:"roll a d20": the words arrive unquoted.
    code, out, _ = run(capsys, "search", "o:roll a d20", "t:artifact", "--json")
    names = json.loads(out)
    assert code == 0 and names == sorted(names)
    assert {"Treasure Chest", "Wizard's Spellbook"} <= set(names)
    code, out, err = run(capsys, "search", 'o:"roll a d20" t:artifact')
    assert code == 0 and "Treasure Chest  {3}  — Artifact" in out
    assert err.strip().endswith("cards")


def test_malformed_search_points_at_the_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "search", "t:artifact (c:r or")
    assert code == 2
    lines = err.splitlines()
    assert "at position 18" in lines[0]
    assert lines[-1].index("^") == lines[-2].index("t:artifact") + 18


def test_db_import_and_info(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write_json(tmp_path / "NEW.json", mtgjson_set("NEW", [mtgjson_card(
        "Dice Golem", "oid-dice-golem", text="Roll a d20.", foreignData=[
            {"language": "Japanese", "name": "ダイス・ゴーレム", "type": "アーティファクト",
             "text": "d20を振る。"}])]))
    db = tmp_path / "user.sqlite"
    code, out, _ = run(capsys, "db", "import", str(source), "--db", str(db))
    assert code == 0 and "1 new" in out
    code, out, _ = run(capsys, "card", "ダイスゴーレム", "--db", str(db), "--json")
    assert json.loads(out)["name"] == "Dice Golem"
    # A new user database starts from the built-in one: the seed cards are still there.
    code, out, _ = run(capsys, "card", "Livro de Magias do Mago", "--db", str(db))
    assert code == 0
    code, out, _ = run(capsys, "db", "info", "--db", str(db))
    assert code == 0 and "NEW.json: MTGJSON set file" in out and "rulings:" in out
    assert f"database: {db} (user," in out
    assert "Japanese" in out


def test_db_import_goes_to_grimoire_db(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "env.sqlite"
    monkeypatch.setenv("GRIMOIRE_DB", str(target))
    assert default_db_path() == target
    source = write_json(tmp_path / "E.json", mtgjson_set("E", [mtgjson_card("Env Card", "oid-e")]))
    code, _, _ = run(capsys, "db", "import", "--empty", str(source))
    assert code == 0 and target.exists()
    code, out, _ = run(capsys, "search", "--json", "t:artifact")
    assert json.loads(out) == ["Env Card"]


def test_db_import_error_names_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "broken.json.xz"
    bad.write_bytes(b"\xfd7zXZ\x00garbage")
    code, _, err = run(capsys, "db", "import", str(bad), "--db", str(tmp_path / "x.sqlite"))
    assert code == 2 and "broken.json.xz" in err
    assert not (tmp_path / "x.sqlite").exists()


def test_db_info_of_the_builtin_database(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "db", "info")
    assert code == 0 and "(builtin" in out and "no user database" in out


def test_the_console_script_runs(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "grimoire", "card", "幽暗地域裂缝", "--json"],
        capture_output=True, text=True, check=False, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["name"] == "Underdark Rift"
