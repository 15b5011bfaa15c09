"""Amounts, conditions, references and effect fields the engine now honours (compiled text)."""

from __future__ import annotations

from tests.ir_completeness._game import card, cast, game_at, ids, perm, resolve

from grimoire.oracle import ir
from grimoire.rules.position import PlayerSpec
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, condition_holds, objects

BEARS = "Grizzly Bears"


def test_sacrifice_binds_for_the_creature_you_sacrificed() -> None:
    """CR 701.17a, 608.2h: "the creature you sacrificed this way" is yours, not the
    opponent's (Bound.player)."""
    pact = card("Test Pact", "Sorcery", "Each player sacrifices a creature. You gain life "
                "equal to the power of the creature you sacrificed this way.")
    game = game_at(PlayerSpec(hand=("Test Pact",), battlefield=(perm("Hill Giant"),)),
                   PlayerSpec(battlefield=(perm(BEARS),)), extra=(pact,))
    cast(game, "Test Pact")
    resolve(game)
    assert not game.battlefield and game.players[0].life == 23  # Hill Giant's power 3


def test_sacrifice_the_greatest_power() -> None:
    """CR 701.17a: "the creature with the greatest power among creatures they control"."""
    edict = card("Test Edict", "Sorcery", "Each opponent sacrifices a creature with the "
                 "greatest power among creatures they control.")
    game = game_at(PlayerSpec(hand=("Test Edict",)),
                   PlayerSpec(battlefield=(perm(BEARS), perm("Hill Giant"))), extra=(edict,))
    cast(game, "Test Edict")
    resolve(game)
    assert ids(game, BEARS) and ids(game, "Hill Giant", "graveyard")


def test_life_total_card_types_and_conditions() -> None:
    """CR 119.1 life total; CR 205.2a card types among cards; CR 722.1 the monarch;
    "during your turn" (AllOf / IsYourTurn)."""
    game = game_at(PlayerSpec(graveyard=("Forest", BEARS, "Hill Giant")))
    res = Resolution(source=0, controller=0)
    assert amount_value(game, res, ir.LifeTotal(), 0) == 20
    assert amount_value(game, res, ir.CardTypesIn(), 0) == 2  # land, creature
    assert condition_holds(game, res, ir.AllOf((ir.IsYourTurn(),)))
    assert not condition_holds(game, Resolution(source=0, controller=1), ir.IsYourTurn())
    assert not condition_holds(game, res, ir.PlayerStatus("monarch"))
    game.monarch = 0
    assert condition_holds(game, res, ir.PlayerStatus("monarch"))


def test_exiled_with_filter_and_count_among() -> None:
    """CR 607.2a: the cards exiled with this object, narrowed by a filter; "for each
    creature card among them"."""
    game = game_at(PlayerSpec(exile=(BEARS, "Forest")))
    bear, forest = ids(game, BEARS, "exile")[0], ids(game, "Forest", "exile")[0]
    game.linked[0] = (bear, forest)
    res = Resolution(source=0, controller=0)
    creatures = ir.ObjectFilter(types_any=("creature",))
    assert objects(game, res, ir.ExiledWith(filter=creatures)) == [bear]
    assert amount_value(game, res, ir.CountOf(creatures, among=ir.ExiledWith()), 0) == 1


def test_discard_that_card() -> None:
    """CR 701.9a: "discard it" discards that card only."""
    node = ir.Discard(ir.Fixed(1), what=ir.Bound("picked"))
    game = game_at(PlayerSpec(hand=(BEARS, "Forest")))
    from grimoire.effects.each_player import discard
    res = Resolution(source=0, controller=0)
    res.bindings["picked"] = tuple(ids(game, "Forest", "hand"))
    assert discard(game, res, node, None) is None
    assert ids(game, "Forest", "graveyard") and ids(game, BEARS, "hand")


def test_animate_sets_colors() -> None:
    """CR 613.1e (layer 5): "becomes a red ... creature" sets its color."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"),)))
    land = ids(game, "Forest")[0]
    from grimoire.effects.control import animate
    res = Resolution(source=land, controller=0)
    animate(game, res, ir.Animate(ir.ThisObject(), ir.Fixed(3), ir.Fixed(3), colors=("R",)),
            None)
    assert game.objects[land].info.colors == frozenset({"R"})


def test_if_a_creature_died_this_turn() -> None:
    """CR 700.4: "If a creature died this turn" reads this turn's events only."""
    grief = card("Test Grief", "Sorcery",
                 "If a creature died this turn, draw two cards. Otherwise, draw a card.")
    axe = card("Test Axe", "Instant", "Destroy target creature.")
    quiet = game_at(PlayerSpec(hand=("Test Grief",)), extra=(grief,))
    cast(quiet, "Test Grief")
    resolve(quiet)
    assert len(quiet.players[0].hand) == 1
    game = game_at(PlayerSpec(hand=("Test Grief", "Test Axe"), battlefield=(perm(BEARS),)),
                   extra=(grief, axe))
    cast(game, "Test Axe", (ids(game, BEARS)[0],))
    resolve(game)
    cast(game, "Test Grief")
    resolve(game)
    assert len(game.players[0].hand) == 2
    assert condition_holds(game, Resolution(source=0, controller=0),
                           ir.HappenedThisTurn("you_cast_spell"))
