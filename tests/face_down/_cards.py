"""Oracle records (2025-09-25 Oracle cards) of the face-down cards the tests play, and
helpers to cast them face down and find them."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, TurnFaceUp
from grimoire.rules.game import Game

_REMINDER = (" (You may cast this card face down as a 2/2 creature for {3}. Turn it face up "
             "any time for its morph cost.)")
RECORDS: dict[str, dict[str, Any]] = {
    "Battering Craghorn": {
        "name": "Battering Craghorn", "mana_cost": "{2}{R}{R}",
        "type_line": "Creature — Goat Beast",
        "oracle_text": "First strike\nMorph {1}{R}{R}" + _REMINDER,
        "power": "3", "toughness": "1"},
    "Ainok Survivalist": {
        "name": "Ainok Survivalist", "mana_cost": "{1}{G}", "type_line": "Creature — Dog Shaman",
        "oracle_text": "Megamorph {1}{G} (You may cast this card face down as a 2/2 creature "
        "for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on "
        "it.)\nWhen this creature is turned face up, destroy target artifact or enchantment "
        "an opponent controls.",
        "power": "2", "toughness": "1"},
    "Hunted Bonebrute": {
        "name": "Hunted Bonebrute", "mana_cost": "{2}{B}",
        "type_line": "Creature — Skeleton Beast",
        "oracle_text": "Menace\nWhen this creature enters, target opponent creates two 1/1 "
        "white Dog creature tokens.\nWhen this creature dies, each opponent loses 3 life.\n"
        "Disguise {1}{B}",
        "power": "6", "toughness": "2"},
    "Manifest Dread": {
        "name": "Manifest Dread", "mana_cost": "{1}{G}", "type_line": "Sorcery",
        "oracle_text": "Manifest dread. (Look at the top two cards of your library. Put one "
        "onto the battlefield face down as a 2/2 creature and the other into your graveyard. "
        "Turn it face up any time for its mana cost if it's a creature card.)",
        "power": None, "toughness": None},
    "Unsettling Twins": {
        "name": "Unsettling Twins", "mana_cost": "{3}{W}", "type_line": "Creature — Human",
        "oracle_text": "When this creature enters, manifest dread. (Look at the top two cards "
        "of your library. Put one onto the battlefield face down as a 2/2 creature and the "
        "other into your graveyard. Turn it face up any time for its mana cost if it's a "
        "creature card.)",
        "power": "2", "toughness": "2"},
    "Soul Summons": {
        "name": "Soul Summons", "mana_cost": "{1}{W}", "type_line": "Sorcery",
        "oracle_text": "Manifest the top card of your library. (Put it onto the battlefield "
        "face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a "
        "creature card.)",
        "power": None, "toughness": None},
    "Sultai Emissary": {
        "name": "Sultai Emissary", "mana_cost": "{1}{B}",
        "type_line": "Creature — Zombie Warrior",
        "oracle_text": "When this creature dies, manifest the top card of your library. (Put "
        "that card onto the battlefield face down as a 2/2 creature. Turn it face up any time "
        "for its mana cost if it's a creature card.)",
        "power": "1", "toughness": "1"},
    "Veiled Ascension": {
        "name": "Veiled Ascension", "mana_cost": "{3}{W}", "type_line": "Enchantment",
        "oracle_text": "When this enchantment enters, put a flying counter on each face-down "
        "creature you control.\nFace-down creatures you control enter with a flying counter "
        "on them.\nAt the beginning of your upkeep, you may cloak the top card of your "
        "library.",
        "power": None, "toughness": None},
    "Gadget Technician": {
        "name": "Gadget Technician", "mana_cost": "{2}{U}{R}",
        "type_line": "Creature — Goblin Artificer",
        "oracle_text": "When this creature enters or is turned face up, create a 1/1 colorless "
        "Thopter artifact creature token with flying.\nDisguise {U/R}{U/R} (You may cast this "
        "card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for "
        "its disguise cost.)",
        "power": "3", "toughness": "2"},
    "Pine Walker": {
        "name": "Pine Walker", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Elemental",
        "oracle_text": "Morph {4}{G}" + _REMINDER + "\nWhenever this creature or another "
        "creature you control is turned face up, untap that creature.",
        "power": "5", "toughness": "5"},
    "Zoetic Cavern": {
        "name": "Zoetic Cavern", "mana_cost": "", "type_line": "Land",
        "oracle_text": "{T}: Add {C}.\nMorph {2}" + _REMINDER,
        "power": None, "toughness": None},
    "Secret Plans": {
        "name": "Secret Plans", "mana_cost": "{G}{U}", "type_line": "Enchantment",
        "oracle_text": "Face-down creatures you control get +0/+1.\nWhenever a permanent you "
        "control is turned face up, draw a card.",
        "power": None, "toughness": None},
    "Nosy Goblin": {
        "name": "Nosy Goblin", "mana_cost": "{2}{R}", "type_line": "Creature — Goblin",
        "oracle_text": "{T}, Sacrifice this creature: Destroy target face-down creature.",
        "power": "2", "toughness": "1"},
    "Warbreak Trumpeter": {
        "name": "Warbreak Trumpeter", "mana_cost": "{R}", "type_line": "Creature — Goblin",
        "oracle_text": "Morph {X}{X}{R}" + _REMINDER + "\nWhen this creature is turned face "
        "up, create X 1/1 red Goblin creature tokens.",
        "power": "1", "toughness": "1"},
    "Ornithopter": {
        "name": "Ornithopter", "mana_cost": "{0}", "type_line": "Artifact Creature — Thopter",
        "oracle_text": "Flying", "power": "0", "toughness": "2"},
}


def definitions(*names: str) -> tuple[ir.CardDefinition, ...]:
    """The compiled definitions of ``names`` (all the records without names)."""
    return tuple(compile_source(RECORDS[n]) for n in (names or tuple(RECORDS)))


EXTRA = definitions()


def hand_card(g: Game, name: str, player: int = 0) -> int:
    """The id of the card ``name`` in ``player``'s hand."""
    found = [o for o in g.players[player].hand if g.objects[o].name == name]
    assert len(found) == 1, (name, found)
    return found[0]


def face_down_cast(g: Game, card: int) -> CastSpell:
    """The listed cast of ``card`` for its {3} face-down alternative cost."""
    found = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
             and a.alt is not None
             and g.objects[card].info.card.alternative_costs[a.alt].option
             in ("face_down", "disguised")]
    assert len(found) == 1, found
    return found[0]


def face_down_ids(g: Game, player: int = 0) -> list[int]:
    """The face-down permanents ``player`` controls."""
    return [o for o in g.battlefield if g.objects[o].hidden is not None
            and g.objects[o].controller == player]


def turn_ups(g: Game) -> list[TurnFaceUp]:
    """The listed turn-face-up special actions."""
    return [a for a in g.legal_actions() if isinstance(a, TurnFaceUp)]
