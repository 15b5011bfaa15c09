"""Creatures that crew Vehicles / saddle Mounts "as though its power were N greater"."""

from __future__ import annotations

from tests.dice_rules._util import game, index_of, one, perm, resolve
from tests.vehicles._cards import card, heavy_vehicle, sunmare_like

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

MECHANIC = card("Hotshot Mechanic", "Artifact Creature — Fox Pilot",
                "This creature crews Vehicles as though its power were 2 greater.", "2", "1",
                "{W}")
DIVER = card("Dynamite Diver", "Creature — Goblin Pilot",
             "This creature saddles Mounts and crews Vehicles as though its power were 2 "
             "greater.\nWhen this creature dies, it deals 1 damage to any target.", "1", "1",
             "{R}")
STEED = card("Seraphic Steed", "Creature — Unicorn Mount",
             "First strike, lifelink\nWhenever this creature attacks while saddled, create a 3/3 "
             "white Angel creature token with flying.\nSaddle 4 (Tap any number of other "
             "creatures you control with total power 4 or more: This Mount becomes saddled until "
             "end of turn. Saddle only as a sorcery.)", "2", "2", "{G}{W}")
EXTRA = [MECHANIC, DIVER, heavy_vehicle(), sunmare_like()]


def _options(g: Game, source: int) -> list[tuple[int, ...]]:
    return [a.costs for a in g.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == source]


def test_a_pilot_crews_as_though_its_power_were_greater() -> None:
    """CR 702.122a: a 1/1 that crews "as though its power were 2 greater" pays crew 3
    alone; its power is unchanged."""
    p0 = PlayerSpec(battlefield=(perm("Test Juggernaut"), perm("Dynamite Diver")))
    g = game(p0, extra=EXTRA)
    jug, diver = one(g, "Test Juggernaut"), one(g, "Dynamite Diver")
    assert _options(g, jug) == [(diver,)]
    g.apply(ActivateAbility(jug, index_of(g, jug, ir.ActivatedAbility), costs=(diver,)))
    resolve(g)
    assert g.objects[jug].info.is_creature


def test_crews_only_is_not_saddles() -> None:
    """CR 702.171a: only "saddles Mounts ... as though" counts for saddle: for saddle 4, the
    Mechanic (2, crew bonus only) plus the Diver (1 + 2) make 5; neither alone does, and
    without the Diver's bonus the two would make only 3."""
    p0 = PlayerSpec(battlefield=(perm("Seraphic Steed"), perm("Hotshot Mechanic"),
                                 perm("Dynamite Diver")))
    g = game(p0, extra=[*EXTRA, STEED])
    steed = one(g, "Seraphic Steed")
    both = tuple(sorted((one(g, "Hotshot Mechanic"), one(g, "Dynamite Diver"))))
    assert _options(g, steed) == [both]
