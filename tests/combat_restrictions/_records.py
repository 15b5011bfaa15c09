"""Oracle records (2025-09-25 Scryfall bulk data) of the cards the combat tests use."""

from __future__ import annotations

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.ir import CardDefinition


def _card(name: str, cost: str, type_line: str, text: str, power: str,
          toughness: str) -> dict[str, str]:
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            "power": power, "toughness": toughness}


JUGGERNAUT = _card("Juggernaut", "{4}", "Artifact Creature — Juggernaut",
                   "This creature attacks each combat if able.\n"
                   "This creature can't be blocked by Walls.", "5", "3")
CLOUD_SPRITE = _card("Cloud Sprite", "{U}", "Creature — Faerie",
                     "Flying (This creature can't be blocked except by creatures with flying "
                     "or reach.)\nThis creature can block only creatures with flying.", "1", "1")
STALKING_TIGER = _card("Stalking Tiger", "{3}{G}", "Creature — Cat",
                       "This creature can't be blocked by more than one creature.", "3", "3")
MOGG_FLUNKIES = _card("Mogg Flunkies", "{1}{R}", "Creature — Goblin",
                      "This creature can't attack or block alone.", "3", "3")
SEA_MONSTER = _card("Sea Monster", "{4}{U}{U}", "Creature — Serpent",
                    "This creature can't attack unless defending player controls an Island.",
                    "6", "6")
GAEAS_PROTECTOR = _card("Gaea's Protector", "{3}{G}", "Creature — Elemental Warrior",
                        "This creature must be blocked if able.", "4", "2")
FORIYSIAN_BRIGADE = _card("Foriysian Brigade", "{3}{W}", "Creature — Human Soldier",
                          "This creature can block an additional creature each combat.",
                          "2", "4")
RECORDS = (FORIYSIAN_BRIGADE, JUGGERNAUT, CLOUD_SPRITE, STALKING_TIGER, MOGG_FLUNKIES, SEA_MONSTER,
           GAEAS_PROTECTOR)
EXTRA: tuple[CardDefinition, ...] = tuple(compile_source(r) for r in RECORDS)
