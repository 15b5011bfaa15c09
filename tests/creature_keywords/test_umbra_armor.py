"""Umbra armor in real games (CR 702.89a; grimoire.mechanics.umbra_armor)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Hyena Umbra")


def test_the_card_compiles() -> None:
    """Umbra armor is honoured by the engine."""
    assert all(card_is_compiled([d]) for d in EXTRA)


@pytest.mark.parametrize(("spell", "land"), [("Lightning Bolt", "Mountain"), ("Murder", "Swamp")])
def test_umbra_armor_destroys_the_aura_instead(spell: str, land: str) -> None:
    """CR 702.89a, 704.5g, 701.8a: lethal damage (Lightning Bolt on the 3/3) or Murder
    would destroy Grizzly Bears; Hyena Umbra is destroyed instead and the damage removed:
    the Bears survive as a 2/2 without first strike."""
    g = game(PlayerSpec(hand=(spell,),
                        battlefield=(perm("Grizzly Bears"),
                                     perm("Hyena Umbra", attached_to=(0, 0)),
                                     *lands(land, 3))), extra=EXTRA)
    bears = one(g, "Grizzly Bears")
    assert query.power(g, g.objects[bears]) == 3
    g.apply(CastSpell(one(g, spell, "hand"), ((bears,),)))
    resolve(g)
    assert ids(g, "Grizzly Bears") == [bears]
    obj = g.objects[bears]
    assert obj.damage == 0 and query.power(g, obj) == 2
    assert not query.has_keyword(g, obj, "first strike")
    assert ids(g, "Hyena Umbra") == [] and ids(g, "Hyena Umbra", "graveyard")


def test_without_the_aura_it_dies() -> None:
    """The next destruction, with no Aura left, destroys it (CR 701.8a)."""
    g = game(PlayerSpec(hand=("Murder", "Murder"),
                        battlefield=(perm("Grizzly Bears"),
                                     perm("Hyena Umbra", attached_to=(0, 0)),
                                     *lands("Swamp", 6))), extra=EXTRA)
    for _ in range(2):
        g.apply(CastSpell(ids(g, "Murder", "hand")[0], ((one(g, "Grizzly Bears"),),)))
        resolve(g)
    assert ids(g, "Grizzly Bears") == [] and ids(g, "Grizzly Bears", "graveyard")
