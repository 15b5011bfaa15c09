"""Changeling in a real game (CR 702.73a: "This object is every creature type")."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.keywords._cards import definitions

from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Woodland Changeling", "Lord of Atlantis")


def test_changeling_is_a_merfolk_for_a_lord() -> None:
    """CR 702.73a: Woodland Changeling is a Merfolk: Lord of Atlantis gives it +1/+1 and
    islandwalk; a Grizzly Bears (a Bear only) gets nothing."""
    g = game(PlayerSpec(hand=("Woodland Changeling",),
                        battlefield=(perm("Lord of Atlantis"), perm("Grizzly Bears"),
                                     *lands("Forest", 2))), extra=EXTRA)
    g.apply(CastSpell(one(g, "Woodland Changeling", "hand")))
    resolve(g)
    changeling = g.objects[one(g, "Woodland Changeling")]
    assert (query.power(g, changeling), query.toughness(g, changeling)) == (3, 3)
    assert query.has_keyword(g, changeling, "islandwalk")
    assert query.power(g, g.objects[one(g, "Grizzly Bears")]) == 2


def test_changeling_in_hand_is_every_creature_type() -> None:
    """CR 702.73a: a characteristic-defining ability, so it works in every zone."""
    g = game(PlayerSpec(hand=("Woodland Changeling",)), extra=EXTRA)
    card = g.objects[one(g, "Woodland Changeling", "hand")]
    assert {"Merfolk", "Elf", "Time Lord", "Shapeshifter"} <= card.info.subtypes
    assert "Equipment" not in card.info.subtypes
