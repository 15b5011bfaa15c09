"""The terminal game's complaints from issue 16: ids as shown are accepted, identical cards
are not ambiguous (any copy will do), auto-pass commands, short menus, and Ctrl-C ends
cleanly with a save offer."""

from __future__ import annotations

import io
import os
import signal
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from rich.console import Console

from grimoire.pool import CardPool
from grimoire.rules.actions import CastSpell, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool
from grimoire.tui import TerminalAgent
from grimoire.tui.commands import CommandError, parse_command
from grimoire.tui.describe import ABILITY_WIDTH, Names, ability_text, menu


def game_at(alice: PlayerSpec, bob: PlayerSpec, step: str = "main1") -> Game:
    alice = replace(alice, name="Alice", library=("Forest",) * 5)
    bob = replace(bob, name="Bob", library=("Forest",) * 5)
    return Game.from_position(Position(players=(alice, bob), step=step, turn=3),
                              vanilla_pool(), seed=0)


@pytest.fixture
def game() -> Game:
    return game_at(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt", "Forest", "Forest",
                                    "Forest"),
                              battlefield=(PermanentSpec("Mountain"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                           PermanentSpec("Grizzly Bears"))))


def _parse(game: Game, text: str) -> object:
    view = game.view(0)
    return parse_command(text, menu(view, view.legal_actions), Names.of(view), me=0).action


def test_identical_cards_in_hand_are_one_choice(game: Game) -> None:
    """Three Forests in hand: ``play forest`` plays one of them (any copy will do)."""
    action = _parse(game, "play forest")
    assert isinstance(action, PlayLand) and game.objects[action.card].name == "Forest"
    bolt = _parse(game, "cast bolt at bob")
    assert isinstance(bolt, CastSpell) and bolt.targets == ((Seat(1),),)
    view = game.view(0)
    lands = [a for a in menu(view, view.legal_actions) if isinstance(a, PlayLand)]
    assert len(lands) == 1


def test_ids_as_the_screen_shows_them_are_accepted(game: Game) -> None:
    """``Grizzly Bears#12`` names that one of the two identical creatures."""
    view = game.view(0)
    bears = [p.id for p in view.battlefield() if p.name == "Grizzly Bears"]
    bolt = next(oid for oid, name in view.hand if name == "Lightning Bolt")
    for bear in bears:
        action = _parse(game, f"cast Lightning Bolt#{bolt} at Grizzly Bears#{bear}")
        assert isinstance(action, CastSpell) and action.targets == ((bear,),)
        assert _parse(game, f"cast bolt at #{bear}") == action
    with pytest.raises(CommandError, match="ambiguous"):
        _parse(game, "cast bolt at bears")  # two different permanents: still ambiguous
    with pytest.raises(CommandError, match="no legal action"):
        _parse(game, f"cast bolt at Grizzly Bears#{bolt}")  # the id of another object


def test_end_turn_passes_until_the_turn_ends(game: Game) -> None:
    """``end turn`` passes now and at every later priority of this turn, without asking."""
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return "end turn"

    agent = TerminalAgent(vanilla_pool(), read=read,
                          console=Console(file=io.StringIO(), color_system=None))
    turn = game.turn
    assert agent.decide(game.view(0), game.pending) == PassPriority()  # type: ignore[arg-type]
    assert len(asked) == 1
    while game.turn == turn and game.result is None:
        decision = game.pending
        assert decision is not None
        if decision.player == 0:
            game.apply(agent.decide(game.view(0), decision))
        else:
            game.apply(PassPriority() if PassPriority() in game.legal_actions()
                       else game.legal_actions()[0])
    assert len(asked) == 1


def test_a_long_ability_is_cut_in_menus() -> None:
    pool = CardPool.builtin()
    game = Game.from_position(Position(players=(
        PlayerSpec(name="A", battlefield=(PermanentSpec("Treasure Chest"),)),
        PlayerSpec(name="B")), step="main1", turn=3), pool, seed=0)
    chest = game.view(0).battlefield()[0].id
    text = ability_text(game.view(0), chest, 0)
    assert len(text) <= ABILITY_WIDTH and text.startswith("{4}, Sacrifice")


pexpect = pytest.importorskip("pexpect")


@pytest.mark.slow
def test_ctrl_c_ends_cleanly_with_a_save_offer(tmp_path: Path) -> None:
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "110"}
    # A suite started in the background by a shell without job control inherits SIGINT
    # ignored, and Python then installs no KeyboardInterrupt handler: restore the default.
    child = pexpect.spawn(sys.executable, ["-m", "grimoire", "play", "--seed", "3"], env=env,
                          encoding="utf-8", timeout=60, dimensions=(50, 110),
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    child.expect(r"\n> ")
    child.sendintr()
    child.expect("Save the game\\?")
    saved = tmp_path / "game.json"
    child.sendline(str(saved))
    child.expect("Game saved; resume with: grimoire play --load")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Traceback" not in str(child.before)
    assert Game.load(saved.read_text(encoding="utf-8"), CardPool.builtin()).result is None
