"""Vanishing in real games (CR 702.63a; grimoire.oracle.creature_keywords,
grimoire.mechanics.counter_triggers)."""

from __future__ import annotations

from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Waning Wurm")


def test_the_card_compiles() -> None:
    """Vanishing compiles to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_vanishing_counts_down_then_sacrifices() -> None:
    """CR 702.63a: Waning Wurm enters with two time counters; the next upkeep removes one;
    the one after removes the last, and that sacrifices it."""
    g = game(PlayerSpec(hand=("Waning Wurm",), battlefield=lands("Swamp", 4)), extra=EXTRA)
    cast(g, "Waning Wurm")
    resolve(g)
    wurm = one(g, "Waning Wurm")
    assert g.objects[wurm].counter("time") == 2
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert g.objects[wurm].counter("time") == 1
    pass_until(g, lambda g: g.turn == 7 and g.step == "main1")
    assert ids(g, "Waning Wurm") == [] and ids(g, "Waning Wurm", "graveyard")


def test_without_time_counters_nothing_happens() -> None:
    """CR 702.63a: with no time counter (put onto the battlefield without them) the upkeep
    ability doesn't trigger and no counter is removed: it stays."""
    g = game(PlayerSpec(battlefield=(perm("Waning Wurm"),)), extra=EXTRA)
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert ids(g, "Waning Wurm")
