"""Types added to cards outside the battlefield (CR 611.3a, 604.1, 205.1b, 613.1d): Dune
Chanter's "Lands you control and land cards you own that aren't on the battlefield are Deserts
in addition to their other types." (Desert Bloom).

The lands its controller controls, and the land cards that player owns in a hand, a library,
a graveyard or exile, are Deserts as well as what they were; another player's lands and land
cards are not; a nonland card is not. Everything that reads a card's types sees it: Hazezon's
"You may play Desert lands from your graveyard", Yuma's "Whenever a Desert card is put into
your graveyard from anywhere" (the Chanter's own mill). With the Chanter gone, the cards are
what they print again.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.commander_classes.test_desert_bloom import HAZEZON, YUMA
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import layers, zones
from grimoire.rules.actions import ActivateAbility, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CHANTER = record("Dune Chanter", "{2}{G}", "Creature — Plant Druid",
                 "Reach\nLands you control and land cards you own that aren't on the "
                 "battlefield are Deserts in addition to their other types.\nLands you control "
                 "have \"{T}: Add one mana of any color.\"\n{T}: Mill two cards. You gain 1 "
                 "life for each land card milled this way.", "2", "3")
BEARS = record("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
RECORDS = (CHANTER, HAZEZON, YUMA, BEARS)


def _desert(game: Game, oid: int) -> bool:
    return "Desert" in layers.characteristics(game, game.objects[oid]).subtypes


def _game(mine: PlayerSpec, theirs: PlayerSpec | None = None) -> Game:
    return table(RECORDS, mine, theirs or PlayerSpec())


def test_the_record_compiles_to_two_statics() -> None:
    """One line, two continuous effects: the permanents' (layer 4) and the cards'."""
    compiled(CHANTER)
    statics = [a.effect for a in compile_source(CHANTER).abilities
               if isinstance(a, ir.StaticAbility)]
    kinds = [type(e).__name__ for e in statics]
    assert kinds[:2] == ["SetCharacteristics", "CardsOutsideAre"]
    outside = statics[1]
    assert isinstance(outside, ir.CardsOutsideAre)
    assert outside.subtypes == ("Desert",) and outside.filter.types_any == ("land",)
    assert outside.filter.owner == "you"


def test_my_lands_and_land_cards_are_deserts_not_theirs() -> None:
    """CR 611.3a, 205.1b: my Plains and the Forest in my hand, the Mountain in my graveyard,
    the Swamp in my library are Deserts and keep their own types; the opponent's Island and
    the Swamp in their graveyard aren't; my Grizzly Bears card isn't (not a land)."""
    game = _game(PlayerSpec(hand=("Forest", "Grizzly Bears"), graveyard=("Mountain",),
                            library=("Swamp",) * 5, battlefield=(P("Dune Chanter"),
                                                                 P("Plains"))),
                 PlayerSpec(graveyard=("Swamp",), battlefield=(P("Island"),)))
    mine = [one(game, "Plains"), one(game, "Forest", "hand"), one(game, "Mountain", "graveyard"),
            game.players[0].library[-1]]
    assert all(_desert(game, o) for o in mine)
    forest = layers.characteristics(game, game.objects[one(game, "Forest", "hand")])
    assert {"Forest", "Desert"} <= forest.subtypes and "land" in forest.types
    theirs = [one(game, "Island"), game.players[1].graveyard[0]]
    assert not any(_desert(game, o) for o in theirs)
    assert not _desert(game, one(game, "Grizzly Bears", "hand"))
    assert not _desert(game, one(game, "Dune Chanter"))


def test_the_chanter_gone_the_cards_are_what_they_print() -> None:
    """A condition changed: with the Chanter put into the graveyard, the Mountain there and
    the Plains on the battlefield are no longer Deserts (CR 611.3a)."""
    game = _game(PlayerSpec(graveyard=("Mountain",), battlefield=(P("Dune Chanter"),
                                                                  P("Plains"))))
    mountain = one(game, "Mountain", "graveyard")
    assert _desert(game, mountain)
    zones.move(game, one(game, "Dune Chanter"), "graveyard")
    assert not _desert(game, mountain) and not _desert(game, one(game, "Plains"))


def test_hazezon_plays_a_mountain_from_the_graveyard() -> None:
    """Two effects interacting: Hazezon lets me play Desert lands from my graveyard; with
    the Chanter, the Mountain there is one (CR 305.1); without it, it isn't."""
    spec = PlayerSpec(graveyard=("Mountain",), battlefield=(P("Dune Chanter"),
                                                           P("Hazezon, Shaper of Sand")))
    game = _game(spec)
    mountain = one(game, "Mountain", "graveyard")
    assert PlayLand(mountain) in game.legal_actions()
    game.apply(PlayLand(mountain))
    settle(game)
    assert ids(game, "Mountain") and len(ids(game, "Sand Warrior")) == 2  # a Desert entered
    game = _game(PlayerSpec(graveyard=("Mountain",),
                            battlefield=(P("Hazezon, Shaper of Sand"),)))
    assert PlayLand(one(game, "Mountain", "graveyard")) not in game.legal_actions()


def test_milled_lands_are_desert_cards_for_yuma() -> None:
    """The Chanter mills two: a Forest and a Grizzly Bears card. The Forest, a Desert card
    put into my graveyard, triggers Yuma (one Plant Warrior); the Bears don't; I gain 1 life
    for the one land card milled."""
    game = _game(PlayerSpec(library=("Forest", "Grizzly Bears") + ("Mountain",) * 4,
                            battlefield=(P("Dune Chanter"),
                                         P("Yuma, Proud Protector"))))
    chanter = one(game, "Dune Chanter")
    abilities = compile_source(CHANTER).abilities
    index = next(i for i, a in enumerate(abilities)
                 if isinstance(a, ir.ActivatedAbility) and a.text.startswith("{T}: Mill"))
    game.apply(ActivateAbility(chanter, index))
    settle(game)
    assert sorted(game.objects[o].name for o in game.players[0].graveyard) == [
        "Forest", "Grizzly Bears"]
    assert len(ids(game, "Plant Warrior")) == 1
    assert game.players[0].life == 21
