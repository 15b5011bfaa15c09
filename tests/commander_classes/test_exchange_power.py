"""Exchanging the powers of a blocker and the creature it blocks (CR 701.10a, 701.10g,
613.4b, 511.2): "Whenever this creature blocks, exchange its power and the power of target
creature it's blocking until end of combat." (Serene Master). Rulings: its power becomes
the target's former power and the target's becomes its former power, at the same time;
power-modifying effects, counters, Auras and Equipment apply to the new powers (a +3/+0
Aura on a 0/2 that blocks a 5/5: 8/2, the other 3/5); the exchange is made only if both are
on the battlefield as it resolves. The target must be a creature it's blocking (CR 509.1h);
the effect ends as the combat phase ends (CR 511.2), not as the end of combat step begins."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import query, zones
from grimoire.rules.actions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
MASTER = record("Serene Master", "{1}{W}", "Creature — Human Monk",
                "Whenever this creature blocks, exchange its power and the power of target "
                "creature it's blocking until end of combat.", "0", "2")
TALONS = record("Test Talons", "{R}", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +3/+0.")
BRUTE = record("Test Brute", "{4}{G}", "Creature — Beast", "", "5", "5")
POKER = record("Test Poker", "{1}{G}", "Creature — Beast", "", "1", "4")
CARDS = (MASTER, TALONS, BRUTE, POKER)


def test_the_record_compiles() -> None:
    compiled(MASTER)


def _power(game: Game, name: str) -> int:
    return query.power(game, game.objects[one(game, name)])


def _block(game: Game, attackers: tuple[str, ...], blocked: str) -> None:
    """Bob (active) attacks Alice with ``attackers``; Serene Master blocks ``blocked``; the
    trigger is put on the stack (its target chosen: ``blocked``)."""
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(tuple((one(game, n), Seat(0)) for n in attackers)))
    while game.pending is not None and game.pending.kind != "declare_blockers":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((one(game, "Serene Master"), one(game, blocked)),)))
    if game.pending is not None and game.pending.kind == "trigger_targets":
        game.apply(Choose(((one(game, blocked),),)))


def _resolve(game: Game) -> None:
    while game.stack:
        game.apply(PassPriority())


def _game(alice: tuple[PermanentSpec, ...], bob: tuple[PermanentSpec, ...],
          players: int = 2) -> Game:
    return table(CARDS, PlayerSpec(battlefield=alice), PlayerSpec(battlefield=bob),
                 *(PlayerSpec() for _ in range(players - 2)), active=1)


def test_the_powers_are_exchanged_and_the_blocker_wins() -> None:
    """0/2 blocks Hill Giant 3/3: Serene Master 3/2, the Giant 0/3; the Giant dies in
    combat damage, the Master survives."""
    game = _game((P("Serene Master"),), (P("Hill Giant"),))
    _block(game, ("Hill Giant",), "Hill Giant")
    _resolve(game)
    assert (_power(game, "Serene Master"), _power(game, "Hill Giant")) == (3, 0)
    while game.step != "end_of_combat":
        game.apply(PassPriority())
    assert one(game, "Hill Giant", "graveyard") and _power(game, "Serene Master") == 3
    assert game.objects[one(game, "Serene Master")].damage == 0


def test_boosts_apply_on_top_of_the_new_powers() -> None:
    """Ruling: a +3/+0 Aura on Serene Master blocking a 5/5: it becomes 8/2, the 5/5 3/5."""
    game = _game((P("Serene Master"), P("Test Talons", attached_to=(0, 0))),
                 (P("Test Brute"),))
    _block(game, ("Test Brute",), "Test Brute")
    _resolve(game)
    assert (_power(game, "Serene Master"), _power(game, "Test Brute")) == (8, 3)


def test_counters_on_the_target_apply_after_the_exchange() -> None:
    """Ruling: a +1/+1 counter on a 1/4 (2/5): the Master's power becomes 2, the other's
    becomes 0, then the counter: 1."""
    game = _game((P("Serene Master"),), (P("Test Poker", counters=(("+1/+1", 1),)),))
    _block(game, ("Test Poker",), "Test Poker")
    _resolve(game)
    assert (_power(game, "Serene Master"), _power(game, "Test Poker")) == (2, 1)


def test_it_lasts_until_the_combat_phase_ends() -> None:
    """CR 511.2: still exchanged during the end of combat step, back to 0 and 1 in the
    second main phase (both survive: 1 damage to a 0/4, none to the 0/2... 1/2)."""
    game = _game((P("Serene Master"),), (P("Test Poker"),))
    _block(game, ("Test Poker",), "Test Poker")
    _resolve(game)
    while game.step != "end_of_combat":
        game.apply(PassPriority())
    assert (_power(game, "Serene Master"), _power(game, "Test Poker")) == (1, 0)
    while game.step != "main2":
        game.apply(PassPriority())
    assert (_power(game, "Serene Master"), _power(game, "Test Poker")) == (0, 1)


def test_the_target_gone_nothing_changes() -> None:
    """The blocked creature leaves before resolution: the ability's only target is gone
    (CR 608.2b); Serene Master stays 0/2."""
    game = _game((P("Serene Master"),), (P("Hill Giant"),))
    _block(game, ("Hill Giant",), "Hill Giant")
    zones.move(game, one(game, "Hill Giant"), "graveyard")
    _resolve(game)
    assert _power(game, "Serene Master") == 0


def test_the_master_gone_nothing_changes() -> None:
    """Ruling: Serene Master leaves before resolution: no exchange; the Giant stays 3."""
    game = _game((P("Serene Master"),), (P("Hill Giant"),))
    _block(game, ("Hill Giant",), "Hill Giant")
    zones.move(game, one(game, "Serene Master"), "graveyard")
    _resolve(game)
    assert _power(game, "Hill Giant") == 3


def test_only_the_creature_it_blocks_is_a_target() -> None:
    """Four players; Bob attacks Alice with two creatures; Serene Master blocks the Brute:
    the trigger's only possible target is the Brute (CR 509.1h), never the unblocked
    Giant; the Giant keeps its 3 power."""
    game = _game((P("Serene Master"),), (P("Hill Giant"), P("Test Brute")), players=4)
    _block(game, ("Hill Giant", "Test Brute"), "Test Brute")
    _resolve(game)
    assert (_power(game, "Serene Master"), _power(game, "Test Brute")) == (5, 0)
    assert _power(game, "Hill Giant") == 3
