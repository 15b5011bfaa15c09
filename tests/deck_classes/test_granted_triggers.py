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
