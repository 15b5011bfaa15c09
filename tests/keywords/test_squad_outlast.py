"""Squad (CR 702.157) and outlast (CR 702.107) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, index_of, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.position import PlayerSpec

ARCO = {"name": "Arco-Flagellant", "type_line": "Creature — Human", "mana_cost": "{2}{B}",
        "power": "3", "toughness": "1",
        "oracle_text": "Squad {2} (As an additional cost to cast this spell, you may pay {2} any "
        "number of times. When this creature enters, create that many tokens that are copies "
        "of it.)\nThis creature can't block.\nEndurant — Pay 3 life: This creature gains "
        "indestructible until end of turn."}
OUTLASTER = {  # Ainok Bond-Kin's outlast line alone (its other ability is another class)
    "name": "Outlast Test Dog", "type_line": "Creature — Dog Soldier", "mana_cost": "{1}{W}",
    "power": "2", "toughness": "1",
    "oracle_text": "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast "
    "only as a sorcery.)"}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(ARCO)), compile_source(dict(OUTLASTER))]


def test_compiled_without_gaps() -> None:
    """CR 702.157a, 702.107a: both honoured."""
    for record in (ARCO, OUTLASTER):
        assert engine_gaps(compile_source(dict(record))) == []


@pytest.mark.parametrize("paid", [0, 2])
def test_squad_token_copy_per_payment(paid: int) -> None:
    """CR 702.157a: squad {2} paid twice: two token copies enter with the creature; not
    paid, none."""
    g = game(PlayerSpec(hand=("Arco-Flagellant",), battlefield=lands("Swamp", 7)),
             extra=_defs())
    card = one(g, "Arco-Flagellant", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert sorted(len(a.additional) for a in casts) == [0, 1, 2]
    g.apply(next(a for a in casts if len(a.additional) == paid))
    resolve(g)
    found = ids(g, "Arco-Flagellant")
    assert len(found) == 1 + paid
    assert sum(1 for o in found if g.objects[o].kind == "token") == paid


def test_outlast_sorcery_speed_counter() -> None:
    """CR 702.107a: "{1}{W}, {T}: Put a +1/+1 counter on this creature. Activate only as a
    sorcery." """
    g = game(PlayerSpec(battlefield=(perm("Outlast Test Dog"), *lands("Plains", 2))),
             extra=_defs())
    dog = one(g, "Outlast Test Dog")
    g.apply(ActivateAbility(dog, index_of(g, dog, ir.ActivatedAbility)))
    resolve(g)
    assert g.objects[dog].counter("+1/+1") == 1 and g.objects[dog].tapped
    g = game(PlayerSpec(battlefield=(perm("Outlast Test Dog"), *lands("Plains", 2))),
             step="upkeep", extra=_defs())
    dog = one(g, "Outlast Test Dog")
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(dog, index_of(g, dog, ir.ActivatedAbility)))
