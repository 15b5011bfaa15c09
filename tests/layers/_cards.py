"""Oracle records (Scryfall oracle-cards 2025-09-25) of the cards the layer tests play,
embedded so the tests need no ``../shared/data``; a pool with them for games and scenarios.

>>> definition("Crosswinds").name
'Crosswinds'
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from tests.dice_rules._util import dice_pool

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.pool import CardPool

_RECORDS: tuple[dict[str, Any], ...] = (
    {"name": "Wind Drake", "type_line": "Creature — Drake", "mana_cost": "{2}{U}",
     "oracle_text": "Flying", "power": "2", "toughness": "2"},
    {"name": "Windstorm Drake", "type_line": "Creature — Drake", "mana_cost": "{4}{U}",
     "oracle_text": "Flying\nOther creatures you control with flying get +1/+0.",
     "power": "3", "toughness": "3"},
    {"name": "Favorable Winds", "type_line": "Enchantment", "mana_cost": "{1}{U}",
     "oracle_text": "Creatures you control with flying get +1/+1."},
    {"name": "Crosswinds", "type_line": "Enchantment", "mana_cost": "{1}{G}",
     "oracle_text": "Creatures with flying get -2/-0."},
    {"name": "Chaosphere", "type_line": "World Enchantment", "mana_cost": "{2}{R}",
     "oracle_text": "Creatures with flying can block only creatures with flying.\n"
                    "Creatures without flying have reach. (They can block creatures with "
                    "flying.)"},
    {"name": "Glorious Anthem", "type_line": "Enchantment", "mana_cost": "{1}{W}{W}",
     "oracle_text": "Creatures you control get +1/+1."},
    {"name": "Luminous Broodmoth", "type_line": "Creature — Insect", "mana_cost": "{2}{W}{W}",
     "oracle_text": "Flying\nWhenever a creature you control without flying dies, return it "
                    "to the battlefield under its owner's control with a flying counter on "
                    "it.", "power": "3", "toughness": "4"},
    {"name": "Spontaneous Flight", "type_line": "Instant", "mana_cost": "{2}{W}",
     "oracle_text": "Target creature gets +2/+2 until end of turn. Put a flying counter on "
                    "it."},
    {"name": "Impede Momentum", "type_line": "Sorcery", "mana_cost": "{1}{U}",
     "oracle_text": "Tap target creature and put three stun counters on it. (If a permanent "
                    "with a stun counter would become untapped, remove one from it instead.)"
                    "\nScry 1. (Look at the top card of your library. You may put that card "
                    "on the bottom.)"},
    {"name": "Boon of Safety", "type_line": "Instant", "mana_cost": "{W}",
     "oracle_text": "Put a shield counter on target creature. (If it would be dealt damage "
                    "or destroyed, remove a shield counter from it instead.)\nScry 1."},
    {"name": "Rite of the Moth", "type_line": "Sorcery", "mana_cost": "{1}{W}{B}{B}",
     "oracle_text": "Return target creature card from your graveyard to the battlefield "
                    "with a finality counter on it. (If a creature with a finality counter "
                    "on it would die, exile it instead.)\nFlashback {3}{W}{W}{B} (You may "
                    "cast this card from your graveyard for its flashback cost. Then exile "
                    "it.)"},
    {"name": "Blood Moon", "type_line": "Enchantment", "mana_cost": "{2}{R}",
     "oracle_text": "Nonbasic lands are Mountains."},
    {"name": "Urborg, Tomb of Yawgmoth", "type_line": "Legendary Land", "mana_cost": "",
     "oracle_text": "Each land is a Swamp in addition to its other land types."},
    {"name": "Humility", "type_line": "Enchantment", "mana_cost": "{2}{W}{W}",
     "oracle_text": "All creatures lose all abilities and have base power and toughness "
                    "1/1."},
    {"name": "Opalescence", "type_line": "Enchantment", "mana_cost": "{2}{W}{W}",
     "oracle_text": "Each other non-Aura enchantment is a creature in addition to its other "
                    "types and has base power and base toughness each equal to its mana "
                    "value."},
    {"name": "Tarmogoyf", "type_line": "Creature — Lhurgoyf", "mana_cost": "{1}{G}",
     "oracle_text": "Tarmogoyf's power is equal to the number of card types among cards in "
                    "all graveyards and its toughness is equal to that number plus 1.",
     "power": "*", "toughness": "1+*"},
    {"name": "Turn to Frog", "type_line": "Instant", "mana_cost": "{1}{U}",
     "oracle_text": "Until end of turn, target creature loses all abilities and becomes a "
                    "blue Frog with base power and toughness 1/1."},
    {"name": "Mirror Entity", "type_line": "Creature — Shapeshifter", "mana_cost": "{2}{W}",
     "oracle_text": "Changeling (This card is every creature type.)\n{X}: Until end of "
                    "turn, creatures you control have base power and toughness X/X and gain "
                    "all creature types.", "power": "1", "toughness": "1"},
)
RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in _RECORDS}

LAYER_SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "layers"
"""Scenario files on layer interactions (run by ``test_layer_scenarios`` with
:func:`pool`, which holds these cards)."""


def definition(name: str) -> ir.CardDefinition:
    """The compiled definition of one embedded record."""
    return compile_source(dict(RECORDS[name]))


def definitions(*names: str) -> tuple[ir.CardDefinition, ...]:
    """Several compiled definitions (for ``tests.dice_rules._util.game(extra=...)``)."""
    return tuple(definition(n) for n in names)


@cache
def pool() -> CardPool:
    """The built-in pool, the dice cards and every card above."""
    return dice_pool(*definitions(*RECORDS))
