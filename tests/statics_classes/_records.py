"""Oracle records (2025-09-25 Scryfall bulk data) of the cards the static-ability class
tests play, compiled without ``../shared/data``."""

from __future__ import annotations

from tests.coverage_classes._cards import card

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.ir import CardDefinition

RECORDS = {r["name"]: r for r in (
    card("Leyline of Sanctity", "{2}{W}{W}", "Enchantment",
         "If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nYou have hexproof. (You can't be the target of spells or abilities "
         "your opponents control.)"),
    card("True Believer", "{W}{W}", "Creature — Human Cleric",
         "You have shroud. (You can't be the target of spells or abilities.)", "2/2"),
    card("Rampaging Ferocidon", "{2}{R}", "Creature — Dinosaur",
         "Menace\nPlayers can't gain life.\nWhenever another creature enters, this creature "
         "deals 1 damage to that creature's controller.", "3/3"),
    card("Angel's Mercy", "{2}{W}{W}", "Instant", "You gain 7 life."),
    card("Boon Reflection", "{4}{W}", "Enchantment",
         "If you would gain life, you gain twice that much life instead."),
    card("Vampire Nighthawk", "{1}{B}{B}", "Creature — Vampire Shaman",
         "Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to "
         "destroy it.)\nLifelink (Damage dealt by this creature also causes you to gain that "
         "much life.)", "2/3"),
    card("Rule of Law", "{2}{W}", "Enchantment",
         "Each player can't cast more than one spell each turn."),
    card("Deafening Silence", "{W}", "Enchantment",
         "Each player can't cast more than one noncreature spell each turn."),
    card("Dragonlord Dromoka", "{4}{G}{W}", "Legendary Creature — Elder Dragon",
         "This spell can't be countered.\nFlying, lifelink\nYour opponents can't cast spells "
         "during your turn.", "5/7"),
    card("Doran, the Siege Tower", "{W}{B}{G}", "Legendary Creature — Treefolk Shaman",
         "Each creature assigns combat damage equal to its toughness rather than its power.",
         "0/5"),
    card("Assault Formation", "{1}{G}", "Enchantment",
         "Each creature you control assigns combat damage equal to its toughness rather than "
         "its power.\n{G}: Target creature with defender can attack this turn as though it "
         "didn't have defender.\n{2}{G}: Creatures you control get +0/+1 until end of turn."),
    card("Nikya of the Old Ways", "{3}{R}{G}", "Legendary Creature — Centaur Druid",
         "You can't cast noncreature spells.\nWhenever you tap a land for mana, add one mana "
         "of any type that land produced.", "5/5"),
)}


def defs(*names: str) -> tuple[CardDefinition, ...]:
    return tuple(compile_source(RECORDS[n]) for n in names)
