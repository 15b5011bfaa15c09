"""Creatures that crew or saddle (CR 702.122b, 702.171c): "whenever ~ crews a Vehicle"
triggers and "creature that crewed it this turn"."""

from __future__ import annotations

from tests.dice_rules._util import game, index_of, one, perm, resolve
from tests.vehicles._cards import card, copter, heavy_vehicle

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

MOTORIST = card("Veteran Motorist", "Creature — Dwarf Pilot",
                "When this creature enters, scry 2.\nWhenever this creature crews a Vehicle, that "
                "Vehicle gets +1/+1 until end of turn.", "3", "1", "{R}{W}")
GETAWAY = card("Getaway Car", "Artifact — Vehicle",
               "Haste\nWhenever this Vehicle attacks or blocks, return up to one target creature "
               "that crewed it this turn to its owner's hand.\nCrew 1", "4", "3", "{3}")
BEAVER = card("Giant Beaver", "Creature — Beaver Mount",
              "Vigilance\nWhenever this creature attacks while saddled, put a +1/+1 counter on "
              "target creature that saddled it this turn.\nSaddle 3 (Tap any number of other "
              "creatures you control with total power 3 or more: This Mount becomes saddled "
              "until end of turn. Saddle only as a sorcery.)", "4", "4", "{3}{G}")
LOCOMOTIVE = card("Luxurious Locomotive", "Artifact — Vehicle",
                  "Whenever this Vehicle attacks, create a Treasure token for each creature that "
                  "crewed it this turn.\nCrew 1. Activate only once each turn.", "6", "5", "{5}")
EXTRA = [MOTORIST, GETAWAY, BEAVER, LOCOMOTIVE, copter(), heavy_vehicle()]


def _activate(g: Game, name: str, *costs: int) -> None:
    oid = one(g, name)
    g.apply(ActivateAbility(oid, index_of(g, oid, ir.ActivatedAbility), costs=costs))


def _attack_with(g: Game, oid: int) -> None:
    while g.pending is not None and g.pending.kind != "declare_attackers":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((oid, Seat(1)),)))


def test_whenever_this_creature_crews_a_vehicle() -> None:
    """CR 702.122b: the Motorist crews the Copter as it is tapped for the crew cost; its
    trigger gives that Vehicle +1/+1 until end of turn (CR 208.3a: it applies once the
    Vehicle is a creature): a 4/4."""
    p0 = PlayerSpec(battlefield=(perm("Smuggler's Copter"), perm("Veteran Motorist")))
    g = game(p0, extra=EXTRA)
    motorist, copter_id = one(g, "Veteran Motorist"), one(g, "Smuggler's Copter")
    _activate(g, "Smuggler's Copter", motorist)
    assert any(isinstance(e, ev.CrewedBy) and (e.creature, e.vehicle) == (motorist, copter_id)
               for e in g.events)
    resolve(g)
    vehicle = g.objects[copter_id]
    assert vehicle.info.is_creature and (query.power(g, vehicle), query.toughness(g, vehicle)) \
        == (4, 4)


def test_a_creature_that_does_not_crew_does_not_trigger() -> None:
    """Only the creatures tapped for the cost crew it (CR 702.122b)."""
    p0 = PlayerSpec(battlefield=(perm("Smuggler's Copter"), perm("Veteran Motorist"),
                                 perm("Grizzly Bears")))
    g = game(p0, extra=EXTRA)
    copter_id = one(g, "Smuggler's Copter")
    _activate(g, "Smuggler's Copter", one(g, "Grizzly Bears"))
    resolve(g)
    assert query.power(g, g.objects[copter_id]) == 3


def test_return_a_creature_that_crewed_it_this_turn() -> None:
    """Getaway Car: "return up to one target creature that crewed it this turn": only the
    Bears that crewed it can be chosen, not the Giant that didn't."""
    p0 = PlayerSpec(battlefield=(perm("Getaway Car"), perm("Grizzly Bears"), perm("Hill Giant")))
    g = game(p0, extra=EXTRA)
    car, bears = one(g, "Getaway Car"), one(g, "Grizzly Bears")
    _activate(g, "Getaway Car", bears)
    resolve(g)
    _attack_with(g, car)
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    assert set(g.pending.options) == {((),), ((bears,),)}
    g.apply(Choose(((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "hand") and one(g, "Hill Giant")


def test_a_counter_on_a_creature_that_saddled_it() -> None:
    """Giant Beaver: attacking while saddled, a +1/+1 counter on a creature that saddled it
    this turn (CR 702.171c): the only choice is the Giant tapped for saddle 3."""
    p0 = PlayerSpec(battlefield=(perm("Giant Beaver"), perm("Hill Giant"), perm("Grizzly Bears")))
    g = game(p0, extra=EXTRA)
    beaver, giant = one(g, "Giant Beaver"), one(g, "Hill Giant")
    _activate(g, "Giant Beaver", giant)
    resolve(g)
    _attack_with(g, beaver)
    resolve(g)  # a single legal target: chosen automatically
    assert g.objects[giant].counter("+1/+1") == 1
    assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == 0


def test_treasure_for_each_creature_that_crewed_it() -> None:
    """Luxurious Locomotive: crewed by two creatures (more than needed is legal, CR
    702.122a), it makes two Treasures when it attacks."""
    p0 = PlayerSpec(battlefield=(perm("Luxurious Locomotive"), perm("Grizzly Bears"),
                                 perm("Llanowar Elves")))
    g = game(p0, extra=EXTRA)
    loco = one(g, "Luxurious Locomotive")
    _activate(g, "Luxurious Locomotive", one(g, "Grizzly Bears"), one(g, "Llanowar Elves"))
    resolve(g)
    _attack_with(g, loco)
    resolve(g)
    assert len([o for o in g.objects.values() if o.name == "Treasure"
                and o.zone == "battlefield"]) == 2
