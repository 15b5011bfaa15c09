"""X in enters-the-battlefield replacements and triggers (CR 107.3m, the seeds' ruling):
the X chosen for the spell, although the permanent's own X is 0."""

from __future__ import annotations

from tests.mana._game import card, game_at, one, perm

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

WELL = card("Well of X", "Creature — Spirit",
            "When this creature enters, you gain X life.\n"
            "When this creature dies, you gain X life.", "{X}{G}", "1", "1")


def _cast_x(name: str, x: int, lands: int) -> tuple[Game, int]:
    game = game_at(PlayerSpec(hand=(name,), battlefield=(perm("Forest"),) * lands),
                   extra=(WELL,), offer=False)
    game.apply(CastSpell(one(game, name, "hand"), x=x))
    while game.stack:
        game.apply(PassPriority())
    return game, one(game, name)


def test_enters_with_x_counters() -> None:
    """ruling:mana-x-in-etb — CR 107.3m: Endless One, Stonecoil Serpent and Hangarback
    Walker ({X}{X}) enter with X +1/+1 counters for the X paid; on the battlefield their
    Hangarback Walker dies with X counters and makes X Thopters."""
    for name, x, lands in (("Endless One", 3, 3), ("Stonecoil Serpent", 2, 2),
                           ("Hangarback Walker", 2, 4)):
        game, oid = _cast_x(name, x, lands)
        obj = game.objects[oid]
        assert obj.counter("+1/+1") == x, name
    zones.move(game, oid, "graveyard")
    game.apply(PassPriority())  # the dies trigger is put on the stack (CR 603.3)
    while game.stack:
        game.apply(PassPriority())
    assert len([o for o in game.battlefield
                if game.objects[o].name == "Thopter"]) == 2


def test_enters_trigger_uses_the_spells_x() -> None:
    """ruling:mana-x-in-etb — CR 107.3m: an enters trigger that refers to X uses the X the
    spell was cast with; any other ability of the permanent sees X = 0 (its dies trigger
    gains nothing)."""
    game, oid = _cast_x("Well of X", 3, 4)
    assert game.players[0].life == 23
    zones.move(game, oid, "graveyard")
    game.apply(PassPriority())  # the dies trigger is put on the stack (CR 603.3)
    while game.stack:
        game.apply(PassPriority())
    assert game.players[0].life == 23
