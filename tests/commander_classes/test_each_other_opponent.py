"""Hydra Omnivore's class: "Whenever ~ deals combat damage to an opponent, it deals that much
damage to each other opponent." (Kediss, Grenzo's Ruffians, Super State, Vincent): every
opponent of the controller but the one dealt the combat damage (CR 102.3, 101.4), dealt the
amount of the event (CR 603.2); the ruling: that damage isn't combat damage and doesn't
trigger the ability again (CR 510.2 is only the combat damage step's)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table, trace_turn
from tests.rules.helpers import one

from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

HYDRA = record("Hydra Omnivore", "{4}{G}{G}", "Creature — Hydra",
               "Whenever this creature deals combat damage to an opponent, it deals that much "
               "damage to each other opponent.", "8", "8")
KEDISS = record("Kediss, Emberclaw Familiar", "{3}{R}", "Legendary Creature — Elemental",
                "Whenever a commander you control deals combat damage to an opponent, it "
                "deals that much damage to each other opponent.\nPartner", "3", "3")
VINCENT = record("Vincent, Vengeful Atoner", "{2}{R}", "Legendary Creature — Human Assassin",
                 "Menace\nWhenever one or more creatures you control deal combat damage to a "
                 "player, put a +1/+1 counter on Vincent.\nChaos — Whenever Vincent deals "
                 "combat damage to an opponent, it deals that much damage to each other "
                 "opponent if Vincent's power is 7 or greater.", "3", "3")


def _attack(players: int, *, bob_blocks: bool = False) -> Game:
    alice = PlayerSpec(battlefield=(PermanentSpec("Hydra Omnivore"),))
    bob = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),) if bob_blocks else ())
    game = table((HYDRA,), alice, bob, *(PlayerSpec() for _ in range(players - 2)))
    trace_turn(game, "Hydra Omnivore")
    return game


def test_the_records_compile() -> None:
    """Hydra Omnivore, Kediss and Vincent compile with nothing the engine ignores."""
    compiled(HYDRA, KEDISS, VINCENT)


def test_four_players_the_others_take_that_much() -> None:
    """Alice's Hydra deals 8 combat damage to Bob: Carol and Dan are each dealt 8; Alice,
    its controller, isn't (she is no opponent), and Bob only the combat damage (the
    trigger's damage isn't combat damage, so it doesn't trigger again)."""
    game = _attack(4)
    assert [p.life for p in game.players] == [20, 12, 12, 12]
    assert one(game, "Hydra Omnivore")


def test_two_players_there_is_no_other_opponent() -> None:
    """In a two-player game the only opponent is the one damaged: no one else is dealt
    damage."""
    game = _attack(2)
    assert [p.life for p in game.players] == [20, 12]


def test_blocked_no_damage_to_a_player_no_trigger() -> None:
    """Blocked (the first legal block is taken: Bob's Hill Giant), the Hydra deals no
    combat damage to a player; if it is unblocked the three opponents lose 8 each. Either
    way no other opponent takes damage unless Bob did."""
    game = _attack(3, bob_blocks=True)
    bob, carol = game.players[1].life, game.players[2].life
    assert (bob, carol) in ((20, 20), (12, 12))
