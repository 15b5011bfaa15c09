"""A shield against damage from sources of a kind, with "You gain life equal to the damage
prevented this way" (Chant of Vitu-Ghazi: "Prevent all damage that would be dealt by
creatures this turn. You gain life equal to the damage prevented this way.").

CR 615.1a: the sources are read as the damage would be dealt (a creature that enters later
is covered, a noncreature source is not); CR 615.5: the rest of the effect is done each time
the shield prevents damage (the ruling of 2005-10-01: "you gain life each time that shield
prevents 1 or more damage").
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CHANT = record("Chant of Vitu-Ghazi", "{6}{W}{W}", "Instant",
               "Convoke (Your creatures can help cast this spell. Each creature you tap while "
               "casting this spell pays for {1} or one mana of that creature's color.)\n"
               "Prevent all damage that would be dealt by creatures this turn. You gain life "
               "equal to the damage prevented this way.")
PINGER = record("Test Pinger", "{1}{R}", "Creature — Human Wizard",
                "{T}: This creature deals 2 damage to any target.", "1", "1")
BURN = record("Test Burn", "{0}", "Instant", "Test Burn deals 3 damage to any target.")
RECORDS = (CHANT, PINGER, BURN)


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    chant = compile_source(CHANT).spell
    assert chant is not None and isinstance(chant.effect, ir.PreventDamage)
    assert chant.effect.by is not None and chant.effect.by.types_any == ("creature",)
    assert chant.effect.then is not None




def _game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Chant of Vitu-Ghazi", "Test Burn"),
                                     battlefield=(P("Plains"),) * 8 + (P("Test Pinger"),)),
                 PlayerSpec(battlefield=(P("Test Pinger"),)), PlayerSpec())


def _ping(game: Game, seat: int, target: int | Seat) -> None:
    pinger = next(o for o in game.battlefield if game.objects[o].name == "Test Pinger"
                  and game.objects[o].controller == seat)
    game.apply(ActivateAbility(pinger, 0, targets=((target,),)))
    settle(game)


def test_creature_damage_is_prevented_and_gains_that_much_life() -> None:
    """Alice's Pinger (a creature) at Bob: prevented, and Alice (the effect's controller)
    gains 2. Test Burn (an instant, not a creature) deals its 3."""
    game = _game()
    game.apply(CastSpell(one(game, "Chant of Vitu-Ghazi", "hand")))
    settle(game)
    _ping(game, 0, Seat(1))
    assert game.players[1].life == 20 and game.players[0].life == 22
    game.apply(CastSpell(one(game, "Test Burn", "hand"), targets=((Seat(1),),)))
    settle(game)
    assert game.players[1].life == 17 and game.players[0].life == 22


def test_without_the_chant_the_damage_is_dealt() -> None:
    """The same ping with no shield: Bob loses 2, Alice gains nothing."""
    game = _game()
    _ping(game, 0, Seat(1))
    assert game.players[1].life == 18 and game.players[0].life == 20
