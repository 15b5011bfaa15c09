"""The land a search put onto the battlefield, named again after the shuffle: "{T},
Sacrifice this land: Search your library for a basic land card, put it onto the battlefield
tapped, then shuffle. Then if you control four or more lands, untap that land." (Fabled
Passage; CR 608.2c: "that land" is the card found, now a permanent; the condition is checked
as the ability resolves, the new land counted, Fabled Passage itself already sacrificed)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import activate, game, ids, lands, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import Choose
from grimoire.rules.position import PlayerSpec

PASSAGE = card("Fabled Passage", "", "Land",
               "{T}, Sacrifice this land: Search your library for a basic land card, put it onto "
               "the battlefield tapped, then shuffle. Then if you control four or more lands, "
               "untap that land.")
CARDS = (compile_source(PASSAGE),)


def _fetch(other_lands: int) -> bool:
    """Whether the fetched Island ends untapped."""
    g = game(PlayerSpec(battlefield=(perm("Fabled Passage"), *lands("Forest", other_lands)),
                        library=("Island", "Shock")), PlayerSpec(), extra=CARDS)
    activate(g, "Fabled Passage")
    resolve(g, [Choose((ids(g, "Island", "library")[0],))])  # the Island is found
    (island,) = ids(g, "Island")
    return not g.objects[island].tapped


def test_compiled_whole() -> None:
    assert card_is_compiled(list(CARDS))


def test_untapped_with_four_lands() -> None:
    """Three Forests and the new Island: four lands, the Island untaps."""
    assert _fetch(3)


def test_stays_tapped_with_three() -> None:
    assert not _fetch(2)
