"""Oracle records of the cards the coverage-class tests play (the text as printed in the
Oracle list of 2025-09-25, so the tests need no ``../shared/data``)."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source


def card(name: str, cost: str, type_line: str, text: str, pt: str = "") -> dict[str, Any]:
    record: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line,
                              "oracle_text": text}
    if pt:
        record["power"], record["toughness"] = pt.split("/")
    return record


SYE = ("Start your engines! (If you have no speed, it starts at 1. It increases once on each "
       "of your turns when an opponent loses life. Max speed is 4.)")
"""The keyword line of CR 702.179 with its reminder text, as printed."""

RECORDS = {r["name"]: r for r in (
    card("Silkweaver Elite", "{2}{G}", "Creature — Elf Archer",
         "Reach (This creature can block creatures with flying.)\nRevolt — When this creature "
         "enters, if a permanent left the battlefield under your control this turn, draw a "
         "card.", "2/2"),
    card("Hidden Stockpile", "{W}{B}", "Enchantment",
         "Revolt — At the beginning of your end step, if a permanent left the battlefield "
         "under your control this turn, create a 1/1 colorless Servo artifact creature "
         "token.\n{1}, Sacrifice a creature: Scry 1."),
    card("Lulu, Loyal Hollyphant", "{2}{W}", "Legendary Creature — Elephant",
         "Flying\nAt the beginning of your end step, if a permanent you controlled left the "
         "battlefield this turn, put a +1/+1 counter on each tapped creature you control, "
         "then untap them.\nChoose a Background (You can have a Background as a second "
         "commander.)", "2/2"),
    card("Saddleback Lagac", "{3}{G}", "Creature — Lizard",
         "When this creature enters, support 2. (Put a +1/+1 counter on each of up to two "
         "other target creatures.)", "3/1"),
    card("Lead by Example", "{1}{G}", "Instant",
         "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)"),
    card("Angelic Quartermaster", "{3}{W}{W}", "Creature — Angel Soldier",
         "Flying\nWhen this creature enters, put a +1/+1 counter on each of up to two other "
         "target creatures.", "3/3"),
    card("Trumpeting Carnosaur", "{4}{R}{R}", "Creature — Dinosaur",
         "Trample\nWhen this creature enters, discover 5.\n{2}{R}, Discard this card: It deals "
         "3 damage to target creature or planeswalker.", "7/6"),
    card("Archmage Emeritus", "{2}{U}{U}", "Creature — Human Wizard",
         "Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.",
         "2/2"),
    card("Dusk Charger", "{3}{B}", "Creature — Horse",
         "Ascend (If you control ten or more permanents, you get the city's blessing for the "
         "rest of the game.)\nThis creature gets +2/+2 as long as you have the city's "
         "blessing.", "3/3"),
    card("Secrets of the Golden City", "{1}{U}{U}", "Sorcery",
         "Ascend (If you control ten or more permanents, you get the city's blessing for the "
         "rest of the game.)\nDraw two cards. If you have the city's blessing, draw three "
         "cards instead."),
    card("Mutavault", "", "Land",
         "{T}: Add {C}.\n{1}: This land becomes a 2/2 creature with all creature types until "
         "end of turn. It's still a land."),
    card("Mishra's Factory", "", "Land",
         "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature until "
         "end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets +1/+1 "
         "until end of turn."),
    card("Spawning Pool", "", "Land",
         "This land enters tapped.\n{T}: Add {B}.\n{1}{B}: This land becomes a 1/1 black "
         "Skeleton creature with \"{B}: Regenerate this creature\" until end of turn. It's "
         "still a land. (If it regenerates, the next time it would be destroyed this turn, "
         "instead tap it, remove it from combat, and heal all damage on it.)"),
    card("Creeping Tar Pit", "", "Land",
         "This land enters tapped.\n{T}: Add {U} or {B}.\n{1}{U}{B}: This land becomes a 3/2 "
         "blue and black Elemental creature until end of turn and can't be blocked this "
         "turn. It's still a land."),
    card("Explosive Welcome", "{7}{R}", "Instant",
         "Explosive Welcome deals 5 damage to any target and 3 damage to any other target. "
         "Add {R}{R}{R}."),
    card("Veiled Serpent", "{2}{U}", "Enchantment",
         "When an opponent casts a spell, if this permanent is an enchantment, it becomes a "
         "4/4 Serpent creature with \"This creature can't attack unless defending player "
         "controls an Island.\"\nCycling {2} ({2}, Discard this card: Draw a card.)"),
    card("Whispering Wizard", "{3}{U}", "Creature — Human Wizard",
         "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token "
         "with flying. This ability triggers only once each turn.", "3/2"),
    card("Makeshift Battalion", "{2}{W}", "Creature — Human Soldier",
         "Battalion — Whenever this creature and at least two other creatures attack, put a "
         "+1/+1 counter on this creature.", "3/2"),
    card("Seedglaive Mentor", "{1}{R}{W}", "Creature — Mouse Soldier",
         "Vigilance, haste\nValiant — Whenever this creature becomes the target of a spell or "
         "ability you control for the first time each turn, put a +1/+1 counter on it.", "3/2"),
    card("Twincast", "{U}{U}", "Instant",
         "Copy target instant or sorcery spell. You may choose new targets for the copy."),
    card("Dauntless Cathar", "{2}{W}", "Creature — Human Soldier",
         "{1}{W}, Exile this card from your graveyard: Create a 1/1 white Spirit creature token "
         "with flying. Activate only as a sorcery.", "3/2"),
    card("Heron-Blessed Geist", "{4}{W}", "Creature — Spirit",
         "Flying\n{3}{W}, Exile this card from your graveyard: Create two 1/1 white Spirit "
         "creature tokens with flying. Activate only if you control an enchantment and only as "
         "a sorcery.", "3/3"),
    card("Gravestone Strider", "{2}", "Artifact Creature — Golem",
         "{1}: Add one mana of any color. Activate only once each turn.\n{2}, Exile this card "
         "from your graveyard: Exile target card from a graveyard.", "1/3"),
    card("Muraganda Raceway", "", "Land",
         SYE + "\n{T}: Add {C}.\nMax speed — {T}: Add {C}{C}."),
    card("Swiftwing Assailant", "{3}{W}", "Creature — Bird Warrior",
         "Flying\n" + SYE + "\nMax speed — This creature gets +0/+1 and has vigilance.", "3/3"),
    card("Risen Necroregent", "{4}{B}", "Creature — Zombie Cat Knight",
         SYE + "\nMax speed — At the beginning of your end step, create a 2/2 black Zombie "
         "creature token.", "5/4"),
    card("Glitch Ghost Surveyor", "{2}{U}", "Creature — Spirit Scout",
         "Flying\n" + SYE + "\nMax speed — {3}, Exile this card from your graveyard: Draw a "
         "card.", "2/2"),
    card("Point the Way", "{G}", "Enchantment",
         SYE + "\n{3}{G}, Sacrifice this enchantment: Search your library for up to X basic "
         "land cards, where X is your speed. Put those cards onto the battlefield tapped, then "
         "shuffle."),
    card("Racers' Scoreboard", "{4}", "Artifact",
         SYE + "\nWhen this artifact enters, draw two cards, then discard a card.\nMax speed — "
         "Spells you cast cost {1} less to cast."),
    card("Hazoret, Godseeker", "{1}{R}", "Legendary Creature — God",
         "Indestructible, haste\n" + SYE + "\n{1}, {T}: Target creature with power 2 or less "
         "can't be blocked this turn.\nHazoret can't attack or block unless you have max "
         "speed.", "5/3"),
    card("Gastal Thrillseeker", "{B}{R}", "Creature — Lizard Berserker",
         SYE + "\nWhen this creature enters, it deals 1 damage to target opponent and you gain "
         "1 life.\nMax speed — This creature has deathtouch and haste.", "2/3"),
    card("Exquisite Blood", "{4}{B}", "Enchantment",
         "Whenever an opponent loses life, you gain that much life."),
    card("Beastcaller Savant", "{1}{G}", "Creature — Elf Shaman Ally",
         "Haste\n{T}: Add one mana of any color. Spend this mana only to cast a creature "
         "spell.", "1/1"),
    card("Mishra's Workshop", "", "Land",
         "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."),
    card("Soldevi Machinist", "{1}{U}", "Artifact Creature — Human Artificer",
         "{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.", "1/1"),
    card("Herd Baloth", "{3}{G}{G}", "Creature — Beast",
         "Whenever one or more +1/+1 counters are put on this creature, you may create a 4/4 "
         "green Beast creature token.", "4/4"),
    card("Simic Ascendancy", "{G}{U}", "Enchantment",
         "{1}{G}{U}: Put a +1/+1 counter on target creature you control.\nWhenever one or more "
         "+1/+1 counters are put on a creature you control, put that many growth counters on "
         "this enchantment.\nAt the beginning of your upkeep, if this enchantment has twenty "
         "or more growth counters on it, you win the game."),
    card("Moss-Pit Skeleton", "{B}{G}", "Creature — Plant Skeleton",
         "Kicker {3} (You may pay an additional {3} as you cast this spell.)\nIf this creature "
         "was kicked, it enters with three +1/+1 counters on it.\nWhenever one or more +1/+1 "
         "counters are put on a creature you control, if this card is in your graveyard, you "
         "may put this card on top of your library.", "2/2"),
    card("Pop Quiz", "{2}{U}", "Instant",
         "Draw a card.\nLearn. (You may reveal a Lesson card you own from outside the game and "
         "put it into your hand, or discard a card to draw a card.)"),
    card("Eyetwitch", "{B}", "Creature — Eye Bat",
         "Flying\nWhen this creature dies, learn. (You may reveal a Lesson card you own from "
         "outside the game and put it into your hand, or discard a card to draw a card.)",
         "1/1"),
    card("Nature's Will", "{2}{G}{G}", "Enchantment",
         "Whenever one or more creatures you control deal combat damage to a player, tap all "
         "lands that player controls and untap all lands you control."),
    card("Grazilaxx, Illithid Scholar", "{1}{U}{U}", "Legendary Creature — Horror",
         "Whenever a creature you control becomes blocked, you may return it to its owner's "
         "hand.\nWhenever one or more creatures you control deal combat damage to a player, "
         "draw a card.", "3/2"),
    card("Skewer the Critics", "{2}{R}", "Sorcery",
         "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana "
         "cost if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any "
         "target."),
    card("Reckless Bushwhacker", "{2}{R}", "Creature — Goblin Warrior Ally",
         "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has "
         "cast another spell this turn.)\nHaste\nWhen this creature enters, if its surge cost "
         "was paid, other creatures you control get +1/+0 and gain haste until end of turn.",
         "2/1"),
    card("Mirror Wall", "{3}{U}", "Creature — Wall",
         "Defender (This creature can't attack.)\n{W}: This creature can attack this turn as "
         "though it didn't have defender.", "3/4"),
    card("Slithering Shade", "{B}", "Creature — Shade",
         "Defender (This creature can't attack.)\n{B}: This creature gets +1/+1 until end of "
         "turn.\nHellbent — This creature can attack as though it didn't have defender as "
         "long as you have no cards in hand.", "0/1"),
    card("Radical Idea", "{1}{U}", "Instant",
         "Draw a card.\nJump-start (You may cast this card from your graveyard by discarding a "
         "card in addition to paying its other costs. Then exile this card.)"),
    card("Geosurge", "{R}{R}{R}{R}", "Sorcery",
         "Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature "
         "spells."),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (every one fully compiled)."""
    out = [compile_source(RECORDS[n]) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d), d
    return out
