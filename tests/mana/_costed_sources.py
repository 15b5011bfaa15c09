"""Oracle records (Scryfall oracle-cards 2025-09-25) of the mana sources with costs or riders
the payer tests use, embedded so the tests need no ../shared/data."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS: tuple[dict[str, Any], ...] = (
    {
        "name": "Rakdos Signet",
        "mana_cost": "{2}",
        "type_line": "Artifact",
        "oracle_text": ("{1}, {T}: Add {B}{R}."),
    },
    {
        "name": "Talisman of Indulgence",
        "mana_cost": "{2}",
        "type_line": "Artifact",
        "oracle_text": ("{T}: Add {C}.\n{T}: Add {B} or {R}. This artifact deals 1 damage to you."),
    },
    {
        "name": "Sulfurous Springs",
        "mana_cost": "",
        "type_line": "Land",
        "oracle_text": ("{T}: Add {C}.\n{T}: Add {B} or {R}. This land deals 1 damage to you."),
    },
    {
        "name": "Graven Cairns",
        "mana_cost": "",
        "type_line": "Land",
        "oracle_text": ("{T}: Add {C}.\n{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}."),
    },
    {
        "name": "Mana Confluence",
        "mana_cost": "",
        "type_line": "Land",
        "oracle_text": ("{T}, Pay 1 life: Add one mana of any color."),
    },
    {
        "name": "Ancient Tomb",
        "mana_cost": "",
        "type_line": "Land",
        "oracle_text": ("{T}: Add {C}{C}. This land deals 2 damage to you."),
    },
    {
        "name": "Terminate",
        "mana_cost": "{B}{R}",
        "type_line": "Instant",
        "oracle_text": ("Destroy target creature. It can't be regenerated."),
    },
)
DEFINITIONS: tuple[ir.CardDefinition, ...] = tuple(compile_source(r) for r in RECORDS)
