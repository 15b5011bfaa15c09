"""Combat helper: can a creature block an attacker (CR 509.1a-b, 702.16f)?"""

from __future__ import annotations

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import DeclareBlockers, PassPriority
from grimoire.rules.game import Game


def can_block(g: Game, blocker: int, attacker: int) -> bool:
    """After attackers are declared: pass to the declare-blockers decision and try the block
    on a copy; no such decision before combat damage means no block was possible."""
    for _ in range(50):
        assert g.pending is not None
        if g.pending.kind == "declare_blockers":
            trial = g.copy()
            try:
                trial.apply(DeclareBlockers(((blocker, attacker),)))
            except IllegalActionError:
                return False
            return True
        if g.step in ("combat_damage", "end_of_combat", "main2"):
            return False
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("combat never reached blockers")
