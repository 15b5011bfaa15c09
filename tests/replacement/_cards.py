"""Oracle records (Scryfall oracle-cards 2025-09-25) of the cards the replacement tests play,
embedded so the tests need no ../shared/data."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS: tuple[dict[str, Any], ...] = (
    {
        "name": "Rest in Peace",
        "mana_cost": "{1}{W}",
        "type_line": "Enchantment",
        "oracle_text": (
            "When this enchantment enters, exile all graveyards.\nIf a card or token"
            " would be put into a graveyard from anywhere, exile it instead."
        ),
    },
    {
        "name": "Leyline of the Void",
        "mana_cost": "{2}{B}{B}",
        "type_line": "Enchantment",
        "oracle_text": (
            "If this card is in your opening hand, you may begin the game with it "
            "on the battlefield.\nIf a card would be put into an opponent's "
            "graveyard from anywhere, exile it instead."
        ),
    },
    {
        "name": "Doubling Season",
        "mana_cost": "{4}{G}",
        "type_line": "Enchantment",
        "oracle_text": (
            "If an effect would create one or more tokens under your control, it "
            "creates twice that many of those tokens instead.\nIf an effect would "
            "put one or more counters on a permanent you control, it puts twice "
            "that many of those counters on that permanent instead."
        ),
    },
    {
        "name": "Hardened Scales",
        "mana_cost": "{G}",
        "type_line": "Enchantment",
        "oracle_text": (
            "If one or more +1/+1 counters would be put on a creature you control, "
            "that many plus one +1/+1 counters are put on it instead."
        ),
    },
    {
        "name": "Furnace of Rath",
        "mana_cost": "{1}{R}{R}{R}",
        "type_line": "Enchantment",
        "oracle_text": (
            "If a source would deal damage to a permanent or player, it deals "
            "double that damage to that permanent or player instead."
        ),
    },
    {
        "name": "Platinum Angel",
        "mana_cost": "{7}",
        "type_line": "Artifact Creature — Angel",
        "oracle_text": ("Flying\nYou can't lose the game and your opponents can't win the game."),
        "power": "4",
        "toughness": "4",
    },
    {
        "name": "Laboratory Maniac",
        "mana_cost": "{2}{U}",
        "type_line": "Creature — Human Wizard",
        "oracle_text": (
            "If you would draw a card while your library has no cards in it, you "
            "win the game instead."
        ),
        "power": "2",
        "toughness": "2",
    },
    {
        "name": "Circle of Protection: Red",
        "mana_cost": "{1}{W}",
        "type_line": "Enchantment",
        "oracle_text": (
            "{1}: The next time a red source of your choice would deal damage to "
            "you this turn, prevent that damage."
        ),
    },
    {
        "name": "Drudge Skeletons",
        "mana_cost": "{1}{B}",
        "type_line": "Creature — Skeleton",
        "oracle_text": (
            "{B}: Regenerate this creature. (The next time this creature would be "
            "destroyed this turn, instead tap it, remove it from combat, and heal "
            "all damage on it.)"
        ),
        "power": "1",
        "toughness": "1",
    },
    {
        "name": "Battlegrowth",
        "mana_cost": "{G}",
        "type_line": "Instant",
        "oracle_text": ("Put a +1/+1 counter on target creature."),
    },
    {
        "name": "Hyena Umbra",
        "mana_cost": "{W}",
        "type_line": "Enchantment — Aura",
        "oracle_text": (
            "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\n"
            "Umbra armor (If enchanted creature would be destroyed, instead remove "
            "all damage from it and destroy this Aura.)"
        ),
    },
    {
        "name": "Magus of the Disk",
        "mana_cost": "{2}{W}{W}",
        "type_line": "Creature — Human Wizard",
        "oracle_text": ("This creature enters tapped.\n{1}, {T}: Destroy all artifacts, "
                        "creatures, and enchantments."),
        "power": "2",
        "toughness": "4",
    },
    {
        "name": "Progenitus",
        "mana_cost": "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
        "type_line": "Legendary Creature — Hydra Avatar",
        "oracle_text": (
            "Protection from everything\nIf Progenitus would be put into a graveyard"
            " from anywhere, reveal Progenitus and shuffle it into its owner's "
            "library instead."
        ),
        "power": "10",
        "toughness": "10",
    },
    {
        "name": "Rhox Faithmender",
        "mana_cost": "{3}{W}",
        "type_line": "Creature — Rhino Monk",
        "oracle_text": (
            "Lifelink (Damage dealt by this creature also causes you to gain that much "
            "life.)\nIf you would gain life, you gain twice that much life instead."
        ),
        "power": "1",
        "toughness": "5",
    },
    {
        "name": "Heron of Hope",
        "mana_cost": "{3}{W}",
        "type_line": "Creature — Bird",
        "oracle_text": (
            "Flying\nIf you would gain life, you gain that much life plus 1 instead.\n"
            "{1}{W}: This creature gains lifelink until end of turn."
        ),
        "power": "2",
        "toughness": "3",
    },
    {
        "name": "Revitalize",
        "mana_cost": "{1}{W}",
        "type_line": "Instant",
        "oracle_text": "You gain 3 life.\nDraw a card.",
    },
    {
        "name": "Stone of Erech",
        "mana_cost": "{1}",
        "type_line": "Legendary Artifact",
        "oracle_text": (
            "If a creature an opponent controls would die, exile it instead.\n"
            "{2}, {T}, Sacrifice Stone of Erech: Exile target player's graveyard. Draw a card."
        ),
    },
)
DEFINITIONS: tuple[ir.CardDefinition, ...] = tuple(compile_source(r) for r in RECORDS)
