"""A quoted triggered ability gained until end of turn (CR 613.1f): Abnormal Endurance's
"When this creature dies, return it to the battlefield tapped under its owner's control."
(a leaves-the-battlefield ability looks back, CR 603.10a)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec


def test_honoured() -> None:
    assert not engine_gaps(defs("Abnormal Endurance")[0])


def test_dies_and_returns_tapped() -> None:
    """+2/+0; when it dies this turn it returns tapped under its owner's control, a new
    object without the boost (CR 400.7)."""
    me = PlayerSpec(hand=("Abnormal Endurance", "Lightning Bolt"),
                    battlefield=(perm("Grizzly Bears"), *lands("Swamp", 2),
                                 *lands("Mountain", 1)))
    g = game(me, PlayerSpec(), extra=defs("Abnormal Endurance"))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Abnormal Endurance", "hand"), targets=((bears,),)))
    resolve(g)
    assert query.power(g, g.objects[bears]) == 4
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(g)
    back = one(g, "Grizzly Bears")
    assert back != bears and g.objects[back].tapped and g.objects[back].controller == 0
    assert query.power(g, g.objects[back]) == 2


def test_without_it_the_creature_stays_dead() -> None:
    me = PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Grizzly Bears"),
                                                           *lands("Mountain", 1)))
    g = game(me, PlayerSpec(), extra=defs("Abnormal Endurance"))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")


def _combat(attacker: str, blocker: str, attacker_is_mine: bool) -> tuple[object, int, int]:
    from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
    from grimoire.rules.objects import Seat
    mine = PlayerSpec(battlefield=(perm(attacker),))
    theirs = PlayerSpec(battlefield=(perm(blocker),))
    g = game(mine, theirs, step="beginning_of_combat", extra=defs("Deathgazer"))
    a, b = one(g, attacker), one(g, blocker)
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((a, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareBlockers(((b, a),)))
    while g.step != "main2":
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    return g, a, b


def test_deathgazer_destroys_a_nonblack_creature_at_end_of_combat() -> None:
    """Blocked by Wall of Wood (0/3, survives the damage): the wall is destroyed at end of
    combat (a delayed trigger, CR 603.7); attacking into a black creature: nothing."""
    g, _, _ = _combat("Deathgazer", "Wall of Wood", True)
    assert one(g, "Wall of Wood", "graveyard")  # type: ignore[arg-type]
    g, _, _ = _combat("Deathgazer", "Vampire Nighthawk", True)  # black, 2/3, deathtouch
    assert one(g, "Vampire Nighthawk")  # type: ignore[arg-type]
