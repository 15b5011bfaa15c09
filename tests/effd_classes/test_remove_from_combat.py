""""Remove <creature> from combat" (CR 506.4: it stops being an attacking creature; CR
510.1c-d: it deals and is dealt no combat damage, its blocker assigns none): Gustcloak
Sentinel becomes blocked and may untap and leave combat ("may" declined: the fight
happens)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, one, perm
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Choose, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_honoured() -> None:
    (card,) = defs("Gustcloak Sentinel")
    assert not engine_gaps(card)
    assert any(isinstance(n, ir.RemoveFromCombat) for n in ir.iter_nodes(card))


def _blocked(accept: bool) -> Game:
    g = game(PlayerSpec(battlefield=(perm("Gustcloak Sentinel"),)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=defs("Gustcloak Sentinel"))
    sentinel, giant = one(g, "Gustcloak Sentinel"), one(g, "Hill Giant")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((sentinel, Seat(1)),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    g.apply(DeclareBlockers(((giant, sentinel),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "yes_no")
    g.apply(Choose(accept))
    pass_until(g, lambda g: g.step == "main2")
    return g


def test_untapped_and_out_of_combat() -> None:
    """Accepted: the Sentinel is untapped, no longer attacking, and neither it nor the
    blocking Hill Giant is dealt combat damage."""
    g = _blocked(True)
    sentinel, giant = one(g, "Gustcloak Sentinel"), one(g, "Hill Giant")
    assert not g.objects[sentinel].tapped
    assert g.objects[sentinel].damage == 0 and g.objects[giant].damage == 0


def test_declined_they_fight() -> None:
    """Declined: the 3/3s deal combat damage to each other and both die."""
    g = _blocked(False)
    assert not ids(g, "Gustcloak Sentinel") and not ids(g, "Hill Giant")
