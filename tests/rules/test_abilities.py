"""Activated abilities (CR 602), {T} and {Q} (CR 107.5, 107.6, 302.6)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, one, perm

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

PINGER = ir.CardDefinition(
    "Prodigal Pinger", mana_cost=ManaCost.parse("{1}{R}"), card_types=("creature",),
    power=1, toughness=1, abilities=(ir.ActivatedAbility(
        ir.Cost(parts=(ir.TapCost(),)), ir.DealDamage(ir.Fixed(1), ir.TargetRef(0)),
        (ir.TargetSpec("any"),)),))
UNTAPPER = ir.CardDefinition(
    "Untapping Elf", card_types=("creature",), power=1, toughness=1, abilities=(
        ir.ActivatedAbility(ir.Cost(parts=(ir.UntapCost(),)), ir.GainLife(ir.Fixed(1))),))
ONCE = ir.CardDefinition(
    "Once Stone", card_types=("artifact",), abilities=(ir.ActivatedAbility(
        ir.Cost(), ir.GainLife(ir.Fixed(1)), once_per_turn=True),))
SORCERY = ir.CardDefinition(
    "Slow Stone", card_types=("artifact",), abilities=(ir.ActivatedAbility(
        ir.Cost(), ir.GainLife(ir.Fixed(1)), timing="sorcery"),))


def test_tap_ability_needs_creature_controlled_since_turn_began() -> None:
    """CR 302.6 / seeds ruling:tap-symbol — a summoning-sick creature can't use {T}."""
    game = game_at(PlayerSpec(battlefield=(perm("Prodigal Pinger", sick=True),)),
                   extra=(PINGER,))
    pinger = one(game, "Prodigal Pinger")
    with pytest.raises(IllegalActionError, match=r"CR 602.2b"):
        game.apply(ActivateAbility(pinger, 0, ((Seat(1),),)))
    ready = game_at(PlayerSpec(battlefield=(perm("Prodigal Pinger"),)), extra=(PINGER,))
    pinger = one(ready, "Prodigal Pinger")
    ready.apply(ActivateAbility(pinger, 0, ((Seat(1),),)))
    assert ready.objects[pinger].tapped
    with pytest.raises(IllegalActionError):  # already tapped: can't pay {T} again
        ready.apply(ActivateAbility(pinger, 0, ((Seat(1),),)))


def test_untap_symbol_needs_tapped_and_not_sick() -> None:
    """CR 107.6, 302.6 / ruling:untap-symbol — {Q} needs it tapped, controlled since the
    turn began."""
    game = game_at(PlayerSpec(battlefield=(perm("Untapping Elf"),)), extra=(UNTAPPER,))
    elf = one(game, "Untapping Elf")
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    tapped = game_at(PlayerSpec(battlefield=(perm("Untapping Elf", tapped=True),)),
                     extra=(UNTAPPER,))
    elf = one(tapped, "Untapping Elf")
    tapped.apply(ActivateAbility(elf, 0))
    assert not tapped.objects[elf].tapped
    sick = game_at(PlayerSpec(battlefield=(perm("Untapping Elf", tapped=True, sick=True),)),
                   extra=(UNTAPPER,))
    assert not [a for a in sick.legal_actions() if isinstance(a, ActivateAbility)]


def test_activated_ability_uses_the_stack() -> None:
    """CR 602.2: the ability goes on the stack and resolves when all pass."""
    game = game_at(PlayerSpec(battlefield=(perm("Prodigal Pinger"),)), extra=(PINGER,))
    game.apply(ActivateAbility(one(game, "Prodigal Pinger"), 0, ((Seat(1),),)))
    assert len(game.stack) == 1 and game.players[1].life == 20
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert not game.stack and game.players[1].life == 19


def test_once_each_turn() -> None:
    """CR 602.5b: "Activate only once each turn"."""
    game = game_at(PlayerSpec(battlefield=(perm("Once Stone"),)), extra=(ONCE,))
    stone = one(game, "Once Stone")
    game.apply(ActivateAbility(stone, 0))
    with pytest.raises(IllegalActionError, match=r"CR 602.5b"):
        game.apply(ActivateAbility(stone, 0))


def test_activate_only_as_a_sorcery() -> None:
    """CR 602.5d: sorcery timing for "Activate only as a sorcery"."""
    game = game_at(PlayerSpec(battlefield=(perm("Slow Stone"),)), extra=(SORCERY,),
                   step="upkeep")
    with pytest.raises(IllegalActionError, match=r"CR 602.5d"):
        game.apply(ActivateAbility(one(game, "Slow Stone"), 0))
    main = game_at(PlayerSpec(battlefield=(perm("Slow Stone"),)), extra=(SORCERY,))
    main.apply(ActivateAbility(one(main, "Slow Stone"), 0))
    assert main.stack
