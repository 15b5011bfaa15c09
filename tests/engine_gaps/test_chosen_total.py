"""A limit on the total of objects chosen as an effect resolves (CR 608.2d): "return any
number of cards with total mana value X or less"."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, lands, one, pass_to_decision, resolve
from tests.engine_gaps._util import card

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import Choose
from grimoire.rules.position import PlayerSpec


def test_pair_o_dice_lost_total_of_the_two_dice() -> None:
    """CR 608.2d: the choice is made on resolution, limited by X = the dice's total."""
    g = game(PlayerSpec(hand=("Pair o' Dice Lost",), battlefield=lands("Forest", 5),
                        graveyard=("Grizzly Bears", "Hill Giant", "Craw Wurm", "Goblin Piker")),
             extra=[definition("Pair o' Dice Lost")])
    g.script_dice([1, 3])
    cast(g, "Pair o' Dice Lost")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.kind == "choose_objects"
    bears, giant = one(g, "Grizzly Bears", "graveyard"), one(g, "Hill Giant", "graveyard")
    piker = one(g, "Goblin Piker", "graveyard")
    legal = {frozenset(a.value) for a in g.legal_actions()}
    assert frozenset({bears, piker}) in legal and frozenset({giant}) in legal
    assert frozenset({bears, giant}) not in legal  # 6 > 4
    assert all(sum(g.objects[o].info.mana_value for o in s) <= 4 for s in legal)
    with pytest.raises(IllegalActionError):
        g.apply(Choose((bears, giant)))
    g.apply(Choose((bears, piker)))
    resolve(g)
    hand = {g.objects[o].name for o in g.players[0].hand}
    assert hand == {"Grizzly Bears", "Goblin Piker"}
    assert one(g, "Pair o' Dice Lost", "exile")


def test_fixed_total_on_resolution() -> None:
    """The same limit with a fixed X ("total mana value 4 or less")."""
    text = ("Return any number of creature cards with total mana value 4 or less from your "
            "graveyard to your hand.")
    spell = card("Test Recall", "Sorcery", text, "{1}{G}")
    g = game(PlayerSpec(hand=("Test Recall",), battlefield=lands("Forest", 2),
                        graveyard=("Grizzly Bears", "Hill Giant", "Walking Corpse")),
             extra=[spell])
    cast(g, "Test Recall")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert max(len(a.value) for a in g.legal_actions()) == 2
    bears, corpse = one(g, "Grizzly Bears", "graveyard"), one(g, "Walking Corpse", "graveyard")
    g.apply(Choose((bears, corpse)))
    resolve(g)
    assert {g.objects[o].name for o in g.players[0].hand} == {"Grizzly Bears", "Walking Corpse"}
