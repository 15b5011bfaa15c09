"""One-shot additional land plays: "You may play an additional land this turn" (CR 305.2:
one land per turn unless an effect allows more; the extra play lasts only this turn)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import cast, game, ids, lands, resolve
from tests.rules.helpers import pass_to_step

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

EXPLORE = {"name": "Explore", "mana_cost": "{1}{G}", "type_line": "Sorcery",
           "oracle_text": "You may play an additional land this turn.\nDraw a card."}
EXTRA = (compile_source(EXPLORE),)


def test_compiled() -> None:
    assert card_is_compiled(EXTRA)


def test_second_land_this_turn_only() -> None:
    """After Explore, a second land may be played this turn, not a third (CR 305.2); the
    illegal play raises and changes nothing. Next turn the allowance is one again."""
    g = game(PlayerSpec(hand=(EXPLORE["name"], "Forest", "Forest", "Forest"),
                        battlefield=lands("Forest", 2)), extra=EXTRA)
    hand = len(g.players[0].hand)
    cast(g, EXPLORE["name"])
    resolve(g)
    assert len(g.players[0].hand) == hand - 1 + 1  # Explore left, a card drawn
    g.apply(PlayLand(ids(g, "Forest", "hand")[0]))
    g.apply(PlayLand(ids(g, "Forest", "hand")[0]))
    third = ids(g, "Forest", "hand")[0]
    with pytest.raises(IllegalActionError):
        g.apply(PlayLand(third))
    assert g.objects[third].zone == "hand" and g.players[0].lands_played == 2
    assert len(ids(g, "Forest")) == 4
    copy = g.copy()
    assert copy.players[0].extra_lands == 1
    loaded = Game.load(g.save(), g.pool)
    assert loaded.players[0].extra_lands == 1 and loaded.players[0].lands_played == 2
    pass_to_step(g, "main1", active=1)
    assert g.players[0].extra_lands == 0
    pass_to_step(g, "main1", player=0, active=0)
    assert g.players[0].extra_lands == 0
    g.apply(PlayLand(ids(g, "Forest", "hand")[0]))
    with pytest.raises(IllegalActionError):
        g.apply(PlayLand(ids(g, "Forest", "hand")[0]))


def test_without_it_one_land() -> None:
    """Without the effect, the second land play is illegal (CR 305.2)."""
    g = game(PlayerSpec(hand=("Forest", "Forest")), extra=EXTRA)
    g.apply(PlayLand(ids(g, "Forest", "hand")[0]))
    with pytest.raises(IllegalActionError):
        g.apply(PlayLand(ids(g, "Forest", "hand")[0]))
