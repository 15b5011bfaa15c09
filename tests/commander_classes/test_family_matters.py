"""Card classes of the Family Matters Commander deck, each built for the phrase shape:
"<effect> and after this phase, there is an additional combat phase" (CR 500.8; Combat
Celebrant's exert trigger, CR 701.39) and "The token enters tapped and attacking that
player." after a token copy (CR 508.4, 707.2)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table, trace_turn
from tests.rules.helpers import one

from grimoire.rules import query, zones
from grimoire.rules.actions import Choose, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CELEBRANT = record("Combat Celebrant", "{2}{R}", "Creature — Human Warrior",
                   "If this creature hasn't been exerted this turn, you may exert it as it "
                   "attacks. When you do, untap all other creatures you control and after this "
                   "phase, there is an additional combat phase. (An exerted creature won't "
                   "untap during your next untap step.)", "4", "1")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
WALL = record("Test Wall", "{1}{W}", "Creature — Wall", "Defender", "0", "4")
ECHOING = record("Echoing Assault", "{4}{R}", "Enchantment",
                 "Creature tokens you control have menace.\nWhenever you attack a player, "
                 "choose target nontoken creature that's attacking that player. Create a token "
                 "that's a copy of that creature, except it's 1/1. The token enters tapped and "
                 "attacking that player. Sacrifice it at the beginning of the next end step.")
RECORDS = (CELEBRANT, BEARS, WALL, ECHOING)


def test_the_records_compile() -> None:
    """Every card compiles with nothing the engine ignores."""
    compiled(*RECORDS)



COMBAT = ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
          "end_of_combat"]


@pytest.mark.parametrize("exert", [True, False])
def test_combat_celebrant_exerted_untaps_the_others_and_adds_a_combat(exert: bool) -> None:
    """CR 701.39d, 500.8: exerted as it attacks, "When you do" untaps all other creatures
    you control (attackers too, and the tapped Wall that didn't attack: the ruling "untaps
    all of your creatures, not just the ones that are attacking") and adds one combat phase
    directly after this one (no main phase between, the ruling). Exerted, it stays tapped
    and can't be exerted again; the Bears attack twice. Declined: nothing happens."""
    alice = PlayerSpec(battlefield=(P("Combat Celebrant"), P("Test Bears"),
                                    P("Test Wall", tapped=True)))
    game = table(RECORDS, alice, PlayerSpec(), step="beginning_of_combat")
    steps = trace_turn(game, "Combat Celebrant", "Test Bears", exert=exert)
    if exert:
        assert steps[:len(COMBAT) * 2 + 1] == [*COMBAT, *COMBAT, "main2"]
        assert steps.count("declare_attackers") == 2
        assert game.players[1].life == 20 - 4 - 2 - 2
    else:
        assert steps.count("declare_attackers") == 1
        assert game.players[1].life == 20 - 4 - 2


def test_combat_celebrant_untaps_during_the_trigger() -> None:
    """The untap happens as the trigger resolves, in the declare attackers step: the Wall
    (tapped, not attacking) untaps; the Bears untap and still attack (ruling: untapping an
    attacking creature doesn't remove it from combat)."""
    alice = PlayerSpec(battlefield=(P("Combat Celebrant"), P("Test Bears"),
                                    P("Test Wall", tapped=True)))
    game = table(RECORDS, alice, PlayerSpec(), step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Combat Celebrant"), Seat(1)),
                                 (one(game, "Test Bears"), Seat(1)))))
    assert game.pending is not None and game.pending.kind == "yes_no"
    game.apply(Choose(True))
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")
    bears, wall = one(game, "Test Bears"), one(game, "Test Wall")
    assert not game.objects[bears].tapped and not game.objects[wall].tapped
    assert game.objects[one(game, "Combat Celebrant")].tapped
    assert bears in game.combat.attackers


def _echo_game() -> Game:
    alice = PlayerSpec(battlefield=(P("Echoing Assault"), P("Test Bears")))
    game = table(RECORDS, alice, PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Test Bears"), Seat(2)),)))
    return game


def _tokens(game: Game) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].name == "Test Bears"
            and game.objects[o].kind == "token"]


def test_echoing_assault_token_attacks_that_player() -> None:
    """CR 508.4, 707.9: the 1/1 copy enters tapped and attacking the player attacked (seat
    2 of three: no choice of defender), with menace (creature tokens you control); it is
    sacrificed at the beginning of the next end step (CR 603.7)."""
    game = _echo_game()
    advance(game, lambda g: bool(_tokens(g)) and not g.stack)
    (token,) = _tokens(game)
    obj = game.objects[token]
    assert obj.tapped and game.combat.attackers[token] == Seat(2)
    assert (query.power(game, obj), query.toughness(game, obj)) == (1, 1)
    assert "menace" in query.keywords(game, obj)
    advance(game, lambda g: g.step == "combat_damage" and not g.stack)
    assert game.players[2].life == 20 - 2 - 1 and game.players[1].life == 20
    advance(game, lambda g: g.step == "end" and not g.stack
            and g.pending is not None and g.pending.kind == "priority")
    assert token not in game.battlefield


def test_echoing_assault_target_gone_makes_no_token() -> None:
    """CR 608.2b: the target attacker left before the trigger resolved: the ability doesn't
    resolve, no token."""
    game = _echo_game()
    advance(game, lambda g: bool(g.stack))
    zones.move(game, one(game, "Test Bears"), "graveyard")
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")
    assert not _tokens(game)
