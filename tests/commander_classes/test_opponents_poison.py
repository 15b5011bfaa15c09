""""for each poison counter your opponents have" (Mycosynth Fiend: "This creature gets +1/+1
for each poison counter your opponents have."): CR 122.1f, poison counters are counters on a
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
