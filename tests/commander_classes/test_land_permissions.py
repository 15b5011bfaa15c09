"""Playing lands from other zones (CR 305.1: from the hand unless an effect allows another
zone; CR 305.2: still the turn's land play; main phase, empty stack):

* "You may play lands from your graveyard." (Crucible of Worlds): land cards you own in your
  graveyard; not an opponent's, not a nonland card; a second land play this turn is refused.
* "You may play Desert lands from your graveyard." (Hazezon): only lands with that subtype.
* "You may play lands from the top of your library." (Courser of Kruphix): the top card only.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CRUCIBLE = record("Crucible of Worlds", "{3}", "Artifact",
                  "You may play lands from your graveyard.")
DUNES = record("Test Dune Keeper", "{G}", "Creature — Human",
               "You may play Desert lands from your graveyard.", "1", "1")
DUNE = record("Test Dune", "", "Land — Desert", "{T}: Add {C}.")
COURSER = record("Courser of Kruphix", "{1}{G}{G}", "Enchantment Creature — Centaur",
                 "Play with the top card of your library revealed.\nYou may play lands from "
                 "the top of your library.\nWhenever a land you control enters, you gain 1 "
                 "life.", "2", "4")
RECORDS = (CRUCIBLE, DUNES, DUNE, COURSER)


def _plays(game: Game) -> set[str]:
    """The names and zones of the land plays offered."""
    return {f"{game.objects[a.card].name}@{game.objects[a.card].zone}"
            for a in game.legal_actions() if isinstance(a, PlayLand)}


def test_compiles() -> None:
    compiled(*RECORDS)


def test_crucible_plays_a_land_from_your_graveyard_once() -> None:
    game = table(RECORDS, PlayerSpec(graveyard=("Forest", "Lightning Bolt", "Island"),
                                     battlefield=(P("Crucible of Worlds"),)),
                 PlayerSpec(graveyard=("Swamp",)))
    assert _plays(game) == {"Forest@graveyard", "Island@graveyard"}
    game.apply(PlayLand(one(game, "Forest", "graveyard")))
    assert ids(game, "Forest") and game.players[0].lands_played == 1
    assert not _plays(game)  # CR 305.2: one land play a turn
    before = digest(game)
    with pytest.raises(IllegalActionError):
        game.apply(PlayLand(one(game, "Island", "graveyard")))
    assert digest(game) == before
    with pytest.raises(IllegalActionError):  # Bob's land is no card of Alice's to play
        game.apply(PlayLand(one(game, "Swamp", "graveyard")))


def test_without_the_permanent_nothing() -> None:
    game = table(RECORDS, PlayerSpec(graveyard=("Forest",), hand=("Crucible of Worlds",)),
                 PlayerSpec())
    assert not _plays(game)
    with pytest.raises(IllegalActionError):
        game.apply(PlayLand(one(game, "Forest", "graveyard")))


def test_desert_lands_only() -> None:
    game = table(RECORDS, PlayerSpec(graveyard=("Forest", "Test Dune"),
                                     battlefield=(P("Test Dune Keeper"),)), PlayerSpec())
    assert _plays(game) == {"Test Dune@graveyard"}


def test_courser_plays_the_top_card_only() -> None:
    """Forest on top, then Island: only the Forest may be played; then the Island is on
    top, but the turn's land play is used."""
    game = table(RECORDS, PlayerSpec(library=("Forest", "Island", "Swamp"),
                                     battlefield=(P("Courser of Kruphix"),)), PlayerSpec())
    assert _plays(game) == {"Forest@library"}
    game.apply(PlayLand(game.players[0].library[-1]))
    assert ids(game, "Forest") and game.players[0].lands_played == 1 and not _plays(game)


def test_courser_with_a_nonland_on_top() -> None:
    """Lightning Bolt on top: no land play from the library (the Forest under it is not
    the top card)."""
    game = table(RECORDS, PlayerSpec(library=("Lightning Bolt", "Forest"),
                                     battlefield=(P("Courser of Kruphix"),)), PlayerSpec())
    assert not _plays(game)
    with pytest.raises(IllegalActionError):
        game.apply(PlayLand(game.players[0].library[-2]))
