"""Wyll's Reversal: "Choose target spell or ability with one or more targets. Roll a d20 and
add the greatest power among creatures you control." 1—14: "You may choose new targets for
that spell or ability" (CR 115.7d); 15+: also "Then copy it. You may choose new targets for
the copy." (CR 707.10c). Abilities on the stack can be targeted (CR 115.2)."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

WYLL = "Wyll's Reversal"
BOLT = compile_card("Test Bolt", "Instant", "{R}", "Test Bolt deals 2 damage to any target.")
DRAW = compile_card("Test Draw", "Instant", "{U}", "Draw a card.")
PINGER = compile_card("Test Pinger", "Creature — Human Wizard", "{1}{R}",
                      "{T}: Test Pinger deals 1 damage to any target.", "1", "1")


def _game(*hand: str, mine: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(hand=(WYLL, *hand), battlefield=(*(perm(n) for n in mine),
                                                             *lands("Mountain", 6))),
                PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
                extra=(definition(WYLL), BOLT, DRAW, PINGER))


def _bolt_the_bears(g: Game) -> int:
    cast(g, "Test Bolt", ((one(g, "Grizzly Bears"),),))
    return one(g, "Test Bolt", "stack")


def test_low_roll_redirects_the_spell() -> None:
    """d20 = 3 + 1 (the greatest power among my creatures: the Pinger; the opponent's Hill
    Giant doesn't count) = 4: only new targets. Test Bolt now hits the opponent instead of
    the Bears."""
    g = _game("Test Bolt", mine=("Test Pinger",))
    bolt = _bolt_the_bears(g)
    g.script_dice([3])
    cast(g, WYLL, ((bolt,),))
    resolve(g, [Choose(((Seat(1),),))])
    assert g.players[1].life == 18
    assert g.objects[one(g, "Grizzly Bears")].damage == 0
    assert ids(g, "Test Bolt", "graveyard")


def test_keeping_the_targets_is_allowed() -> None:
    """CR 115.7d: the player may leave the targets unchanged (the first option)."""
    g = _game("Test Bolt")
    bolt = _bolt_the_bears(g)
    g.script_dice([10])
    cast(g, WYLL, ((bolt,),))
    resolve(g, [Choose(((one(g, "Grizzly Bears"),),))])
    assert ids(g, "Grizzly Bears", "graveyard")


def test_high_roll_copies_with_new_targets() -> None:
    """d20 = 14 + 1 (the Pinger's power) = 15: new targets for the Bolt (the Hill Giant),
    then a copy whose target is the opponent (CR 707.10c)."""
    g = _game("Test Bolt", mine=("Test Pinger",))
    bolt = _bolt_the_bears(g)
    g.script_dice([14])
    cast(g, WYLL, ((bolt,),))
    giant = one(g, "Hill Giant")
    resolve(g, [Choose(((giant,),)), Choose(((Seat(1),),))])
    assert g.objects[giant].damage == 2 and g.players[1].life == 18
    assert g.objects[one(g, "Grizzly Bears")].damage == 0


def test_an_activated_ability_can_be_redirected() -> None:
    """CR 115.2: an ability on the stack is a legal target of "target spell or ability";
    the Pinger's 1 damage goes to the opponent instead of the Bears."""
    g = _game(mine=("Test Pinger",))
    pinger = one(g, "Test Pinger")
    g.apply(ActivateAbility(pinger, 0, ((one(g, "Grizzly Bears"),),)))
    ability = next(o for o in g.stack if g.objects[o].kind == "ability")
    g.script_dice([2])
    cast(g, WYLL, ((ability,),))
    resolve(g, [Choose(((Seat(1),),))])
    assert g.players[1].life == 19 and g.objects[one(g, "Grizzly Bears")].damage == 0


def test_a_spell_without_targets_is_not_a_legal_target() -> None:
    """"with one or more targets": Draw a card on the stack has none; casting Wyll's
    Reversal at it is illegal and changes nothing."""
    g = game(PlayerSpec(hand=(WYLL, "Test Draw"),
                        battlefield=(*lands("Mountain", 3), *lands("Island", 1))),
             extra=(definition(WYLL), DRAW))
    cast(g, "Test Draw")
    draw = one(g, "Test Draw", "stack")
    before = len(g.events)
    with pytest.raises(IllegalActionError):
        cast(g, WYLL, ((draw,),))
    assert len(g.events) == before and one(g, WYLL, "hand")


RESONATOR = compile_card("Test Resonator", "Artifact", "{2}",
                         "{2}, {T}: Copy target triggered ability you control. You may choose "
                         "new targets for the copy.")
STIFLE = compile_card("Test Stifle", "Instant", "{U}",
                      "Counter target activated or triggered ability.")
REDIRECT = compile_card("Test Redirect", "Instant", "{U}{U}",
                        "You may choose new targets for target spell.")
SPARK = compile_card("Test Spark", "Creature — Elemental", "{R}",
                     "When this creature enters, it deals 1 damage to any target.", "1", "1")


def _trigger_on_stack(g: Game, target: object) -> int:
    """Cast Test Spark; its enters trigger goes on the stack targeting ``target``."""
    cast(g, "Test Spark")
    for _ in range(20):
        ability = [o for o in g.stack if g.objects[o].kind == "ability"]
        if ability and g.pending is not None and g.pending.kind == "priority":
            return ability[0]
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(next(a for a in g.legal_actions() if str(target) in str(a)))
    raise AssertionError("no trigger")


def test_copy_target_triggered_ability_with_new_targets() -> None:
    """CR 707.10, 707.10c: the copy of the enters trigger hits the Hill Giant; the original
    still hits the opponent."""
    g = game(PlayerSpec(hand=("Test Spark",), battlefield=(perm("Test Resonator"),
                                                             *lands("Mountain", 3))),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(RESONATOR, SPARK))
    trigger = _trigger_on_stack(g, "Seat(1)")
    giant = one(g, "Hill Giant")
    resonator = one(g, "Test Resonator")
    g.apply(ActivateAbility(resonator, 0, ((trigger,),)))
    resolve(g, [Choose(((giant,),))])
    assert g.objects[giant].damage == 1 and g.players[1].life == 19


def test_counter_target_triggered_ability() -> None:
    """CR 701.5a: a countered ability ceases to exist: no damage."""
    g = game(PlayerSpec(hand=("Test Spark", "Test Stifle"),
                        battlefield=(*lands("Mountain", 1), *lands("Island", 1))),
             extra=(STIFLE, SPARK))
    trigger = _trigger_on_stack(g, "Seat(1)")
    cast(g, "Test Stifle", ((trigger,),))
    resolve(g)
    assert g.players[1].life == 20 and trigger not in g.stack
    assert one(g, "Test Spark")  # the creature itself is unaffected


def test_choose_new_targets_for_target_spell() -> None:
    """CR 115.7d: Test Redirect moves the opponent's Test Bolt from player 0 to player 1."""
    g = game(PlayerSpec(hand=("Test Redirect",), battlefield=lands("Island", 2)),
             PlayerSpec(hand=("Test Bolt",), battlefield=lands("Mountain", 1)),
             active=1, extra=(REDIRECT, BOLT))
    g.apply(CastSpell(one(g, "Test Bolt", "hand"), targets=((Seat(0),),)))
    g.apply(PassPriority())
    cast(g, "Test Redirect", ((one(g, "Test Bolt", "stack"),),))
    resolve(g, [Choose(((Seat(1),),))])
    assert g.players[0].life == 20 and g.players[1].life == 18


DEFLECT = compile_card("Test Deflect", "Instant", "{U}",
                       "Change the target of target spell with a single target.")


def test_change_the_target_must_change() -> None:
    """CR 115.7a: the single target must change to another legal target: player 0 picks
    among the Bolt's other legal targets (the current one, player 0, is not offered) and
    sends it at the Bears."""
    g = game(PlayerSpec(hand=("Test Deflect",), battlefield=lands("Island", 1)),
             PlayerSpec(hand=("Test Bolt",), battlefield=(perm("Grizzly Bears"),
                                                          *lands("Mountain", 1))),
             active=1, extra=(DEFLECT, BOLT))
    g.apply(CastSpell(one(g, "Test Bolt", "hand"), targets=((Seat(0),),)))
    g.apply(PassPriority())
    cast(g, "Test Deflect", ((one(g, "Test Bolt", "stack"),),))
    for _ in range(3):
        g.apply(PassPriority())
        if g.pending is not None and g.pending.kind == "choose_mode":
            break
    assert g.pending is not None and g.pending.rule == "CR 115.7a"
    assert ((Seat(0),),) not in g.pending.options  # "another" legal target only
    resolve(g, [Choose(((one(g, "Grizzly Bears"),),))])
    assert g.players[0].life == 20 and ids(g, "Grizzly Bears", "graveyard")


def test_a_spell_with_two_targets_is_not_a_single_target() -> None:
    """"with a single target": a spell with two targets can't be chosen."""
    two = compile_card("Test Split", "Instant", "{R}",
                       "Test Split deals 1 damage to target creature and 1 damage to target "
                       "player.")
    g = game(PlayerSpec(hand=("Test Deflect",), battlefield=lands("Island", 1)),
             PlayerSpec(hand=("Test Split",), battlefield=(perm("Grizzly Bears"),
                                                           *lands("Mountain", 1))),
             active=1, extra=(DEFLECT, two))
    g.apply(CastSpell(one(g, "Test Split", "hand"),
                      targets=((one(g, "Grizzly Bears"),), (Seat(0),))))
    g.apply(PassPriority())
    with pytest.raises(IllegalActionError):
        cast(g, "Test Deflect", ((one(g, "Test Split", "stack"),),))
