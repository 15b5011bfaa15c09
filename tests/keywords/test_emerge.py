"""Emerge in real games (CR 702.119; grimoire.oracle.alt_keywords.EMERGE_SACRIFICE,
grimoire.rules.keywords_cast.sacrificed_reduction).

Expectations from CR 702.119a ("You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" and "its total cost is reduced by an amount of
generic mana equal to the sacrificed creature's mana value"), 702.119c (the creature is
chosen with the cost and sacrificed as it is paid), 118.7a (only generic mana is
reduced), 202.3 (the spell's mana value is still its mana cost's)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest
from tests.ir_completeness._game import card

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

GRYFF = card("Wretched Gryff", "Creature — Eldrazi Hippogriff", "Emerge {5}{U} (You may cast "
             "this spell by sacrificing a creature and paying the emerge cost reduced by that "
             "creature's mana value.)\nWhen you cast this spell, draw a card.\nFlying", "3",
             "4", mana_cost="{7}")
EXTRA = (GRYFF,)


def _casts(g: Game) -> list[CastSpell]:
    oid = one(g, "Wretched Gryff", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_emerge_sacrifices_a_creature_and_costs_its_mana_value_less() -> None:
    """CR 702.119a: {5}{U} less Grizzly Bears' mana value 2 is {3}{U}: four Islands pay it;
    the Bears are sacrificed as the cost is paid (CR 702.119c); the spell's mana value is
    still 7 and its cast trigger draws a card."""
    g = game(PlayerSpec(hand=("Wretched Gryff",), battlefield=(
        *lands("Island", 4), perm("Grizzly Bears"))), extra=EXTRA)
    bears = one(g, "Grizzly Bears")
    (action,) = _casts(g)
    assert action.alt is not None and action.costs == (bears,)
    g.apply(action)
    assert ids(g, "Grizzly Bears", "graveyard")
    assert all(g.objects[o].tapped for o in ids(g, "Island"))
    (spell,) = [o for o in ids(g, "Wretched Gryff", "stack") if g.objects[o].kind == "card"]
    assert g.objects[spell].info.mana_value == 7
    resolve(g)
    assert ids(g, "Wretched Gryff") and len(g.players[0].hand) == 1


def test_no_creature_no_emerge() -> None:
    """CR 702.119a: without a creature to sacrifice the emerge cost can't be paid; four
    lands don't pay {7}. A forged emerge cast changes nothing."""
    g = game(PlayerSpec(hand=("Wretched Gryff",), battlefield=lands("Island", 4)),
             extra=EXTRA)
    assert _casts(g) == []
    before = digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Wretched Gryff", "hand"), alt=0))
    assert digest(g) == before


def test_the_reduction_is_of_generic_mana_only() -> None:
    """CR 118.7a: sacrificing a creature of mana value 7 reduces {5}{U} to {U}, never the
    blue mana: one Island pays it; with only a Forest it can't be cast."""
    big = card("Big Thing", "Creature — Beast", "", "5", "5", mana_cost="{6}{G}")
    g = game(PlayerSpec(hand=("Wretched Gryff",), battlefield=(
        *lands("Island", 1), perm("Big Thing"))), extra=(*EXTRA, big))
    (action,) = _casts(g)
    g.apply(action)
    resolve(g)
    assert ids(g, "Wretched Gryff") and ids(g, "Big Thing", "graveyard")
    g = game(PlayerSpec(hand=("Wretched Gryff",), battlefield=(
        *lands("Forest", 1), perm("Big Thing"))), extra=(*EXTRA, big))
    assert _casts(g) == []
