"""Oracle records of the cards the class tests play (the text as printed in the Oracle
list, so the tests need no ``../shared/data``), and small helpers."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source


def card(name: str, cost: str, type_line: str, text: str, pt: str = "") -> dict[str, Any]:
    record: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line,
                              "oracle_text": text}
    if pt:
        record["power"], record["toughness"] = pt.split("/")
    return record


RECORDS = {r["name"]: r for r in (
    card("Etherium Sculptor", "{1}{U}", "Artifact Creature — Vedalken Artificer",
         "Artifact spells you cast cost {1} less to cast.", "1/2"),
    card("Ghoultree", "{7}{G}", "Creature — Zombie Treefolk",
         "This spell costs {1} less to cast for each creature card in your graveyard.",
         "10/10"),
    card("Thorn of Amethyst", "{2}", "Artifact",
         "Noncreature spells cost {1} more to cast."),
    card("Bone Picker", "{3}{B}", "Creature — Bird",
         "This spell costs {3} less to cast if a creature died this turn.\n"
         "Flying, deathtouch", "3/2"),
    card("Fireball", "{X}{R}", "Sorcery",
         "This spell costs {1} more to cast for each target beyond the first.\n"
         "Fireball deals X damage divided evenly, rounded down, among any number of "
         "targets."),
    card("Arc Lightning", "{2}{R}", "Sorcery",
         "Arc Lightning deals 3 damage divided as you choose among one, two, or three "
         "targets."),
    card("Rolling Thunder", "{X}{R}{R}", "Sorcery",
         "Rolling Thunder deals X damage divided as you choose among any number of "
         "targets."),
    card("Gang of Devils", "{5}{R}", "Creature — Devil",
         "When this creature dies, it deals 3 damage divided as you choose among one, two, "
         "or three targets.", "3/3"),
    card("Arrest", "{2}{W}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature can't attack or block, and its activated "
         "abilities can't be activated."),
    card("Prodigal Pyromancer", "{2}{R}", "Creature — Human Wizard",
         "{T}: This creature deals 1 damage to any target.", "1/1"),
    card("Archmage of Runes", "{3}{U}{U}", "Creature — Giant Wizard",
         "Instant and sorcery spells you cast cost {1} less to cast.\n"
         "Whenever you cast an instant or sorcery spell, draw a card.", "3/6"),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (every one fully compiled)."""
    out = [compile_source(RECORDS[n]) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d), d
    return out
