"""Triggers on keyword actions: "Whenever a creature you control explores" (CR 701.40b: once
the process is complete, even if some of it was impossible) and "Whenever you proliferate"
(CR 701.27a: even choosing nothing; "proliferate twice" is two proliferations).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Wildgrowth Walker", "{1}{G}", "Creature — Elemental",
         "Whenever a creature you control explores, put a +1/+1 counter on this creature and "
         "you gain 3 life.", "1/3"),
    card("Scheming Aspirant", "{1}{B}", "Creature — Phyrexian Minion",
         "Whenever you proliferate, each opponent loses 2 life and you gain 2 life.", "2/2"),
    card("Test Explorer", "{1}{G}", "Creature — Merfolk Scout",
         "When this creature enters, it explores.", "2/1"),
    card("Test Spread", "{1}{U}", "Sorcery", "Proliferate. Proliferate."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _settle(g: Game) -> None:
    for _ in range(40):
        assert g.pending is not None
        if g.pending.kind == "priority" and not g.stack and not g.pending_triggers:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_compiled_and_honoured() -> None:
    for d in DEFS[:2]:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_explores_land_on_top() -> None:
    """CR 701.40a-b: a land revealed goes to hand; it explored: the Walker gets a counter
    and you gain 3 life."""
    g = game(PlayerSpec(hand=("Test Explorer",), battlefield=(perm("Wildgrowth Walker"),
                                                             *lands("Forest", 2))),
             extra=DEFS)
    life = g.players[0].life
    g.apply(CastSpell(one(g, "Test Explorer", "hand")))
    _settle(g)
    assert any(isinstance(e, ev.Explored) for e in g.events)
    assert g.objects[one(g, "Wildgrowth Walker")].counter("+1/+1") == 1
    assert g.players[0].life == life + 3


def test_proliferate_twice_even_choosing_nothing() -> None:
    """CR 701.27a: two proliferations with nothing to choose still trigger twice: the
    opponent loses 4, you gain 4."""
    g = game(PlayerSpec(hand=("Test Spread",), battlefield=(perm("Scheming Aspirant"),
                                                           *lands("Island", 2))),
             extra=DEFS)
    mine, theirs = g.players[0].life, g.players[1].life
    g.apply(CastSpell(one(g, "Test Spread", "hand")))
    _settle(g)
    assert g.players[1].life == theirs - 4 and g.players[0].life == mine + 4
