"""Triggered abilities (CR 603)."""

from __future__ import annotations

from tests.rules.helpers import game_at, one, perm

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ETB_DRAW = ir.CardDefinition(
    "Scholar", mana_cost=ManaCost.parse("{G}"), card_types=("creature",), power=1,
    toughness=1, abilities=(ir.TriggeredAbility(ir.EntersTrigger(), ir.DrawCards(ir.Fixed(1))),))
DIES_PING = ir.CardDefinition(
    "Martyr", card_types=("creature",), power=1, toughness=1, abilities=(ir.TriggeredAbility(
        ir.DiesTrigger(), ir.DealDamage(ir.Fixed(2), ir.TargetRef(0)),
        (ir.TargetSpec("player"),)),))
UPKEEP_GAIN = ir.CardDefinition(
    "Altar", card_types=("artifact",), abilities=(ir.TriggeredAbility(
        ir.StepTrigger("upkeep", "each"), ir.GainLife(ir.Fixed(1))),))


def test_etb_trigger_uses_the_stack() -> None:
    """CR 603.3: a triggered ability goes on the stack when a player would get priority."""
    game = game_at(PlayerSpec(hand=("Scholar",), battlefield=(perm("Forest"),)),
                   extra=(ETB_DRAW,))
    hand = len(game.players[0].hand)
    game.apply(CastSpell(game.players[0].hand[0]))
    game.apply(PassPriority())
    game.apply(PassPriority())  # Scholar resolves; its trigger goes on the stack
    assert len(game.stack) == 1
    assert any(isinstance(e, ev.AbilityTriggered) for e in game.events)
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert len(game.players[0].hand) == hand  # cast one, drew one


def test_dies_trigger_looks_back_and_targets() -> None:
    """CR 603.10a leaves-the-battlefield abilities look back; CR 603.3d targets chosen."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(battlefield=(perm("Martyr"),)), extra=(DIES_PING,))
    martyr = one(game, "Martyr")
    game.apply(CastSpell(game.players[0].hand[0], ((martyr,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    assert game.pending.player == 1
    game.apply(Choose(((Seat(0),),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[0].life == 18


def test_apnap_order() -> None:
    """CR 603.3b: the active player's triggers go on the stack first (resolve last)."""
    game = game_at(PlayerSpec(battlefield=(perm("Altar"),)),
                   PlayerSpec(battlefield=(perm("Altar"),)), step="untap", extra=(UPKEEP_GAIN,))
    game.apply(PassPriority()) if game.step != "upkeep" else None
    while game.step != "upkeep" or not game.stack:
        game.apply(PassPriority())
    owners = [game.objects[o].controller for o in game.stack]
    assert owners == [0, 1]  # AP's trigger below NAP's
