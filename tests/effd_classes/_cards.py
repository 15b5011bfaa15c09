"""Oracle records of the cards the effD class tests play (the text as printed in the Oracle
list of 2025-09-25, so the tests need no ``../shared/data``)."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

_SUSPEND = ("Suspend 3—{0} (Rather than cast this card from your hand, you may pay {0} and "
            "exile it with three time counters on it. At the beginning of your upkeep, remove "
            "a time counter. When the last is removed, you may cast it without paying its mana "
            "cost.)")

RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in (
    {"name": "Arc Blade", "mana_cost": "{3}{R}{R}", "type_line": "Sorcery",
     "oracle_text": "Arc Blade deals 2 damage to any target. Exile Arc Blade with three time "
     "counters on it.\n" + _SUSPEND.format("{2}{R}")},
    {"name": "Festering March", "mana_cost": "{3}{B}{B}", "type_line": "Sorcery",
     "oracle_text": "Creatures your opponents control get -1/-1 until end of turn. Exile "
     "Festering March with three time counters on it.\n" + _SUSPEND.format("{2}{B}")},
    {"name": "Venture Forth", "mana_cost": "{3}{G}", "type_line": "Sorcery",
     "oracle_text": "Exile cards from the top of your library until you exile a land card. Put "
     "that card onto the battlefield and the rest on the bottom of your library in a random "
     "order. Exile Venture Forth with three time counters on it.\nSuspend 3—{1}{G}"},
    {"name": "Peek", "mana_cost": "{U}", "type_line": "Instant",
     "oracle_text": "Look at target player's hand.\nDraw a card."},
    {"name": "Port Inspector", "mana_cost": "{1}{U}", "type_line": "Creature — Human",
     "oracle_text": "Whenever this creature becomes blocked, you may look at defending "
     "player's hand.", "power": "1", "toughness": "2"},
    {"name": "Lay Bare", "mana_cost": "{2}{U}{U}", "type_line": "Instant",
     "oracle_text": "Counter target spell. Look at its controller's hand."},
    {"name": "Ophidian", "mana_cost": "{2}{U}", "type_line": "Creature — Snake",
     "oracle_text": "Whenever this creature attacks and isn't blocked, you may draw a card. If "
     "you do, this creature assigns no combat damage this turn.", "power": "1",
     "toughness": "3"},
    {"name": "Keeper of Tresserhorn", "mana_cost": "{5}{B}", "type_line": "Creature — Avatar",
     "oracle_text": "Whenever this creature attacks and isn't blocked, it assigns no combat "
     "damage this turn and defending player loses 2 life.", "power": "6", "toughness": "6"},
    {"name": "Laccolith Grunt", "mana_cost": "{2}{R}", "type_line": "Creature — Beast",
     "oracle_text": "Whenever this creature becomes blocked, you may have it deal damage equal "
     "to its power to target creature. If you do, this creature assigns no combat damage this "
     "turn.", "power": "2", "toughness": "2"},
    {"name": "Risen Reef", "mana_cost": "{1}{G}{U}", "type_line": "Creature — Elemental",
     "oracle_text": "Whenever this creature or another Elemental you control enters, look at "
     "the top card of your library. If it's a land card, you may put it onto the battlefield "
     "tapped. If you don't put the card onto the battlefield, put it into your hand.",
     "power": "1", "toughness": "1"},
    {"name": "Adventure Awaits", "mana_cost": "{1}{G}", "type_line": "Sorcery",
     "oracle_text": "Look at the top five cards of your library. You may reveal a creature "
     "card from among them and put it into your hand. Put the rest on the bottom of your "
     "library in a random order. If you didn't put a card into your hand this way, draw a "
     "card."},
    {"name": "Trade Route Envoy", "mana_cost": "{3}{G}", "type_line": "Creature — Dog Soldier",
     "oracle_text": "When this creature enters, draw a card if you control a creature with a "
     "counter on it. If you don't draw a card this way, put a +1/+1 counter on this "
     "creature.", "power": "4", "toughness": "3"},
    {"name": "Predatory Nightstalker", "mana_cost": "{3}{B}{B}", "type_line": "Creature — "
     "Nightstalker", "oracle_text": "When this creature enters, you may have target opponent "
     "sacrifice a creature of their choice.", "power": "3", "toughness": "2"},
    {"name": "Jace's Erasure", "mana_cost": "{1}{U}", "type_line": "Enchantment",
     "oracle_text": "Whenever you draw a card, you may have target player mill a card."},
    {"name": "Drudge Skeletons", "mana_cost": "{1}{B}", "type_line": "Creature — Skeleton",
     "oracle_text": "{B}: Regenerate this creature. (The next time this creature would be "
     "destroyed this turn, instead tap it, remove it from combat, and heal all damage on "
     "it.)", "power": "1", "toughness": "1"},
    {"name": "Hurr Jackal", "mana_cost": "{R}", "type_line": "Creature — Jackal",
     "oracle_text": "{T}: Target creature can't be regenerated this turn.", "power": "1",
     "toughness": "1"},
    {"name": "Lim-Dûl's Cohort", "mana_cost": "{1}{B}{B}", "type_line": "Creature — Zombie",
     "oracle_text": "Whenever this creature blocks or becomes blocked by a creature, that "
     "creature can't be regenerated this turn.", "power": "2", "toughness": "3"},
    {"name": "Symbiotic Deployment", "mana_cost": "{2}{G}", "type_line": "Enchantment",
     "oracle_text": "Skip your draw step.\n{1}, Tap two untapped creatures you control: Draw a "
     "card."},
    {"name": "Gustcloak Sentinel", "mana_cost": "{2}{W}{W}", "type_line": "Creature — Human "
     "Soldier", "oracle_text": "Whenever this creature becomes blocked, you may untap it and "
     "remove it from combat.", "power": "3", "toughness": "3"},
    {"name": "Culling Mark", "mana_cost": "{2}{G}", "type_line": "Sorcery",
     "oracle_text": "Target creature blocks this turn if able."},
    {"name": "Skyfisher Spider", "mana_cost": "{2}{B}{G}", "type_line": "Creature — Spider",
     "oracle_text": "Reach\nWhen this creature enters, you may sacrifice another creature. "
     "When you do, destroy target nonland permanent.\nWhen this creature dies, you may gain 1 "
     "life for each creature card in your graveyard. If you do, exile this creature from "
     "your graveyard.", "power": "3", "toughness": "3"},
    {"name": "Rekindling Phoenix", "mana_cost": "{2}{R}{R}", "type_line": "Creature — "
     "Phoenix", "oracle_text": "Flying\nWhen this creature dies, create a 0/1 red Elemental "
     "creature token with \"At the beginning of your upkeep, sacrifice this token and return "
     "target card named Rekindling Phoenix from your graveyard to the battlefield. It gains "
     "haste until end of turn.\"", "power": "4", "toughness": "3"},
    {"name": "Clone", "mana_cost": "{3}{U}", "type_line": "Creature — Shapeshifter",
     "oracle_text": "You may have this creature enter as a copy of any creature on the "
     "battlefield.", "power": "0", "toughness": "0"},
)}

FLIP_RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in (
    {"name": "Orochi Eggwatcher // Shidako, Broodmistress", "card_faces": [
        {"name": "Orochi Eggwatcher", "mana_cost": "{2}{G}", "type_line": "Creature — Snake "
         "Shaman", "oracle_text": "{2}{G}, {T}: Create a 1/1 green Snake creature token. If "
         "you control ten or more creatures, flip this creature.", "power": "1",
         "toughness": "1"},
        {"name": "Shidako, Broodmistress", "mana_cost": "", "type_line": "Legendary Creature "
         "— Snake Shaman", "oracle_text": "{G}, Sacrifice a creature: Target creature gets "
         "+3/+3 until end of turn.", "power": "3", "toughness": "3"}]},
    {"name": "Budoka Pupil // Ichiga, Who Topples Oaks", "card_faces": [
        {"name": "Budoka Pupil", "mana_cost": "{1}{G}{G}", "type_line": "Creature — Human "
         "Monk", "oracle_text": "Whenever you cast a Spirit or Arcane spell, you may put a ki "
         "counter on this creature.\nAt the beginning of the end step, if there are two or "
         "more ki counters on this creature, you may flip it.", "power": "2",
         "toughness": "2"},
        {"name": "Ichiga, Who Topples Oaks", "mana_cost": "", "type_line": "Legendary "
         "Creature — Spirit", "oracle_text": "Trample\nRemove a ki counter from Ichiga: "
         "Target creature gets +2/+2 until end of turn.", "power": "4", "toughness": "3"}]},
    {"name": "Initiate of Blood // Goka the Unjust", "card_faces": [
        {"name": "Initiate of Blood", "mana_cost": "{3}{R}", "type_line": "Creature — Ogre "
         "Shaman", "oracle_text": "{T}: This creature deals 1 damage to target creature that "
         "was dealt damage this turn. When that creature dies this turn, flip this "
         "creature.", "power": "2", "toughness": "2"},
        {"name": "Goka the Unjust", "mana_cost": "", "type_line": "Legendary Creature — Ogre "
         "Shaman", "oracle_text": "{T}: Goka deals 4 damage to target creature that was "
         "dealt damage this turn.", "power": "4", "toughness": "4"}]},
)}


def record(name: str) -> dict[str, Any]:
    return dict(RECORDS[name])


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (every one fully compiled)."""
    out = [compile_source(record(n)) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d), d
    return out
