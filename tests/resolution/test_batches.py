"""Simultaneous events are one batch that every trigger sees whole (CR 603.2, 603.10a)."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with, pass_until
from tests.resolution._cards import definitions

from grimoire.rules import events as ev
from grimoire.rules.actions import AssignDamage, DeclareBlockers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _triggered(g: object, name: str) -> int:
    events = g.events  # type: ignore[attr-defined]
    return sum(1 for e in events if isinstance(e, ev.AbilityTriggered) and e.name == name)


def test_dross_harvester_sees_every_creature_a_wrath_destroys() -> None:
    """CR 603.10a, 603.2c: Wrath of God destroys all creatures at once; Dross Harvester's
    "whenever a creature dies" looks back in time and triggers for each of the three
    creatures, itself included (6 life)."""
    g = game(PlayerSpec(hand=("Wrath of God",), battlefield=(
                 *lands("Plains", 4), perm("Dross Harvester"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Craw Wurm"),)),
             extra=definitions("Wrath of God", "Dross Harvester"))
    cast(g, "Wrath of God")
    resolve(g)
    assert not [o for o in g.objects.values()
                if o.zone == "battlefield" and o.info.is_creature]
    assert _triggered(g, "Dross Harvester") == 3
    assert g.players[0].life == 26


def test_each_creature_that_died_with_it_is_seen_by_a_dies_trigger() -> None:
    """CR 603.10a: two Dross Harvesters in one Wrath each see both deaths (4 triggers)."""
    g = game(PlayerSpec(hand=("Wrath of God",), battlefield=(
                 *lands("Plains", 4), perm("Dross Harvester"), perm("Dross Harvester"))),
             extra=definitions("Wrath of God", "Dross Harvester"))
    cast(g, "Wrath of God")
    resolve(g)
    assert _triggered(g, "Dross Harvester") == 4
    assert g.players[0].life == 28


def test_massacre_wurm_makes_that_player_lose_life() -> None:
    """CR 603.10a, 704.3: Massacre Wurm's -2/-2 kills the opponent's X/2s in one round of
    state-based actions; each death makes that creature's controller lose 2 life."""
    g = game(PlayerSpec(hand=("Massacre Wurm",), battlefield=lands("Swamp", 6)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Grizzly Bears"),
                                     perm("Craw Wurm"))),
             extra=definitions("Massacre Wurm"))
    cast(g, "Massacre Wurm")
    resolve(g)
    assert one(g, "Craw Wurm")
    assert len([o for o in g.objects.values()
                if o.name == "Grizzly Bears" and o.zone == "graveyard"]) == 2
    assert g.players[1].life == 16
    assert g.players[0].life == 20


def test_lifelink_to_a_blocker_and_a_player_is_one_life_gain_event() -> None:
    """CR 702.15b, 119.10, 510.2: Vampire Nighthawk with Rancor (4/3 trample, deathtouch,
    lifelink) assigns 1 to its blocker and 3 to the player; the 4 life is one life-gain
    event, so Ajani's Pridemate gets one +1/+1 counter."""
    g = game(PlayerSpec(battlefield=(perm("Vampire Nighthawk"),
                                     perm("Rancor", attached_to=(0, 0)),
                                     perm("Ajani's Pridemate"))),
             PlayerSpec(battlefield=(perm("Wind Drake"),)),
             extra=definitions("Ajani's Pridemate"))
    hawk = one(g, "Vampire Nighthawk")
    attack_with(g, hawk)
    pass_until(g, "declare_blockers")
    g.apply(DeclareBlockers(((one(g, "Wind Drake"), hawk),)))
    pass_until(g, "assign_damage")
    g.apply(AssignDamage(hawk, ((one(g, "Wind Drake"), 1), (Seat(1), 3))))
    resolve(g)
    assert g.players[0].life == 24 and g.players[1].life == 17
    gains = [e for e in g.events if isinstance(e, ev.LifeChanged) and e.amount > 0]
    assert [e.amount for e in gains] == [4]
    assert g.objects[one(g, "Ajani's Pridemate")].counters.get("+1/+1") == 1


def test_two_lifelink_sources_are_two_life_gain_events() -> None:
    """CR 119.10: a life gain event is per source: two lifelinkers dealing combat damage
    at once give Ajani's Pridemate two counters."""
    g = game(PlayerSpec(battlefield=(perm("Vampire Nighthawk"), perm("Vampire Nighthawk"),
                                     perm("Ajani's Pridemate"))),
             extra=definitions("Ajani's Pridemate"))
    hawks = [o.id for o in g.objects.values() if o.name == "Vampire Nighthawk"]
    attack_with(g, *hawks)
    while g.step != "end_of_combat":
        resolve(g)
        g.apply(PassPriority())
    assert g.players[0].life == 24
    assert g.objects[one(g, "Ajani's Pridemate")].counters.get("+1/+1") == 2
