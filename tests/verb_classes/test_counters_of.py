""""When this creature dies, put its counters on target creature you control" (Star Pupil):
every counter it had as it last existed on the battlefield (CR 608.2h), each kind in the same
number, is put on the target (CR 122.1: new counters, not moved)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _murder_pupil(counters: tuple[tuple[str, int], ...]) -> Game:
    g = game(PlayerSpec(hand=("Murder",), battlefield=(
        perm("Star Pupil", counters=counters), perm("Grizzly Bears"), *lands("Swamp", 3))),
        PlayerSpec(), extra=defs("Star Pupil"))
    pupil, bears = one(g, "Star Pupil"), one(g, "Grizzly Bears")
    murder = one(g, "Murder", "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == murder
                 and a.targets == ((pupil,),)))
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        assert g.pending is not None
        if g.pending.kind == "trigger_targets":
            g.apply(Choose(((bears,),)))
        else:
            g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    return g


def test_honoured() -> None:
    (pupil,) = defs("Star Pupil")
    assert not engine_gaps(pupil)
    assert any(isinstance(n, ir.PutCountersOf) for n in ir.iter_nodes(pupil))


def test_every_kind_in_the_same_number() -> None:
    """Two +1/+1 counters and an oil counter on the Pupil: the Bears get the same."""
    g = _murder_pupil((("+1/+1", 2), ("oil", 1)))
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.counters == {"+1/+1": 2, "oil": 1}


def test_a_single_counter() -> None:
    """A Pupil with one +1/+1 counter gives exactly one."""
    g = _murder_pupil((("+1/+1", 1),))
    assert g.objects[one(g, "Grizzly Bears")].counters == {"+1/+1": 1}
