""""Discard all the cards in your hand. Add {R} for each card discarded this way, then draw
that many cards plus one." (Path of the Pyromancer): CR 608.2c, "that many" is the number of
cards the first instruction discarded (Path itself is on the stack, not in the hand, CR
601.2a); the mana goes into Alice's pool as it resolves (CR 106.3) and stays until the step
ends (CR 500.4); the draw is that number plus one (CR 121.1)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

PATH = record("Path of the Pyromancer", "{4}{R}", "Sorcery",
              "Discard all the cards in your hand. Add {R} for each card discarded this way, "
              "then draw that many cards plus one.\nWill of the Planeswalkers — Starting with "
              "you, each player votes for planeswalk or chaos. If planeswalk gets more votes, "
              "planeswalk. If chaos gets more votes or the vote is tied, chaos ensues.")
HAND = ("Grizzly Bears", "Hill Giant", "Forest")


def test_the_record_compiles() -> None:
    """The card compiles whole."""
    compiled(PATH)


def _cast(hand: tuple[str, ...], players: int = 2) -> Game:
    game = table((PATH,), PlayerSpec(hand=("Path of the Pyromancer", *hand), battlefield=tuple(
        PermanentSpec("Mountain") for _ in range(5))), *(PlayerSpec() for _ in range(players - 1)))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == one(game, "Path of the Pyromancer", "hand")))
    settle(game)
    return game


def test_three_discarded_three_red_and_four_cards() -> None:
    """Three other cards in hand: all three discarded, {R}{R}{R} added, four cards drawn
    (three plus one); four players vote."""
    game = _cast(HAND, players=4)
    alice = game.players[0]
    assert sorted(game.objects[o].name for o in alice.graveyard) == sorted(
        (*HAND, "Path of the Pyromancer"))
    assert alice.pool[3] == 3 and sum(alice.pool) == 3  # WUBRGC: red
    assert len(alice.hand) == 4


def test_empty_hand_no_mana_one_card() -> None:
    """Nothing else in hand: none discarded, no mana, one card drawn (zero plus one)."""
    game = _cast(())
    alice = game.players[0]
    assert sum(alice.pool) == 0 and len(alice.hand) == 1
