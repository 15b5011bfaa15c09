"""Spree (CR 702.172) in real games: each chosen mode adds its cost.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RAID = {"name": "Requisition Raid", "type_line": "Sorcery", "mana_cost": "{W}",
        "oracle_text": "Spree (Choose one or more additional costs.)\n+ {1} — Destroy target "
        "artifact.\n+ {1} — Destroy target enchantment.\n+ {1} — Put a +1/+1 counter on each "
        "creature target player controls."}


def _start(n: int) -> Game:
    me = PlayerSpec(hand=("Requisition Raid",), battlefield=(*lands("Plains", n),
                                                             perm("Grizzly Bears")))
    them = PlayerSpec(battlefield=(perm("Fellwar Stone"),))
    return game(me, them, extra=[compile_source(dict(RAID))])


def _casts(g: Game) -> list[CastSpell]:
    card = one(g, "Requisition Raid", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiled_without_gaps() -> None:
    """CR 702.172a: three modes, each with its additional cost {1}; one or more chosen."""
    card = compile_source(dict(RAID))
    assert engine_gaps(card) == []
    assert card.spell is not None and isinstance(card.spell.effect, ir.Modal)
    modal = card.spell.effect
    assert (modal.min_choices, modal.max_choices) == (1, 3)
    assert [str(m.cost.mana) for m in modal.modes if m.cost is not None] == ["{1}"] * 3


def test_each_mode_adds_its_cost() -> None:
    """CR 702.172a: with three Plains, one mode ({W}+{1}) or two ({W}+{1}+{1}), never all
    three ({W}+{3}), and never none (the enchantment mode has no target here)."""
    g = _start(3)
    chosen = {a.modes for a in _casts(g)}
    assert (0,) in chosen and (2,) in chosen and (0, 2) in chosen
    assert (0, 1, 2) not in chosen and () not in chosen
    g.apply(next(a for a in _casts(g) if a.modes == (0, 2)
                 and a.targets == ((one(g, "Fellwar Stone"),), (Seat(0),))))
    resolve(g)
    assert ids(g, "Fellwar Stone") == []
    assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == 1
    assert all(g.objects[o].tapped for o in ids(g, "Plains"))


def test_one_mode_costs_two() -> None:
    """One mode: {W}+{1}, two lands tapped, one left."""
    g = _start(3)
    g.apply(next(a for a in _casts(g) if a.modes == (0,)))
    resolve(g)
    assert sum(1 for o in ids(g, "Plains") if g.objects[o].tapped) == 2
