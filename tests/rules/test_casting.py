"""Playing lands (CR 305) and casting spells (CR 601, 118, 107.3)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, one, perm

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, PassPriority, PlayLand
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.save import events_hash


def test_one_land_per_turn() -> None:
    """CR 305.2: a player can normally play one land during their turn."""
    game = game_at(PlayerSpec(hand=("Forest", "Mountain")))
    forest, mountain = game.players[0].hand
    game.apply(PlayLand(forest))
    with pytest.raises(IllegalActionError, match=r"CR 305.2"):
        game.apply(PlayLand(mountain))
    assert PlayLand(mountain) not in game.legal_actions()


def test_land_only_at_sorcery_speed() -> None:
    """CR 305.1: only in your main phase with an empty stack."""
    game = game_at(PlayerSpec(hand=("Forest",)), step="upkeep")
    with pytest.raises(IllegalActionError, match=r"CR 305.1"):
        game.apply(PlayLand(game.players[0].hand[0]))


def test_illegal_action_changes_nothing() -> None:
    """An illegal action raises IllegalActionError naming the rule, and changes nothing."""
    game = game_at(PlayerSpec(hand=("Hill Giant",), battlefield=(perm("Mountain"),)))
    before = (events_hash(game), game.players[0].hand[:], game.pending)
    with pytest.raises(IllegalActionError, match=r"CR 601.2e"):
        game.apply(CastSpell(game.players[0].hand[0]))  # {3}{R} with one Mountain
    assert (events_hash(game), game.players[0].hand, game.pending) == before
    assert isinstance(IllegalActionError("x"), ValueError)


def test_sorcery_speed_for_creatures() -> None:
    """CR 307.1 / 302.1: creature spells only in your main phase with an empty stack."""
    game = game_at(PlayerSpec(hand=("Grizzly Bears",),
                              battlefield=(perm("Forest"), perm("Forest"))), step="upkeep")
    with pytest.raises(IllegalActionError, match=r"CR 307.1"):
        game.apply(CastSpell(game.players[0].hand[0]))


def test_instant_on_opponents_turn_and_targets() -> None:
    """CR 601.2c targets chosen on casting; instants at any priority."""
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                   PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   step="upkeep")
    game.apply(PassPriority())
    bolt = game.players[1].hand[0]
    options = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    bears = one(game, "Grizzly Bears")
    assert {a.targets for a in options} == {((Seat(0),),), ((Seat(1),),), ((bears,),)}
    game.apply(CastSpell(bolt, ((bears,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert not game.battlefield or bears not in game.battlefield
    assert game.players[0].graveyard


def test_x_spell() -> None:
    """CR 107.3: X chosen on casting; the mana paid includes it."""
    game = game_at(PlayerSpec(hand=("Blaze",), battlefield=(perm("Mountain"),) * 4))
    blaze = game.players[0].hand[0]
    xs = sorted({a.x for a in game.legal_actions() if isinstance(a, CastSpell)})
    assert xs == [0, 1, 2, 3]
    game.apply(CastSpell(blaze, ((Seat(1),),), x=3))
    assert all(game.objects[o].tapped for o in game.battlefield)
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[1].life == 17


def test_additional_and_alternative_costs() -> None:
    """CR 601.2b/f: mandatory additional costs are paid; CR 118.9 alternative costs."""
    bone = ir.CardDefinition(
        "Bone Splinters", mana_cost=ManaCost.parse("{B}"), card_types=("sorcery",),
        spell=ir.SpellAbility(ir.Destroy(ir.TargetRef(0)), (ir.TargetSpec(
            "object", ir.ObjectFilter(types_any=("creature",))),)),
        additional_costs=(ir.AdditionalCost(ir.Cost(parts=(ir.SacrificeCost(
            filter=ir.ObjectFilter(types_any=("creature",))),))),))
    free = ir.CardDefinition(
        "Free Shock", mana_cost=ManaCost.parse("{5}{R}"), card_types=("instant",),
        spell=ir.SpellAbility(ir.DealDamage(ir.Fixed(2), ir.TargetRef(0)),
                              (ir.TargetSpec("any"),)),
        alternative_costs=(ir.AlternativeCost(ir.Cost(parts=(ir.PayLifeCost(ir.Fixed(4)),))),))
    game = game_at(PlayerSpec(hand=("Bone Splinters", "Free Shock"),
                              battlefield=(perm("Swamp"), perm("Grizzly Bears"))),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(bone, free))
    bones, shock = game.players[0].hand
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == bones]
    assert all(a.costs == (bears,) for a in casts)  # the only creature to sacrifice
    shocks = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == shock]
    assert shocks and all(a.alt == 0 for a in shocks)  # only the alternative cost is payable
    game.apply(CastSpell(bones, ((giant,),), costs=(bears,)))
    assert bears not in game.objects and game.players[0].graveyard
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert giant not in game.objects
    game.apply(CastSpell(shock, ((Seat(1),),), alt=0))
    assert game.players[0].life == 16
