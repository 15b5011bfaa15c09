"""``grimoire play`` driven through whole games in a pseudo-terminal (pexpect): always
answering option 1, to the end screen; and stopped, saved and resumed exactly."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from grimoire.pool import CardPool
from grimoire.rules.game import Game

pexpect = pytest.importorskip("pexpect")

PROMPT = r"\n> "
SEED = 11


def spawn(*args: str) -> Any:
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "110"}
    return pexpect.spawn(sys.executable, ["-m", "grimoire", "play", *args], env=env,
                         encoding="utf-8", timeout=60, dimensions=(50, 110))


def answer_until_end(child: Any, *, stop_after: int | None = None) -> int:
    """Answer "1" at every prompt until the game ends (or ``quit`` after ``stop_after``
    answers); returns the number of answers given."""
    answers = 0
    while True:
        index = child.expect([PROMPT, "GAME OVER", pexpect.EOF])
        if index != 0:
            return answers
        if stop_after is not None and answers >= stop_after:
            child.sendline("quit")
            child.expect("Game stopped")
            return answers
        child.sendline("1")
        answers += 1


def finish(child: Any) -> str:
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    return str(child.before)


def test_a_whole_game_to_the_end_screen(tmp_path: Path) -> None:
    """The human always picks option 1 (keep, then pass: CR 117.3d); the AI wins, the end
    screen names the winner, and the replay file rebuilds the same finished game."""
    replay = tmp_path / "game.replay.json"
    child = spawn("--seed", str(SEED), "--first", "you", "--replay", str(replay))
    child.expect("Bob, the normal AI")
    answers = answer_until_end(child)
    assert answers > 5
    tail = finish(child)
    assert "Bob wins after" in tail
    assert f"Replay written to {replay}" in tail
    game = Game.load(replay.read_text(encoding="utf-8"), CardPool.builtin())
    assert game.result is not None and game.result.winner == 1


def test_help_and_bad_commands_in_the_terminal(tmp_path: Path) -> None:
    """``help`` explains the pending decision; a bad command is answered, not crashed on."""
    child = spawn("--seed", str(SEED), "--first", "you")
    child.expect(PROMPT)
    child.sendline("help")
    child.expect("London mulligan")
    child.expect(PROMPT)
    child.sendline("cast nothing")
    child.expect("! ")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect("Game stopped")
    finish(child)


def test_save_and_resume_exactly(tmp_path: Path) -> None:
    """--save writes after every action; --load resumes exactly: stopping halfway and
    resuming gives the same game, action for action, as playing straight through."""
    straight = tmp_path / "straight.json"
    child = spawn("--seed", str(SEED), "--first", "you", "--save", str(straight))
    total = answer_until_end(child)
    finish(child)
    saved = tmp_path / "halfway.json"
    child = spawn("--seed", str(SEED), "--first", "you", "--save", str(saved))
    answer_until_end(child, stop_after=total // 2)
    finish(child)
    partial = json.loads(saved.read_text(encoding="utf-8"))
    assert partial["play"] == {"human": 0, "ai": "normal"}
    child = spawn("--load", str(saved))
    answer_until_end(child)
    finish(child)
    resumed = json.loads(saved.read_text(encoding="utf-8"))
    whole = json.loads(straight.read_text(encoding="utf-8"))
    assert resumed["actions"] == whole["actions"]
    assert resumed["events_hash"] == whole["events_hash"]
    assert Path(f"{saved}.replay.json").exists()
