"""Vehicle and Mount test cards, compiled from their Oracle text exactly as pool cards are."""

from __future__ import annotations

from grimoire.oracle import compile_card, ir

COPTER_TEXT = (
    "Flying\nWhenever this Vehicle attacks or blocks, you may draw a card. If you do, discard "
    "a card.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This "
    "Vehicle becomes an artifact creature until end of turn.)"
)


def card(name: str, type_line: str, text: str, power: str | None = None,
         toughness: str | None = None, mana_cost: str = "{2}") -> ir.CardDefinition:
    """A card compiled from its text; it must compile fully (no gap)."""
    from grimoire.oracle.support import engine_gaps
    definition = compile_card(name=name, type_line=type_line, mana_cost=mana_cost,
                              oracle_text=text, power=power, toughness=toughness)
    assert ir.is_fully_implemented(definition) and not engine_gaps(definition), definition
    return definition


def copter() -> ir.CardDefinition:
    """Smuggler's Copter (KLD): a 3/3 flying Vehicle with crew 1."""
    return card("Smuggler's Copter", "Artifact — Vehicle", COPTER_TEXT, "3", "3")


def heavy_vehicle() -> ir.CardDefinition:
    """A 5/5 Vehicle with crew 3 ("Crew 3" without reminder text)."""
    return card("Test Juggernaut", "Artifact — Vehicle", "Trample\nCrew 3", "5", "5", "{4}")


def once_vehicle() -> ir.CardDefinition:
    """A Vehicle whose crew ability can be activated only once each turn (CR 602.5b)."""
    return card("Test Skiff", "Artifact — Vehicle", "Crew 1. Activate only once each turn.",
                "2", "2")


def crewed_trigger_vehicle() -> ir.CardDefinition:
    """A Vehicle with a "becomes crewed" trigger (CR 702.122d)."""
    return card("Test Carriage", "Artifact — Vehicle",
                "Whenever this Vehicle becomes crewed, you gain 2 life.\nCrew 2", "4", "4")


def sunmare_like() -> ir.CardDefinition:
    """Bridled Bighorn (OTJ): a Mount with saddle 2 and an "attacks while saddled" trigger."""
    return card("Bridled Bighorn", "Creature — Sheep Mount",
                "Vigilance\nWhenever this creature attacks while saddled, create a 1/1 white "
                "Sheep creature token.\nSaddle 2 (Tap any number of other creatures you control "
                "with total power 2 or more: This Mount becomes saddled until end of turn. "
                "Saddle only as a sorcery.)", "3", "4", "{3}{W}")
