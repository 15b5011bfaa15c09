"""Family Matters (Devilish Valet) and the class "Double <target creature's / ~'s> power [and
toughness] until end of turn" (CR 701.9b: +X/+0 where X is its power as the effect resolves;
CR 701.9c: a negative power doubled gets -X/-0, again adding its power)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
VALET = record("Devilish Valet", "{2}{R}", "Creature — Devil Warrior",
               "Trample, haste\nAlliance — Whenever another creature you control enters, double "
               "this creature's power until end of turn.", "1", "3")
BULK = record("Bulk Up", "{1}{R}", "Instant",
              "Double target creature's power until end of turn.\nFlashback {4}{R}{R}")
NYLEA = record("Test Colossus Double", "{G}", "Instant",
               "Double target creature's power and toughness until end of turn.")


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(VALET, BULK, NYLEA)


def test_valet_doubles_for_each_creature_entering() -> None:
    """Two creatures enter one after the other: 1 -> 2 -> 4 power (each doubling reads the
    power as it resolves, CR 701.9b); toughness unchanged."""
    game = table((VALET,), PlayerSpec(hand=("Grizzly Bears", "Grizzly Bears"), battlefield=(
        P("Devilish Valet"), *(P("Forest"),) * 4)), PlayerSpec())
    for _ in range(2):
        game.apply(CastSpell(next(o for o in game.players[0].hand
                                  if game.objects[o].name == "Grizzly Bears")))
        while game.stack:
            game.apply(PassPriority())
    valet = game.objects[one(game, "Devilish Valet")]
    assert (query.power(game, valet), query.toughness(game, valet)) == (4, 3)


def test_double_power_and_toughness() -> None:
    """Grizzly Bears 2/2, power and toughness doubled: +2/+2, 4/4 (CR 701.9b)."""
    game = table((NYLEA,), PlayerSpec(hand=("Test Colossus Double",),
                                      battlefield=(P("Grizzly Bears"), P("Forest"))),
                 PlayerSpec())
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Test Colossus Double", "hand"), targets=((bears,),)))
    while game.stack:
        game.apply(PassPriority())
    obj = game.objects[bears]
    assert (query.power(game, obj), query.toughness(game, obj)) == (4, 4)


def test_target_gone_does_nothing() -> None:
    """CR 608.2b: the target left before Bulk Up resolves: nothing happens."""
    game = table((BULK,), PlayerSpec(hand=("Bulk Up",), battlefield=(
        P("Grizzly Bears"), P("Mountain"), P("Mountain"))), PlayerSpec())
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Bulk Up", "hand"), targets=((bears,),)))
    zones.move(game, bears, "graveyard")
    while game.stack:
        game.apply(PassPriority())
    assert one(game, "Bulk Up", "graveyard")
