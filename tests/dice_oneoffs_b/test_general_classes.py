"""Classes built for the dice cards, exercised through other cards' templatings: "the greatest
power/mana value among ..." in a static +X/+0 (CR 613.4c), "for each <permanent>, create a
token that's a copy of that creature" (CR 707.2), "Do this only once each turn"."""

from __future__ import annotations

from tests.dice_rules._util import activate, game, ids, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_card
from grimoire.rules import query
from grimoire.rules.position import PlayerSpec

ESCORT = compile_card("Test Escort", "Artifact Creature — Robot", "{1}{U}",
                      "This creature gets +X/+0, where X is the greatest mana value among "
                      "other artifacts you control.", "0", "4")
RELIC = compile_card("Test Relic", "Artifact", "{5}", "")
TRINKET = compile_card("Test Trinket", "Artifact", "{2}", "")
RHYS = compile_card("Test Rhys", "Creature — Elf", "{G}",
                    "{1}, {T}: For each creature token you control, create a token that's a "
                    "copy of that creature.", "1", "1")


def test_greatest_mana_value_among_other_artifacts() -> None:
    """X = 5 (the Relic; the Trinket is 2; the Escort itself is not "other")."""
    g = game(PlayerSpec(battlefield=(perm("Test Escort"), perm("Test Relic"),
                                     perm("Test Trinket"))), extra=(ESCORT, RELIC, TRINKET))
    escort = g.objects[one(g, "Test Escort")]
    assert query.power(g, escort) == 5


def test_for_each_token_a_copy_of_that_creature() -> None:
    """Two Bears tokens and a nontoken Bears: one copy of each token (two new tokens)."""
    g = game(PlayerSpec(battlefield=(perm("Test Rhys"), perm("Grizzly Bears", token=True),
                                     perm("Grizzly Bears", token=True), perm("Grizzly Bears"),
                                     *lands("Forest", 1))), extra=(RHYS,))
    activate(g, "Test Rhys")
    resolve(g)
    bears = ids(g, "Grizzly Bears")
    assert len(bears) == 5 and sum(1 for o in bears if g.objects[o].kind == "token") == 4
