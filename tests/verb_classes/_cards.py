"""Oracle records of the cards the verb-class tests play (the text as printed in the Oracle
list of 2025-09-25, so the tests need no ``../shared/data``)."""

from __future__ import annotations

from tests.coverage_classes._cards import RECORDS as COVERAGE_RECORDS
from tests.coverage_classes._cards import card

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

POWERSTONE = ('(It\'s an artifact with "{T}: Add {C}. This mana can\'t be spent to cast a '
              'nonartifact spell.")')


RECORDS = {r["name"]: r for r in (
    card("Stern Lesson", "{2}{U}", "Instant",
         f"Draw two cards, then discard a card. Create a tapped Powerstone token. {POWERSTONE}"),
    card("Koilos Roc", "{4}{U}", "Creature — Bird",
         f"Flash\nFlying\nWhen this creature enters, create a tapped Powerstone token. "
         f"{POWERSTONE}", "3/3"),
    card("The Mightstone and Weakstone", "{5}", "Legendary Artifact — Powerstone",
         "When The Mightstone and Weakstone enters, choose one —\n• Draw two cards.\n• Target "
         "creature gets -5/-5 until end of turn.\n{T}: Add {C}{C}. This mana can't be spent to "
         "cast nonartifact spells.\n(Melds with Urza, Lord Protector.)"),
    card("Beamsaw Prospector", "{1}{B}", "Creature — Human Artificer",
         'When this creature dies, create a Lander token. (It\'s an artifact with "{2}, {T}, '
         'Sacrifice this token: Search your library for a basic land card, put it onto the '
         'battlefield tapped, then shuffle.")', "2/1"),
    card("Carrion Beetles", "{B}", "Creature — Insect",
         "{2}{B}, {T}: Exile up to three target cards from a single graveyard.", "1/1"),
    card("Decompose", "{1}{B}", "Sorcery",
         "Exile up to three target cards from a single graveyard."),
    card("Duct Crawler", "{R}", "Creature — Insect",
         "{1}{R}: Target creature can't block this creature this turn.", "1/1"),
    card("Burning-Tree Bloodscale", "{2}{R}{G}", "Creature — Lizard Berserker",
         "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with "
         "a +1/+1 counter on it.)\n{2}{R}: Target creature can't block this creature this "
         "turn.\n{2}{G}: Target creature blocks this creature this turn if able.", "2/2"),
    card("Fearsome Temper", "{2}{R}", "Enchantment — Aura",
         'Enchant creature\nEnchanted creature gets +2/+2 and has "{2}{R}: Target creature '
         'can\'t block this creature this turn."'),
    card("Reef Shaman", "{U}", "Creature — Merfolk Shaman",
         "{T}: Target land becomes the basic land type of your choice until end of turn.",
         "0/2"),
    card("Jinx", "{1}{U}", "Instant",
         "Target land becomes the basic land type of your choice until end of turn.\nDraw a "
         "card at the beginning of the next turn's upkeep."),
    card("Mistform Dreamer", "{2}{U}", "Creature — Illusion",
         "Flying\n{1}: This creature becomes the creature type of your choice until end of "
         "turn.", "2/1"),
    card("Scuttlemutt", "{3}", "Artifact Creature — Scarecrow",
         "{T}: Add one mana of any color.\n{T}: Target creature becomes the color or colors of "
         "your choice until end of turn.", "2/2"),
    COVERAGE_RECORDS["Mutavault"],
    card("Navigator's Compass", "{1}", "Artifact",
         "When this artifact enters, you gain 3 life.\n{T}: Until end of turn, target land you "
         "control becomes the basic land type of your choice in addition to its other types."),
    card("Tide Shaper", "{U}", "Creature — Merfolk Wizard",
         "Kicker {1} (You may pay an additional {1} as you cast this spell.)\nWhen this "
         "creature enters, if it was kicked, target land becomes an Island for as long as this "
         "creature remains on the battlefield.\nThis creature gets +1/+1 as long as an "
         "opponent controls an Island.", "1/1"),
    card("Calciform Pools", "", "Land",
         "{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n{1}, Remove X storage "
         "counters from this land: Add X mana in any combination of {W} and/or {U}."),
    card("Goblin Clearcutter", "{3}{R}", "Creature — Goblin",
         "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.", "3/3"),
    card("Azorius Herald", "{2}{W}", "Creature — Spirit",
         "This creature can't be blocked.\nWhen this creature enters, you gain 4 life.\nWhen "
         "this creature enters, sacrifice it unless {U} was spent to cast it.", "2/1"),
    card("Contagion", "{3}{B}{B}", "Instant",
         "You may pay 1 life and exile a black card from your hand rather than pay this "
         "spell's mana cost.\nDistribute two -2/-1 counters among one or two target "
         "creatures."),
    card("Quirion Beastcaller", "{1}{G}", "Creature — Dryad Warrior",
         "Whenever you cast a creature spell, put a +1/+1 counter on this creature.\nWhen this "
         "creature dies, distribute X +1/+1 counters among any number of target creatures you "
         "control, where X is the number of +1/+1 counters on this creature.", "2/2"),
    card("Glint Weaver", "{5}{G}{G}", "Creature — Spider",
         "Reach\nWhen this creature enters, distribute three +1/+1 counters among one, two, or "
         "three target creatures, then you gain life equal to the greatest toughness among "
         "creatures you control.", "3/3"),
    card("Misleading Motes", "{3}{U}", "Instant",
         "Target creature's owner puts it on their choice of the top or bottom of their "
         "library."),
    card("Trip Up", "{3}{U}", "Instant",
         "Target nonland permanent's owner puts it on their choice of the top or bottom of "
         "their library.\nCycling {2} ({2}, Discard this card: Draw a card.)"),
    card("Sacred Rites", "{W}", "Instant",
         "Discard any number of cards. Creatures you control get +0/+1 until end of turn for "
         "each card discarded this way."),
    card("Kinetic Augur", "{3}{R}", "Creature — Human Shaman",
         "Trample (This creature can deal excess combat damage to the player or planeswalker "
         "it's attacking.)\nKinetic Augur's power is equal to the number of instant and sorcery "
         "cards in your graveyard.\nWhen this creature enters, discard up to two cards, then "
         "draw that many cards.", "*/4"),
    card("Star Pupil", "{W}", "Creature — Human Wizard",
         "This creature enters with a +1/+1 counter on it.\nWhen this creature dies, put its "
         "counters on target creature you control.", "0/0"),
    card("Elvish Berserker", "{G}", "Creature — Elf Berserker",
         "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each "
         "creature blocking it.", "1/1"),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (records above)."""
    return [compile_source(RECORDS[name]) for name in names]
