"""The state-based check's shortcuts over the layers (issue 15): a world already given to the
permanents (granted abilities, CR 613.1f; controllers, CR 613.1b) is not given again, but a
permanent whose own card data changed since is always computed again (CR 613.1: the layers
start from its copiable values)."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.layers._cards import definitions

from grimoire.rules import query, sba
from grimoire.rules.cardinfo import info_for
from grimoire.rules.position import PlayerSpec

_CARDS = definitions("Humility", "Glorious Anthem", "Wind Drake", "Windstorm Drake")


def test_new_card_data_without_an_event_is_layered_at_the_next_check() -> None:
    """Humility (CR 613.1f, 613.4b): a creature loses its abilities and is 1/1. When the
    Drake's own card data becomes Windstorm Drake's with no event (as a transform or a
    level does, CR 712.8, 711.2), the next state-based check gives the new data the layers
    again (no flying, no static, 1/1 then +1/+1 from Glorious Anthem) instead of keeping
    what it gave the old data."""
    pool_cards = {d.name: d for d in _CARDS}
    g = game(PlayerSpec(battlefield=(perm("Humility"), perm("Glorious Anthem"),
                                     perm("Wind Drake"))), extra=_CARDS)
    drake = g.objects[one(g, "Wind Drake")]
    sba.check(g)
    assert drake.info.name == "Wind Drake" and "flying" not in drake.info.keywords
    sba.check(g)  # nothing changed: the settled world is kept
    drake.info = info_for(pool_cards["Windstorm Drake"])
    sba.check(g)
    assert drake.info.name == "Windstorm Drake"
    assert "flying" not in drake.info.keywords and not drake.info.statics  # all lost
    assert not query.keywords(g, drake)
    assert (query.power(g, drake), query.toughness(g, drake)) == (2, 2)  # 1/1, +1/+1
    assert drake.controller == 0


def test_controllers_stay_with_a_settled_world() -> None:
    """With continuous effects in play (Glorious Anthem), repeated checks leave every
    permanent with the controller the layers give it (CR 613.1b): its owner's here."""
    g = game(PlayerSpec(battlefield=(perm("Glorious Anthem"), perm("Wind Drake"))),
             PlayerSpec(battlefield=(perm("Windstorm Drake"),)), extra=_CARDS)
    for _ in range(3):
        sba.check(g)
    assert g.objects[one(g, "Wind Drake")].controller == 0
    assert g.objects[one(g, "Windstorm Drake")].controller == 1
    assert query.power(g, g.objects[one(g, "Wind Drake")]) == 3  # 2 +1 (anthem) +0
