"""Extort in real games (CR 702.101a; grimoire.oracle.creature_keywords)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import cast, game, ids, lands, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import Choose
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Syndic of Tithes")


def test_the_card_compiles() -> None:
    """Extort compiles to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


@pytest.mark.parametrize("pay", [True, False])
def test_extort_drains_one(pay: bool) -> None:
    """CR 702.101a: casting Grizzly Bears, paying {W/B} (the Plains) drains the opponent for
    1 and gains that much; declining changes nothing."""
    g = game(PlayerSpec(hand=("Grizzly Bears",),
                        battlefield=(perm("Syndic of Tithes"), *lands("Forest", 2),
                                     perm("Plains"))),
             extra=EXTRA)
    cast(g, "Grizzly Bears")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "yes_no")
    g.apply(Choose(pay))
    resolve(g)
    assert ids(g, "Grizzly Bears")
    assert (g.players[0].life, g.players[1].life) == ((21, 19) if pay else (20, 20))
    assert g.objects[ids(g, "Plains")[0]].tapped == pay
