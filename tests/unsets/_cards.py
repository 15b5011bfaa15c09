"""Oracle records of Unfinity Attractions and cards that open them (Scryfall Oracle text,
2025-09-25), and of Unstable cards that assemble Contraptions (MTGJSON UST), compiled for
``extra=`` (the test pool holds no Un-set cards)."""

from __future__ import annotations

import json
from pathlib import Path

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS: dict[str, tuple[str, ...]] = {
    "Information Booth": ("Artifact — Attraction", "", "Visit — Draw a card."),
    "Clown Extruder": ("Artifact — Attraction", "",
                       "Visit — Create a 1/1 white Clown Robot artifact creature token."),
    "Ferris Wheel": ("Artifact — Attraction", "",
                     "Visit — Choose target creature that hasn't been phased out with this "
                     "Attraction. That creature phases out until you roll a 3 or less while "
                     "rolling to visit your Attractions."),
    "Coming Attraction": ("Sorcery", "{2}{G}",
                          "Search your library for a basic land card, put it onto the "
                          "battlefield tapped, then shuffle. Open an Attraction. (Put the top "
                          "card of your Attraction deck onto the battlefield.)"),
    "Motion Sickness": ("Enchantment — Aura", "{3}{U}",
                        "Enchant creature\nWhen this Aura enters, tap enchanted creature.\n"
                        "Enchanted creature doesn't untap during its controller's untap step."
                        "\nWhenever you visit an Attraction, you may attach this Aura to "
                        "target tapped creature."),
    "Soul Swindler": ("Creature — Demon Employee", "{4}{B}",
                      "As long as you've visited an Attraction this turn, this creature has "
                      "indestructible. (Damage and effects that say \"destroy\" don't destroy "
                      "it.)\nWhen this creature enters, open an Attraction. (Put the top card "
                      "of your Attraction deck onto the battlefield.)", "5", "3"),
    "Step Right Up": ("Sorcery", "{3}{B}",
                      "Open two Attractions. (Put the top two cards of your Attraction deck "
                      "onto the battlefield.)"),
    "Wrench-Rigger": ("Creature — Goblin Rigger", "{R}",
                      "When Wrench-Rigger enters the battlefield, it assembles a Contraption. "
                      "(Put the top card of your Contraption deck face up onto one of your "
                      "sprockets.)", "1", "1"),
    "Work a Double": ("Sorcery", "{2}{R}{R}",
                      "Assemble two Contraptions. (Put the top card of your Contraption deck "
                      "face up onto one of your sprockets. Then repeat this process.)"),
    "Widget Contraption": ("Artifact — Contraption", "",
                           "Whenever you crank Widget Contraption, it assembles a Contraption. "
                           "(Put the top card of your Contraption deck face up onto one of "
                           "your sprockets.)"),
    "Division Table": ("Artifact — Contraption", "",
                       "Whenever you crank Division Table, target player loses 2 life."),
    "Gnomeball Machine": ("Artifact — Contraption", "",
                          "Whenever you crank Gnomeball Machine, create two 1/1 colorless "
                          "Gnome artifact creature tokens."),
}

PHASING = {r["name"]: r for r in json.loads(
    (Path(__file__).parent / "phasing_cards.json").read_text(encoding="utf-8"))}
"""Commander-legal cards that phase permanents out (Scryfall Oracle text, 2025-09-25)."""


def card(name: str) -> ir.CardDefinition:
    """The compiled definition of one of :data:`RECORDS`."""
    if name in PHASING:
        return compile_source(PHASING[name])
    type_line, cost, text, *stats = RECORDS[name]
    power, toughness = stats or (None, None)
    return compile_source({"name": name, "type_line": type_line, "mana_cost": cost,
                           "oracle_text": text, "power": power, "toughness": toughness})


def all_cards() -> list[ir.CardDefinition]:
    return [card(name) for name in (*RECORDS, *PHASING)]
