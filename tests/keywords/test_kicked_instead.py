"""Kicker's "If this spell was kicked, ... instead" (CR 702.33d-e) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_KICKER = "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
RECORDS = {r["name"]: r for r in (
    {"name": "Shivan Fire", "type_line": "Instant", "mana_cost": "{R}",
     "oracle_text": _KICKER + "Shivan Fire deals 2 damage to target creature. If this spell "
     "was kicked, it deals 4 damage instead."},
    {"name": "Saproling Migration", "type_line": "Sorcery", "mana_cost": "{1}{G}",
     "oracle_text": _KICKER + "Create two 1/1 green Saproling creature tokens. If this spell "
     "was kicked, create four of those tokens instead."},
    {"name": "Fight with Fire", "type_line": "Sorcery", "mana_cost": "{2}{R}",
     "oracle_text": "Kicker {5}{R} (You may pay an additional {5}{R} as you cast this spell.)\n"
     "Fight with Fire deals 5 damage to target creature. If this spell was kicked, it deals "
     "10 damage divided as you choose among any number of targets instead. (Those targets "
     "can include players and planeswalkers.)"},
)}


def _start(hand: str, land: str) -> Game:
    me = PlayerSpec(hand=(hand,), battlefield=lands(land, 6))
    them = PlayerSpec(battlefield=(perm("Hill Giant", counters=(("+1/+1", 1),)),))
    return game(me, them, extra=[compile_source(dict(r)) for r in RECORDS.values()])


def _cast(g: Game, name: str, kicked: bool) -> None:
    card = one(g, name, "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
                 and bool(a.additional) == kicked))
    resolve(g)


def test_compiled() -> None:
    """CR 702.33e: the kicked instruction replaces the one before it; a kicked instruction
    with its own targets (chosen only if kicked, CR 702.33g) stays unimplemented."""
    for name in ("Shivan Fire", "Saproling Migration"):
        card = compile_source(dict(RECORDS[name]))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))
    fight = compile_source(dict(RECORDS["Fight with Fire"]))
    assert any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(fight))


@pytest.mark.parametrize(("kicked", "dies"), [(False, False), (True, True)])
def test_kicked_damage_instead(kicked: bool, dies: bool) -> None:
    """Shivan Fire: 2 damage to the 4/4, or 4 kicked (it dies)."""
    g = _start("Shivan Fire", "Mountain")
    _cast(g, "Shivan Fire", kicked)
    assert (ids(g, "Hill Giant") == []) is dies


@pytest.mark.parametrize(("kicked", "count"), [(False, 2), (True, 4)])
def test_kicked_more_tokens_instead(kicked: bool, count: int) -> None:
    """Saproling Migration: two Saprolings, or four kicked."""
    g = _start("Saproling Migration", "Forest")
    _cast(g, "Saproling Migration", kicked)
    assert len(ids(g, "Saproling")) == count
