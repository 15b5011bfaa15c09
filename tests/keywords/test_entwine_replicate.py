"""Entwine (CR 702.42) and replicate (CR 702.56) in real games.

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
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    {"name": "Barbed Lightning", "type_line": "Instant", "mana_cost": "{2}{R}",
     "oracle_text": "Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n"
     "• Barbed Lightning deals 3 damage to target player or planeswalker.\nEntwine {2} "
     "(Choose both if you pay the entwine cost.)"},
    {"name": "Train of Thought", "type_line": "Sorcery", "mana_cost": "{1}{U}",
     "oracle_text": "Replicate {1}{U} (When you cast this spell, copy it for each time you "
     "paid its replicate cost.)\nDraw a card."},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _start(hand: tuple[str, ...], battlefield: tuple[object, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield)  # type: ignore[arg-type]
    return game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())


def _casts(g: Game, name: str) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiled_without_gaps() -> None:
    """CR 702.42a, 702.56a: entwine and replicate are honoured."""
    for record in RECORDS.values():
        card = compile_source(dict(record))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))


def test_entwined_spell_has_every_mode() -> None:
    """CR 702.42a: paying the entwine cost {2}, both modes are chosen: 3 damage to the
    creature and 3 to the player."""
    g = _start(("Barbed Lightning",), lands("Mountain", 5))
    entwined = [a for a in _casts(g, "Barbed Lightning") if a.additional]
    assert entwined and all(a.modes == (0, 1) for a in entwined)
    giant = one(g, "Hill Giant")
    g.apply(next(a for a in entwined if a.targets == ((giant,), (Seat(1),))))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert g.players[1].life == 17
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 5


def test_not_entwined_one_mode_only() -> None:
    """CR 702.42a, 700.2: without the entwine cost only one mode; both modes without
    paying it is illegal."""
    g = _start(("Barbed Lightning",), lands("Mountain", 5))
    plain = [a for a in _casts(g, "Barbed Lightning") if not a.additional]
    assert plain and all(len(a.modes) == 1 for a in plain)
    giant = one(g, "Hill Giant")
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Barbed Lightning", "hand"), targets=((giant,), (Seat(1),)),
                          modes=(0, 1)))


def test_entwine_unaffordable_not_offered() -> None:
    """With three lands the entwine cost can't be paid ({2}{R} + {2})."""
    g = _start(("Barbed Lightning",), lands("Mountain", 3))
    assert all(not a.additional for a in _casts(g, "Barbed Lightning"))


def test_replicate_copies_for_each_payment() -> None:
    """CR 702.56a: replicate paid twice: two copies, three cards drawn in all."""
    g = _start(("Train of Thought",), lands("Island", 6))
    hand = len(g.players[0].hand)
    casts = _casts(g, "Train of Thought")
    assert sorted(len(a.additional) for a in casts) == [0, 1, 2]
    g.apply(next(a for a in casts if len(a.additional) == 2))
    resolve(g)
    assert len(g.players[0].hand) == hand - 1 + 3


def test_replicate_not_paid_no_copy() -> None:
    """CR 702.56a: "if a replicate cost was paid for it": not paid, no copy."""
    g = _start(("Train of Thought",), lands("Island", 6))
    hand = len(g.players[0].hand)
    g.apply(next(a for a in _casts(g, "Train of Thought") if not a.additional))
    resolve(g)
    assert len(g.players[0].hand) == hand - 1 + 1
