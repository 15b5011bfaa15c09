"""Ward (CR 702.21): a triggered ability that counters the targeting spell or ability
unless its controller pays."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

WARDED = ir.CardDefinition(
    "Test Warded", card_types=("creature",), power=2, toughness=2,
    abilities=(ir.Keyword("ward", cost=ir.Cost(mana=ManaCost.parse("{2}"))),))
PINGER = ir.CardDefinition(
    "Test Pinger", card_types=("artifact",), abilities=(
        ir.ActivatedAbility(ir.Cost(), ir.DealDamage(ir.Fixed(1), ir.TargetRef(0)),
                            targets=(ir.TargetSpec("any"),)),))
WATCHFUL = ir.CardDefinition(
    "Test Watchful", card_types=("creature",), power=1, toughness=3, abilities=(
        ir.TriggeredAbility(ir.StateChangeTrigger("targeted"), ir.GainLife(ir.Fixed(2))),))
EXTRA = (WARDED, PINGER, WATCHFUL)


def _bolt_the_warded(mountains: int) -> tuple[Game, int]:
    game = game_at(PlayerSpec(hand=("Lightning Bolt",),
                              battlefield=(perm("Mountain"),) * mountains),
                   PlayerSpec(battlefield=(perm("Test Warded"),)), extra=EXTRA)
    warded = one(game, "Test Warded")
    game.apply(CastSpell(game.players[0].hand[0], ((warded,),)))
    return game, warded


def _until_decision(game: Game) -> None:
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())


def test_ward_triggers_and_the_caster_decides_to_pay() -> None:
    """CR 702.21a: ward triggers when the permanent becomes the target of a spell an
    opponent controls; it goes on the stack above the spell (CR 603.3), and as it
    resolves the spell's controller chooses whether to pay; paying lets the spell
    resolve."""
    game, _ = _bolt_the_warded(3)
    assert len(game.stack) == 2
    top = game.objects[game.stack[-1]]
    assert top.kind == "ability" and top.controller == 1
    _until_decision(game)
    d = game.pending
    assert d is not None and d.kind == "yes_no" and d.player == 0
    game.apply(Choose(True))
    assert sum(game.objects[o].tapped for o in game.battlefield
               if game.objects[o].name == "Mountain") == 3
    _until_decision(game)
    assert not ids(game, "Test Warded")


def test_declining_or_unable_to_pay_counters_the_spell() -> None:
    """CR 702.21a / 701.5a: if the player doesn't pay, the spell is countered: it goes to
    its owner's graveyard and none of its effects happen."""
    game, warded = _bolt_the_warded(3)
    _until_decision(game)
    game.apply(Choose(False))
    _until_decision(game)
    assert ids(game, "Test Warded") and game.objects[warded].damage == 0
    assert {game.objects[o].name for o in game.players[0].graveyard} == {"Lightning Bolt"}
    poor, warded = _bolt_the_warded(1)
    _until_decision(poor)  # no mana left: no payment decision, countered at once
    assert ids(poor, "Test Warded") and not poor.stack


def test_ward_doesnt_trigger_for_its_controller() -> None:
    """CR 702.21a: only spells and abilities an opponent controls trigger ward."""
    game = game_at(PlayerSpec(hand=("Giant Growth",), battlefield=(perm("Forest"),
                                                                  perm("Test Warded"))),
                   extra=EXTRA)
    warded = one(game, "Test Warded")
    game.apply(CastSpell(game.players[0].hand[0], ((warded,),)))
    assert len(game.stack) == 1


def test_ward_counters_an_ability() -> None:
    """CR 702.21a: ward also counters an activated ability that targets the permanent."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Pinger"),)),
                   PlayerSpec(battlefield=(perm("Test Warded"),)), extra=EXTRA)
    warded = one(game, "Test Warded")
    game.apply(ActivateAbility(one(game, "Test Pinger"), 0, ((warded,),)))
    assert len(game.stack) == 2
    _until_decision(game)  # no mana: countered
    assert not game.stack and game.objects[warded].damage == 0
    assert not any(isinstance(e, ev.DamageDealt) for e in game.events)


def test_becomes_the_target_trigger() -> None:
    """CR 603.2: "Whenever this creature becomes the target of a spell or ability"
    triggers whoever controls the spell."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(battlefield=(perm("Test Watchful"),)), extra=EXTRA)
    game.apply(CastSpell(game.players[0].hand[0], ((one(game, "Test Watchful"),),)))
    assert len(game.stack) == 2
    _until_decision(game)
    assert game.players[1].life == 22
