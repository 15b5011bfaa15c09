"""Excess damage (CR 120.4a): "<Spell> deals 4 damage to target creature. Excess damage is
dealt to that creature's controller instead." (Flame Spill).

Expectations from the rule: the excess is the damage beyond lethal damage, counting the
damage already marked (a 2/2 with 1 damage takes 1 and its controller 3); none beyond a big
creature's toughness; the excess is decided first, then replacement effects apply to each
part (Furnace of Rath doubles the 2 to the creature and the 2 to its controller, CR 120.4a,
120.4b)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import game_at, ids, one, perm, resolve_stack

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SPILL = record("Flame Spill", "{2}{R}", "Instant",
               "Flame Spill deals 4 damage to target creature. Excess damage is dealt to that "
               "creature's controller instead.")
FURNACE = record("Furnace of Rath", "{1}{R}{R}{R}", "Enchantment",
                 "If a source would deal damage to a permanent or player, it deals double "
                 "that damage to that permanent or player instead.")
EXTRA = tuple(compile_source(r) for r in (SPILL, FURNACE))


def test_the_records_compile() -> None:
    compiled(SPILL)


def _spill(bob: str, *, damage: int = 0, furnace: bool = False) -> Game:
    field = (*(perm("Mountain") for _ in range(3)),
             *((perm("Furnace of Rath"),) if furnace else ()))
    game = game_at(PlayerSpec(hand=("Flame Spill",), battlefield=field),
                   PlayerSpec(battlefield=(perm(bob, damage=damage),)), extra=EXTRA)
    game.apply(CastSpell(one(game, "Flame Spill", "hand"), targets=((one(game, bob),),)))
    resolve_stack(game)
    return game


def test_the_excess_goes_to_the_controller() -> None:
    game = _spill("Grizzly Bears")
    assert ids(game, "Grizzly Bears", "graveyard") and game.players[1].life == 18


def test_damage_already_marked_counts() -> None:
    game = _spill("Grizzly Bears", damage=1)
    assert ids(game, "Grizzly Bears", "graveyard") and game.players[1].life == 17


def test_no_excess_on_a_big_creature() -> None:
    game = _spill("Colossal Dreadmaw")
    assert game.objects[one(game, "Colossal Dreadmaw")].damage == 4
    assert game.players[1].life == 20


def test_excess_first_then_furnace_doubles_each_part() -> None:
    """CR 120.4a: 2 lethal + 2 excess, then each doubled: Bob loses 4."""
    game = _spill("Grizzly Bears", furnace=True)
    assert game.players[1].life == 16
