"""The seed cards' dice, compiled from their real Oracle text, with every row forced
(ruling:dice-results-table): Treasure Chest and Underdark Rift. (Wizard's Spellbook's rows
are tested with the copy rules in tests/copies/.)"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import (
    activate,
    counted,
    game,
    ids,
    lands,
    one,
    pass_to_decision,
    perm,
    resolve,
)

from grimoire.rules import events as ev
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _chest(library: tuple[str, ...] = ()) -> Game:
    return game(
        PlayerSpec(battlefield=(perm("Treasure Chest"), *lands("Mountain", 4)), library=library)
    )


def _treasures(g: Game) -> int:
    return len(ids(g, "Treasure"))


def test_chest_row_1_trapped() -> None:
    """Treasure Chest 1: "Trapped! — You lose 3 life." (ruling:dice-results-table)"""
    g = _chest()
    g.script_dice([1])
    activate(g, "Treasure Chest")
    resolve(g)
    assert g.players[0].life == 17 and _treasures(g) == 0
    assert one(g, "Treasure Chest", "graveyard")  # sacrificed as a cost


@pytest.mark.parametrize("natural", [2, 5, 9])
def test_chest_rows_2_to_9_five_treasures(natural: int) -> None:
    """Treasure Chest 2—9 (boundaries 2 and 9): five Treasure tokens."""
    g = _chest()
    g.script_dice([natural])
    activate(g, "Treasure Chest")
    resolve(g)
    assert _treasures(g) == 5 and g.players[0].life == 20 and not g.players[0].hand


@pytest.mark.parametrize("natural", [10, 14, 19])
def test_chest_rows_10_to_19_life_and_cards(natural: int) -> None:
    """Treasure Chest 10—19 (boundaries 10 and 19): gain 3 life and draw three cards."""
    g = _chest()
    g.script_dice([natural])
    activate(g, "Treasure Chest")
    resolve(g)
    assert g.players[0].life == 23 and len(g.players[0].hand) == 3 and _treasures(g) == 0


def _row_20(library: tuple[str, ...], card: str, put_in_play: bool | None) -> Game:
    g = _chest(library)
    g.script_dice([20])
    activate(g, "Treasure Chest")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.kind == "choose_objects"
    wanted = next(o for o in g.pending.options if g.objects[o].name == card)
    g.apply(Choose((wanted,)))
    if put_in_play is not None:
        assert g.pending is not None and g.pending.kind == "yes_no"
        g.apply(Choose(put_in_play))
    resolve(g)
    return g


def test_chest_row_20_artifact_onto_the_battlefield() -> None:
    """Treasure Chest 20: an artifact card found may go onto the battlefield; then shuffle."""
    g = _row_20(("Forest", "Fellwar Stone", "Island"), "Fellwar Stone", True)
    assert one(g, "Fellwar Stone") and not g.players[0].hand
    assert any(isinstance(e, ev.Shuffled) for e in g.events)


def test_chest_row_20_otherwise_refers_to_the_battlefield() -> None:
    """ruling:chest-otherwise: "otherwise" means "if you didn't put it onto the
    battlefield": an artifact card you chose not to put there goes to your hand."""
    g = _row_20(("Forest", "Fellwar Stone", "Island"), "Fellwar Stone", False)
    assert one(g, "Fellwar Stone", "hand") and not ids(g, "Fellwar Stone")


def test_chest_row_20_non_artifact_to_hand_without_reveal() -> None:
    """ruling:chest-hand-no-reveal: a non-artifact card goes to the hand (no "you may"
    question) and is not revealed: the opponent's view of the log never names it."""
    g = _row_20(("Forest", "Lightning Bolt", "Island"), "Lightning Bolt", None)
    assert one(g, "Lightning Bolt", "hand")
    opponent_log = g.view(1).log()
    assert not any(getattr(e, "name", "") == "Lightning Bolt" for e in opponent_log)
    assert not any("Lightning Bolt" in line for line in g.view(1).describe_log())
    assert not any(isinstance(e, ev.HandRevealed) for e in g.events)
    assert any(getattr(e, "name", "") == "Lightning Bolt" for e in g.view(0).log())


def _rift(library: tuple[str, ...]) -> Game:
    return game(
        PlayerSpec(battlefield=(perm("Underdark Rift"), *lands("Mountain", 5))),
        PlayerSpec(library=library, battlefield=(perm("Hill Giant"),)),
    )


@pytest.mark.parametrize("x", list(range(1, 11)))
def test_rift_every_result(x: int) -> None:
    """Underdark Rift, every d10 result X (ruling:dice-results-table, ruling:
    dice-named-by-faces): with 10 cards the target goes just beneath the top X; ten cards
    and X=10: beneath all ten = the bottom."""
    g = _rift(("Forest",) * 10)
    g.script_dice([x])
    activate(g, "Underdark Rift", targets=((one(g, "Hill Giant"),),), nth=1)
    resolve(g)
    library = g.players[1].library  # bottom first
    assert counted(g) == [(x, x)]
    assert g.objects[library[-1 - x]].name == "Hill Giant" and len(library) == 11


@pytest.mark.parametrize("x", [3, 7, 10])
def test_rift_fewer_than_x_goes_to_the_bottom(x: int) -> None:
    """ruling:rift-fewer-than-x: the owner has fewer than X cards: the bottom."""
    g = _rift(("Forest", "Island"))
    g.script_dice([x])
    activate(g, "Underdark Rift", targets=((one(g, "Hill Giant"),),), nth=1)
    resolve(g)
    library = g.players[1].library
    assert g.objects[library[0]].name == "Hill Giant" and len(library) == 3
