"""Crew (CR 702.122) and Vehicles (CR 301.7) in real games."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, index_of, one, perm, resolve
from tests.vehicles._cards import copter, crewed_trigger_vehicle, heavy_vehicle, once_vehicle

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import combat, query
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def crew_actions(g: Game, vehicle: int) -> list[ActivateAbility]:
    return [a for a in g.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == vehicle]


def crew(g: Game, vehicle: int, *creatures: int) -> None:
    g.apply(ActivateAbility(vehicle, index_of(g, vehicle, ir.ActivatedAbility),
                            costs=tuple(creatures)))


def to_attackers(g: Game) -> None:
    """Pass priority (empty stack) until the active player declares attackers."""
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "declare_attackers":
            return
        g.apply(PassPriority())
    raise AssertionError("never reached declare attackers")


def board(*names: str, vehicle: str = "Smuggler's Copter", **kw: object) -> Game:
    extra = [copter(), heavy_vehicle(), once_vehicle(), crewed_trigger_vehicle()]
    p0 = PlayerSpec(battlefield=(perm(vehicle), *(perm(n) for n in names)))
    return game(p0, extra=extra, **kw)  # type: ignore[arg-type]


def test_a_vehicle_is_not_a_creature_until_crewed() -> None:
    """CR 301.7, 208.3: an uncrewed Vehicle isn't a creature (its printed P/T unused) and
    can't attack (CR 508.1a: only creatures attack)."""
    g = board("Grizzly Bears")
    copter_id = one(g, "Smuggler's Copter")
    assert not query.is_creature(g, g.objects[copter_id])
    to_attackers(g)
    assert copter_id not in g.legal_actions().creatures  # type: ignore[attr-defined]


def test_crew_makes_it_an_artifact_creature_that_attacks() -> None:
    """CR 702.122a: tap creatures with total power N or more: it becomes an artifact
    creature until end of turn, with its printed power and toughness (CR 301.7b)."""
    g = board("Grizzly Bears")
    copter_id, bears = one(g, "Smuggler's Copter"), one(g, "Grizzly Bears")
    assert [a.costs for a in crew_actions(g, copter_id)] == [(bears,)]
    crew(g, copter_id, bears)
    assert g.objects[bears].tapped and g.stack  # the crew ability uses the stack
    resolve(g)
    vehicle = g.objects[copter_id]
    assert vehicle.info.types >= {"artifact", "creature"} and "Vehicle" in vehicle.info.subtypes
    assert (query.power(g, vehicle), query.toughness(g, vehicle)) == (3, 3)
    assert any(isinstance(e, ev.BecameCrewed) and e.vehicle == copter_id for e in g.events)
    to_attackers(g)
    g.apply(DeclareAttackers(((copter_id, Seat(1)),)))
    for _ in range(40):
        if g.players[1].life < 20 or g.pending is None:
            break
        g.apply(g.legal_actions()[0])  # loot trigger: the first answers; no blocks
    assert g.players[1].life == 17


def test_crewed_until_end_of_turn() -> None:
    """CR 702.122a, 514.2: "until end of turn": a noncreature again in the cleanup step."""
    g = board("Grizzly Bears")
    copter_id = one(g, "Smuggler's Copter")
    crew(g, copter_id, one(g, "Grizzly Bears"))
    resolve(g)
    assert g.objects[copter_id].info.is_creature
    turn = g.turn
    while g.turn == turn:
        g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
    assert not g.objects[copter_id].info.is_creature


def test_total_power_and_minimal_choices() -> None:
    """CR 702.122a: total power N or greater; the legal actions list each minimal set."""
    g = board("Grizzly Bears", "Llanowar Elves", "Llanowar Elves", "Hill Giant",
              vehicle="Test Juggernaut")
    jug = one(g, "Test Juggernaut")
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    elves = sorted(o.id for o in g.objects.values() if o.name == "Llanowar Elves")
    expected = {(giant,), tuple(sorted((bears, elves[0]))), tuple(sorted((bears, elves[1])))}
    assert {a.costs for a in crew_actions(g, jug)} == expected  # two 1/1s make only 2


def test_more_creatures_than_needed_may_crew() -> None:
    """CR 702.122a: "any number of" creatures: tapping more than needed is legal."""
    g = board("Grizzly Bears", "Hill Giant", vehicle="Test Juggernaut")
    jug, bears, giant = one(g, "Test Juggernaut"), one(g, "Grizzly Bears"), one(g, "Hill Giant")
    crew(g, jug, bears, giant)
    assert g.objects[bears].tapped and g.objects[giant].tapped
    resolve(g)
    assert g.objects[jug].info.is_creature


