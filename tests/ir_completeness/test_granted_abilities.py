"""Abilities granted by static abilities (CR 613.1f, layer 6; CR 113.2/113.3), through cards
compiled from Oracle text."""

from __future__ import annotations

from tests.ir_completeness._game import card, game_at, ids, perm, resolve

from grimoire.oracle import support
from grimoire.rules import sba, zones
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RITE = card("Test Rite", "Enchantment",
            'Creatures you control have "{T}: Add one mana of any color."', mana_cost="{1}{G}")
BLADE = card("Test Blade", "Artifact — Equipment",
             'Equipped creature has "Whenever this creature attacks, you gain 2 life."\n'
             "Equip {1}", mana_cost="{1}")
GROWTH = card("Test Growth", "Enchantment — Aura",
              'Enchant land\nEnchanted land has "{T}: Add {G}{G}."', mana_cost="{G}")
INSIGHT = card("Test Insight", "Instant", "Draw a card.", mana_cost="{U}")
BEAST = card("Test Beast", "Creature — Beast", "", "3", "3", mana_cost="{1}{G}")


def _castable(game: object, name: str) -> bool:
    from grimoire.rules.game import Game
    assert isinstance(game, Game)
    hand = game.players[0].hand
    oid = next(o for o in hand if game.objects[o].name == name)
    return CastSpell(oid) in game.legal_actions()


def test_grant_abilities_is_no_gap() -> None:
    """CR 613.1f: a static granting abilities is executed, so the cards count."""
    assert not support.engine_gaps(RITE)
    assert not support.engine_gaps(BLADE)


def test_creatures_you_control_have_a_mana_ability() -> None:
    """CR 613.1f, 605.1a: Cryptolith Rite's creatures have "{T}: Add one mana of any
    color.", so a Grizzly Bears pays {U}; the ability goes when the Rite leaves (CR 611.3a)."""
    spec = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Test Rite")),
                      hand=("Test Insight",))
    game = game_at(spec, extra=(RITE, INSIGHT))
    assert _castable(game, "Test Insight")
    bears = game.objects[ids(game, "Grizzly Bears")[0]]
    assert bears.info.mana_sources and bears.info.card.name == "Grizzly Bears"
    zones.move(game, ids(game, "Test Rite")[0], "graveyard")
    sba.check(game)
    assert not bears.info.mana_sources and game.n_granted == 0
    opponent = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),), hand=("Test Insight",)),
                       PlayerSpec(battlefield=(perm("Test Rite"),)), extra=(RITE, INSIGHT))
    assert not _castable(opponent, "Test Insight")  # "you control": not the opponent's


def test_equipped_creature_has_an_attack_trigger() -> None:
    """CR 613.1f, 301.5: the equipped creature has "Whenever this creature attacks ...";
    "this creature" is the object that has it (CR 113.3c trigger); the other one doesn't."""
    spec = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                   perm("Test Blade", attached_to=(0, 0))))
    game = game_at(spec, step="beginning_of_combat", extra=(BLADE,))
    from tests.rules.helpers import pass_until
    pass_until(game, "declare_attackers")
    game.apply(DeclareAttackers(((ids(game, "Hill Giant")[0], Seat(1)),)))
    resolve(game)
    assert game.players[0].life == 20
    game = game_at(spec, step="beginning_of_combat", extra=(BLADE,))
    pass_until(game, "declare_attackers")
    game.apply(DeclareAttackers(((ids(game, "Grizzly Bears")[0], Seat(1)),)))
    resolve(game)
    assert game.players[0].life == 22


def test_enchanted_land_has_a_tap_ability() -> None:
    """CR 613.1f, 303.4: an Aura's "Enchanted land has "{T}: Add {G}{G}."" lets one
    Forest pay {1}{G}; another Forest doesn't have it."""
    spec = PlayerSpec(battlefield=(perm("Forest"), perm("Test Growth", attached_to=(0, 0))),
                      hand=("Test Beast",))
    game = game_at(spec, extra=(GROWTH, BEAST))
    assert _castable(game, "Test Beast")
    plain = game_at(PlayerSpec(battlefield=(perm("Forest"),), hand=("Test Beast",)),
                    extra=(GROWTH, BEAST))
    assert not _castable(plain, "Test Beast")


def test_granted_dies_trigger_looks_back() -> None:
    """CR 603.10a: a creature that had "When this creature dies, ..." from a static
    triggers on dying; CR 400.7: the card in the graveyard has only its own abilities."""
    omen = card("Test Omen", "Enchantment",
                'Creatures you control have "When this creature dies, you gain 3 life."',
                mana_cost="{1}{B}")
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Test Omen"))),
                   extra=(omen,))
    sba.check(game)
    new = zones.move(game, ids(game, "Grizzly Bears")[0], "graveyard")
    assert not game.objects[new].info.triggered
    [pending] = game.pending_triggers
    assert pending.ability is not None and pending.ability.text.startswith("When this")
