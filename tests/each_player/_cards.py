"""Oracle records of the cards the "each player" tests play (the text of the Oracle list of
2025-09-25, so the tests need no ``../shared/data``)."""

from __future__ import annotations

from tests.coverage_classes._cards import card

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS = {r["name"]: r for r in (
    card("Innocent Blood", "{B}", "Sorcery", "Each player sacrifices a creature of their choice."),
    card("Barter in Blood", "{2}{B}{B}", "Sorcery",
         "Each player sacrifices two creatures of their choice."),
    card("Delirium Skeins", "{2}{B}", "Sorcery", "Each player discards three cards."),
    card("Smallpox", "{B}{B}", "Sorcery",
         "Each player loses 1 life, discards a card, sacrifices a creature of their choice, "
         "then sacrifices a land of their choice."),
    card("Dross Harvester", "{1}{B}{B}", "Creature — Horror",
         "Protection from white\nAt the beginning of your end step, you lose 4 life.\n"
         "Whenever a creature dies, you gain 2 life.", "4/4"),
    card("Chainsaw", "{1}{R}", "Artifact — Equipment",
         "When this Equipment enters, it deals 3 damage to up to one target creature.\n"
         "Whenever one or more creatures die, put a rev counter on this Equipment.\n"
         "Equipped creature gets +X/+0, where X is the number of rev counters on this "
         "Equipment.\nEquip {3}"),
    card("Sower of Temptation", "{2}{U}{U}", "Creature — Faerie Wizard",
         "Flying\nWhen this creature enters, gain control of target creature for as long as "
         "this creature remains on the battlefield.", "2/2"),
    card("Show and Tell", "{2}{U}", "Sorcery",
         "Each player may put an artifact, creature, enchantment, or land card from their "
         "hand onto the battlefield."),
    card("Orzhov Advokist", "{2}{W}", "Creature — Human Advisor",
         "At the beginning of your upkeep, each player may put two +1/+1 counters on a "
         "creature they control. If a player does, creatures that player controls can't "
         "attack you or planeswalkers you control until your next turn.", "1/4"),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (records above; all of them if none)."""
    return [compile_source(RECORDS[name]) for name in names or RECORDS]


RECORDS["Tempt with Immortality"] = card(
    "Tempt with Immortality", "{4}{B}", "Sorcery",
    "Tempting offer — Return a creature card from your graveyard to the battlefield. Each "
    "opponent may return a creature card from their graveyard to the battlefield. For each "
    "opponent who does, return a creature card from your graveyard to the battlefield.")
RECORDS["Bellowing Mauler"] = card(
    "Bellowing Mauler", "{4}{B}", "Creature — Ogre Warrior",
    "At the beginning of your end step, each player loses 4 life unless they sacrifice a "
    "nontoken creature of their choice.", "4/6")
