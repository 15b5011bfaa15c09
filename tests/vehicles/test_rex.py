"""Captain Rex Nebula (Unfinity): a permanent becomes a Vehicle until end of turn, gains
crew 2 and a quoted triggered ability, is crewed, attacks and crash-lands."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import game, index_of, one, perm

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _to_rex_target(g: Game) -> None:
    while g.pending is not None and g.pending.kind != "trigger_targets":
        g.apply(PassPriority())
    assert g.pending is not None and g.step == "beginning_of_combat"


def _until(g: Game, kind: str) -> None:
    for _ in range(50):
        assert g.pending is not None
        if g.pending.kind == kind:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError(kind)


def _rex_game() -> tuple[Game, int, int]:
    rex = definition("Captain Rex Nebula")
    assert not ir.unimplemented_nodes(rex)
    p0 = PlayerSpec(battlefield=(perm("Captain Rex Nebula"), perm("Hill Giant"),
                                 perm("Grizzly Bears")))
    g = game(p0, extra=[rex])
    giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
    _to_rex_target(g)
    g.apply(Choose(((giant,),)))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the trigger resolves
    return g, giant, bears


def test_it_becomes_a_vehicle_artifact_with_base_pt_its_mana_value() -> None:
    """CR 205.1a: "becomes a Vehicle artifact" replaces its card types and subtypes (no
    longer a creature: it can't attack, CR 508.1a); CR 613.4b: base power and toughness
    equal to its mana value (4 for Hill Giant, used once it is a creature, CR 208.3a);
    CR 613.1f: it has crew 2 and the quoted ability until end of turn."""
    g, giant, _ = _rex_game()
    obj = g.objects[giant]
    assert obj.info.types == frozenset({"artifact"}) and obj.info.subtypes == {"Vehicle"}
    assert not query.is_creature(g, obj)
    assert any(isinstance(a, ir.ActivatedAbility) and isinstance(a.effect, ir.BecomeCrewed)
               for a in obj.info.card.abilities)
    assert (obj.info.power, obj.info.toughness) == (4, 4)


def test_crewed_it_attacks_and_crash_lands_on_a_matching_roll() -> None:
    """CR 702.122a: crew 2 (Grizzly Bears) makes it an artifact creature; it attacks; the
    gained "whenever this Vehicle deals damage" triggers (CR 603.2): a d6 equal to its mana
    value (4) sacrifices it and it deals that much damage to any target."""
    g, giant, bears = _rex_game()
    g.apply(ActivateAbility(giant, index_of(g, giant, ir.ActivatedAbility), costs=(bears,)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert query.is_creature(g, g.objects[giant])
    assert (query.power(g, g.objects[giant]), query.toughness(g, g.objects[giant])) == (4, 4)
    _until(g, "declare_attackers")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    g.script_dice([4])
    _until(g, "trigger_targets")
    assert g.players[1].life == 16
    g.apply(Choose(((Seat(1),),)))
    _until(g, "priority")
    while g.stack:
        g.apply(PassPriority())
    assert giant not in g.battlefield and one(g, "Hill Giant", "graveyard")
    assert g.players[1].life == 12


def test_a_missed_roll_keeps_it_and_it_is_a_giant_again_next_turn() -> None:
    """A roll other than its mana value does nothing; CR 514.2: at end of turn it is a
    creature again, without crew or the quoted ability."""
    g, giant, bears = _rex_game()
    g.apply(ActivateAbility(giant, index_of(g, giant, ir.ActivatedAbility), costs=(bears,)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    _until(g, "declare_attackers")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    g.script_dice([5])
    _until(g, "trigger_targets")
    g.apply(Choose(((Seat(1),),)))
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    obj = g.objects[giant]
    assert obj.zone == "battlefield" and g.players[1].life == 16
    assert query.is_creature(g, obj) and "Vehicle" not in obj.info.subtypes
    assert not any(isinstance(a, ir.ActivatedAbility) for a in obj.info.card.abilities)
    assert not obj.info.triggered and g.n_watchers >= 0
