"""Oracle records (2025-09-25 Oracle export) of the real cards the tests play."""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card

RECORDS: dict[str, tuple[str, str, str, str | None, str | None, str | None]] = {
    # name: (type line, mana cost, Oracle text, power, toughness, loyalty)
    "Gideon, Ally of Zendikar": (
        "Legendary Planeswalker — Gideon", "{2}{W}{W}",
        "+1: Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature with "
        "indestructible that's still a planeswalker. Prevent all damage that would be dealt "
        "to him this turn.\n0: Create a 2/2 white Knight Ally creature token.\n"
        "−4: You get an emblem with \"Creatures you control get +1/+1.\"",
        None, None, "4"),
    "Elspeth, Sun's Champion": (
        "Legendary Planeswalker — Elspeth", "{4}{W}{W}",
        "+1: Create three 1/1 white Soldier creature tokens.\n"
        "−3: Destroy all creatures with power 4 or greater.\n"
        "−7: You get an emblem with \"Creatures you control get +2/+2 and have flying.\"",
        None, None, "4"),
    "Chandra, Torch of Defiance": (
        "Legendary Planeswalker — Chandra", "{2}{R}{R}",
        "+1: Exile the top card of your library. You may cast that card. If you don't, "
        "Chandra deals 2 damage to each opponent.\n+1: Add {R}{R}.\n"
        "−3: Chandra deals 4 damage to target creature.\n"
        "−7: You get an emblem with \"Whenever you cast a spell, this emblem deals 5 damage "
        "to any target.\"",
        None, None, "4"),
    "Ob Nixilis Reignited": (
        "Legendary Planeswalker — Nixilis", "{3}{B}{B}",
        "+1: You draw a card and you lose 1 life.\n−3: Destroy target creature.\n"
        "−8: Target opponent gets an emblem with \"Whenever a player draws a card, you lose "
        "2 life.\"",
        None, None, "5"),
    "Fathom Feeder": (
        "Creature — Eldrazi Drone", "{U}{B}",
        "Devoid (This card has no color.)\nDeathtouch\nIngest (Whenever this creature deals "
        "combat damage to a player, that player exiles the top card of their library.)\n"
        "{3}{U}{B}: Draw a card. Each opponent exiles the top card of their library.",
        "1", "1", None),
    "Benthic Infiltrator": (
        "Creature — Eldrazi Drone", "{2}{U}",
        "Devoid (This card has no color.)\nIngest (Whenever this creature deals combat "
        "damage to a player, that player exiles the top card of their library.)\n"
        "This creature can't be blocked.",
        "1", "4", None),
    "Vraska's Scorn": (
        "Sorcery", "{2}{B}{B}",
        "Target opponent loses 4 life. You may search your library and/or graveyard for a "
        "card named Vraska, Scheming Gorgon, reveal it, and put it into your hand. If you "
        "search your library this way, shuffle.",
        None, None, None),
    "Vraska, Scheming Gorgon": (
        "Legendary Planeswalker — Vraska", "{4}{B}{B}",
        "+2: Creatures you control get +1/+0 until end of turn.\n−3: Destroy target "
        "creature.\n−10: Until end of turn, creatures you control gain deathtouch and "
        "\"Whenever this creature deals damage to an opponent, that player loses the game.\"",
        None, None, "5"),
    "Extract": (
        "Sorcery", "{U}",
        "Search target player's library for a card and exile it. Then that player shuffles.",
        None, None, None),
    "Bribery": (
        "Sorcery", "{3}{U}{U}",
        "Search target opponent's library for a creature card and put that card onto the "
        "battlefield under your control. Then that player shuffles.",
        None, None, None),
    "Scrib Nibblers": (
        "Creature — Rat", "{2}{B}",
        "{T}: Exile the top card of target player's library. If it's a land card, you gain "
        "1 life.\nLandfall — Whenever a land you control enters, you may untap this creature.",
        "1", "1", None),
    "Counterbore": (
        "Instant", "{3}{U}{U}",
        "Counter target spell. Search its controller's graveyard, hand, and library for all "
        "cards with the same name as that spell and exile them. Then that player shuffles.",
        None, None, None),
}


def card(name: str) -> ir.CardDefinition:
    """The compiled definition of one of :data:`RECORDS`."""
    type_line, cost, text, power, toughness, loyalty = RECORDS[name]
    return compile_card(name, type_line, cost, text, power, toughness, loyalty=loyalty)
