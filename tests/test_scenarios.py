"""Scenario files: every file in tests/scenarios/ passes; malformed files name their line;
the runner reports what differed, unanswered decisions and rejected actions.

(``tests/scenarios/pending/`` holds scenarios waiting for engine features; not run here.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.seed_rulings import RULINGS
from tests.test_seed_rulings import CITATION

from grimoire.cli.main import main
from grimoire.errors import ScenarioError
from grimoire.pool import CardPool
from grimoire.scenario import Scenario, build_game, load_file, load_text, run_scenario
from grimoire.scenario.board import board_text

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.builtin()


def _cases() -> list[object]:
    cases: list[object] = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        try:
            scenarios = load_file(path)
        except ScenarioError as error:
            cases.append(pytest.param(None, str(error), id=path.stem))
            continue
        for i, scenario in enumerate(scenarios, 1):
            cases.append(pytest.param(scenario, "", id=f"{path.stem}-{i}"))
    return cases


@pytest.mark.parametrize(("scenario", "load_error"), _cases())
def test_scenario_file(scenario: Scenario | None, load_error: str, pool: CardPool) -> None:
    """Each scenario document in tests/scenarios/ passes (the rulings they cite are in
    each file as ``ruling: <id>``)."""
    assert scenario is not None, load_error
    outcome = run_scenario(scenario, pool)
    assert outcome.passed, outcome.summary()


def test_there_are_scenarios_for_the_seed_cards() -> None:
    names = " ".join(p.read_text(encoding="utf-8") for p in SCENARIOS.glob("*.yaml"))
    for card in ("Underdark Rift", "Treasure Chest", "Wizard's Spellbook"):
        assert card in names


def test_scenario_files_cite_only_registered_rulings() -> None:
    """Every ``ruling: <id>`` in a scenario file (key or comment) is a known seed ruling."""
    for path in SCENARIOS.rglob("*.yaml"):
        for rid in CITATION.findall(path.read_text(encoding="utf-8")):
            assert rid in RULINGS, f"{path.name}: unknown ruling id {rid!r}"


# --- malformed files: each error names the file and the line ------------------------------

BASE = """name: base
players:
  - {name: Alice, battlefield: [Forest]}
  - {name: Bob}
"""

MALFORMED = [
    ("name: x\nplayers: [a, b\n", 3, "not valid YAML"),
    ("name: x\nplayers:\n  - {name: Alice}\n", 3, "list two to six"),
    (BASE + "turn: {active: Carol}\n", 5, "no player named 'Carol'"),
    (BASE + "turn: {step: main3}\n", 5, "unknown step 'main3'"),
    (BASE + "colour: red\n", 5, "unknown key 'colour'"),
    (BASE.replace("{name: Bob}", "{name: Bob, lif: 3}"), 4, "did you mean 'life'"),
    (BASE.replace("{name: Bob}", "{name: Bob, life: lots}"), 4, "whole number"),
    (BASE.replace("{name: Bob}", "{name: Alice}"), 3, "same name"),
    (BASE + "dice: [0]\n", 5, "at least 1"),
    (BASE + "actions:\n  - {by: Alice, cast: Bolt, play: Forest}\n", 6, "exactly one of"),
    (BASE + "actions:\n  - {cast: Lightning Bolt}\n", 6, "needs `by:`"),
    (BASE + "actions:\n  - fly\n", 6, "unknown action 'fly'"),
    (BASE + "actions:\n  - {by: Alice, play: Forest, targets: [Bob]}\n", 6,
     "doesn't go with 'play'"),
    (BASE + "actions:\n  - {by: Alice, pass: false}\n", 6, "means nothing"),
    (BASE + "actions:\n  - {by: Alice, pass: true}\nexpect:\n  Carol: {life: 3}\n", 8,
     "unknown key 'Carol'"),
    (BASE + "expect:\n  error: nope\n", 6, "needs an action"),
    (BASE + "expect:\n  Alice: {mana_pool: GX}\n", 6, "not a mana symbol"),
    (BASE + "expect:\n  Alice:\n    battlefield: [{card: Forest, tapped: maybe}]\n", 7,
     "true or false"),
    (BASE + "expect:\n  pending: {player: Alice, kind: nap}\n", 6,
     "unknown decision kind 'nap'"),
    (BASE.replace("[Forest]", "[Forest x0]"), 3, "at least 1"),
    (BASE + "name: again\n", 5, "duplicate key 'name'"),
    ("players: []\n", 1, "needs a 'name' key"),
    ("", 1, "holds no scenario"),
]


@pytest.mark.parametrize(("text", "line", "message"), MALFORMED)
def test_malformed_file_names_file_and_line(text: str, line: int, message: str,
                                            tmp_path: Path) -> None:
    """A malformed file is a ScenarioError naming the file, the line and what is wrong."""
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_file(path)
    assert info.value.line == line, str(info.value)
    assert str(info.value).startswith(f"{path}:{line}: ")
    assert message in str(info.value)


def test_unknown_card_names_the_line_and_suggests(pool: CardPool) -> None:
    scenario, = load_text(BASE.replace("[Forest]", "[Forest, Lightnig Bolt]"), path="b.yaml")
    with pytest.raises(ScenarioError) as info:
        build_game(scenario, pool)
    assert info.value.line == 3 and "did you mean: Lightning Bolt" in str(info.value)
    assert run_scenario(scenario, pool).summary().startswith("FAIL base: cannot build")


def test_missing_file_is_a_scenario_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read"):
        load_file(tmp_path / "nope.yaml")


# --- the runner's reports ----------------------------------------------------------------

CHEST = """name: chest
players:
  - name: Alice
    library: [Island, Treasure Chest]
    battlefield: [Treasure Chest, Forest x4]
  - name: Bob
