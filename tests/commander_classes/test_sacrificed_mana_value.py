"""Amounts read from a permanent sacrificed to pay a cost, "where X is the sacrificed
enchantment's mana value" (CR 608.2h: last known information, the object having left the
battlefield; CR 117.1, 602.2: the cost is paid as the ability is activated, CR 701.21a): the
class of "the sacrificed creature's power" for every permanent type word (Demon of Fate's
Design's second ability; the card itself stays unplayable until its alternative cost is)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.position import PermanentSpec, PlayerSpec

DEMON = record("Test Fate Demon", "{4}{B}{B}", "Enchantment Creature — Demon",
               "Flying, trample\n{2}{B}, Sacrifice another enchantment: This creature gets "
               "+X/+0 until end of turn, where X is the sacrificed enchantment's mana value.",
               "6", "6")
ANTHEM = record("Test Anthem", "{3}{W}", "Enchantment", "Creatures you control get +0/+1.")
RECORDS = (DEMON, ANTHEM)


def test_the_records_compile() -> None:
    """The ability compiles with nothing the engine doesn't honour."""
    compiled(DEMON)


def test_sacrificed_enchantments_mana_value() -> None:
    """Three players: sacrificing the Anthem (mana value 4) gives +4/+0; the Anthem's own
    +0/+1 is gone with it (it left as the cost was paid)."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Test Fate Demon"), PermanentSpec("Test Anthem"),
        *(PermanentSpec("Swamp") for _ in range(3)))), PlayerSpec(), PlayerSpec())
    demon = one(game, "Test Fate Demon")
    options = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == demon]
    assert options
    game.apply(options[0])
    settle(game, 60)  # (the only other enchantment: the Anthem is sacrificed)
    assert ids(game, "Test Anthem", "graveyard")
    obj = game.objects[demon]
    assert (query.power(game, obj), query.toughness(game, obj)) == (10, 6)
