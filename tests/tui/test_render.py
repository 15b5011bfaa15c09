"""The board renderer: a snapshot of rich output (fixed width, no color), hidden
information kept hidden, and die rolls shown with natural result, modifier and row."""

from __future__ import annotations

import os
from pathlib import Path

from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.tui.events import describe_roll, describe_table_row
from grimoire.tui.render import board_text

SNAPSHOT = Path(__file__).parent / "snapshots" / "board_after_chest.txt"


def chest_game(roll: int) -> Game:
    """Alice activates Treasure Chest (the compiled card) with the d20 scripted."""
    alice = PlayerSpec(
        name="Alice", hand=("Lightning Bolt", "Forest"), library=("Forest",) * 10,
        battlefield=(PermanentSpec("Treasure Chest"), *(PermanentSpec("Forest"),) * 4,
                     PermanentSpec("Grizzly Bears", sick=True, counters=(("+1/+1", 1),))))
    bob = PlayerSpec(name="Bob", hand=("Murder",), library=("Swamp",) * 10,
                     battlefield=(PermanentSpec("Vampire Nighthawk", tapped=True),))
    game = Game.from_position(Position(players=(alice, bob), step="main1", turn=3),
                              CardPool.builtin(), seed=0)
    game.script_dice([roll])
    chest = next(a for a in game.legal_actions() if isinstance(a, ActivateAbility))
    game.apply(chest)
    game.apply(PassPriority())
    game.apply(PassPriority())  # both pass: the ability resolves (CR 117.4)
    return game


def test_board_snapshot() -> None:
    """The board as Alice sees it, 100 columns, no color, without the event log (whose
    wording is the demo's narration, tested there; update the snapshot with
    GRIMOIRE_UPDATE_SNAPSHOTS=1)."""
    game = chest_game(14)
    text = board_text(game.view(0), game.pool, width=100, events=0)
    if os.environ.get("GRIMOIRE_UPDATE_SNAPSHOTS"):
        SNAPSHOT.write_text(text, encoding="utf-8")
    assert text == SNAPSHOT.read_text(encoding="utf-8")


def test_hidden_information_stays_hidden() -> None:
    """CR 400.2: Bob's hand shows as a count on Alice's board, Alice's hand by name; and
    the cards Alice draws show on her board but not on Bob's."""
    game = chest_game(14)
    alice = board_text(game.view(0), game.pool, width=100)
    bob = board_text(game.view(1), game.pool, width=100)
    assert "Murder" not in alice and "hand 1" in alice
    assert "Lightning Bolt" in alice and "Lightning Bolt" not in bob
    assert "Murder" in bob


def test_a_die_roll_shows_natural_result_and_table_row() -> None:
    """ruling:dice-results-table ruling:dice-result-vs-natural — each roll is shown with
    its natural result, and the results-table row its result falls in (CR 706.2, 706.3a)."""
    game = chest_game(14)
    text = board_text(game.view(0), game.pool, width=100)
    assert "Alice rolls a d20: natural 14, modifier +0, result 14" in text
    assert "result 14 hits row 10—19: You gain 3 life and draw three cards." in text
    low = chest_game(1)
    text = board_text(low.view(1), low.pool, width=100)  # Bob sees Alice's roll too
    assert "result 1 hits row 1: Trapped! — You lose 3 life." in text


def test_modifiers_and_ignored_dice_are_spelled_out() -> None:
    """CR 706.2: the modifier is shown between the natural result and the result;
    CR 706.6: an ignored die is marked as such."""
    names = ("Alice", "Bob")
    assert describe_roll(ev.DieRolled(0, 20, 12, 14), names) == \
        "Alice rolls a d20: natural 12, modifier +2, result 14"
    assert describe_roll(ev.DieRolled(1, 6, 3, 3, ignored=True), names) == \
        "Bob rolls a d6: natural 3 (ignored, CR 706.6)"
    events: list[ev.Event] = [ev.RollCompleted(0, 20, (5,), (5,))]
    assert describe_table_row(events, 0, CardPool.builtin()) is None  # no source: no row
