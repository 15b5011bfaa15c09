""""<creature> can't be regenerated this turn" as an instruction of its own (CR 701.15c: a
regeneration shield it has, or gets later this turn, doesn't apply): Hurr Jackal's ability
(the shield made before it, and one made after it, both fail), Lim-Dûl's Cohort's trigger on
the creature blocking it (not on itself)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Drudge Skeletons", "Hurr Jackal", "Lim-Dûl's Cohort")


def _activate(g: Game, name: str, targets: tuple[tuple[int, ...], ...] = ()) -> None:
    oid = one(g, name)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == oid and a.targets == targets))
    resolve(g)


def test_honoured() -> None:
    for d in defs(*NAMES)[1:]:
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.Regenerate) and n.denied for n in ir.iter_nodes(d))


def test_shield_before_or_after_fails() -> None:
    """The Skeletons regenerate (a shield), then Hurr Jackal's ability: Lightning Bolt
    destroys them. Without the Jackal's ability, the shield saves them."""
    for jackal in (True, False):
        me = PlayerSpec(battlefield=(perm("Hurr Jackal"), perm("Drudge Skeletons"),
                                     *lands("Swamp", 2), *lands("Mountain", 1)),
                        hand=("Lightning Bolt",))
        g = game(me, PlayerSpec(), extra=defs(*NAMES))
        skeletons = one(g, "Drudge Skeletons")
        _activate(g, "Drudge Skeletons")
        if jackal:
            _activate(g, "Hurr Jackal", ((skeletons,),))
        _activate(g, "Drudge Skeletons")  # a second shield, made after
        g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((skeletons,),)))
        resolve(g)
        assert bool(ids(g, "Drudge Skeletons")) is not jackal


def test_the_blocker_cant_be_regenerated() -> None:
    """Lim-Dûl's Cohort (2/3) attacks; the Skeletons (with a shield) block: the trigger names
    the Skeletons, whose shield then fails against the Cohort's combat damage."""
    g = game(PlayerSpec(battlefield=(perm("Lim-Dûl's Cohort"),)),
             PlayerSpec(battlefield=(perm("Drudge Skeletons"), *lands("Swamp", 1))),
             extra=defs(*NAMES))
    cohort, skeletons = one(g, "Lim-Dûl's Cohort"), one(g, "Drudge Skeletons")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((cohort, Seat(1)),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    g.apply(DeclareBlockers(((skeletons, cohort),)))
    resolve(g)  # the Cohort's trigger
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "priority"
               and g.pending.player == 1)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == skeletons))  # a shield, made after the trigger resolved
    pass_until(g, lambda g: g.step == "main2")
    assert not ids(g, "Drudge Skeletons") and ids(g, "Lim-Dûl's Cohort")
