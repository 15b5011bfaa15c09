"""Oracle records (Scryfall oracle-cards 2025-09-25) of the pool cards the keyword tests
play, embedded so the tests need no ``../shared/data``.

>>> definition("Frogmite").name
'Frogmite'
"""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

_CONVOKE = ("Convoke (Your creatures can help cast this spell. Each creature you tap while "
            "casting this spell pays for {1} or one mana of that creature's color.)")
_IMPROVISE = ("Improvise (Your artifacts can help cast this spell. Each artifact you tap "
              "after you're done activating mana abilities pays for {1}.)")
_DELVE = "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)"
_AFFINITY = ("Affinity for artifacts (This spell costs {1} less to cast for each artifact "
             "you control.)")

RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in (
    {"name": "Stoke the Flames", "type_line": "Instant", "mana_cost": "{2}{R}{R}",
     "oracle_text": _CONVOKE + "\nStoke the Flames deals 4 damage to any target."},
    {"name": "Siege Wurm", "type_line": "Creature — Wurm", "mana_cost": "{5}{G}{G}",
     "oracle_text": _CONVOKE + "\nTrample", "power": "5", "toughness": "5"},
    {"name": "Reverse Engineer", "type_line": "Sorcery", "mana_cost": "{3}{U}{U}",
     "oracle_text": _IMPROVISE + "\nDraw three cards."},
    {"name": "Treasure Cruise", "type_line": "Sorcery", "mana_cost": "{7}{U}",
     "oracle_text": _DELVE + "\nDraw three cards."},
    {"name": "Gurmag Angler", "type_line": "Creature — Zombie Fish", "mana_cost": "{6}{B}",
     "oracle_text": _DELVE, "power": "5", "toughness": "5"},
    {"name": "Frogmite", "type_line": "Artifact Creature — Frog", "mana_cost": "{4}",
     "oracle_text": _AFFINITY, "power": "2", "toughness": "2"},
    {"name": "Thoughtcast", "type_line": "Sorcery", "mana_cost": "{4}{U}",
     "oracle_text": _AFFINITY + "\nDraw two cards."},
)}


def definition(name: str) -> ir.CardDefinition:
    """The compiled definition of one embedded record."""
    return compile_source(dict(RECORDS[name]))


def definitions(*names: str) -> tuple[ir.CardDefinition, ...]:
    """Several compiled definitions (for ``tests.dice_rules._util.game(extra=...)``)."""
    return tuple(definition(n) for n in names)

_ECHO = ("(At the beginning of your upkeep, if this came under your control since the "
         "beginning of your last upkeep, sacrifice it unless you pay its echo cost.)")
_CUMULATIVE = ("(At the beginning of your upkeep, put an age counter on this permanent, then "
               "sacrifice it unless you pay its upkeep cost for each age counter on it.)")
RECORDS.update({r["name"]: r for r in (
    {"name": "Acridian", "type_line": "Creature — Insect", "mana_cost": "{1}{G}",
     "oracle_text": "Echo {1}{G} " + _ECHO, "power": "2", "toughness": "4"},
    {"name": "Deepcavern Imp", "type_line": "Creature — Imp Rebel", "mana_cost": "{2}{B}",
     "oracle_text": "Flying, haste\nEcho—Discard a card. " + _ECHO, "power": "2",
     "toughness": "2"},
    {"name": "Uktabi Efreet", "type_line": "Creature — Efreet", "mana_cost": "{2}{G}{G}",
     "oracle_text": "Cumulative upkeep {G} " + _CUMULATIVE, "power": "5", "toughness": "4"},
    {"name": "Gallowbraid", "type_line": "Legendary Creature — Phyrexian Horror",
     "mana_cost": "{3}{B}{B}", "oracle_text": "Trample\nCumulative upkeep—Pay 1 life. "
     + _CUMULATIVE, "power": "5", "toughness": "5"},
)})

_EVOKE = "(You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)"
_DASH = ("(You may cast this spell for its dash cost. If you do, it gains haste, and it's "
         "returned from the battlefield to its owner's hand at the beginning of the next end "
         "step.)")
RECORDS.update({r["name"]: r for r in (
    {"name": "Mulldrifter", "type_line": "Creature — Elemental", "mana_cost": "{4}{U}",
     "oracle_text": "Flying\nWhen this creature enters, draw two cards.\nEvoke {2}{U} " + _EVOKE,
     "power": "2", "toughness": "2"},
    {"name": "Mardu Scout", "type_line": "Creature — Goblin Scout", "mana_cost": "{R}{R}",
     "oracle_text": "Dash {1}{R} " + _DASH, "power": "3", "toughness": "1"},
)})

RECORDS.update({r["name"]: r for r in (
    {"name": "Dregscape Zombie", "type_line": "Creature — Zombie", "mana_cost": "{1}{B}",
     "oracle_text": "Unearth {B} ({B}: Return this card from your graveyard to the "
     "battlefield. It gains haste. Exile it at the beginning of the next end step or if it "
     "would leave the battlefield. Unearth only as a sorcery.)", "power": "2",
     "toughness": "1"},
)})

RECORDS.update({r["name"]: r for r in (
    {"name": "Staggershock", "type_line": "Instant", "mana_cost": "{2}{R}",
     "oracle_text": "Staggershock deals 2 damage to any target.\nRebound (If you cast this "
     "spell from your hand, exile it as it resolves. At the beginning of your next upkeep, "
     "you may cast this card from exile without paying its mana cost.)"},
)})

RECORDS.update({r["name"]: r for r in (
    {"name": "Young Wolf", "type_line": "Creature — Wolf", "mana_cost": "{G}",
     "oracle_text": "Undying (When this creature dies, if it had no +1/+1 counters on it, "
     "return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
     "power": "1", "toughness": "1"},
    {"name": "Safehold Elite", "type_line": "Creature — Elf Scout",
     "mana_cost": "{1}{G/W}{G/W}",
     "oracle_text": "Persist (When this creature dies, if it had no -1/-1 counters on it, "
     "return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
     "power": "2", "toughness": "2"},
)})

RECORDS.update({r["name"]: r for r in (
    {"name": "Woodland Changeling", "type_line": "Creature — Shapeshifter",
     "mana_cost": "{1}{G}", "oracle_text": "Changeling (This card is every creature type.)",
     "power": "2", "toughness": "2"},
    {"name": "Lord of Atlantis", "type_line": "Creature — Merfolk", "mana_cost": "{U}{U}",
     "oracle_text": "Other Merfolk get +1/+1 and have islandwalk.", "power": "2",
     "toughness": "2"},
)})

RECORDS.update({r["name"]: r for r in (
    {"name": "Bilious Skulldweller", "type_line": "Creature — Phyrexian Insect",
     "mana_cost": "{B}", "oracle_text": "Deathtouch\nToxic 1 (Players dealt combat damage by "
     "this creature also get a poison counter.)", "power": "1", "toughness": "1"},
)})
