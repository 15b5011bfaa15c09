"""Recover (CR 702.59a): "When a creature is put into your graveyard from the battlefield,
you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card." (the compiler adds the graveyard trigger,
grimoire.oracle.creature_keywords)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

EXTRA = (compile_source({
    "name": "Resize", "type_line": "Instant", "mana_cost": "{1}{G}",
    "oracle_text": "Target creature gets +3/+3 until end of turn.\nRecover {1}{G} (When a "
    "creature is put into your graveyard from the battlefield, you may pay {1}{G}. If you do, "
    "return this card from your graveyard to your hand. Otherwise, exile this card.)"}),)


def _game(mine: bool = True) -> Game:
    me = PlayerSpec(hand=("Shock",), graveyard=("Resize",),
                    battlefield=(*lands("Forest", 2), perm("Mountain"),
                                 *((perm("Grizzly Bears"),) if mine else ())))
    them = PlayerSpec(battlefield=() if mine else (perm("Grizzly Bears"),))
    return game(me, them, extra=EXTRA)


def _shock_bears(g: Game, *answers: bool) -> None:
    g.apply(CastSpell(one(g, "Shock", "hand"), ((one(g, "Grizzly Bears"),),)))
    resolve(g, [Choose(a) for a in answers])


def test_paid_returns_to_hand() -> None:
    """CR 702.59a: a creature of yours dies; you pay {1}{G}: Resize returns to your hand."""
    g = _game()
    _shock_bears(g, True)
    assert ids(g, "Resize", "hand") and not ids(g, "Resize", "graveyard")
    assert all(g.objects[f].tapped for f in ids(g, "Forest"))


def test_declined_exiles_it() -> None:
    """CR 702.59a: "Otherwise, exile this card": the "may" declined, Resize is exiled."""
    g = _game()
    _shock_bears(g, False)
    assert ids(g, "Resize", "exile") and not ids(g, "Resize", "hand")


def test_an_opponents_creature_does_not_trigger_it() -> None:
    """CR 702.59a: only a creature put into *your* graveyard (one you own) triggers it."""
    g = _game(mine=False)
    _shock_bears(g)
    assert ids(g, "Resize", "graveyard")
