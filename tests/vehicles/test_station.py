"""Station (Edge of Eternities): charge counters from a tapped creature's power, abilities at
"STATION N+", and a Spacecraft that is an artifact creature at N+ (the cards' reminder text:
"Tap another creature you control: Put charge counters equal to its power on this
Spacecraft. Station only as a sorcery. It's an artifact creature at 12+.")."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, index_of, one, perm, resolve
from tests.vehicles._cards import card

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import combat, query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

FRIGATE = card(
    "Lumen-Class Frigate", "Artifact — Spacecraft",
    "Station (Tap another creature you control: Put charge counters equal to its power on "
    "this Spacecraft. Station only as a sorcery. It's an artifact creature at 12+.)\n"
    "STATION 2+\nOther creatures you control get +1/+1.\nSTATION 12+\nFlying, lifelink",
    "3", "5", "{1}{W}")


def _station(g: Game, creature: int) -> None:
    frigate = one(g, "Lumen-Class Frigate")
    g.apply(ActivateAbility(frigate, index_of(g, frigate, ir.ActivatedAbility),
                            costs=(creature,)))


def _game(*names: str, **kw: object) -> Game:
    p0 = PlayerSpec(battlefield=(perm("Lumen-Class Frigate"), *(perm(n) for n in names)))
    return game(p0, extra=[FRIGATE], **kw)  # type: ignore[arg-type]


def test_station_puts_charge_counters_equal_to_the_power() -> None:
    """Tapping Hill Giant (power 3) puts 3 charge counters; at 2+ the Frigate has "Other
    creatures you control get +1/+1" (a static granted by the station symbol)."""
    g = _game("Hill Giant", "Grizzly Bears")
    frigate, giant = one(g, "Lumen-Class Frigate"), one(g, "Hill Giant")
    bears = one(g, "Grizzly Bears")
    assert query.power(g, g.objects[bears]) == 2
    _station(g, giant)
    assert g.objects[giant].tapped
    resolve(g)
    assert g.objects[frigate].counter("charge") == 3
    assert query.power(g, g.objects[bears]) == 3  # STATION 2+
    assert not query.is_creature(g, g.objects[frigate])


def test_an_artifact_creature_with_its_abilities_at_12() -> None:
    """At 12+ charge counters the Spacecraft is an artifact creature 3/5 with flying and
    lifelink; it was under control since the turn began, so it can attack (CR 302.6)."""
    p0 = PlayerSpec(battlefield=(perm("Lumen-Class Frigate", counters=(("charge", 6),)),
                                 perm("Craw Wurm")))
    g = game(p0, extra=[FRIGATE])
    frigate = one(g, "Lumen-Class Frigate")
    _station(g, one(g, "Craw Wurm"))
    resolve(g)
    obj = g.objects[frigate]
    # Craw Wurm's power is 7 with the Frigate's STATION 2+ boost: 6 + 7 counters
    assert obj.counter("charge") == 13 and query.is_creature(g, obj)
    assert obj.info.types == {"artifact", "creature"}
    assert query.has_keyword(g, obj, "flying") and query.has_keyword(g, obj, "lifelink")
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 5)
    assert combat.can_attack(g, obj)


def test_station_only_as_a_sorcery_and_another_creature() -> None:
    """"Station only as a sorcery" (CR 307.1: main phase, empty stack); it taps "another"
    creature (not itself, even as a creature at 12+); nothing changes on an illegal try."""
    g = _game("Hill Giant", step="beginning_of_combat")
    giant = one(g, "Hill Giant")
    with pytest.raises(IllegalActionError, match="sorcery"):
        _station(g, giant)
    assert not g.objects[giant].tapped
    p0 = PlayerSpec(battlefield=(perm("Lumen-Class Frigate", counters=(("charge", 12),)),))
    g = game(p0, extra=[FRIGATE])
    frigate = one(g, "Lumen-Class Frigate")
    assert query.is_creature(g, g.objects[frigate])
    with pytest.raises(IllegalActionError):
        _station(g, frigate)


def test_removing_counters_takes_the_creature_type_away() -> None:
    """The type change applies only while it has 12 or more charge counters (CR 611.3a)."""
    p0 = PlayerSpec(battlefield=(perm("Lumen-Class Frigate", counters=(("charge", 12),)),))
    g = game(p0, extra=[FRIGATE])
    frigate = one(g, "Lumen-Class Frigate")
    assert query.is_creature(g, g.objects[frigate])
    from grimoire.rules.counters import add_counters
    add_counters(g, g.objects[frigate], "charge", -1)
    g.apply(PassPriority())  # state-based actions are checked before the next priority
    assert not query.is_creature(g, g.objects[frigate])
    assert not query.has_keyword(g, g.objects[frigate], "flying")
