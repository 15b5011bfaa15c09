"""Hydra Omnivore's class: "Whenever ~ deals combat damage to an opponent, it deals that much
damage to each other opponent." (Kediss, Grenzo's Ruffians, Super State, Vincent): every
opponent of the controller but the one dealt the combat damage (CR 102.3, 101.4), dealt the
amount of the event (CR 603.2); the ruling: that damage isn't combat damage and doesn't
trigger the ability again (CR 510.2 is only the combat damage step's)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table, trace_turn
from tests.rules.helpers import one

from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
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


def _attack(players: int) -> Game:
    alice = PlayerSpec(battlefield=(PermanentSpec("Hydra Omnivore"),))
    game = table((HYDRA,), alice, *(PlayerSpec() for _ in range(players - 1)))
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
    """Blocked by Bob's Hill Giant, the Hydra deals its combat damage to the Giant only (CR
    510.1a): no opponent is dealt combat damage, so nothing triggers and every life total
    stays at 20."""
    alice = PlayerSpec(battlefield=(PermanentSpec("Hydra Omnivore"),))
    bob = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),))
    game = table((HYDRA,), alice, bob, PlayerSpec())
    pass_to(game, "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Hydra Omnivore"), Seat(1)),)))
    pass_to(game, "declare_blockers", player=1)
    game.apply(DeclareBlockers(((one(game, "Hill Giant"), one(game, "Hydra Omnivore")),)))
    while game.step != "end":
        game.apply(PassPriority() if game.pending is not None and game.pending.kind
                   == "priority" else game.legal_actions()[0])
    assert [p.life for p in game.players] == [20, 20, 20]
    assert one(game, "Hill Giant", "graveyard")  # 8 damage to a 3/3 (CR 704.5g)
