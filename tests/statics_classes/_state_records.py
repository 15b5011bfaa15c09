"""Oracle records (2025-09-25 Scryfall bulk data) of the cards the "as long as <state>"
class tests play (:mod:`grimoire.oracle.state_conditions`), compiled without
``../shared/data``."""

from __future__ import annotations

from tests.coverage_classes._cards import card

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.ir import CardDefinition

RECORDS = {r["name"]: r for r in (
    card("Kor Duelist", "{W}", "Creature — Kor Soldier",
         "As long as this creature is equipped, it has double strike. (It deals both "
         "first-strike and regular combat damage.)", "1/1"),
    card("Thran Golem", "{5}", "Artifact Creature — Golem",
         "As long as this creature is enchanted, it gets +2/+2 and has flying, first strike, "
         "and trample.", "3/3"),
    card("Thieves' Guild Enforcer", "{B}", "Creature — Human Rogue",
         "Flash\nWhenever this creature or another Rogue you control enters, each opponent "
         "mills two cards.\nAs long as an opponent has eight or more cards in their graveyard, "
         "this creature gets +2/+1 and has deathtouch.", "1/1"),
    card("Akki Underling", "{1}{R}", "Creature — Goblin Warrior",
         "As long as you have seven or more cards in hand, this creature gets +2/+1 and has "
         "first strike.", "2/1"),
    card("Eyekite", "{1}{U}", "Creature — Drake",
         "Flying\nThis creature gets +2/+0 as long as you've drawn two or more cards this "
         "turn.", "1/2"),
    card("Goblin Boarders", "{2}{R}", "Creature — Goblin Pirate",
         "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.",
         "3/2"),
    card("Bramblewood Paragon", "{1}{G}", "Creature — Elf Warrior",
         "Each other Warrior creature you control enters with an additional +1/+1 counter on "
         "it.\nEach creature you control with a +1/+1 counter on it has trample.", "2/2"),
    card("Elvish Warrior", "{G}{G}", "Creature — Elf Warrior", "", "2/3"),
    card("Aven Heartstabber", "{U}{B}", "Creature — Bird Assassin",
         "Flying\nAs long as there are five or more mana values among cards in your "
         "graveyard, this creature gets +2/+2 and has deathtouch.\nWhen this creature dies, "
         "mill two cards, then draw a card.", "1/1"),
    card("Lightwalker", "{1}{W}", "Creature — Human Warrior",
         "This creature has flying as long as it has a +1/+1 counter on it.", "2/1"),
    card("Thieves' Tools", "{1}{B}", "Artifact — Equipment",
         "When this Equipment enters, create a Treasure token. (It's an artifact with \"{T}, "
         "Sacrifice this token: Add one mana of any color.\")\nEquipped creature can't be "
         "blocked as long as its power is 3 or less.\nEquip {2} ({2}: Attach to target "
         "creature you control. Equip only as a sorcery.)"),
    card("Gift of Fangs", "{B}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature gets +2/+2 as long as it's a Vampire. "
         "Otherwise, it gets -2/-2."),
    card("Hunter's Blowgun", "{1}", "Artifact — Equipment",
         "Equipped creature gets +1/+1.\nEquipped creature has deathtouch during your turn. "
         "Otherwise, it has reach.\nEquip {2} ({2}: Attach to target creature you control. "
         "Equip only as a sorcery.)"),
    card("Vampire Lacerator", "{B}", "Creature — Vampire Warrior",
         "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less "
         "life.", "2/2"),
    card("Tempered Steel", "{1}{W}{W}", "Enchantment",
         "Artifact creatures you control get +2/+2."),
    card("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", "0/2"),
    card("Guardian's Magemark", "{2}{W}", "Enchantment — Aura",
         "Flash\nEnchant creature\nEnchanted creature gets +1/+1.\nCreatures you control "
         "that are enchanted get +1/+1."),
    card("Benalish Marshal", "{W}{W}{W}", "Creature — Human Knight",
         "Other creatures you control get +1/+1.", "3/3"),
    card("Savannah Lions", "{W}", "Creature — Cat", "", "2/1"),
    card("Possessed Aven", "{2}{U}{U}", "Creature — Bird Soldier Horror",
         "Flying\nThreshold — As long as seven or more cards are in your graveyard, this "
         "creature gets +1/+1, is black, and has \"{2}{B}, {T}: Destroy target blue "
         "creature.\"", "3/3"),
    card("Bog Wraith", "{3}{B}", "Creature — Wraith",
         "Swampwalk (This creature can't be blocked as long as defending player controls a "
         "Swamp.)", "3/3"),
    card("Quagmire", "{2}{B}", "Enchantment",
         "Creatures with swampwalk can be blocked as though they didn't have swampwalk."),
    card("Undertow", "{2}{U}", "Enchantment",
         "Creatures with islandwalk can be blocked as though they didn't have islandwalk."),
    card("Orgg", "{3}{R}{R}", "Creature — Orgg",
         "Trample\nThis creature can't attack if defending player controls an untapped "
         "creature with power 3 or greater.\nThis creature can't block creatures with power 3 "
         "or greater.", "6/6"),
    card("Path of Bravery", "{2}{W}", "Enchantment",
         "As long as your life total is greater than or equal to your starting life total, "
         "creatures you control get +1/+1.\nWhenever one or more creatures you control "
         "attack, you gain life equal to the number of attacking creatures."),
    card("Ravaging Riftwurm", "{1}{G}{G}", "Creature — Wurm",
         "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nVanishing 2 "
         "(This creature enters with two time counters on it. At the beginning of your "
         "upkeep, remove a time counter from it. When the last is removed, sacrifice it.)\nIf "
         "this creature was kicked, it enters with three additional time counters on it.",
         "6/6"),
    card("Dog Umbra", "{1}{W}", "Enchantment — Aura",
         "Flash\nEnchant creature\nAs long as another player controls enchanted creature, it "
         "can't attack or block. Otherwise, this Aura has umbra armor. (If enchanted creature "
         "would be destroyed, instead remove all damage from it and destroy this Aura.)"),
    card("Thalia, Heretic Cathar", "{2}{W}", "Legendary Creature — Human Soldier",
         "First strike\nCreatures and nonbasic lands your opponents control enter tapped.",
         "3/2"),
    card("Blasted Landscape", "", "Land",
         "{T}: Add {C}.\nCycling {2} ({2}, Discard this card: Draw a card.)"),
    card("Heliod, God of the Sun", "{3}{W}", "Legendary Enchantment Creature — God",
         "Indestructible\nAs long as your devotion to white is less than five, Heliod isn't "
         "a creature. (Each {W} in the mana costs of permanents you control counts toward "
         "your devotion to white.)\nOther creatures you control have vigilance.\n{2}{W}{W}: "
         "Create a 2/1 white Cleric enchantment creature token.", "5/6"),
)}


def defs(*names: str) -> list[CardDefinition]:
    """The compiled definitions of ``names``."""
    return [compile_source(RECORDS[n]) for n in names]
