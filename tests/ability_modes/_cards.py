"""Oracle records (2025-09-25 Oracle text) of modal-ability cards, compiled for ``extra=``."""

from __future__ import annotations

from functools import cache

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS = {
    "Goblin Cratermaker": {
        "name": "Goblin Cratermaker", "mana_cost": "{1}{R}",
        "type_line": "Creature — Goblin Warrior", "power": "2", "toughness": "2",
        "oracle_text": "{1}, Sacrifice this creature: Choose one —\n• This creature deals 2 "
                       "damage to target creature.\n• Destroy target colorless nonland "
                       "permanent.",
    },
    "Knight of Autumn": {
        "name": "Knight of Autumn", "mana_cost": "{1}{G}{W}",
        "type_line": "Creature — Dryad Knight", "power": "2", "toughness": "1",
        "oracle_text": "When this creature enters, choose one —\n• Put two +1/+1 counters on "
                       "this creature.\n• Destroy target artifact or enchantment.\n• You "
                       "gain 4 life.",
    },
    "Titan of Industry": {
        "name": "Titan of Industry", "mana_cost": "{4}{G}{G}{G}",
        "type_line": "Creature — Elemental Giant", "power": "7", "toughness": "7",
        "oracle_text": "Reach, trample\nWhen this creature enters, choose two —\n• Destroy "
                       "target artifact or enchantment.\n• Target player gains 5 life.\n• "
                       "Create a 4/4 green Rhino Warrior creature token.\n• Put a shield "
                       "counter on a creature you control.",
    },
}


@cache
def definition(name: str) -> ir.CardDefinition:
    """The compiled definition of one of :data:`RECORDS`."""
    return compile_source(RECORDS[name])


def definitions() -> tuple[ir.CardDefinition, ...]:
    return tuple(definition(n) for n in RECORDS)
