"""The characteristics every world starts from are shared, never changed (CR 613.1).

A world (:func:`grimoire.rules.layers.world`) starts each permanent from its copiable values
and its controller without control-changing effects (CR 613.1a-b), one object per card data
and controller (:func:`grimoire.rules.layers._base`) shared by every world; the world gets
its own copy of a permanent an effect applies to. Whole games full of layer interactions
must leave every shared start exactly as the card data gives it.
"""

from __future__ import annotations

import random

import pytest
from tests.dice_rules._util import game, one, perm
from tests.layers._cards import definitions, pool
from tests.layers.test_plain_world import _deck

from grimoire.agents import RandomAgent
from grimoire.rules import layers
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.slot_copy import slot_names

_CARDS = definitions("Glorious Anthem")


def _fresh_fields(chars: layers.Chars) -> dict[str, object]:
    fresh = layers.Chars(chars.info, chars.controller)
    return {n: getattr(fresh, n) for n in slot_names(layers.Chars) if n != "shared"}


def test_an_anthem_changes_the_worlds_copy_not_the_shared_start() -> None:
    """Glorious Anthem (CR 613.4c: +1/+1 in layer 7c): the creature's characteristics in
    the world are its own copy; the land's, which no effect touches, are the shared start."""
    g = game(PlayerSpec(battlefield=(perm("Glorious Anthem"), perm("Grizzly Bears"),
                                     perm("Forest"))), extra=_CARDS)
    bears, forest = g.objects[one(g, "Grizzly Bears")], g.objects[one(g, "Forest")]
    world = layers.world(g)
    assert world[bears.id].p_mod == 1 and not world[bears.id].shared
    assert world[forest.id].shared and world[forest.id] is layers._base(forest.info, 0)
    base = layers._base(bears.info, 0)
    assert base is not world[bears.id] and base.p_mod == 0


@pytest.mark.parametrize("seed", range(3))
def test_whole_games_leave_the_shared_starts_as_the_card_data_gives_them(seed: int) -> None:
    """After games with anthems, Humility, Opalescence, Auras, Equipment, "becomes a Frog"
    and characteristic-defining abilities, every shared start still equals characteristics
    made anew from its card data and controller."""
    rng = random.Random(seed)
    g = Game.new([_deck(rng), _deck(rng)], pool(), seed=seed, first_player=seed % 2)
    g.run([RandomAgent(seed * 2 + k) for k in range(2)], max_turns=30)
    infos = {id(o.info): o.info for o in g.objects.values()}
    infos.update({id(i): i for o in g.objects.values() for i in (o.grant or ())})
    checked = 0
    for info in infos.values():
        for base in (info.protos or {}).values():
            assert base.shared
            assert {n: getattr(base, n) for n in slot_names(layers.Chars)
                    if n != "shared"} == _fresh_fields(base), info.name
            checked += 1
    assert checked > 10
