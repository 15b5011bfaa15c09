"""Edric, Spymaster of Trest: "Whenever a creature deals combat damage to one of your
opponents, its controller may draw a card." (CR 510.3a, 603.2; CR 102.3: every other player
is an opponent in a free-for-all game). The rulings (2011-09-22): a creature an opponent
controls dealing combat damage to another opponent triggers it and that creature's
controller chooses whether to draw; a creature you control dealing combat damage to an
opponent lets you draw. Combat damage to Edric's controller doesn't trigger it."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EDRIC = record("Edric, Spymaster of Trest", "{1}{G}{U}", "Legendary Creature — Elf Rogue",
               "Whenever a creature deals combat damage to one of your opponents, its "
               "controller may draw a card.", "2", "2")


def test_the_record_compiles() -> None:
    """The damaged player must be an opponent of Edric's controller; the creature's
    controller decides and draws."""
    compiled(EDRIC)
    ability = compile_source(EDRIC).abilities[0]
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.trigger, ir.CombatDamageTrigger)
    assert ability.trigger.player_quality == ir.CheckedIsOpponent()
    assert ability.effect == ir.MayDo(ir.DrawCards(ir.Fixed(1), ir.ControllerOf(
        ir.TriggeringObject())), ir.ControllerOf(ir.TriggeringObject()))


def _game(active: int) -> Game:
    return table((EDRIC,), PlayerSpec(battlefield=(PermanentSpec("Edric, Spymaster of Trest"),
                                                   PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 active=active)


@pytest.mark.parametrize(("active", "defender", "draw", "drawn", "asked"), [
    (1, 2, True, [0, 1, 0], [1]),    # Bob's Bears damage Carol: Bob may draw, and does
    (1, 2, False, [0, 0, 0], [1]),   # Bob declines
    (1, 0, True, [0, 0, 0], []),     # Bob's Bears damage Alice: not her opponent
    (0, 1, True, [1, 0, 0], [0]),    # Alice's Bears damage Bob: Alice may draw
])
def test_edric(active: int, defender: int, draw: bool, drawn: list[int],
               asked: list[int]) -> None:
    """Four cases of who is dealt combat damage and who decides (the rulings)."""
    game = _game(active)
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"
                 and game.objects[o].controller == active)
    hands = [len(p.hand) for p in game.players]
    game.apply(DeclareAttackers(((bears, Seat(defender)),)))
    deciders: list[int] = []
    for _ in range(80):
        d = game.pending
        assert d is not None
        if d.kind == "yes_no":
            deciders.append(d.player)
            game.apply(Choose(draw))
        elif game.step in ("end_of_combat", "main2"):
            break
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    assert [len(p.hand) - h for p, h in zip(game.players, hands, strict=True)] == drawn
    assert deciders == asked
    assert one(game, "Edric, Spymaster of Trest")
