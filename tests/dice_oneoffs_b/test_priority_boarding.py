"""Priority Boarding: "Whenever you roll a die, you may reveal the top card of your library.
Do this only once each turn. Whenever you reveal a card with mana value less than the result
this way, you may exile it. If you do, you may play it this turn." (CR 706.2: "the result"
of the die that triggered it.)"""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, game, ids, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

BOARDING = "Priority Boarding"
ROLLER = compile_card("Test Roller", "Artifact", "{1}", "{1}: Roll a d6.")
BOLT = compile_card("Test Bolt", "Instant", "{R}", "Test Bolt deals 2 damage to any target.")
LIBRARY = ("Test Bolt", "Hill Giant", "Mountain", "Mountain", "Mountain")


def _game() -> Game:
    return game(PlayerSpec(library=LIBRARY, battlefield=(
        perm(BOARDING), perm("Test Roller"), *lands("Mountain", 4))),
        extra=(definition(BOARDING), ROLLER, BOLT))


def _roll(g: Game, die: int, answers: list[bool]) -> None:
    g.script_dice([die])
    activate(g, "Test Roller")
    resolve(g, [Choose(a) for a in answers])


def test_reveal_exile_and_play_it_this_turn() -> None:
    """Roll 5: reveal Test Bolt (mana value 1 < 5), exile it, then cast it from exile."""
    g = _game()
    _roll(g, 5, [True, True])
    bolt = one(g, "Test Bolt", "exile")
    g.apply(CastSpell(bolt, targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18


def test_only_once_each_turn() -> None:
    """Declining the exile still used the reveal: a second roll this turn reveals nothing
    and offers nothing (the Bolt stays on top of the library)."""
    g = _game()
    _roll(g, 5, [True, False])
    assert ids(g, "Test Bolt", "library")
    _roll(g, 6, [])
    assert g.pending is not None and g.pending.kind == "priority"
    assert ids(g, "Test Bolt", "library") and not ids(g, "Test Bolt", "exile")


def test_declining_the_reveal_keeps_it_available() -> None:
    """"Do this": only a reveal actually made counts; declining leaves it for a later roll."""
    g = _game()
    _roll(g, 5, [False])
    _roll(g, 4, [True, True])
    assert one(g, "Test Bolt", "exile")


def test_mana_value_not_less_than_the_result() -> None:
    """Roll 1: Test Bolt's mana value 1 is not less than 1: it can't be exiled."""
    g = _game()
    _roll(g, 1, [True])
    assert ids(g, "Test Bolt", "library") and not ids(g, "Test Bolt", "exile")
