""""+1/+1 for each card type among cards in your graveyard" (CR 205.2a; the count is read
once as the ability resolves, CR 608.2h, and the boost lasts until end of turn, CR 611.2a):
Ursine Monstrosity, "At the beginning of combat on your turn, mill a card and choose an
opponent at random. This creature attacks that player this combat if able. Until end of
turn, this creature gains indestructible and gets +1/+1 for each card type among cards in
your graveyard." """

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import query
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

URSINE = record("Ursine Monstrosity", "{2}{G}", "Creature — Bear Mutant",
                "Trample\nAt the beginning of combat on your turn, mill a card and choose an "
                "opponent at random. This creature attacks that player this combat if able. "
                "Until end of turn, this creature gains indestructible and gets +1/+1 for each "
                "card type among cards in your graveyard.", "3", "3")
RECORDS = (URSINE,)


def test_the_record_compiles() -> None:
    """The counted boost compiles with the card-type count of Alice's graveyard."""
    compiled(URSINE)


def _combat(graveyard: tuple[str, ...], top: str) -> Game:
    game = table(RECORDS, PlayerSpec(graveyard=graveyard, library=(top,) * 10, battlefield=(
        PermanentSpec("Ursine Monstrosity"),)), PlayerSpec(), PlayerSpec(),
                 step="upkeep")
    advance(game, lambda g: g.step == "beginning_of_combat" and not g.stack
            and g.pending is not None and g.pending.kind == "priority")
    return game


@pytest.mark.parametrize(("graveyard", "top", "size"), [
    ((), "Grizzly Bears", 4),                               # the milled creature: one type
    (("Lightning Bolt", "Forest"), "Grizzly Bears", 6),     # instant, land, creature
    (("Forest", "Plains"), "Island", 4),                    # lands only: one type
    (("Divination", "Hill Giant"), "Grizzly Bears", 5),     # sorcery, creature (twice)
])
def test_plus_one_for_each_card_type_in_her_graveyard(graveyard: tuple[str, ...], top: str,
                                                      size: int) -> None:
    """CR 205.2a: after milling her top card, the Monstrosity gets +1/+1 for each card type
    among the cards in her graveyard (a type counted once however many cards have it) and
    gains indestructible."""
    game = _combat(graveyard, top)
    bear = game.objects[one(game, "Ursine Monstrosity")]
    assert query.power(game, bear) == size and query.toughness(game, bear) == size
    assert "indestructible" in query.keywords(game, bear)


def test_the_boost_ends_with_the_turn() -> None:
    """CR 611.2a: on Bob's turn it is a 3/3 again."""
    game = _combat(("Lightning Bolt",), "Grizzly Bears")
    advance(game, lambda g: g.active == 1 and g.step == "main1")
    bear = game.objects[one(game, "Ursine Monstrosity")]
    assert query.power(game, bear) == 3
