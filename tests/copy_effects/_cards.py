"""Oracle records (Scryfall oracle-cards 2025-09-25) of the cards the copy-effect and
control tests play, embedded so the tests need no ``../shared/data``.

>>> definition("Clone").name
'Clone'
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tests.dfc._records import RECORDS as DFC_RECORDS
from tests.dfc._records import definitions as dfc_definitions
from tests.dice_rules._util import dice_pool
from tests.layers._cards import RECORDS as LAYER_RECORDS

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.pool import CardPool

_RECORDS: tuple[dict[str, Any], ...] = (
    {"name": "Clone", "type_line": "Creature — Shapeshifter", "mana_cost": "{3}{U}",
     "oracle_text": "You may have this creature enter as a copy of any creature on the "
                    "battlefield.", "power": "0", "toughness": "0"},
    {"name": "Phantasmal Image", "type_line": "Creature — Illusion", "mana_cost": "{1}{U}",
     "oracle_text": "You may have this creature enter as a copy of any creature on the "
                    "battlefield, except it's an Illusion in addition to its other types and "
                    "it has \"When this creature becomes the target of a spell or ability, "
                    "sacrifice it.\"", "power": "0", "toughness": "0"},
    {"name": "Quicksilver Gargantuan", "type_line": "Creature — Shapeshifter",
     "mana_cost": "{5}{U}{U}",
     "oracle_text": "You may have this creature enter as a copy of any creature on the "
                    "battlefield, except it's 7/7.", "power": "7", "toughness": "7"},
    {"name": "Phyrexian Metamorph", "type_line": "Artifact Creature — Phyrexian Shapeshifter",
     "mana_cost": "{3}{U/P}",
     "oracle_text": "({U/P} can be paid with either {U} or 2 life.)\nYou may have this "
                    "creature enter as a copy of any artifact or creature on the battlefield, "
                    "except it's an artifact in addition to its other types.",
     "power": "0", "toughness": "0"},
    {"name": "Altered Ego", "type_line": "Creature — Shapeshifter", "mana_cost": "{X}{2}{G}{U}",
     "oracle_text": "This spell can't be countered.\nYou may have this creature enter as a "
                    "copy of any creature on the battlefield, except it enters with X "
                    "additional +1/+1 counters on it.", "power": "0", "toughness": "0"},
    {"name": "Dack's Duplicate", "type_line": "Creature — Shapeshifter",
     "mana_cost": "{2}{U}{R}",
     "oracle_text": "You may have this creature enter as a copy of any creature on the "
                    "battlefield, except it has haste and dethrone. (Whenever it attacks the "
                    "player with the most life or tied for most life, put a +1/+1 counter on "
                    "it.)", "power": "0", "toughness": "0"},
    {"name": "Sakashima the Impostor", "type_line": "Legendary Creature — Human Rogue",
     "mana_cost": "{2}{U}{U}", "power": "3", "toughness": "1",
     "oracle_text": "You may have Sakashima the Impostor enter as a copy of any creature on "
                    "the battlefield, except its name is Sakashima the Impostor, it's "
                    "legendary in addition to its other types, and it has \"{2}{U}{U}: "
                    "Return Sakashima the Impostor to its owner's hand at the beginning of "
                    "the next end step.\""},
    {"name": "Saheeli's Artistry", "type_line": "Sorcery", "mana_cost": "{4}{U}{U}",
     "oracle_text": "Choose one or both \u2014\n\u2022 Create a token that's a copy of target "
                    "artifact.\n\u2022 Create a token that's a copy of target creature, except "
                    "it's an artifact in addition to its other types."},
    {"name": "Mirage Mirror", "type_line": "Artifact", "mana_cost": "{3}",
     "oracle_text": "{2}: This artifact becomes a copy of target artifact, creature, "
                    "enchantment, or land until end of turn."},
    {"name": "Unstable Shapeshifter", "type_line": "Creature — Shapeshifter",
     "mana_cost": "{3}{U}",
     "oracle_text": "Whenever another creature enters, this creature becomes a copy of that "
                    "creature, except it has this ability.", "power": "0", "toughness": "1"},
    {"name": "Switcheroo", "type_line": "Sorcery", "mana_cost": "{4}{U}",
     "oracle_text": "Exchange control of two target creatures."},
    {"name": "Wall of Omens", "type_line": "Creature — Wall", "mana_cost": "{1}{W}",
     "oracle_text": "Defender\nWhen this creature enters, draw a card.",
     "power": "0", "toughness": "4"},
    {"name": "Skyshroud Behemoth", "type_line": "Creature — Beast", "mana_cost": "{5}{G}{G}",
     "oracle_text": "Fading 2 (This creature enters with two fade counters on it. At the "
                    "beginning of your upkeep, remove a fade counter from it. If you can't, "
                    "sacrifice it.)\nThis creature enters tapped.",
     "power": "10", "toughness": "10"},
    {"name": "Reanimate", "type_line": "Sorcery", "mana_cost": "{B}",
     "oracle_text": "Put target creature card from a graveyard onto the battlefield under "
                    "your control. You lose life equal to its mana value."},
    {"name": "Act of Aggression", "type_line": "Instant", "mana_cost": "{3}{R/P}{R/P}",
     "oracle_text": "({R/P} can be paid with either {R} or 2 life.)\nGain control of target "
                    "creature an opponent controls until end of turn. Untap that creature. It "
                    "gains haste until end of turn."},
    {"name": "Mind Control", "type_line": "Enchantment — Aura", "mana_cost": "{3}{U}{U}",
     "oracle_text": "Enchant creature\nYou control enchanted creature."},
    {"name": "Sower of Temptation", "type_line": "Creature — Faerie Wizard",
     "mana_cost": "{2}{U}{U}",
     "oracle_text": "Flying\nWhen this creature enters, gain control of target creature for "
                    "as long as this creature remains on the battlefield.",
     "power": "2", "toughness": "2"},
    {"name": "Tolaria West", "type_line": "Land", "mana_cost": "",
     "oracle_text": "This land enters tapped.\n{T}: Add {U}.\nTransmute {1}{U}{U} ({1}{U}{U}, "
                    "Discard this card: Search your library for a card with mana value 0, "
                    "reveal it, put it into your hand, then shuffle. Transmute only as a "
                    "sorcery.)"},
    {"name": "Boon Reflection", "type_line": "Enchantment", "mana_cost": "{4}{W}",
     "oracle_text": "If you would gain life, you gain twice that much life instead."},
    {"name": "Body Double", "type_line": "Creature — Shapeshifter", "mana_cost": "{4}{U}",
     "oracle_text": "You may have this creature enter as a copy of any creature card in a "
                    "graveyard.", "power": "0", "toughness": "0"},
    {"name": "Spark Double", "type_line": "Creature — Illusion", "mana_cost": "{3}{U}",
     "oracle_text": "You may have this creature enter as a copy of a creature or planeswalker "
                    "you control, except it enters with an additional +1/+1 counter on it if "
                    "it's a creature, it enters with an additional loyalty counter on it if "
                    "it's a planeswalker, and it isn't legendary.",
     "power": "0", "toughness": "0"},
    {"name": "Essence of the Wild", "type_line": "Creature — Avatar", "mana_cost": "{3}{G}{G}{G}",
     "oracle_text": "Creatures you control enter as a copy of this creature.",
     "power": "6", "toughness": "6"},
    {"name": "Vesuva", "type_line": "Land", "mana_cost": "",
     "oracle_text": "You may have this land enter tapped as a copy of any land on the "
                    "battlefield."},
    {"name": "Echoing Deeps", "type_line": "Land — Cave", "mana_cost": "",
     "oracle_text": "You may have this land enter tapped as a copy of any land card in a "
                    "graveyard, except it's a Cave in addition to its other types.\n"
                    "{T}: Add {C}."},
    {"name": "Thragtusk", "type_line": "Creature — Beast", "mana_cost": "{4}{G}",
     "oracle_text": "When this creature enters, you gain 5 life.\nWhen this creature leaves the "
                    "battlefield, create a 3/3 green Beast creature token.",
     "power": "5", "toughness": "3"},
    {"name": "Isamaru, Hound of Konda", "type_line": "Legendary Creature — Dog",
     "mana_cost": "{W}", "oracle_text": "", "power": "2", "toughness": "2"},
    {"name": "Jace Beleren", "type_line": "Legendary Planeswalker — Jace",
     "mana_cost": "{1}{U}{U}", "loyalty": "3",
     "oracle_text": "+2: Each player draws a card.\n\u22121: Target player draws a card.\n"
                    "\u221210: Target player mills twenty cards."},
)
RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in _RECORDS} | {
    name: LAYER_RECORDS[name] for name in ("Blood Moon", "Humility", "Glorious Anthem")} | {
    "Bloodline Keeper": DFC_RECORDS["Bloodline Keeper"]}


def definition(name: str) -> ir.CardDefinition:
    """The compiled definition of one embedded record (a double-faced card with its back
    face)."""
    if name in DFC_RECORDS:
        return dfc_definitions(name)[0]
    return compile_source(dict(RECORDS[name]))


@cache
def pool() -> CardPool:
    """The built-in pool, the dice cards and every card above."""
    return dice_pool(*(definition(n) for n in RECORDS))
