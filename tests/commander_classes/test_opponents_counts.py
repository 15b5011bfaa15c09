"""Counts over your opponents: "This creature gets +1/+1 for each poison counter your
opponents have." (Mycosynth Fiend): CR 122.1f, poison counters are counters on a
player; "your opponents" is the total over each opponent still in the game (CR 800.4a), never
your own.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.position import PermanentSpec, PlayerSpec

FIEND = record("Mycosynth Fiend", "{2}{G}", "Creature — Phyrexian Horror",
               "This creature gets +1/+1 for each poison counter your opponents have.", "2", "2")


def test_the_record_compiles() -> None:
    compiled(FIEND)
    nodes = list(ir.iter_nodes(compile_source(FIEND)))
    assert ir.PlayerCountersOf(ir.EachOpponent(), "poison") in nodes


def test_the_opponents_total_and_not_yours() -> None:
    """Bob 2, Carol 3, Alice 4 poison counters: the 2/2 Fiend is 7/7."""
    game = table((FIEND,), PlayerSpec(battlefield=(PermanentSpec("Mycosynth Fiend"),)),
                 PlayerSpec(), PlayerSpec())
    fiend = game.objects[one(game, "Mycosynth Fiend")]
    assert (query.power(game, fiend), query.toughness(game, fiend)) == (2, 2)
    for seat, poison in ((0, 4), (1, 2), (2, 3)):
        game.players[seat].counters["poison"] = poison
    game.chars = None  # (counters on players changed outside an action)
    assert (query.power(game, fiend), query.toughness(game, fiend)) == (7, 7)


WIGHT = record("Wight of Precinct Six", "{1}{B}", "Creature — Zombie",
               "This creature gets +1/+1 for each creature card in your opponents' "
               "graveyards.", "1", "1")


def test_creature_cards_in_the_opponents_graveyards() -> None:
    """"creature card in your opponents' graveyards" (CR 404.1): Bob's Bears and Carol's
    Giant count, Carol's Forest (not a creature card) and Alice's own Bears don't: 3/3."""
    compiled(WIGHT)
    game = table((WIGHT,), PlayerSpec(battlefield=(PermanentSpec("Wight of Precinct Six"),),
                                      graveyard=("Grizzly Bears",)),
                 PlayerSpec(graveyard=("Grizzly Bears",)),
                 PlayerSpec(graveyard=("Hill Giant", "Forest")))
    wight = game.objects[one(game, "Wight of Precinct Six")]
    assert (query.power(game, wight), query.toughness(game, wight)) == (3, 3)
