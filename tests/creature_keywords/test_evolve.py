"""Evolve in real games (CR 702.100a; grimoire.oracle.creature_keywords)."""

from __future__ import annotations

from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Cloudfin Raptor")


def test_the_card_compiles() -> None:
    """Evolve compiles to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_evolve_on_greater_creatures_only() -> None:
    """CR 702.100a: Grizzly Bears (2/2) entering evolves the 0/1 Raptor to 1/2; then
    Llanowar Elves (1/1) has neither greater power nor greater toughness: no counter."""
    g = game(PlayerSpec(hand=("Grizzly Bears", "Llanowar Elves"),
                        battlefield=(perm("Cloudfin Raptor"), *lands("Forest", 3))),
             extra=EXTRA)
    raptor = one(g, "Cloudfin Raptor")
    cast(g, "Grizzly Bears")
    resolve(g)
    obj = g.objects[raptor]
    assert obj.counter("+1/+1") == 1
    assert (query.power(g, obj), query.toughness(g, obj)) == (1, 2)
    cast(g, "Llanowar Elves")
    resolve(g)
    assert g.objects[raptor].counter("+1/+1") == 1


def test_evolve_ignores_the_opponents_creatures() -> None:
    """CR 702.100a: only "a creature you control" entering triggers it."""
    g = game(PlayerSpec(battlefield=(perm("Cloudfin Raptor"),)),
             PlayerSpec(hand=("Grizzly Bears",), battlefield=tuple(perm("Forest")
                                                                   for _ in range(2))),
             active=1, extra=EXTRA)
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert g.objects[one(g, "Cloudfin Raptor")].counter("+1/+1") == 0
