"""Audit: triggered abilities (CR 603)."""

from __future__ import annotations

from tests.rules.helpers import game_at, perm

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.position import PlayerSpec

UPKEEP_GAIN = ir.CardDefinition(
    "Test Altar", card_types=("artifact",), abilities=(ir.TriggeredAbility(
        ir.StepTrigger("upkeep", "each"), ir.GainLife(ir.Fixed(1))),))
UPKEEP_DRAIN = ir.CardDefinition(
    "Test Drain", card_types=("artifact",), abilities=(ir.TriggeredAbility(
        ir.StepTrigger("upkeep", "each"), ir.LoseLife(ir.Fixed(1))),))


def test_apnap_active_players_triggers_resolve_last() -> None:
    """CR 603.3b / 101.4: simultaneous triggers go on the stack in APNAP order: the active
    player's first, so the non-active player's resolve first."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Altar"),)),
                   PlayerSpec(battlefield=(perm("Test Altar"),)), step="end",
                   active=1, extra=(UPKEEP_GAIN,))
    while game.step != "upkeep" or not game.stack:
        game.apply(PassPriority())
    assert game.active == 0
    assert [game.objects[o].controller for o in game.stack] == [0, 1]
    while game.stack:
        game.apply(PassPriority())
    gains = [e.player for e in game.events if isinstance(e, ev.LifeChanged)]
    assert gains == [1, 0]


def test_a_player_orders_their_own_simultaneous_triggers() -> None:
    """CR 603.3b: a player with several triggers puts them on the stack in any order
    they choose: a decision for that player only."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Altar"), perm("Test Drain"))),
                   step="end", active=1, extra=(UPKEEP_GAIN, UPKEEP_DRAIN))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    d = game.pending
    assert d is not None and d.kind == "order_triggers" and d.player == 0
    assert d.rule == "CR 603.3b"
    game.apply(Choose(d.options[1]))  # Drain goes on the stack first
    top = game.objects[game.stack[-1]].name
    assert top == "Test Altar"
    while game.stack:
        game.apply(PassPriority())
    changes = [e.amount for e in game.events if isinstance(e, ev.LifeChanged)]
    assert changes == [1, -1]