def test_not_enough_power_is_illegal_and_changes_nothing() -> None:
    """CR 702.122a: total power below N can't pay crew; the vehicle can't crew itself
    ("other" creatures) and tapped creatures can't be tapped (CR 118.3)."""
    g = board("Grizzly Bears", vehicle="Test Juggernaut")
    jug, bears = one(g, "Test Juggernaut"), one(g, "Grizzly Bears")
    assert crew_actions(g, jug) == []
    before = len(g.events)
    with pytest.raises(IllegalActionError):
        crew(g, jug, bears)
    with pytest.raises(IllegalActionError):
        crew(g, jug, bears, bears)
    assert not g.objects[bears].tapped and len(g.events) == before and not g.stack
    g2 = board("Grizzly Bears", "Hill Giant", vehicle="Test Juggernaut")
    jug2 = one(g2, "Test Juggernaut")
    crew(g2, jug2, one(g2, "Hill Giant"))
    resolve(g2)
    with pytest.raises(IllegalActionError):  # a crewed Vehicle is not an "other" creature
        crew(g2, jug2, jug2, one(g2, "Grizzly Bears"))


def test_summoning_sick_creatures_crew_but_a_new_vehicle_cannot_attack() -> None:
    """CR 302.6 applies to {T} costs and attacking, not to tapping creatures for crew: a
    creature that came under your control this turn may crew; a Vehicle that did can't
    attack once crewed (it is a creature without haste, CR 302.6)."""
    p0 = PlayerSpec(battlefield=(perm("Smuggler's Copter", sick=True),
                                 perm("Grizzly Bears", sick=True)))
    g = game(p0, extra=[copter()])
    copter_id, bears = one(g, "Smuggler's Copter"), one(g, "Grizzly Bears")
    crew(g, copter_id, bears)
    resolve(g)
    assert g.objects[copter_id].info.is_creature
    assert not combat.can_attack(g, g.objects[copter_id])
    g.apply(PassPriority())  # no creature can attack: no attack declaration is asked
    assert g.pending is not None and g.pending.kind != "declare_attackers"


def test_crew_at_instant_speed_on_the_opponents_turn() -> None:
    """CR 702.122a: crew is an activated ability without a timing restriction: a Vehicle
    can be crewed in the opponent's turn (to block)."""
    p0 = PlayerSpec(battlefield=(perm("Smuggler's Copter"), perm("Grizzly Bears")))
    g = game(p0, PlayerSpec(), active=1, step="main1", extra=[copter()])
    g.apply(PassPriority())  # the active player passes; player 0 gets priority
    assert g.pending is not None and g.pending.player == 0
    copter_id = one(g, "Smuggler's Copter")
    crew(g, copter_id, one(g, "Grizzly Bears"))
    resolve(g)
    assert g.objects[copter_id].info.is_creature


def test_activate_only_once_each_turn() -> None:
    """CR 602.5b: "Crew 1. Activate only once each turn."."""
    g = board("Grizzly Bears", "Llanowar Elves", vehicle="Test Skiff")
    skiff = one(g, "Test Skiff")
    crew(g, skiff, one(g, "Grizzly Bears"))
    resolve(g)
    assert crew_actions(g, skiff) == []
    with pytest.raises(IllegalActionError, match="once each turn"):
        crew(g, skiff, one(g, "Llanowar Elves"))


def test_becomes_crewed_trigger() -> None:
    """CR 702.122d: "whenever ~ becomes crewed" = whenever a crew ability of it resolves."""
    g = board("Hill Giant", vehicle="Test Carriage")
    carriage = one(g, "Test Carriage")
    crew(g, carriage, one(g, "Hill Giant"))
    assert g.players[0].life == 20
    resolve(g)
    assert g.players[0].life == 22


def test_crewing_survives_copy_and_save() -> None:
    """A crewed Vehicle's state copies and replays exactly (saves are replays)."""
    g = board("Grizzly Bears")
    copter_id = one(g, "Smuggler's Copter")
    crew(g, copter_id, one(g, "Grizzly Bears"))
    resolve(g)
    clone = g.copy()
    assert clone.objects[copter_id].info.is_creature
    loaded = Game.load(g.save(), g.pool)
    assert loaded.objects[copter_id].info.is_creature and loaded.events == g.events


def test_many_small_creatures_list_some_choices_and_accept_all() -> None:
    """With twelve 1/1s, crew 3 has 220 minimal choices: the legal actions list at most
    ``LISTED`` of them, and any legal choice is accepted (CR 702.122a)."""
    from grimoire.mechanics.vehicles import LISTED
    g = board(*["Llanowar Elves"] * 12, vehicle="Test Juggernaut")
    jug = one(g, "Test Juggernaut")
    elves = sorted(o.id for o in g.objects.values() if o.name == "Llanowar Elves")
    listed = {a.costs for a in crew_actions(g, jug)}
    assert len(listed) == LISTED and all(len(c) == 3 for c in listed)
    unlisted = tuple(elves[-3:])
    assert unlisted not in listed
    crew(g, jug, *unlisted)
    assert all(g.objects[e].tapped for e in unlisted)
    resolve(g)
    assert g.objects[jug].info.is_creature
