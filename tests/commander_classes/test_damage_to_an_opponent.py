"""Edric's class: "Whenever a creature deals combat damage to one of your opponents, its
controller may draw a card." ("to one of your opponents" / "to an opponent": the damaged
player is an opponent of the trigger's controller, CR 102.2-102.3, as the damage is dealt,
CR 603.2; "its controller": the creature's, who chooses, CR 608.2d). Edric's ruling: the
creature's controller, an opponent or you, may draw."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EDRIC = record("Edric, Spymaster of Trest", "{1}{G}{U}", "Legendary Creature — Elf Rogue",
               "Whenever a creature deals combat damage to one of your opponents, its "
               "controller may draw a card.", "2", "2")


def _combat(active: int, defender: int, edric_at: int = 0) -> Game:
    """``active`` attacks ``defender`` with a Hill Giant; Edric is ``edric_at``'s; every
    "may" is answered yes; returns the game after the combat damage trigger resolved."""
    specs = [PlayerSpec() for _ in range(4)]
    specs[edric_at] = PlayerSpec(battlefield=(PermanentSpec("Edric, Spymaster of Trest"),))
    if active != edric_at:
        specs[active] = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),))
    else:
        specs[active] = PlayerSpec(battlefield=(PermanentSpec("Edric, Spymaster of Trest"),
                                                PermanentSpec("Hill Giant")))
    game = table((EDRIC,), *specs, active=active, step="main1")
    giant = one(game, "Hill Giant")
    for _ in range(200):
        pending = game.pending
        assert pending is not None
        if game.step == "end":
            return game
        if pending.kind == "declare_attackers" and game.active == active:
            game.apply(DeclareAttackers(((giant, Seat(defender)),)))
        elif pending.kind == "yes_no":
            game.apply(Choose(True))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("no end step")


def _hands(game: Game) -> list[int]:
    return [len(p.hand) for p in game.players]


def test_the_record_compiles() -> None:
    """Edric compiles with nothing the engine ignores."""
    compiled(EDRIC)


def test_an_opponent_attacking_another_opponent_draws() -> None:
    """Edric is Alice's: Bob's Giant deals combat damage to Carol (Alice's opponent): Bob,
    its controller, may draw and does."""
    game = _combat(active=1, defender=2)
    assert game.players[2].life == 17
    assert _hands(game) == [0, 1, 0, 0]


def test_damage_to_edrics_controller_draws_nothing() -> None:
    """Bob's Giant deals combat damage to Alice herself: she is not one of her opponents,
    so nothing triggers."""
    game = _combat(active=1, defender=0)
    assert game.players[0].life == 17
    assert _hands(game) == [0, 0, 0, 0]


def test_your_own_creature_lets_you_draw() -> None:
    """Alice's own Giant hits Dan: Alice draws."""
    game = _combat(active=0, defender=3)
    assert game.players[3].life == 17
    assert _hands(game) == [1, 0, 0, 0]
