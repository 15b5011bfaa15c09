"""Aura spells (CR 303.4a, 702.5): they target what their enchant ability allows, enter
attached to that target (CR 608.3), and don't resolve if it became illegal (CR 608.3b)."""

from __future__ import annotations

import pytest
from tests.attachments._game import LANDS, casts, game_at, ids, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_aura_spell_targets_per_its_enchant_ability() -> None:
    """CR 303.4a, 702.5a: Pacifism ("Enchant creature") may target any creature, either
    player's, and nothing else (not a land, not a player)."""
    game = game_at(PlayerSpec(hand=("Pacifism",), battlefield=(*LANDS, perm("Hill Giant"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Forest"))))
    targets = {a.targets for a in casts(game, "Pacifism")}
    assert targets == {((one(game, "Hill Giant"),),), ((one(game, "Grizzly Bears"),),)}
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(one(game, "Pacifism", "hand")))  # CR 601.2c: a target is required
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(one(game, "Pacifism", "hand"), targets=((ids(game, "Forest")[0],),)))


def test_aura_spell_with_no_legal_target_cant_be_cast() -> None:
    """CR 601.2c, 303.4a: with no creature on the battlefield, Holy Strength can't be cast."""
    game = game_at(PlayerSpec(hand=("Holy Strength",), battlefield=LANDS))
    assert casts(game, "Holy Strength") == []


def test_aura_enters_attached_and_its_static_ability_applies() -> None:
    """CR 303.4b, 608.3, 613.4c: Holy Strength resolves attached to its target, which then
    gets +1/+2; Spectral Flight grants +2/+2 and flying (CR 613.1f)."""
    game = game_at(PlayerSpec(hand=("Holy Strength", "Spectral Flight"),
                              battlefield=(*LANDS, perm("Grizzly Bears"))))
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Holy Strength", "hand"), targets=((bears,),)))
    resolve(game)
    aura = one(game, "Holy Strength")
    assert game.objects[aura].attached_to == bears
    obj = game.objects[bears]
    assert (query.power(game, obj), query.toughness(game, obj)) == (3, 4)
    game.apply(CastSpell(one(game, "Spectral Flight", "hand"), targets=((bears,),)))
    resolve(game)
    assert (query.power(game, obj), query.toughness(game, obj)) == (5, 6)
    assert query.has_keyword(game, obj, "flying")


def test_aura_on_an_opponents_creature_stays_under_its_casters_control() -> None:
    """CR 303.4e, 508.1c: Pacifism cast on the opponent's creature is controlled by its
    caster; the enchanted creature can't attack."""
    game = game_at(PlayerSpec(hand=("Pacifism",), battlefield=LANDS),
                   PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears"))))
    giant, bears = one(game, "Hill Giant"), one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Pacifism", "hand"), targets=((giant,),)))
    resolve(game)
    aura = one(game, "Pacifism")
    assert game.objects[aura].controller == 0 and game.objects[aura].attached_to == giant
    while not (game.active == 1 and game.pending is not None
               and game.pending.kind == "declare_attackers"):
        game.apply(PassPriority() if game.pending and game.pending.kind == "priority"
                   else game.legal_actions()[0])
    attackers = {c for a in game.legal_actions() if isinstance(a, DeclareAttackers)
                 for c, _ in a.attacks}
    assert bears in attackers and giant not in attackers


def test_aura_spell_whose_target_left_doesnt_resolve() -> None:
    """CR 608.3b: the target died before the Aura resolved: the Aura spell doesn't resolve
    and goes to its owner's graveyard; it never enters the battlefield."""
    game = game_at(PlayerSpec(hand=("Unholy Strength", "Lightning Bolt"),
                              battlefield=(*LANDS, perm("Grizzly Bears"))))
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Unholy Strength", "hand"), targets=((bears,),)))
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(game)
    assert ids(game, "Unholy Strength", "graveyard") and not ids(game, "Unholy Strength")
    assert ids(game, "Grizzly Bears", "graveyard")


def test_enchant_creature_you_control() -> None:
    """CR 702.5a: "Enchant creature you control" (Cartouche of Knowledge) targets only
    creatures its caster controls; its ETB trigger works and it grants flying."""
    game = game_at(PlayerSpec(hand=("Cartouche of Knowledge",),
                              battlefield=(*LANDS, perm("Grizzly Bears"))),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)))
    bears = one(game, "Grizzly Bears")
    assert {a.targets for a in casts(game, "Cartouche of Knowledge")} == {((bears,),)}
    hand = len(game.players[0].hand)
    game.apply(casts(game, "Cartouche of Knowledge")[0])
    resolve(game)
    assert game.objects[one(game, "Cartouche of Knowledge")].attached_to == bears
    assert len(game.players[0].hand) == hand  # cast one card, drew one (the ETB trigger)
    assert query.has_keyword(game, game.objects[bears], "flying")


def test_hexproof_and_protection_stop_an_aura_spell() -> None:
    """CR 702.11b: the opponent's Aura spell can't target a hexproof creature (its
    controller's may); CR 702.16b: an Aura spell with a quality the creature has
    protection from can't target it (a gold Aura and Stonecoil Serpent's protection from
    multicolored), a white one may."""
    from tests.attachments._game import card
    gold = card("Test Gold Aura", "Enchantment — Aura", "Enchant creature\n"
                "Enchanted creature gets +1/+1.", "{W}{U}")
    elusive = card("Test Elusive Bear", "Creature — Bear", "Hexproof", "{1}{G}", "2", "2")
    game = game_at(PlayerSpec(hand=("Pacifism", "Test Gold Aura"), battlefield=LANDS),
                   PlayerSpec(battlefield=(perm("Stonecoil Serpent", counters=(("+1/+1", 2),)),
                                           perm("Test Elusive Bear"))),
                   extra=(gold, elusive))
    serpent = one(game, "Stonecoil Serpent")
    assert {a.targets for a in casts(game, "Pacifism")} == {((serpent,),)}
    assert casts(game, "Test Gold Aura") == []
    game = game_at(PlayerSpec(hand=("Pacifism",), battlefield=(*LANDS, perm("Test Elusive Bear"))),
                   extra=(gold, elusive))
    assert {a.targets for a in casts(game, "Pacifism")} == {((one(game, "Test Elusive Bear"),),)}


def test_enchant_player_aura_targets_a_player() -> None:
    """CR 702.5d: an Aura that can enchant a player targets a player, never a permanent, and
    enters attached to that player (``-1 - seat``)."""
    from tests.attachments._game import card
    curse = card("Test Curse", "Enchantment — Aura Curse", "Enchant player\n"
                 "Whenever enchanted player casts a noncreature spell, you draw a card.", "{R}")
    game = game_at(PlayerSpec(hand=("Test Curse",), battlefield=(*LANDS, perm("Hill Giant"))),
                   extra=(curse,))
    assert {a.targets for a in casts(game, "Test Curse")} == {((Seat(0),),), ((Seat(1),),)}
    game.apply(CastSpell(one(game, "Test Curse", "hand"), targets=((Seat(1),),)))
    resolve(game)
    assert game.objects[one(game, "Test Curse")].attached_to == -1 - 1


def test_enchant_opponent_targets_only_opponents() -> None:
    """CR 702.5a, 702.5d: "Enchant opponent" narrows the player target to an opponent."""
    from tests.attachments._game import card
    hex_ = card("Test Hex", "Enchantment — Aura Curse", "Enchant opponent\n"
                "Enchanted player can't gain life.", "{B}")
    game = game_at(PlayerSpec(hand=("Test Hex",), battlefield=LANDS), extra=(hex_,))
    assert {a.targets for a in casts(game, "Test Hex")} == {((Seat(1),),)}
