"""Ferris Wheel and phasing (CR 702.26): "Visit — Choose target creature that hasn't been
phased out with this Attraction. That creature phases out until you roll a 3 or less while
rolling to visit your Attractions." """

from __future__ import annotations

from tests.dice_rules._util import one, perm, resolve
from tests.unsets._cards import all_cards, card
from tests.unsets._util import pass_until, unset_game

from grimoire.mechanics import phasing
from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _wheel_game() -> Game:
    """Alice's upkeep: Ferris Wheel lit up at 2, 4 and 6; Bob has a Hill Giant and Grizzly
    Bears wearing nothing."""
    g = unset_game(PlayerSpec(battlefield=(perm("Ferris Wheel"),)),
                   PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears"))),
                   step="upkeep", extra=all_cards(),
                   supplementary={"lights": [[[0, [2, 4, 6]]], []]})
    return g


def _visit(g: Game, natural: int, target: int | None = None) -> None:
    """Pass to the next precombat main phase of Alice, rolling ``natural`` to visit; aim the
    visit trigger at ``target`` if it asks."""
    g.script_dice([natural])
    pass_until(g, lambda g: g.step == "main1" and g.active == 0)
    if g.pending is not None and g.pending.kind == "trigger_targets":
        assert target is not None
        g.apply(Choose(((target,),)))
    resolve(g)


def _next_alice_main(g: Game, natural: int, target: int | None = None) -> None:
    pass_until(g, lambda g: g.active == 1)
    _visit(g, natural, target)


def test_ferris_wheel_compiles_to_phase_out() -> None:
    """The filter and the duration are IR the engine executes: no gap."""
    wheel = card("Ferris Wheel")
    ability = wheel.abilities[0]
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.targets[0].filter.not_phased_out_with_source
    assert ability.effect == ir.PhaseOut(ir.TargetRef(0), until_visit_max=3)
    assert engine_gaps(wheel) == []


def test_phased_out_creature_does_not_exist_until_a_low_visit_roll() -> None:
    """CR 702.26b: the Giant phases out (treated as though it doesn't exist: gone from the
    battlefield list, no zone change, CR 702.26d); Bob's untap step doesn't phase it in
    (the effect says how long); Alice's visit roll of 3 or less does (CR 702.26c); it kept
    its id, and the cleanup steps removed its damage (CR 514.2)."""
    g = _wheel_game()
    giant = one(g, "Hill Giant")
    g.objects[giant].damage = 1
    _visit(g, 4, giant)
    assert giant not in g.battlefield and giant not in g.objects
    assert phasing.is_phased_out(g, giant)
    assert not any(isinstance(e, ev.ZoneChanged) and e.old == giant for e in g.events)
    _next_alice_main(g, 5)  # 5: not 3 or less; Bob's untap step came and went
    assert phasing.is_phased_out(g, giant)
    _next_alice_main(g, 3)
    assert giant in g.battlefield and g.objects[giant].damage == 0
    assert [e.out for e in g.events if isinstance(e, ev.Phased)] == [True, False]


def test_a_creature_phased_out_with_this_attraction_is_no_longer_a_legal_target() -> None:
    """ "that hasn't been phased out with this Attraction": after the Giant came back, only
    the Bears can be targeted; with no other creature, the trigger is removed (CR 603.3d)."""
    g = _wheel_game()
    giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
    _visit(g, 6, giant)
    _next_alice_main(g, 2)  # 2 is lit up and 3 or less: the Giant phases in, then a visit
    assert giant in g.battlefield
    assert phasing.is_phased_out(g, bears)  # the only legal target was the Bears


def test_phasing_keyword_untap_step() -> None:
    """CR 702.26a: during its controller's untap step, a permanent with phasing phases out,
    and phases back in during their next untap step."""
    blinker = ir.CardDefinition("Blinker", card_types=("creature",), power=1, toughness=1,
                                abilities=(ir.Keyword("phasing"),))
    g = unset_game(PlayerSpec(battlefield=(perm("Blinker"),)), step="end", active=1,
                   turn=2, extra=[blinker])
    oid = one(g, "Blinker")
    pass_until(g, lambda g: g.turn == 3 and g.step == "upkeep")
    assert phasing.is_phased_out(g, oid)
    pass_until(g, lambda g: g.turn == 5 and g.step == "upkeep")
    assert oid in g.battlefield
