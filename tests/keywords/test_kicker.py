"""Kicker, "Kicker [A] and/or [B]" and multikicker (CR 702.33) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_MULTI = "(You may pay an additional {0} any number of times as you cast this spell.)"
RECORDS = {r["name"]: r for r in (
    {"name": "Everflowing Chalice", "type_line": "Artifact", "mana_cost": "{0}",
     "oracle_text": "Multikicker {2} " + _MULTI.format("{2}") + "\nThis artifact enters with "
     "a charge counter on it for each time it was kicked.\n{T}: Add {C} for each charge "
     "counter on this artifact."},
    {"name": "Wolfbriar Elemental", "type_line": "Creature — Elemental",
     "mana_cost": "{2}{G}{G}", "power": "4", "toughness": "4",
     "oracle_text": "Multikicker {G} " + _MULTI.format("{G}") + "\nWhen this creature enters, "
     "create a 2/2 green Wolf creature token for each time it was kicked."},
    {"name": "Stormscape Battlemage", "type_line": "Creature — Metathran Wizard",
     "mana_cost": "{2}{U}", "power": "2", "toughness": "2",
     "oracle_text": "Kicker {W} and/or {2}{B} (You may pay an additional {W} and/or {2}{B} as "
     "you cast this spell.)\nWhen this creature enters, if it was kicked with its {W} kicker, "
     "you gain 3 life.\nWhen this creature enters, if it was kicked with its {2}{B} kicker, "
     "destroy target nonblack creature. That creature can't be regenerated."},
    {"name": "Academy Drake", "type_line": "Creature — Drake", "mana_cost": "{2}{U}",
     "power": "2", "toughness": "2",
     "oracle_text": "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
     "Flying\nIf this creature was kicked, it enters with two +1/+1 counters on it."},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _start(hand: tuple[str, ...], battlefield: tuple[object, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield)  # type: ignore[arg-type]
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    return game(me, them, extra=_defs())


def _casts(g: Game, name: str) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiled_without_gaps() -> None:
    """CR 702.33a-c: kicker, two kicker costs and multikicker compile to optional
    additional costs (multikicker repeatable), with the abilities linked to them."""
    for record in RECORDS.values():
        card = compile_source(dict(record))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))
    chalice = compile_source(dict(RECORDS["Everflowing Chalice"]))
    assert [(a.option, a.repeatable) for a in chalice.additional_costs] == [("kicked", True)]
    battlemage = compile_source(dict(RECORDS["Stormscape Battlemage"]))
    assert [str(a.cost.mana) for a in battlemage.additional_costs] == ["{W}", "{2}{B}"]


def test_multikicker_offers_each_affordable_count() -> None:
    """CR 702.33c: a multikicker cost may be paid any number of times; with five lands
    Everflowing Chalice ({0}, multikicker {2}) can be kicked zero, one or two times."""
    g = _start(("Everflowing Chalice",), lands("Island", 5))
    assert sorted(len(a.additional) for a in _casts(g, "Everflowing Chalice")) == [0, 1, 2]


@pytest.mark.parametrize("kicks", [0, 1, 2])
def test_chalice_enters_with_a_counter_per_kick(kicks: int) -> None:
    """CR 702.33c-e, 614.1c: "enters with a charge counter on it for each time it was
    kicked": paid twice, two counters, and it taps for {C}{C}; not kicked (the additional
    cost declined), no counter."""
    g = _start(("Everflowing Chalice",), lands("Island", 5))
    g.apply(CastSpell(one(g, "Everflowing Chalice", "hand"), additional=(0,) * kicks))
    resolve(g)
    chalice = g.objects[one(g, "Everflowing Chalice")]
    assert chalice.counter("charge") == kicks
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 2 * kicks
    assert ("kicked" in chalice.flags) is (kicks > 0)


def test_an_ordinary_kicker_is_paid_at_most_once() -> None:
    """CR 601.2b, 702.33a: a kicker cost that isn't multikicker is paid once or not."""
    g = _start(("Academy Drake",), lands("Island", 8))
    assert sorted(a.additional for a in _casts(g, "Academy Drake")) == [(), (0,)]
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Academy Drake", "hand"), additional=(0, 0)))


def test_kicked_permanent_enters_with_counters() -> None:
    """CR 702.33d, 614.1c: "If this creature was kicked, it enters with two +1/+1 counters"
    reads how the spell was cast as the permanent enters."""
    g = _start(("Academy Drake",), lands("Island", 7))
    g.apply(CastSpell(one(g, "Academy Drake", "hand"), additional=(0,)))
    resolve(g)
    assert g.objects[one(g, "Academy Drake")].counter("+1/+1") == 2


def test_wolfbriar_makes_a_wolf_per_kick() -> None:
    """CR 702.33c-e: "create a 2/2 green Wolf creature token for each time it was
    kicked" with multikicker {G} paid three times."""
    g = _start(("Wolfbriar Elemental",), lands("Forest", 7))
    g.apply(CastSpell(one(g, "Wolfbriar Elemental", "hand"), additional=(0, 0, 0)))
    resolve(g)
    wolves = [o for o in g.battlefield if g.objects[o].name.startswith("Wolf")
              and g.objects[o].kind == "token"]
    assert len(wolves) == 3


def test_two_kicker_costs_each_linked_to_its_ability() -> None:
    """CR 702.33b, 702.33f: "Kicker {W} and/or {2}{B}": kicked with only its {W} kicker,
    only the ability linked to {W} happens (gain 3 life, nothing destroyed)."""
    battlefield = (*lands("Island", 3), *lands("Plains", 1), *lands("Swamp", 3))
    g = _start(("Stormscape Battlemage",), battlefield)
    casts = _casts(g, "Stormscape Battlemage")
    assert sorted(a.additional for a in casts) == [(), (0,), (0, 1), (1,)]
    life = g.players[0].life
    g.apply(CastSpell(one(g, "Stormscape Battlemage", "hand"), additional=(0,)))
    resolve(g)
    assert g.players[0].life == life + 3
    assert one(g, "Hill Giant")  # still on the battlefield


def test_two_kicker_costs_both_paid() -> None:
    """CR 702.33d, 702.33f: with both kicker costs paid, both linked abilities trigger:
    3 life and the nonblack creature destroyed."""
    battlefield = (*lands("Island", 3), *lands("Plains", 1), *lands("Swamp", 3))
    g = _start(("Stormscape Battlemage",), battlefield)
    life = g.players[0].life
    g.apply(CastSpell(one(g, "Stormscape Battlemage", "hand"), additional=(0, 1)))
    resolve(g)
    assert g.players[0].life == life + 3
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
