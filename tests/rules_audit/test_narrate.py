"""The readable log (``grimoire demo``, :mod:`grimoire.rules.narrate`): names not ids,
hidden information kept hidden (CR 400.2), rolls spelled out (CR 706.2, 706.3a)."""

from __future__ import annotations

import re

import pytest
from tests.rules.helpers import game_at, one, pass_to_step, perm

from grimoire.agents import RandomAgent
from grimoire.cli.demo import narrate
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool

NAMES = ("Alice", "Bob")


def test_cast_targeting_and_draws_by_view() -> None:
    """A cast names its targets; the omniscient log names drawn cards, a player's view
    of the opponent's draws says only "draws a card" (CR 400.2)."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    start = len(game.events)
    game.apply(CastSpell(game.players[0].hand[0], ((Seat(1),),)))
    pass_to_step(game, "main1", active=1)
    omniscient = narrate(game.events[start:], NAMES, game.pool)
    assert "Alice casts Lightning Bolt targeting Bob" in omniscient
    assert "Bob draws Forest" in omniscient
    alice = narrate(game.view(0).log(start), NAMES, game.pool)
    assert "Bob draws a card" in alice and "Bob draws Forest" not in alice
    bears = one(game, "Grizzly Bears")
    assert not any(f"#{bears}" in line for line in omniscient)


def test_hand_size_discard_is_explained() -> None:
    """CR 514.1: the cleanup discard reads "discards X (hand size, CR 514.1)"."""
    game = game_at(PlayerSpec(hand=("Forest",) * 7 + ("Murder",)), step="end")
    start = len(game.events)
    game.apply(PassPriority())
    game.apply(PassPriority())
    murder = next(o for o in game.players[0].hand if game.objects[o].name == "Murder")
    game.apply(Choose((murder,)))
    lines = narrate(game.events[start:], NAMES, game.pool)
    assert "Alice discards Murder (hand size, CR 514.1)" in lines


def test_die_roll_shows_natural_modifier_result_and_row() -> None:
    """CR 706.2 / 706.3a: a roll shows its natural result, modifier, result, and the
    results-table row it hit (the compiled Treasure Chest)."""
    from grimoire.pool import CardPool
    alice = PlayerSpec(name="Alice", library=("Forest",) * 10,
                       battlefield=(PermanentSpec("Treasure Chest"),
                                    *(PermanentSpec("Forest"),) * 4))
    game = Game.from_position(Position(players=(alice, PlayerSpec(name="Bob",
                                                                   library=("Swamp",) * 5))),
                              CardPool.builtin(), seed=0)
    game.script_dice([14])
    chest = next(a for a in game.legal_actions() if isinstance(a, ActivateAbility))
    game.apply(chest)
    game.apply(PassPriority())
    game.apply(PassPriority())
    lines = narrate(game.events, NAMES, game.pool)
    assert "Alice activates Treasure Chest's ability" in lines
    assert "Alice rolls a d20: natural 14, modifier +0, result 14" in lines
    assert any(line.strip().startswith("result 14 hits row 10—19") for line in lines)
    assert "Alice draws Forest, Forest, Forest" in lines


@pytest.mark.parametrize("seed", [1, 2])
def test_random_game_log_has_no_needless_ids(seed: int) -> None:
    """Objects are named; ``#id`` appears only beside a name shared by two permanents
    (to tell them apart)."""
    deck = ["Grizzly Bears"] * 14 + ["Lightning Bolt"] * 6 + ["Mountain"] * 10 + \
        ["Forest"] * 10
    game = Game.new([deck, deck], vanilla_pool(), seed=seed)
    game.run([RandomAgent(seed), RandomAgent(seed + 5)])
    lines = narrate(game.events, NAMES, game.pool)
    text = "\n".join(lines)
    assert "Game over" in text
    for match in re.finditer(r"(\S+(?: \S+)?) #(\d+)", text):
        assert match.group(1).endswith(("Grizzly Bears", "Mountain", "Forest")), match.group(0)
    ids = re.findall(r"#\d+", text)
    assert len(ids) < len(lines) // 4


def test_demo_command_prints_a_readable_game(capsys: pytest.CaptureFixture[str]) -> None:
    """``grimoire demo --view Bob`` prints Bob's log and the result."""
    from grimoire.cli.main import main
    assert main(["demo", "--seed", "2", "--view", "Bob"]) == 0
    out = capsys.readouterr().out
    assert "the log as Bob sees it" in out and "Result:" in out
    assert "Alice draws 7 cards" in out or "Alice draws a card" in out
    assert main(["demo", "--view", "Carol"]) != 0
