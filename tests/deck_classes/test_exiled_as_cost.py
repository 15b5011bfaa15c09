""""As an additional cost to cast this spell, exile a creature card from your graveyard. Corpse
Lunge deals damage equal to the exiled card's power to target creature." The card exiled to
pay the cost (CR 601.2h) is "the exiled card"; its power is read as the spell resolves."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

LUNGE = card("Corpse Lunge", "{2}{B}", "Instant",
             "As an additional cost to cast this spell, exile a creature card from your "
             "graveyard.\nCorpse Lunge deals damage equal to the exiled card's power to target "
             "creature.")


def test_the_record_is_honoured() -> None:
    assert_honoured((LUNGE,))


def _lunge(exiled: str) -> Game:
    me = PlayerSpec(hand=("Corpse Lunge",), battlefield=lands("Swamp", 3),
                    graveyard=("Hill Giant", "Grizzly Bears", "Shock"))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = game(me, them, extra=[compile_source(LUNGE)])
    paid = one(g, exiled, "graveyard")
    offered = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert not any(one(g, "Shock", "graveyard") in a.costs for a in offered)  # no creature
    g.apply(next(a for a in offered if paid in a.costs))
    resolve(g)
    assert one(g, exiled, "exile")
    return g


def test_the_exiled_giants_power() -> None:
    g = _lunge("Hill Giant")
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]


def test_the_exiled_bears_power() -> None:
    g = _lunge("Grizzly Bears")
    assert g.objects[one(g, "Hill Giant")].damage == 2
