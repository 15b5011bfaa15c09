"""Leveler cards in real games (CR 711, 702.87): level up, striations' P/T and abilities."""

from __future__ import annotations

import pytest
from tests.dfc._records import definitions
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

LEVELERS = definitions("Student of Warfare", "Brimstone Mage")


def _level_up(g: Game, oid: int) -> None:
    index = next(i for i, a in enumerate(g.objects[oid].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility) and isinstance(a.effect, ir.PutCounters))
    g.apply(ActivateAbility(oid, index))


def test_level_up_puts_a_level_counter_and_the_striation_applies() -> None:
    """CR 702.87a: level up puts a level counter; CR 711.2a: at 2-6 level counters Student of
    Warfare is a 3/3 with first strike; CR 711.5: below the first symbol, printed 1/1."""
    g = game(PlayerSpec(battlefield=(perm("Student of Warfare", counters=(("level", 1),)),
                                     *lands("Plains", 2))), extra=LEVELERS)
    student = g.objects[one(g, "Student of Warfare")]
    assert (query.power(g, student), query.toughness(g, student)) == (1, 1)
    assert not query.has_keyword(g, student, "first strike")
    _level_up(g, student.id)
    resolve(g)
    assert student.counter("level") == 2
    assert (query.power(g, student), query.toughness(g, student)) == (3, 3)
    assert query.has_keyword(g, student, "first strike")
    assert not query.has_keyword(g, student, "double strike")


def test_level_seven_is_four_four_double_strike() -> None:
    """CR 711.2b: "LEVEL 7+" applies at seven or more level counters."""
    g = game(PlayerSpec(battlefield=(perm("Student of Warfare", counters=(("level", 9),)),)),
             extra=LEVELERS)
    student = g.objects[one(g, "Student of Warfare")]
    g.apply(PassPriority())  # state-based actions refresh granted abilities
    assert (query.power(g, student), query.toughness(g, student)) == (4, 4)
    assert query.has_keyword(g, student, "double strike")
    assert not query.has_keyword(g, student, "first strike")


def test_level_up_only_as_a_sorcery() -> None:
    """CR 702.87a: "Activate only as a sorcery": not with a spell or ability on the stack,
    and not in the opponent's turn; the illegal action changes nothing."""
    g = game(PlayerSpec(battlefield=(perm("Student of Warfare"), *lands("Plains", 2))),
             step="upkeep", extra=LEVELERS)
    student = one(g, "Student of Warfare")
    before = g.save()
    with pytest.raises(IllegalActionError):
        _level_up(g, student)
    assert g.save() == before


def test_granted_striation_ability_is_activated_in_game() -> None:
    """CR 711.2b: at 3 level counters Brimstone Mage is 2/4 and has "{T}: This creature deals
    3 damage to any target"; the level 1-2 ability is gone (CR 711.2a)."""
    g = game(PlayerSpec(battlefield=(perm("Brimstone Mage", counters=(("level", 2),)),
                                     *lands("Mountain", 4))), extra=LEVELERS)
    mage = g.objects[one(g, "Brimstone Mage")]
    assert (query.power(g, mage), query.toughness(g, mage)) == (2, 3)
    _level_up(g, mage.id)
    resolve(g)
    assert (query.power(g, mage), query.toughness(g, mage)) == (2, 4)
    damages = [(i, a.effect.amount) for i, a in enumerate(mage.info.card.abilities)
               if isinstance(a, ir.ActivatedAbility) and isinstance(a.effect, ir.DealDamage)]
    assert [amount for _, amount in damages] == [ir.Fixed(3)]
    g.apply(ActivateAbility(mage.id, damages[0][0], ((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 17
