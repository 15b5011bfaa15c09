"""Card classes of Angels: They're Just Like Us, but Cooler and with Wings [SLD]:

* "the number of <A> plus the number of <B>" (Ajani, Strength of the Pride: two counts
  added; the ruling: a creature planeswalker counts in both);
* "exile ~ and each artifact and creature your opponents control" (one instruction naming
  the source and every object of either type, CR 608.2c; "each artifact and creature" is
  each artifact and each creature);
* "each player this creature attacked this turn loses the game" (Angel of Destiny: the
  players it was declared attacking this turn, CR 508.1, 506.2 — a planeswalker of theirs
  is not them; CR 104.3e).
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

AJANI = {**record("Ajani, Strength of the Pride", "{2}{W}{W}",
                  "Legendary Planeswalker — Ajani",
                  "+1: You gain life equal to the number of creatures you control plus the "
                  "number of planeswalkers you control.\n−2: Create a 2/2 white Cat Soldier "
                  "creature token named Ajani's Pridemate with \"Whenever you gain life, put a "
                  "+1/+1 counter on this token.\"\n0: If you have at least 15 life more than your "
                  "starting life total, exile Ajani and each artifact and creature your "
                  "opponents control."), "loyalty": "5"}
DESTINY = record("Angel of Destiny", "{3}{W}{W}", "Creature — Angel Cleric",
                 "Flying, double strike\nWhenever a creature you control deals combat damage to "
                 "a player, you and that player each gain that much life.\nAt the beginning of "
                 "your end step, if you have at least 15 life more than your starting life "
                 "total, each player this creature attacked this turn loses the game.", "2", "6")
WALKER = {**record("Test Walker", "{2}", "Legendary Planeswalker — Test", "+1: You gain 1 life."),
          "loyalty": "9"}
RECORDS = (AJANI, DESTINY, WALKER)
P = PermanentSpec


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(AJANI, DESTINY)
    plus = compile_source(AJANI).abilities[0]
    assert isinstance(plus, ir.ActivatedAbility) and isinstance(plus.effect, ir.GainLife)
    assert isinstance(plus.effect.amount, ir.Plus)


def test_each_two_types_reads_as_either_type() -> None:
    """ "Destroy all artifacts and creatures": every artifact and every creature (one filter
    of either type), not artifact creatures only."""
    wipe = compile_source(record("Test Wipe", "{3}", "Sorcery",
                                 "Destroy all artifacts and creatures."))
    assert wipe.spell is not None and isinstance(wipe.spell.effect, ir.Destroy)
    what = wipe.spell.effect.what
    assert isinstance(what, ir.AllMatching)
    assert set(what.filter.types_any) == {"artifact", "creature"} and not what.filter.types_all


def _walker_game(life: int) -> Game:
    return table(RECORDS, PlayerSpec(life=life, battlefield=(
        P("Ajani, Strength of the Pride"), P("Grizzly Bears"), P("Test Walker"))),
        PlayerSpec(battlefield=(P("Hill Giant"), P("Treasure Chest"), P("Test Walker"))),
        PlayerSpec(battlefield=(P("Serra Angel"),)), PlayerSpec())


def test_ajani_plus_counts_creatures_plus_planeswalkers() -> None:
    """+1: Alice controls one creature and two planeswalkers (Ajani, the Test Walker): she
    gains 3; Bob's permanents don't count."""
    game = _walker_game(20)
    game.apply(ActivateAbility(one(game, "Ajani, Strength of the Pride"), 0))
    settle(game)
    assert game.players[0].life == 23


def test_ajani_zero_exiles_itself_and_opponents_artifacts_and_creatures() -> None:
    """0 at 35 life (20 + 15): Ajani, Bob's Giant and Treasure Chest and Carol's Angel are
    exiled; Alice's Bears and Bob's planeswalker (neither artifact nor creature) stay."""
    game = _walker_game(35)
    game.apply(ActivateAbility(one(game, "Ajani, Strength of the Pride"), 2))
    settle(game)
    assert {game.objects[o].name for o in game.objects if game.objects[o].zone == "exile"} == {
        "Ajani, Strength of the Pride", "Hill Giant", "Treasure Chest", "Serra Angel"}
    assert len(ids(game, "Grizzly Bears")) == 1 and len(ids(game, "Test Walker")) == 2


def test_ajani_zero_below_the_threshold_does_nothing() -> None:
    """0 at 34 life: one short of 15 more than 20 — nothing is exiled (the ruling: checked
    as the ability resolves)."""
    game = _walker_game(34)
    game.apply(ActivateAbility(one(game, "Ajani, Strength of the Pride"), 2))
    settle(game)
    assert not [o for o in game.objects.values() if o.zone == "exile"]
    assert ids(game, "Ajani, Strength of the Pride")


def _destiny_attack(life: int, at_walker: bool = False) -> Game:
    """Alice (``life``) attacks Bob (or his planeswalker) with Angel of Destiny; the game
    runs to the end of her turn."""
    game = table(RECORDS, PlayerSpec(life=life, battlefield=(P("Angel of Destiny"),)),
                 PlayerSpec(battlefield=(P("Test Walker"),)), PlayerSpec(), PlayerSpec(),
                 step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    target = one(game, "Test Walker") if at_walker else Seat(1)
    game.apply(DeclareAttackers(((one(game, "Angel of Destiny"), target),)))
    advance(game, lambda g: g.active != 0)
    return game


def test_destiny_makes_the_attacked_player_lose() -> None:
    """Alice at 31 gains 4 from the double strike (2 + 2, the Angel's own trigger): 35 at
    her end step, 15 more than 20: Bob, whom the Angel attacked, loses; Carol and Dan,
    never attacked, stay in the game."""
    game = _destiny_attack(31)
    assert game.players[0].life == 35
    assert [p.lost for p in game.players] == [False, True, False, False]


def test_destiny_below_the_threshold_nobody_loses() -> None:
    """Alice at 30 ends at 34: the condition is false, nobody loses."""
    game = _destiny_attack(30)
    assert not any(p.lost for p in game.players)


def test_destiny_attacking_a_planeswalker_is_not_attacking_its_controller() -> None:
    """The Angel attacked Bob's planeswalker, not Bob (CR 506.2): Bob doesn't lose even
    with Alice far above the threshold."""
    game = _destiny_attack(60, at_walker=True)
    assert not any(p.lost for p in game.players)
