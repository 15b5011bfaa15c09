"""Oracle records (Scryfall fields, from ../shared/data/oracle-cards-2025-09-25) of the
Sagas, levelers and double-faced cards the tests in this folder play, and helpers."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.dfc_text import transforming_definition
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game

_SAGA = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)"

RECORDS: dict[str, dict[str, Any]] = {
    "History of Benalia": {
        "name": "History of Benalia", "type_line": "Enchantment — Saga", "mana_cost": "{1}{W}{W}",
        "oracle_text": _SAGA + "\nI, II — Create a 2/2 white Knight creature token with "
        "vigilance.\nIII — Knights you control get +2/+1 until end of turn.",
    },
    "The Eldest Reborn": {
        "name": "The Eldest Reborn", "type_line": "Enchantment — Saga", "mana_cost": "{4}{B}",
        "oracle_text": _SAGA + "\nI — Each opponent sacrifices a creature or planeswalker of "
        "their choice.\nII — Each opponent discards a card.\nIII — Put target creature or "
        "planeswalker card from a graveyard onto the battlefield under your control.",
    },
    "The First Eruption": {
        "name": "The First Eruption", "type_line": "Enchantment — Saga", "mana_cost": "{2}{R}",
        "oracle_text": _SAGA + "\nI — This Saga deals 1 damage to each creature without "
        "flying.\nII — Add {R}{R}.\nIII — Sacrifice a Mountain. If you do, this Saga deals 3 "
        "damage to each creature.",
    },
    "Student of Warfare": {
        "name": "Student of Warfare", "type_line": "Creature — Human Knight", "mana_cost": "{W}",
        "oracle_text": "Level up {W} ({W}: Put a level counter on this. Level up only as a "
        "sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike",
        "power": "1", "toughness": "1",
    },
    "Brimstone Mage": {
        "name": "Brimstone Mage", "type_line": "Creature — Human Shaman", "mana_cost": "{2}{R}",
        "oracle_text": "Level up {3}{R} ({3}{R}: Put a level counter on this. Level up only as "
        "a sorcery.)\nLEVEL 1-2\n2/3\n{T}: This creature deals 1 damage to any target.\n"
        "LEVEL 3+\n2/4\n{T}: This creature deals 3 damage to any target.",
        "power": "2", "toughness": "2",
    },
    "Bloodline Keeper": {
        "name": "Bloodline Keeper // Lord of Lineage", "layout": "transform",
        "type_line": "Creature — Vampire // Creature — Vampire",
        "card_faces": [
            {"name": "Bloodline Keeper", "mana_cost": "{2}{B}{B}",
             "type_line": "Creature — Vampire",
             "oracle_text": "Flying\n{T}: Create a 2/2 black Vampire creature token with "
             "flying.\n{B}: Transform this creature. Activate only if you control five or "
             "more Vampires.", "power": "3", "toughness": "3"},
            {"name": "Lord of Lineage", "mana_cost": "", "type_line": "Creature — Vampire",
             "oracle_text": "Flying\nOther Vampire creatures you control get +2/+2.\n{T}: "
             "Create a 2/2 black Vampire creature token with flying.", "power": "5",
             "toughness": "5"},
        ],
    },
    "The Modern Age": {
        "name": "The Modern Age // Vector Glider", "layout": "transform",
        "type_line": "Enchantment — Saga // Enchantment Creature — Spirit",
        "card_faces": [
            {"name": "The Modern Age", "mana_cost": "{1}{U}", "type_line": "Enchantment — Saga",
             "oracle_text": "(As this Saga enters and after your draw step, add a lore "
             "counter.)\nI, II — Draw a card, then discard a card.\nIII — Exile this Saga, "
             "then return it to the battlefield transformed under your control."},
            {"name": "Vector Glider", "mana_cost": "", "type_line":
             "Enchantment Creature — Spirit", "oracle_text": "Flying", "power": "2",
             "toughness": "3"},
        ],
    },
    "Tavern Ruffian": {
        "name": "Tavern Ruffian // Tavern Smasher",
        "type_line": "Creature — Human Warrior Werewolf // Creature — Werewolf",
        "card_faces": [
            {"name": "Tavern Ruffian", "mana_cost": "{3}{R}",
             "type_line": "Creature — Human Warrior Werewolf",
             "oracle_text": "Daybound (If a player casts no spells during their own turn, it "
             "becomes night next turn.)", "power": "2", "toughness": "5"},
            {"name": "Tavern Smasher", "mana_cost": "", "type_line": "Creature — Werewolf",
             "oracle_text": "Nightbound (If a player casts at least two spells during their "
             "own turn, it becomes day next turn.)", "power": "6", "toughness": "5"},
        ],
    },
    "Firmament Sage": {
        "name": "Firmament Sage", "type_line": "Creature — Human Wizard", "mana_cost": "{3}{U}",
        "oracle_text": "If it's neither day nor night, it becomes day as this creature enters."
        "\nWhenever day becomes night or night becomes day, draw a card.",
        "power": "2", "toughness": "3",
    },
    "Blightreaper Thallid": {
        "name": "Blightreaper Thallid // Blightsower Thallid", "layout": "transform",
        "type_line": "Creature — Fungus // Creature — Phyrexian Fungus",
        "card_faces": [
            {"name": "Blightreaper Thallid", "mana_cost": "{1}{B}", "type_line":
             "Creature — Fungus", "oracle_text": "{3}{G/P}: Transform this creature. Activate "
             "only as a sorcery. ({G/P} can be paid with either {G} or 2 life.)",
             "power": "2", "toughness": "2"},
            {"name": "Blightsower Thallid", "mana_cost": "", "type_line":
             "Creature — Phyrexian Fungus", "oracle_text": "When this creature transforms into "
             "Blightsower Thallid or dies, create a 1/1 green Phyrexian Saproling creature "
             "token.", "power": "3", "toughness": "3"},
        ],
    },
}


def definition(name: str) -> ir.CardDefinition:
    """The compiled record ``name``: its front face, with the back face of a transforming
    double-faced card (as :class:`~grimoire.pool.CardPool` compiles it)."""
    return transforming_definition(RECORDS[name]) or compile_faces(RECORDS[name])[0]


def definitions(*names: str) -> tuple[ir.CardDefinition, ...]:
    return tuple(definition(n) for n in names)


def pass_until(g: Game, step: str, active: int | None = None) -> None:
    """Pass priority (answering any other decision with its first legal action) until
    ``step`` of ``active``'s turn (default: the current active player) has priority."""
    seat = g.active if active is None else active
    for _ in range(400):
        if g.pending is not None and g.pending.kind == "priority" and g.step == step \
                and g.active == seat and not g.stack:
            return
        assert g.pending is not None, g.result
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError(f"never reached {step}")
