"""The AI and the random agent crew Vehicles and saddle Mounts, then attack with them."""

from __future__ import annotations

from tests.dice_rules._util import dice_pool, game, one, perm
from tests.vehicles._cards import copter, heavy_vehicle, sunmare_like

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _play_turn(g: Game, agent: AIAgent) -> None:
    """Let ``agent`` play both seats until the turn ends."""
    turn = g.turn
    while g.turn == turn and g.result is None:
        assert g.pending is not None
        g.apply(agent.decide(g.view(g.pending.player), g.pending))


def test_ai_crews_with_a_creature_that_cant_attack_then_attacks() -> None:
    """CR 702.122a: the AI taps its summoning-sick Bears (they can't attack, CR 302.6) to
    crew its 3/3 flier, then attacks with it (CR 508.1a)."""
    p0 = PlayerSpec(battlefield=(perm("Smuggler's Copter"), perm("Grizzly Bears", sick=True)))
    g = game(p0, extra=[copter()])
    _play_turn(g, AIAgent(1))
    copter_id = one(g, "Smuggler's Copter")
    assert any(isinstance(e, ev.BecameCrewed) and e.vehicle == copter_id for e in g.events)
    attacks = [e for e in g.events if isinstance(e, ev.AttackersDeclared) and e.attackers]
    assert attacks and attacks[0].attackers[0][0] == copter_id
    assert g.players[1].life == 17


def test_ai_keeps_a_big_attacker_rather_than_crew_a_small_vehicle() -> None:
    """Crewing a 3/3 with an able 6/6 attacker would lose 3 power of attack: no crew."""
    p0 = PlayerSpec(battlefield=(perm("Smuggler's Copter"), perm("Craw Wurm")))
    g = game(p0, extra=[copter()])
    _play_turn(g, AIAgent(1))
    assert not any(isinstance(e, ev.BecameCrewed) for e in g.events)
    assert g.players[1].life == 14


def test_ai_saddles_for_an_attack_trigger() -> None:
    """CR 702.171a: the AI saddles its Mount with a creature that can't attack, then the
    "attacks while saddled" trigger makes a Sheep."""
    p0 = PlayerSpec(battlefield=(perm("Bridled Bighorn"), perm("Grizzly Bears", sick=True)))
    g = game(p0, extra=[sunmare_like()])
    _play_turn(g, AIAgent(1))
    assert any(isinstance(e, ev.BecameCrewed) and e.role == "saddle" for e in g.events)
    assert [o for o in g.objects.values() if o.name == "Sheep" and o.zone == "battlefield"]


def test_random_agents_crew_and_attack_with_vehicles() -> None:
    """Random games with Vehicles: every crew choice the random agents make is legal, games
    replay exactly, and over a few games they crew and attack with crewed Vehicles."""
    pool = dice_pool(copter(), heavy_vehicle())
    deck = (["Mountain"] * 16 + ["Forest"] * 8 + ["Smuggler's Copter"] * 6
            + ["Test Juggernaut"] * 4 + ["Grizzly Bears"] * 8 + ["Llanowar Elves"] * 8
            + ["Hill Giant"] * 6 + ["Forest"] * 4)
    crewed = vehicle_attacks = 0
    for seed in range(6):
        g = Game.new([deck, deck], pool, seed=seed)
        g.run([RandomAgent(seed), RandomAgent(seed + 100)])
        names = {o.id: o.name for o in g.objects.values()}
        for e in g.events:
            if isinstance(e, ev.BecameCrewed):
                crewed += 1
            if isinstance(e, ev.AttackersDeclared):
                vehicle_attacks += sum(names.get(a) in ("Smuggler's Copter", "Test Juggernaut")
                                       for a, _ in e.attackers)
        assert Game.load(g.save(), pool).events == g.events
    assert crewed and vehicle_attacks


def test_ai_stations_with_a_creature_that_cant_attack() -> None:
    """Station (reminder text: tap another creature: charge counters equal to its power):
    the AI stations with its summoning-sick Giant rather than leave it idle."""
    from tests.vehicles.test_station import FRIGATE
    p0 = PlayerSpec(battlefield=(perm("Lumen-Class Frigate"), perm("Hill Giant", sick=True)))
    g = game(p0, extra=[FRIGATE])
    _play_turn(g, AIAgent(1))
    assert g.objects[one(g, "Lumen-Class Frigate")].counter("charge") == 3
