"""Oracle records (Scryfall oracle-cards 2025-09-25) of the cards the creature keyword tests
play, embedded so the tests need no ``../shared/data``.

>>> definition("Blastoderm").name
'Blastoderm'
"""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in (
    {"name": "Ministrant of Obligation", "type_line": "Creature — Human Cleric",
     "mana_cost": "{2}{W}", "power": "2", "toughness": "1",
     "oracle_text": "Afterlife 2 (When this creature dies, create two 1/1 white and black "
     "Spirit creature tokens with flying.)"},
    {"name": "Glint-Sleeve Artisan", "type_line": "Creature — Dwarf Artificer",
     "mana_cost": "{2}{W}", "power": "2", "toughness": "2",
     "oracle_text": "Fabricate 1 (When this creature enters, put a +1/+1 counter on it or "
     "create a 1/1 colorless Servo artifact creature token.)"},
    {"name": "Blastoderm", "type_line": "Creature — Beast", "mana_cost": "{2}{G}{G}",
     "power": "5", "toughness": "5",
     "oracle_text": "Shroud (This creature can't be the target of spells or abilities.)\n"
     "Fading 3 (This creature enters with three fade counters on it. At the beginning of "
     "your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"},
    {"name": "Flayer Husk", "type_line": "Artifact — Equipment", "mana_cost": "{1}",
     "oracle_text": "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian "
     "Germ creature token, then attach this to it.)\nEquipped creature gets +1/+1.\nEquip {2}"},
    {"name": "Sunhome Stalwart", "type_line": "Creature — Human Soldier", "mana_cost": "{1}{W}",
     "power": "2", "toughness": "2",
     "oracle_text": "First strike (This creature deals combat damage before creatures without "
     "first strike.)\nMentor (Whenever this creature attacks, put a +1/+1 counter on target "
     "attacking creature with lesser power.)"},
    {"name": "Pestilent Syphoner", "type_line": "Creature — Phyrexian Insect",
     "mana_cost": "{1}{B}", "power": "1", "toughness": "1",
     "oracle_text": "Flying\nToxic 1 (Players dealt combat damage by this creature also get a "
     "poison counter.)"},
    {"name": "Arcbound Worker", "type_line": "Artifact Creature — Construct", "mana_cost": "{1}",
     "power": "0", "toughness": "0",
     "oracle_text": "Modular 1 (This creature enters with a +1/+1 counter on it. When it dies, "
     "you may put its +1/+1 counters on target artifact creature.)"},
    {"name": "Gorehorn Minotaurs", "type_line": "Creature — Minotaur Warrior",
     "mana_cost": "{2}{R}{R}", "power": "3", "toughness": "3",
     "oracle_text": "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature "
     "enters with two +1/+1 counters on it.)"},
    {"name": "Benalish Cavalry", "type_line": "Creature — Human Knight", "mana_cost": "{1}{W}",
     "power": "2", "toughness": "2",
     "oracle_text": "Flanking (Whenever a creature without flanking blocks this creature, the "
     "blocking creature gets -1/-1 until end of turn.)"},
    {"name": "Mtenda Herder", "type_line": "Creature — Human Scout", "mana_cost": "{W}",
     "power": "1", "toughness": "1",
     "oracle_text": "Flanking (Whenever a creature without flanking blocks this creature, the "
     "blocking creature gets -1/-1 until end of turn.)"},
    {"name": "Frost Giant", "type_line": "Creature — Giant", "mana_cost": "{3}{R}{R}{R}",
     "power": "4", "toughness": "4",
     "oracle_text": "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end "
     "of turn for each creature blocking it beyond the first.)"},
    {"name": "Knight of the Pilgrim's Road", "type_line": "Creature — Human Knight",
     "mana_cost": "{2}{W}", "power": "3", "toughness": "2",
     "oracle_text": "Renown 1 (When this creature deals combat damage to a player, if it isn't "
     "renowned, put a +1/+1 counter on it and it becomes renowned.)"},
    {"name": "Sigiled Sentinel", "type_line": "Creature — Human Knight", "mana_cost": "{2}{W}",
     "power": "2", "toughness": "2",
     "oracle_text": "Backup 1 (When this creature enters, put a +1/+1 counter on target "
     "creature. If that's another creature, it gains the following ability until end of "
     "turn.)\nVigilance"},
    {"name": "Cloudfin Raptor", "type_line": "Creature — Bird Mutant", "mana_cost": "{U}",
     "power": "0", "toughness": "1",
     "oracle_text": "Flying\nEvolve (Whenever a creature you control enters, if that creature "
     "has greater power or toughness than this creature, put a +1/+1 counter on this "
     "creature.)"},
    {"name": "Syndic of Tithes", "type_line": "Creature — Human Cleric", "mana_cost": "{1}{W}",
     "power": "2", "toughness": "2",
     "oracle_text": "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
     "opponent loses 1 life and you gain that much life.)"},
    {"name": "Dreg Mangler", "type_line": "Creature — Plant Zombie", "mana_cost": "{1}{B}{G}",
     "power": "3", "toughness": "3",
     "oracle_text": "Haste\nScavenge {3}{B}{G} ({3}{B}{G}, Exile this card from your "
     "graveyard: Put a number of +1/+1 counters equal to this card's power on target "
     "creature. Scavenge only as a sorcery.)"},
    {"name": "Khenra Eternal", "type_line": "Creature — Zombie Jackal Warrior",
     "mana_cost": "{1}{B}", "power": "2", "toughness": "2",
     "oracle_text": "Afflict 1 (Whenever this creature becomes blocked, defending player loses "
     "1 life.)"},
    {"name": "Ulamog's Crusher", "type_line": "Creature — Eldrazi", "mana_cost": "{8}",
     "power": "8", "toughness": "8",
     "oracle_text": "Annihilator 2 (Whenever this creature attacks, defending player "
     "sacrifices two permanents of their choice.)\nThis creature attacks each combat if able."},
    {"name": "Mirran Bardiche", "type_line": "Artifact — Equipment", "mana_cost": "{4}{W}",
     "oracle_text": "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature "
     "token, then attach this to it.)\nEquipped creature gets +2/+1 and has vigilance.\n"
     "Equip {3}{W} ({3}{W}: Attach to target creature you control. Equip only as a sorcery.)"},
    {"name": "Termagant Swarm", "type_line": "Creature — Tyranid", "mana_cost": "{X}{G}",
     "power": "0", "toughness": "0",
     "oracle_text": "Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or "
     "more, draw a card when it enters.)\nDeath Frenzy — When this creature dies, create a "
     "number of 1/1 green Tyranid creature tokens equal to this creature's power."},
    {"name": "Mist Intruder", "type_line": "Creature — Eldrazi Drone", "mana_cost": "{1}{U}",
     "power": "1", "toughness": "2",
     "oracle_text": "Devoid (This card has no color.)\nFlying\nIngest (Whenever this "
     "creature deals combat damage to a player, that player exiles the top card of their "
     "library.)"},
    {"name": "Rot-Curse Rakshasa", "type_line": "Creature — Demon", "mana_cost": "{1}{B}",
     "power": "5", "toughness": "5",
     "oracle_text": "Trample\nDecayed (This creature can't block. When it attacks, sacrifice "
     "it at end of combat.)\nRenew — {X}{B}{B}, Exile this card from your graveyard: Put a "
     "decayed counter on each of X target creatures. Activate only as a sorcery."},
    {"name": "Waning Wurm", "type_line": "Creature — Zombie Wurm", "mana_cost": "{3}{B}",
     "power": "7", "toughness": "6",
     "oracle_text": "Vanishing 2 (This creature enters with two time counters on it. At the "
     "beginning of your upkeep, remove a time counter from it. When the last is removed, "
     "sacrifice it.)"},
    {"name": "Wings of the Guard", "type_line": "Creature — Bird", "mana_cost": "{1}{W}",
     "power": "1", "toughness": "1",
     "oracle_text": "Flying\nMelee (Whenever this creature attacks, it gets +1/+1 until end of "
     "turn for each opponent you attacked this combat.)"},
    {"name": "Gryff Rider", "type_line": "Creature — Human Knight", "mana_cost": "{2}{W}",
     "power": "2", "toughness": "1",
     "oracle_text": "Flying\nTraining (Whenever this creature attacks with another creature "
     "with greater power, put a +1/+1 counter on this creature.)"},
    {"name": "Marchesa's Emissary", "type_line": "Creature — Human Rogue", "mana_cost": "{3}{U}",
     "power": "2", "toughness": "2",
     "oracle_text": "Hexproof (This creature can't be the target of spells or abilities your "
     "opponents control.)\nDethrone (Whenever this creature attacks the player with the most "
     "life or tied for most life, put a +1/+1 counter on it.)"},
    {"name": "Startle", "type_line": "Instant", "mana_cost": "{1}{U}",
     "oracle_text": "Target creature gets -2/-0 until end of turn. Create a 2/2 black Zombie "
     "creature token with decayed. (It can't block. When it attacks, sacrifice it at end of "
     "combat.)\nDraw a card."},
    {"name": "Hyena Umbra", "type_line": "Enchantment — Aura", "mana_cost": "{W}",
     "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\n"
     "Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it "
     "and destroy this Aura.)"},
)}


def definition(name: str) -> ir.CardDefinition:
    """The compiled definition of one of :data:`RECORDS`."""
    return compile_source(RECORDS[name])


def definitions(*names: str) -> tuple[ir.CardDefinition, ...]:
    return tuple(definition(n) for n in names)
