"""Divided damage prevention: "Prevent the next 5 damage that would be dealt this turn to any
number of targets, divided as you choose." (Remedy; Angel of Salvation's enters ability).

CR 601.2d: the division is announced as the spell is cast (or the trigger put on the stack,
CR 603.3d), each target getting at least one; CR 615.7: each target gets a shield that
prevents the next that much damage this turn, from any source; CR 608.2b: a target illegal as
it resolves gets nothing, the others exactly their share.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
REMEDY = record("Remedy", "{1}{W}", "Instant", "Prevent the next 5 damage that would be dealt "
                "this turn to any number of targets, divided as you choose.")
ANGEL = record("Angel of Salvation", "{6}{W}{W}", "Creature — Angel",
               "Flash; convoke (Your creatures can help cast this spell. Each creature you tap "
               "while casting this spell pays for {1} or one mana of that creature's color.)\n"
               "Flying\nWhen this creature enters, prevent the next 5 damage that would be "
               "dealt this turn to any number of targets, divided as you choose.", "5", "5")
BURN = record("Test Burn", "{0}", "Instant", "Test Burn deals 4 damage to any target.")
RECORDS = (REMEDY, ANGEL, BURN)


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    remedy = compile_source(REMEDY).spell
    assert remedy is not None
    assert remedy.effect == ir.PreventDividedDamage(ir.Fixed(5), ir.TargetRef(0))
    assert remedy.targets[0].max_count >= 5


def _mine(game: Game, name: str) -> int:
    """A card of that name in Alice's hand."""
    return next(o for o in game.players[0].hand if game.objects[o].name == name)


def _game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Remedy", *("Test Burn",) * 3),
                                     battlefield=(P("Plains"), P("Plains"),
                                                  P("Grizzly Bears"))),
                 PlayerSpec(hand=("Test Burn",)), PlayerSpec())


def _remedy(game: Game, bears: int, division: tuple[int, int],
            bolt_first: bool = False) -> None:
    """Alice casts Remedy on her Bears and herself, announcing ``division``; with
    ``bolt_first`` she burns her own Bears in response (4 damage: they die)."""
    game.apply(CastSpell(one(game, "Remedy", "hand"), targets=((bears, Seat(0)),)))
    assert game.pending is not None and game.pending.kind == "divide"
    assert division in game.pending.options
    game.apply(Choose(division))
    if bolt_first:
        game.apply(CastSpell(_mine(game, "Test Burn"), targets=((bears,),)))
    for _ in range(20):
        assert game.pending is not None
        if not game.stack and game.pending.kind == "priority":
            return
        game.apply(PassPriority())


def _burn(game: Game, target: int | Seat) -> None:
    game.apply(CastSpell(_mine(game, "Test Burn"), targets=((target,),)))
    for _ in range(20):
        assert game.pending is not None
        if not game.stack and game.pending.kind == "priority":
            return
        game.apply(PassPriority())


def test_each_target_gets_its_share() -> None:
    """Divided (3, 2): 4 damage to the Bears (2/2) is 1 after 3 prevented: they live; 4 to
    Alice is 2 after 2 prevented; the shields are used up, the next burn deals all 4."""
    game = _game()
    bears = one(game, "Grizzly Bears")
    _remedy(game, bears, (3, 2))
    _burn(game, bears)
    assert ids(game, "Grizzly Bears") and game.objects[bears].damage == 1
    _burn(game, Seat(0))
    assert game.players[0].life == 18
    _burn(game, Seat(0))
    assert game.players[0].life == 14


def test_a_target_gone_gets_nothing_and_the_other_its_share() -> None:
    """CR 608.2b: the Bears die before Remedy resolves: Alice's shield is still 1, not 5."""
    game = _game()
    bears = one(game, "Grizzly Bears")
    _remedy(game, bears, (4, 1), bolt_first=True)
    assert not ids(game, "Grizzly Bears")
    _burn(game, Seat(0))
    assert game.players[0].life == 17
