"""Independent checks of one revealed card (CR 701.20a, 608.2c): "{2}, {T}: Reveal the top
card of your library. If it's a creature card, create a 1/1 green Saproling creature token.
If it's a land card, put that card onto the battlefield under your control. If it's a
noncreature, nonland card, you gain 2 life." (Druidic Satchel; rulings: a creature land
card gives both the token and the land; a card that isn't a land stays on top). Every "it"
is the revealed card, not the token an earlier branch made."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SATCHEL = record("Druidic Satchel", "{3}", "Artifact",
                 "{2}, {T}: Reveal the top card of your library. If it's a creature card, create "
                 "a 1/1 green Saproling creature token. If it's a land card, put that card onto "
                 "the battlefield under your control. If it's a noncreature, nonland card, you "
                 "gain 2 life.")
ARBOR = record("Dryad Arbor", "", "Land Creature — Forest Dryad", "", "1", "1")


def test_the_record_compiles() -> None:
    compiled(SATCHEL)


def _reveal(top: str) -> Game:
    """Alice activates the Satchel with ``top`` on top of her library."""
    game = table((SATCHEL, ARBOR), PlayerSpec(
        library=(top, "Island", "Island"),
        battlefield=(P("Druidic Satchel"), P("Plains"), P("Plains"))), PlayerSpec())
    satchel = one(game, "Druidic Satchel")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == satchel))
    while game.stack:
        game.apply(PassPriority())
    return game


def _top(game: Game) -> str:
    return game.objects[game.players[0].library[-1]].name  # the top (CR 401.2)


def test_creature_card_makes_a_saproling_and_stays_on_top() -> None:
    game = _reveal("Grizzly Bears")
    assert len(ids(game, "Saproling")) == 1 and game.players[0].life == 20
    assert _top(game) == "Grizzly Bears"


def test_land_card_is_put_onto_the_battlefield() -> None:
    game = _reveal("Forest")
    forest = one(game, "Forest")
    assert game.objects[forest].zone == "battlefield" and game.objects[forest].controller == 0
    assert not ids(game, "Saproling") and game.players[0].life == 20
    assert _top(game) == "Island"


def test_other_card_gains_two_life_and_stays_on_top() -> None:
    game = _reveal("Lightning Bolt")
    assert game.players[0].life == 22 and not ids(game, "Saproling")
    assert _top(game) == "Lightning Bolt"


def test_creature_land_gives_both() -> None:
    """Ruling: Dryad Arbor (a creature and a land): a Saproling and the Arbor itself, no
    life."""
    game = _reveal("Dryad Arbor")
    assert len(ids(game, "Saproling")) == 1
    assert game.objects[one(game, "Dryad Arbor")].zone == "battlefield"
    assert game.players[0].life == 20
