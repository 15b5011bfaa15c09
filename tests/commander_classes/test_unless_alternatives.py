"""An effect done unless a player pays one of several costs (CR 118.12a): "draw a card
unless target opponent sacrifices a creature of their choice or pays 3 life" (Indulgent
Tormentor's rulings: that player chooses one cost, or lets it happen; never an impossible
one), and "each opponent loses 3 life unless that player sacrifices a nonland permanent of
their choice or discards a card" (each opponent decides for themselves, CR 101.4)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

TORMENTOR = record("Indulgent Tormentor", "{3}{B}{B}", "Creature — Demon",
                   "Flying\nAt the beginning of your upkeep, draw a card unless target opponent "
                   "sacrifices a creature of their choice or pays 3 life.", "5", "3")
ARTIST = record("Perforating Artist", "{1}{B}{R}", "Creature — Devil",
                "Deathtouch\nRaid — At the beginning of your end step, if you attacked this "
                "turn, each opponent loses 3 life unless that player sacrifices a nonland "
                "permanent of their choice or discards a card.", "3", "2")
RECORDS = (TORMENTOR, ARTIST)


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _upkeep(bob: PlayerSpec, *others: PlayerSpec):  # type: ignore[no-untyped-def]
    """Alice's upkeep trigger, targeting Bob, waiting for Bob's answer."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Indulgent Tormentor"),)),
                 bob, *others, active=len(others) + 1, step="end")
    advance(game, lambda g: g.active == 0 and g.step == "upkeep")
    while game.pending is not None and game.active == 0 and game.step == "upkeep":
        if game.pending.kind == "trigger_targets":  # (several opponents: Alice picks Bob)
            game.apply(Choose((Seat(1),)))
        elif game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            break
    return game


def test_the_opponent_pays_life_instead_of_the_draw() -> None:
    """CR 118.12a: Bob pays 3 life: Alice draws nothing."""
    game = _upkeep(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    hand = len(game.players[0].hand)
    assert game.pending is not None and game.pending.player == 1
    assert set(game.pending.options) == {"pay cost 1", "pay cost 2", "don't pay"}
    game.apply(Choose("pay cost 2"))
    assert game.players[1].life == 17 and len(game.players[0].hand) == hand
    assert one(game, "Grizzly Bears")


def test_the_opponent_sacrifices_a_creature_of_their_choice() -> None:
    """CR 118.12a, 118.3: Bob sacrifices the creature he picks (the Bears, not the Giant);
    his life stays; Alice draws nothing."""
    game = _upkeep(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                           PermanentSpec("Hill Giant"))))
    hand = len(game.players[0].hand)
    game.apply(Choose("pay cost 1"))
    bears = one(game, "Grizzly Bears")
    assert game.pending is not None and game.pending.prompt == "pay with"
    game.apply(Choose((bears,)))
    assert one(game, "Grizzly Bears", "graveyard") and one(game, "Hill Giant")
    assert game.players[1].life == 20 and len(game.players[0].hand) == hand


def test_declining_lets_the_draw_happen() -> None:
    """CR 118.12a: Bob pays nothing: Alice draws a card."""
    game = _upkeep(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    hand = len(game.players[0].hand)
    game.apply(Choose("don't pay"))
    assert len(game.players[0].hand) == hand + 1 and game.players[1].life == 20


def test_only_payable_costs_are_offered() -> None:
    """Indulgent Tormentor's ruling: no impossible choice: Bob with no creature may only pay
    life (or not); with 2 life and no creature he can pay neither, and Alice draws
    (CR 119.4: life can be paid only with at least that much)."""
    game = _upkeep(PlayerSpec())
    assert game.pending is not None and set(game.pending.options) == {"pay cost 2",
                                                                       "don't pay"}
    with pytest.raises(IllegalActionError):
        game.apply(Choose("pay cost 1"))
    game = _upkeep(PlayerSpec(life=2))
    assert game.pending is not None and game.pending.player == 0  # Bob was never asked
    assert game.players[1].life == 2
    assert len(game.players[0].hand) == 2  # the Tormentor's card and the draw step's


def test_each_opponent_decides_for_themselves() -> None:
    """CR 101.4: at Alice's end step after she attacked, Bob discards his card, Carol
    sacrifices her Bears, Dave pays nothing and loses 3 life; Alice loses nothing."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Perforating Artist"),)),
                 PlayerSpec(hand=("Forest",)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                 PlayerSpec(hand=("Island",)), step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Perforating Artist"), Seat(1)),)))
    pass_to(game, "choose_mode", active=0)
    answers = {1: "pay cost 2", 2: "pay cost 1", 3: "don't pay"}
    while game.pending is not None and game.pending.kind != "priority":
        pending = game.pending
        if pending.kind == "choose_mode" and pending.prompt == "pay which cost?":
            game.apply(Choose(answers.pop(pending.player)))
        else:
            game.apply(game.legal_actions()[0])
    assert not answers
    assert one(game, "Forest", "graveyard") and one(game, "Grizzly Bears", "graveyard")
    assert [p.life for p in game.players] == [20, 17, 20, 17]
    assert one(game, "Island", "hand")


def test_declining_with_nothing_to_pay_is_the_only_way() -> None:
    """Dave with no card and no nonland permanent can't pay: he loses 3 life, unasked."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Perforating Artist"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Forest"),)),
                 step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Perforating Artist"), Seat(1)),)))
    advance(game, lambda g: g.players[1].life <= 14)
    assert one(game, "Forest") and game.players[1].life == 14