turn: {active: Alice, step: main1, number: 3}
"""


def _run(text: str, pool: CardPool) -> str:
    scenario, = load_text(text, path="t.yaml")
    return run_scenario(scenario, pool).summary()


def test_an_unanswered_decision_at_the_end_fails_and_names_it(pool: CardPool) -> None:
    text = CHEST + "dice: [20]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n" \
                   "  - resolve\n"
    summary = _run(text, pool)
    assert summary.startswith("FAIL chest: the actions end with a choose_objects decision "
                              "for Alice ('search your library', CR 701.19")
    expected = text + "expect:\n  pending: {player: Alice, kind: choose_objects}\n"
    assert _run(expected, pool) == "PASS chest"


def test_an_unanswered_decision_before_an_action_fails_and_names_it(pool: CardPool) -> None:
    text = CHEST + "dice: [20]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n" \
                   "  - resolve\n  - {by: Alice, pass: true}\n"
    assert "before Alice pass (line 12): a choose_objects decision for Alice" in \
        _run(text, pool)


def test_a_wrong_expectation_says_what_differed(pool: CardPool) -> None:
    text = CHEST + ("dice: [1]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n"
                    "  - resolve\nexpect:\n  Alice:\n    life: 18\n    graveyard: [Forest]\n"
                    "    library: [Island, Treasure Chest]\n")
    summary = _run(text, pool)
    assert "Alice's life (line 14): expected 18, got 17" in summary
    assert "missing: Forest; unexpected: Treasure Chest" in summary
    assert "library" not in summary.split("got 17")[1]


def test_expected_error_but_the_action_was_accepted(pool: CardPool) -> None:
    text = CHEST + ("dice: [1]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n"
                    "expect:\n  error: sorcery\n")
    assert "expected the last action to be rejected with 'sorcery' (line 12), but it was " \
           "accepted" in _run(text, pool)


def test_a_rejected_action_that_is_not_expected_fails(pool: CardPool) -> None:
    text = BASE + "actions:\n  - {by: Bob, pass: true}\n"
    assert "Bob pass (line 6) was rejected: Bob does not have priority; Alice does " \
           "(CR 117.1)" in _run(text, pool)


def test_unrolled_and_missing_dice_fail(pool: CardPool) -> None:
    base = CHEST + "actions:\n  - {by: Alice, activate: Treasure Chest}\n  - resolve\n"
    assert "scripted dice never rolled: [4]" in _run(
        base.replace("actions:", "dice: [2, 4]\nactions:"), pool)
    assert "no scripted die result is left" in _run(
        base.replace("actions:", "dice: []\nactions:"), pool)


def test_references_ambiguous_missing_and_numbered(pool: CardPool) -> None:
    text = BASE.replace("{name: Alice, battlefield: [Forest]}",
                        "{name: Alice, hand: [Lightning Bolt], battlefield: [Mountain, "
                        "Grizzly Bears]}").replace("{name: Bob}",
                                                   "{name: Bob, battlefield: [Grizzly Bears]}")
    ambiguous = text + "actions:\n  - {by: Alice, cast: Lightning Bolt, targets: " \
                       "[Grizzly Bears]}\n"
    assert "'Grizzly Bears' is ambiguous: say Alice:Grizzly Bears or Bob:Grizzly Bears" in \
        _run(ambiguous, pool)
    missing = text + "actions:\n  - {by: Alice, cast: Lightning Bolt, targets: [Hill Giant]}\n"
    assert "no 'Hill Giant'" in _run(missing, pool)
    numbered = text + "actions:\n  - {by: Alice, cast: Lightning Bolt, targets: " \
                      "['Bob:Grizzly Bears#2']}\n"
    assert "there are only 1 'Grizzly Bears'" in _run(numbered, pool)
    good = text + ("actions:\n  - {by: Alice, cast: Lightning Bolt, targets: "
                   "['Bob:Grizzly Bears#1']}\n  - resolve\nexpect:\n  Bob: {graveyard: "
                   "[Grizzly Bears]}\n  Alice: {battlefield: [Grizzly Bears, "
                   "{card: Mountain, tapped: true}]}\n")
    assert _run(good, pool) == "PASS base"


def test_choose_must_come_from_the_deciding_player(pool: CardPool) -> None:
    text = CHEST + ("dice: [20]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n"
                    "  - resolve\n  - {by: Bob, choose: Island}\n")
    assert "Alice answers a choose_objects decision" in _run(text, pool)


def test_a_zone_no_answer_leads_to_is_rejected(pool: CardPool) -> None:
    text = CHEST + ("dice: [20]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n"
                    "  - resolve\n  - {by: Alice, choose: Treasure Chest}\n"
                    "  - {by: Alice, choose: exile}\n")
    assert "no answer to a yes_no decision for Alice" in _run(text, pool)
    rejected = text + "expect:\n  error: puts a card into the exile\n" \
                      "  pending: {player: Alice, kind: yes_no}\n"
    assert _run(rejected, pool) == "PASS chest"


def test_an_illegal_choice_lists_the_legal_ones(pool: CardPool) -> None:
    text = CHEST + ("dice: [20]\nactions:\n  - {by: Alice, activate: Treasure Chest}\n"
                    "  - resolve\n  - {by: Alice, choose: Treasure Chest}\n"
                    "  - {by: Alice, choose: 3}\n")
    assert "3 is not a legal answer to a yes_no decision for Alice" in _run(text, pool)
    assert "legal: True, False" in _run(text, pool)


def test_several_documents_in_one_file(tmp_path: Path, pool: CardPool) -> None:
    path = tmp_path / "two.yaml"
    path.write_text(BASE + "---\n" + BASE.replace("name: base", "name: second"),
                    encoding="utf-8")
    assert [s.name for s in load_file(path)] == ["base", "second"]


# --- the command line ----------------------------------------------------------------------

def test_cli_run_prints_pass_and_fail_and_sets_the_exit_status(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.yaml"
    good.write_text(BASE + "expect:\n  Alice: {life: 20}\n", encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(BASE + "expect:\n  Alice: {life: 2}\n", encoding="utf-8")
    assert main(["scenario", "run", str(good)]) == 0
    assert capsys.readouterr().out == "PASS base\n"
    assert main(["scenario", "run", str(good), str(bad)]) == 1
    assert capsys.readouterr().out == (
        "PASS base\nFAIL base: Alice's life (line 6): expected 2, got 20\n")
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: [\n", encoding="utf-8")
    assert main(["scenario", "run", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {broken}:2: not valid YAML" in out and out.count("PASS base") == 1


def test_cli_show_prints_the_board(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(CHEST.replace("Forest x4", "{card: Forest x4, tapped: true}"),
                    encoding="utf-8")
    assert main(["scenario", "show", str(path)]) == 0
    out = capsys.readouterr().out
    for text in ("Turn 3, Alice's main1", "Alice", "Bob", "Island, Treasure Chest (top",
                 "Forest (tapped) ×4", "Treasure Chest"):
        assert text in out
    assert main(["scenario", "show", "--after", str(path)]) == 0
    assert "PASS chest" in capsys.readouterr().out


def test_board_text_shows_the_stack_and_the_winner(pool: CardPool) -> None:
    scenario, = load_text(BASE.replace("{name: Bob}", "{name: Bob, life: 2}").replace(
        "[Forest]", "[Mountain]").replace("battlefield", "hand: [Lightning Bolt], battlefield")
        + "actions:\n  - {by: Alice, cast: Lightning Bolt, targets: [Bob]}\n", path="x.yaml")
    outcome = run_scenario(scenario, pool)
    assert outcome.game is not None
    assert "stack (top first)" in board_text(outcome.game)
    assert "Lightning Bolt — Alice" in board_text(outcome.game)
