"""Oracle records of the cards the coverage-class tests play (the text as printed in the
Oracle list of 2025-09-25, so the tests need no ``../shared/data``)."""

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
    card("Silkweaver Elite", "{2}{G}", "Creature — Elf Archer",
         "Reach (This creature can block creatures with flying.)\nRevolt — When this creature "
         "enters, if a permanent left the battlefield under your control this turn, draw a "
         "card.", "2/2"),
    card("Hidden Stockpile", "{W}{B}", "Enchantment",
         "Revolt — At the beginning of your end step, if a permanent left the battlefield "
         "under your control this turn, create a 1/1 colorless Servo artifact creature "
         "token.\n{1}, Sacrifice a creature: Scry 1."),
    card("Lulu, Loyal Hollyphant", "{2}{W}", "Legendary Creature — Elephant",
         "Flying\nAt the beginning of your end step, if a permanent you controlled left the "
         "battlefield this turn, put a +1/+1 counter on each tapped creature you control, "
         "then untap them.\nChoose a Background (You can have a Background as a second "
         "commander.)", "2/2"),
    card("Saddleback Lagac", "{3}{G}", "Creature — Lizard",
         "When this creature enters, support 2. (Put a +1/+1 counter on each of up to two "
         "other target creatures.)", "3/1"),
    card("Lead by Example", "{1}{G}", "Instant",
         "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)"),
    card("Angelic Quartermaster", "{3}{W}{W}", "Creature — Angel Soldier",
         "Flying\nWhen this creature enters, put a +1/+1 counter on each of up to two other "
         "target creatures.", "3/3"),
    card("Trumpeting Carnosaur", "{4}{R}{R}", "Creature — Dinosaur",
         "Trample\nWhen this creature enters, discover 5.\n{2}{R}, Discard this card: It deals "
         "3 damage to target creature or planeswalker.", "7/6"),
    card("Archmage Emeritus", "{2}{U}{U}", "Creature — Human Wizard",
         "Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.",
         "2/2"),
    card("Twincast", "{U}{U}", "Instant",
         "Copy target instant or sorcery spell. You may choose new targets for the copy."),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (every one fully compiled)."""
    out = [compile_source(RECORDS[n]) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d), d
    return out
