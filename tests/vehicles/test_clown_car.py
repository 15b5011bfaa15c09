"""Clown Car (Unfinity): a die-rolling Vehicle with crew 2, played in a real game."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, ids, index_of, lands, one, resolve
from tests.vehicles.test_crew import to_attackers

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_clown_car_rolls_then_its_clowns_crew_it_and_it_attacks() -> None:
    """CR 706.2 (X d6 as it enters), then CR 702.122a: the two 1/1 Clown Robots it made
    crew it the same turn (tapping for crew is not a {T} cost, CR 302.6); CR 301.7b: it is
    a 1/1 artifact creature plus its +1/+1 counters; it attacks on the next turn."""
    car = definition("Clown Car")
    assert not ir.unimplemented_nodes(car)
    g = game(PlayerSpec(hand=("Clown Car",), battlefield=lands("Mountain", 4)), extra=[car])
    g.script_dice([1, 4, 3, 6])  # odd, even, odd, even: two Clowns, two counters
    cast(g, "Clown Car", x=4)
    resolve(g)
    car_id = one(g, "Clown Car")
    clowns = sorted(ids(g, "Clown Robot"))
    assert len(clowns) == 2 and g.objects[car_id].counter("+1/+1") == 2
    assert not query.is_creature(g, g.objects[car_id])  # CR 301.7a
    options = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == car_id]
    assert [a.costs for a in options] == [tuple(clowns)]  # total power 2 needs both
    g.apply(options[0])
    resolve(g)
    vehicle = g.objects[car_id]
    assert vehicle.info.is_creature and (query.power(g, vehicle),
                                         query.toughness(g, vehicle)) == (3, 3)
    # next turn (the opponent's, then ours): crew again and attack for 3
    turn = g.turn
    while not (g.turn > turn and g.active == 0 and g.step == "main1"):
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert not g.objects[car_id].info.is_creature  # crewed only until end of turn
    g.apply(ActivateAbility(car_id, index_of(g, car_id, ir.ActivatedAbility),
                            costs=tuple(clowns)))
    resolve(g)
    to_attackers(g)
    g.apply(DeclareAttackers(((car_id, Seat(1)),)))
    while g.players[1].life == 20:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert g.players[1].life == 17
