""""Whenever one or more land cards are put into your graveyard from anywhere for the first
time each turn" (Crawling Sensation): cards put into a graveyard at once are one event, so a
batch of several lands triggers it once (CR 603.2c; the card's ruling); only the turn's first
such event triggers it; a land card put into another player's graveyard is not one put into
yours (CR 404.1: a card goes to its owner's graveyard)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SENSATION = card("Crawling Sensation", "{2}{G}", "Enchantment",
                 "At the beginning of your upkeep, you may mill two cards. (You may put the top "
                 "two cards of your library into your graveyard.)\nWhenever one or more land "
                 "cards are put into your graveyard from anywhere for the first time each turn, "
                 "create a 1/1 green Insect creature token.")
STONE_RAIN = card("Stone Rain", "{2}{R}", "Sorcery", "Destroy target land.")


def test_the_record_is_honoured() -> None:
    assert_honoured((SENSATION,))


def _game(library: tuple[str, ...], hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(library=library, hand=hand,
                    battlefield=(perm("Crawling Sensation"), *lands("Mountain", 8)))
    them = PlayerSpec(battlefield=(perm("Forest"),))
    return game(me, them, step="end", active=1,
                extra=[compile_source(SENSATION), compile_source(STONE_RAIN)])


def _insects(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].name == "Insect Token"
               or "Insect" in g.objects[o].info.subtypes)


def _upkeep_mill(g: Game, mill: bool) -> None:
    """Into player 0's upkeep; answer the "may mill two cards"; resolve."""
    pass_to_step(g, "upkeep", active=0)
    resolve(g, [Choose(mill)])


def test_two_lands_milled_at_once_trigger_it_once() -> None:
    g = _game(("Forest", "Forest") + ("Island",) * 10)
    _upkeep_mill(g, True)
    assert len(g.players[0].graveyard) == 2 and _insects(g) == 1


def test_a_milled_nonland_pair_does_not_trigger_it() -> None:
    g = _game(("Grizzly Bears", "Shock") + ("Island",) * 10)
    _upkeep_mill(g, True)
    assert len(g.players[0].graveyard) == 2 and _insects(g) == 0


def test_only_the_first_time_each_turn() -> None:
    """The mill declined ("may"); then Stone Rain on player 0's own Mountain: the turn's first
    land put into their graveyard, one Insect; a second Stone Rain on another Mountain: no
    second Insect (the second time this turn)."""
    g = _game(("Island",) * 10, hand=("Stone Rain", "Stone Rain"))
    _upkeep_mill(g, False)
    pass_to_step(g, "main1", active=0)
    assert len(g.players[0].graveyard) == 0
    for nth in range(2):
        mountains = [o for o in g.battlefield if g.objects[o].name == "Mountain"
                     and not g.objects[o].tapped]
        g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                     and a.targets == ((mountains[-1],),)))
        resolve(g)
        assert _insects(g) == 1, nth
    assert sum(g.objects[o].name == "Mountain" for o in g.players[0].graveyard) == 2


def test_a_land_put_into_an_opponents_graveyard_is_not_yours() -> None:
    g = _game(("Island",) * 10, hand=("Stone Rain",))
    _upkeep_mill(g, False)
    pass_to_step(g, "main1", active=0)
    rain = one(g, "Stone Rain", "hand")
    g.apply(CastSpell(rain, targets=((one(g, "Forest"),),)))
    resolve(g)
    assert len(g.players[1].graveyard) == 1 and _insects(g) == 0
