"""The number of players dealt damage this turn, and a life payment of that X: "At the
beginning of each of your postcombat main phases, you may pay X life, where X is the number
of opponents that were dealt combat damage this turn. If you do, draw X cards." (Tymna the
Weaver; also "draw cards equal to the number of opponents who were dealt combat damage this
turn", "for each opponent who was dealt damage this turn").

CR 120.3 / 510.2: combat damage dealt to a player; CR 119.4: a player can pay life only if
their life total is at least that much; CR 107.3: a triggered ability's X is the amount its
text defines. Tymna's rulings: exactly X life or none (not less to draw fewer); a player
dealt combat damage who then lost the game is still counted."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TYMNA = record("Tymna the Weaver", "{1}{W}{B}", "Legendary Creature — Human Cleric",
               "Lifelink\nAt the beginning of each of your postcombat main phases, you may pay "
               "X life, where X is the number of opponents that were dealt combat damage this "
               "turn. If you do, draw X cards.\nPartner (You can have two commanders if both "
               "have partner.)", "2", "2")
SPINESPLITTER = record("Furious Spinesplitter", "{2}{R}{G}", "Creature — Ogre Warrior",
                       "Trample\nAt the beginning of your end step, put a +1/+1 counter on "
                       "this creature for each opponent who was dealt damage this turn.",
                       "3", "3")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
OGRE = record("Test Ogre", "{3}{R}", "Creature — Ogre", "", "4", "4")
RECORDS = (TYMNA, SPINESPLITTER, SHOCK, BEARS, OGRE)
M = P("Mountain")


def test_the_records_compile() -> None:
    """Tymna and the "for each opponent who was dealt damage this turn" count compile."""
    compiled(*RECORDS)


def _game(life: int = 20, opponent_life: int = 20, *mine: PermanentSpec) -> Game:
    return table(RECORDS,
                 PlayerSpec(life=life, hand=("Shock",),
                            battlefield=(P("Tymna the Weaver"), P("Test Bears"), P("Test Ogre"),
                                         M, *mine)),
                 PlayerSpec(life=opponent_life), PlayerSpec(), PlayerSpec())


def _attack(game: Game, *pairs: tuple[str, int]) -> None:
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(tuple((one(game, n), Seat(s)) for n, s in pairs)))


def _to_main2(game: Game, answer: bool) -> list[str]:
    """On to the postcombat main phase; Tymna's trigger resolved with ``answer``."""
    advance(game, lambda g: g.step == "main2")
    return settle(game, answers={"yes_no": answer})


def test_pays_x_life_and_draws_x_for_opponents_dealt_combat_damage() -> None:
    """Two of three opponents were dealt combat damage, the third only noncombat damage
    (Shock, CR 120.3 but not 510.2): X is 2; paying 2 life draws 2 cards."""
    game = _game()
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((Seat(3),),)))
    settle(game)
    assert game.players[3].life == 18
    _attack(game, ("Test Bears", 1), ("Test Ogre", 2))
    hand = len(game.players[0].hand)
    met = _to_main2(game, True)
    assert "yes_no" in met
    assert game.players[0].life == 18
    assert len(game.players[0].hand) == hand + 2


def test_declined_pays_nothing_and_draws_nothing() -> None:
    """"you may": declined, no life is paid and no card drawn."""
    game = _game()
    _attack(game, ("Test Bears", 1), ("Test Ogre", 2))
    hand = len(game.players[0].hand)
    _to_main2(game, False)
    assert game.players[0].life == 20
    assert len(game.players[0].hand) == hand


def test_one_opponent_hit_twice_counts_once() -> None:
    """Two creatures dealing combat damage to the same opponent: one opponent, X is 1."""
    game = _game()
    _attack(game, ("Test Bears", 1), ("Test Ogre", 1))
    hand = len(game.players[0].hand)
    _to_main2(game, True)
    assert game.players[0].life == 19
    assert len(game.players[0].hand) == hand + 1


def test_not_enough_life_pays_nothing() -> None:
    """CR 119.4 and the ruling "exactly X life or none": with 1 life, an X of 2 can't be
    paid (nor 1 life instead), so no life is lost and no card drawn."""
    game = _game(1)
    _attack(game, ("Test Bears", 1), ("Test Ogre", 2))
    hand = len(game.players[0].hand)
    _to_main2(game, True)
    assert game.players[0].life == 1
    assert len(game.players[0].hand) == hand


def test_an_opponent_who_lost_the_game_still_counts() -> None:
    """Tymna's ruling: the opponent dealt combat damage who then lost the game (CR 704.5a)
    is counted: X is 2."""
    game = _game(20, 2)
    _attack(game, ("Test Bears", 1), ("Test Ogre", 2))
    hand = len(game.players[0].hand)
    _to_main2(game, True)
    assert game.players[1].lost
    assert game.players[0].life == 18
    assert len(game.players[0].hand) == hand + 2


def test_no_combat_damage_x_is_zero() -> None:
    """No attack: X is 0; paying 0 life draws no card."""
    game = _game()
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(()))
    hand = len(game.players[0].hand)
    _to_main2(game, True)
    assert game.players[0].life == 20
    assert len(game.players[0].hand) == hand


def test_for_each_opponent_dealt_damage_counts_noncombat_damage() -> None:
    """"for each opponent who was dealt damage this turn" (any damage, CR 120.3): Shock to
    one opponent and combat damage to another: two counters at the end step."""
    game = _game(20, 20, P("Furious Spinesplitter"))
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((Seat(3),),)))
    settle(game)
    _attack(game, ("Test Bears", 1))
    advance(game, lambda g: g.step == "end")
    settle(game, answers={"yes_no": True})
    assert game.objects[one(game, "Furious Spinesplitter")].counter("+1/+1") == 2
