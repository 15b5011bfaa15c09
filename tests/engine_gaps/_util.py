"""Helpers for the engine-gap tests: compiled definitions of Oracle text and combat."""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat


def card(name: str, type_line: str, text: str, cost: str = "",
         power: str | None = None, toughness: str | None = None) -> ir.CardDefinition:
    """Compile one Oracle record (a full-pool card of the class under test)."""
    record = {"name": name, "type_line": type_line, "mana_cost": cost, "oracle_text": text,
              "power": power, "toughness": toughness}
    return compile_source(record)


def attack_with(g: Game, *attackers: int) -> None:
    """Pass to the declare-attackers decision and attack player 1 with ``attackers``."""
    for _ in range(50):
        assert g.pending is not None
        if g.pending.kind == "declare_attackers":
            g.apply(DeclareAttackers(tuple((a, Seat(1)) for a in attackers)))
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("no declare_attackers decision")


def pass_until(g: Game, kind: str) -> None:
    """Pass priority (first answer to anything else) until a ``kind`` decision."""
    for _ in range(100):
        assert g.pending is not None
        if g.pending.kind == kind:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError(f"no {kind} decision")
