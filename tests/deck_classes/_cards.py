"""Oracle records of the cards the class tests play (the text as printed in the Oracle
list, so the tests need no ``../shared/data``), and small helpers."""

from __future__ import annotations

from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps


def card(name: str, cost: str, type_line: str, text: str, pt: str = "") -> dict[str, Any]:
    record: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line,
                              "oracle_text": text}
    if pt:
        record["power"], record["toughness"] = pt.split("/")
    return record


RECORDS = {r["name"]: r for r in (
    card("Etherium Sculptor", "{1}{U}", "Artifact Creature — Vedalken Artificer",
         "Artifact spells you cast cost {1} less to cast.", "1/2"),
    card("Ghoultree", "{7}{G}", "Creature — Zombie Treefolk",
         "This spell costs {1} less to cast for each creature card in your graveyard.",
         "10/10"),
    card("Thorn of Amethyst", "{2}", "Artifact",
         "Noncreature spells cost {1} more to cast."),
    card("Bone Picker", "{3}{B}", "Creature — Bird",
         "This spell costs {3} less to cast if a creature died this turn.\n"
         "Flying, deathtouch", "3/2"),
    card("Fireball", "{X}{R}", "Sorcery",
         "This spell costs {1} more to cast for each target beyond the first.\n"
         "Fireball deals X damage divided evenly, rounded down, among any number of "
         "targets."),
    card("Arc Lightning", "{2}{R}", "Sorcery",
         "Arc Lightning deals 3 damage divided as you choose among one, two, or three "
         "targets."),
    card("Rolling Thunder", "{X}{R}{R}", "Sorcery",
         "Rolling Thunder deals X damage divided as you choose among any number of "
         "targets."),
    card("Gang of Devils", "{5}{R}", "Creature — Devil",
         "When this creature dies, it deals 3 damage divided as you choose among one, two, "
         "or three targets.", "3/3"),
    card("Arrest", "{2}{W}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature can't attack or block, and its activated "
         "abilities can't be activated."),
    card("Prodigal Pyromancer", "{2}{R}", "Creature — Human Wizard",
         "{T}: This creature deals 1 damage to any target.", "1/1"),
    card("Path to Exile", "{W}", "Instant",
         "Exile target creature. Its controller may search their library for a basic land "
         "card, put that card onto the battlefield tapped, then shuffle."),
    card("Ghost Quarter", "", "Land",
         "{T}: Add {C}.\n{T}, Sacrifice this land: Destroy target land. Its controller may "
         "search their library for a basic land card, put it onto the battlefield, then "
         "shuffle."),
    card("Ursine Champion", "{1}{G}", "Creature — Human Berserker",
         "{5}{G}: This creature gets +3/+3 and becomes a Bear Berserker until end of turn. "
         "Activate only once each turn.", "2/2"),
    card("Star-Crowned Stag", "{3}{W}", "Creature — Elk",
         "Vigilance\nWhenever this creature attacks, tap target creature defending player "
         "controls.", "3/3"),
    card("Grisly Salvage", "{B}{G}", "Instant",
         "Reveal the top five cards of your library. You may put a creature or land card "
         "from among them into your hand. Put the rest into your graveyard."),
    card("Sengir Vampire", "{3}{B}{B}", "Creature — Vampire",
         "Flying\nWhenever a creature dealt damage by this creature this turn dies, put a "
         "+1/+1 counter on this creature.", "4/4"),
    card("Zulaport Cutthroat", "{1}{B}", "Creature — Human Rogue Ally",
         "Whenever this creature or another creature you control dies, each opponent loses "
         "1 life and you gain 1 life.", "1/1"),
    card("Staff of the Flame Magus", "{3}", "Artifact",
         "Whenever you cast a red spell or a Mountain you control enters, you gain 1 life."),
    card("Irradiate", "{3}{B}", "Instant",
         "Target creature gets -1/-1 until end of turn for each artifact you control."),
    card("Nekrataal", "{2}{B}{B}", "Creature — Human Assassin",
         "First strike\nWhen this creature enters, destroy target nonartifact, nonblack "
         "creature. That creature can't be regenerated.", "2/1"),
    card("Tormented Soul", "{B}", "Creature — Spirit",
         "This creature can't block and can't be blocked.", "1/1"),
    card("Treetop Bracers", "{1}{G}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature gets +1/+1 and can't be blocked except by "
         "creatures with flying."),
    card("Roil's Retribution", "{3}{W}{W}", "Instant",
         "Roil's Retribution deals 5 damage divided as you choose among any number of target "
         "attacking or blocking creatures."),
    card("Blessed Reversal", "{1}{W}", "Instant",
         "You gain 3 life for each creature attacking you."),
    card("Ancestor Dragon", "{4}{W}{W}", "Creature — Dragon",
         "Flying\nWhenever one or more creatures you control attack, you gain 1 life for "
         "each attacking creature.", "5/6"),
    card("Urza's Armor", "{6}", "Artifact",
         "If a source would deal damage to you, prevent 1 of that damage."),
    card("Cho-Manno, Revolutionary", "{2}{W}{W}", "Legendary Creature — Human Rebel",
         "Prevent all damage that would be dealt to Cho-Manno.", "2/2"),
    card("Ghostly Possession", "{2}{W}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature has flying.\nPrevent all combat damage that "
         "would be dealt to and dealt by enchanted creature."),
    card("Lure", "{1}{G}{G}", "Enchantment — Aura",
         "Enchant creature\nAll creatures able to block enchanted creature do so."),
    card("Declare Dominance", "{3}{G}", "Instant",
         "Target creature gets +3/+3 until end of turn. All creatures able to block it this "
         "turn do so."),
    card("Thorn Elemental", "{5}{G}{G}", "Creature — Elemental",
         "You may have this creature assign its combat damage as though it weren't blocked.",
         "7/7"),
    card("Demonic Taskmaster", "{2}{B}", "Creature — Demon",
         "Flying\nAt the beginning of your upkeep, sacrifice a creature other than this "
         "creature.", "4/3"),
    card("Hunted Ghoul", "{B}", "Creature — Zombie", "This creature can't block Humans.",
         "1/2"),
    card("Disciple of the Vault", "{B}", "Creature — Human Cleric",
         "Whenever an artifact is put into a graveyard from the battlefield, you may have "
         "target opponent lose 1 life.", "1/1"),
    card("Blightning", "{1}{B}{R}", "Sorcery",
         "Blightning deals 3 damage to target player or planeswalker. That player or that "
         "planeswalker's controller discards two cards."),
    {**card("Chandra, Pyrogenius", "{4}{R}{R}", "Legendary Planeswalker — Chandra",
            "+2: Chandra, Pyrogenius deals 2 damage to each opponent.\n−3: Chandra, "
            "Pyrogenius deals 4 damage to target creature.\n−10: Chandra, Pyrogenius deals "
            "6 damage to target player or planeswalker and each creature that player or "
            "that planeswalker's controller controls."), "loyalty": "5"},
    card("Abnormal Endurance", "{1}{B}", "Instant",
         "Until end of turn, target creature gets +2/+0 and gains \"When this creature dies, "
         "return it to the battlefield tapped under its owner's control.\""),
    card("Deathgazer", "{3}{B}", "Creature — Lizard",
         "Whenever this creature blocks or becomes blocked by a nonblack creature, destroy "
         "that creature at end of combat.", "2/2"),
    card("Night Revelers", "{4}{R}", "Creature — Human Werewolf",
         "This creature has haste as long as an opponent controls a Human.", "4/4"),
    card("Skeleton Shard", "{3}", "Artifact",
         "{3}, {T} or {B}, {T}: Return target artifact creature card from your graveyard to "
         "your hand."),
    card("Contagion Engine", "{6}", "Artifact",
         "When this artifact enters, put a -1/-1 counter on each creature target player "
         "controls.\n{4}, {T}: Proliferate twice."),
    card("Trusty Companion", "{1}{W}", "Creature — Hyena",
         "Vigilance\nThis creature can't attack alone.", "3/2"),
    card("Lightning Reaver", "{3}{B}{R}", "Creature — Zombie Beast",
         "Haste, fear\nWhenever this creature deals combat damage to a player, put a charge "
         "counter on it.\nAt the beginning of your end step, this creature deals damage "
         "equal to the number of charge counters on it to each opponent.", "3/3"),
    card("Mind Control", "{3}{U}{U}", "Enchantment — Aura",
         "Enchant creature\nYou control enchanted creature."),
    card("Swords to Plowshares", "{W}", "Instant",
         "Exile target creature. Its controller gains life equal to its power."),
    card("Elite Vanguard", "{W}", "Creature — Human Soldier", "", "2/1"),
    card("Howlpack Wolf", "{2}{R}", "Creature — Wolf",
         "This creature can't block unless you control another Wolf or Werewolf.", "3/3"),
    card("Harbor Serpent", "{4}{U}{U}", "Creature — Serpent",
         "Islandwalk (This creature can't be blocked as long as defending player controls an "
         "Island.)\nThis creature can't attack unless there are five or more Islands on the "
         "battlefield.", "5/5"),
    card("Reckless Cohort", "{1}{R}", "Creature — Human Warrior Ally",
         "This creature attacks each combat if able unless you control another Ally.", "2/2"),
    card("Hope Against Hope", "{2}{W}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature gets +1/+1 for each creature you control.\n"
         "As long as enchanted creature is a Human, it has first strike."),
    card("Battle Brawler", "{1}{B}", "Creature — Orc Warrior",
         "As long as you control a red or white permanent, this creature gets +1/+0 and has "
         "first strike.", "2/2"),
    card("Ghitu Lavarunner", "{R}", "Creature — Human Wizard",
         "As long as there are two or more instant and/or sorcery cards in your graveyard, "
         "this creature gets +1/+0 and has haste. (It can attack and {T} as soon as it comes "
         "under your control.)", "1/2"),
    card("Fateful Showdown", "{2}{R}{R}", "Instant",
         "Fateful Showdown deals damage to any target equal to the number of cards in your "
         "hand. Discard all the cards in your hand, then draw that many cards."),
    card("Barbed Shocker", "{3}{R}", "Creature — Insect",
         "Trample, haste\nWhenever this creature deals damage to a player, that player "
         "discards all the cards in their hand, then draws that many cards.", "2/2"),
    card("Deranged Assistant", "{1}{U}", "Creature — Human Wizard",
         "{T}, Mill a card: Add {C}. (To mill a card, put the top card of your library into "
         "your graveyard.)", "1/1"),
    card("Alluring Siren", "{1}{U}", "Creature — Siren",
         "{T}: Target creature an opponent controls attacks you this turn if able.", "1/1"),
    card("Predatory Rampage", "{3}{G}{G}", "Sorcery",
         "Creatures you control get +3/+3 until end of turn. Each creature your opponents "
         "control blocks this turn if able."),
    card("Rallying Roar", "{2}{W}", "Instant",
         "Creatures you control get +1/+1 until end of turn. Untap them."),
    card("Cruel Ultimatum", "{U}{U}{B}{B}{B}{R}{R}", "Sorcery",
         "Target opponent sacrifices a creature of their choice, discards three cards, then "
         "loses 5 life. You return a creature card from your graveyard to your hand, draw "
         "three cards, then gain 5 life."),
    card("Blind Zealot", "{1}{B}{B}", "Creature — Phyrexian Human Cleric",
         "Intimidate (This creature can't be blocked except by artifact creatures and/or "
         "creatures that share a color with it.)\nWhenever this creature deals combat damage "
         "to a player, you may sacrifice it. If you do, destroy target creature that player "
         "controls.", "2/2"),
    card("Yeva, Nature's Herald", "{2}{G}{G}", "Legendary Creature — Elf Shaman",
         "Flash (You may cast this spell any time you could cast an instant.)\nYou may cast "
         "green creature spells as though they had flash.", "4/4"),
    card("Hypersonic Dragon", "{3}{U}{R}", "Creature — Dragon",
         "Flying, haste\nYou may cast sorcery spells as though they had flash. (You may cast "
         "them any time you could cast an instant.)", "4/4"),
    card("Journey of Discovery", "{2}{G}", "Sorcery",
         "Choose one —\n• Search your library for up to two basic land cards, reveal them, "
         "put them into your hand, then shuffle.\n• You may play up to two additional lands "
         "this turn.\nEntwine {2}{G} (Choose both if you pay the entwine cost.)"),
    card("Sealock Monster", "{3}{U}{U}", "Creature — Octopus",
         "This creature can't attack unless defending player controls an Island.\n{5}{U}{U}: "
         "Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 counters on it "
         "and it becomes monstrous.)\nWhen this creature becomes monstrous, target land "
         "becomes an Island in addition to its other types.", "5/5"),
    card("Mulch", "{1}{G}", "Sorcery",
         "Reveal the top four cards of your library. Put all land cards revealed this way into "
         "your hand and the rest into your graveyard."),
    card("Groundswell", "{G}", "Instant",
         "Target creature gets +2/+2 until end of turn.\nLandfall — If you had a land enter "
         "the battlefield under your control this turn, that creature gets +4/+4 until end of "
         "turn instead."),
    card("Huatli's Spurring", "{R}", "Instant",
         "Target creature gets +2/+0 until end of turn. If you control a Huatli planeswalker, "
         "that creature gets +4/+0 until end of turn instead."),
    {**card("Huatli, Dinosaur Knight", "{4}{R}{W}", "Legendary Planeswalker — Huatli",
            "+2: Put two +1/+1 counters on up to one target Dinosaur you control.\n−3: Target "
            "Dinosaur you control deals damage equal to its power to target creature you don't "
            "control.\n−7: Dinosaurs you control get +4/+4 until end of turn."),
     "loyalty": "4"},
    card("Green Sun's Zenith", "{X}{G}", "Sorcery",
         "Search your library for a green creature card with mana value X or less, put it "
         "onto the battlefield, then shuffle. Shuffle Green Sun's Zenith into its owner's "
         "library."),
    card("Warden of Evos Isle", "{2}{U}", "Creature — Bird Wizard",
         "Flying\nCreature spells with flying you cast cost {1} less to cast.", "2/2"),
    card("Singe-Mind Ogre", "{2}{B}{R}", "Creature — Ogre Mutant",
         "When this creature enters, target player reveals a card at random from their hand, "
         "then loses life equal to that card's mana value.", "3/2"),
    card("Phyrexian Ingester", "{6}{U}", "Creature — Phyrexian Beast",
         "Imprint — When this creature enters, you may exile target nontoken creature.\nThis "
         "creature gets +X/+Y, where X is the exiled creature card's power and Y is its "
         "toughness.", "3/3"),
    card("False Peace", "{W}", "Sorcery",
         "Target player skips all combat phases of their next turn."),
    card("Emperor Crocodile", "{3}{G}", "Creature — Crocodile",
         "When you control no other creatures, sacrifice this creature.", "5/5"),
    card("Tangle Asp", "{1}{G}", "Creature — Snake",
         "Whenever this creature blocks or becomes blocked by a creature, destroy that "
         "creature at end of combat.", "1/2"),
    card("Living Hive", "{6}{G}{G}", "Creature — Elemental Insect",
         "Trample\nWhenever this creature deals combat damage to a player, create that many "
         "1/1 green Insect creature tokens.", "6/6"),
    card("Blood Reckoning", "{3}{B}", "Enchantment",
         "Whenever a creature attacks you or a planeswalker you control, that creature's "
         "controller loses 1 life."),
    card("Wall of Essence", "{1}{W}", "Creature — Wall",
         "Defender (This creature can't attack.)\nWhenever this creature is dealt combat "
         "damage, you gain that much life.", "0/4"),
    card("Lightning Axe", "{R}", "Instant",
         "As an additional cost to cast this spell, discard a card or pay {5}.\nLightning Axe "
         "deals 5 damage to target creature."),
    card("Kor Spiritdancer", "{1}{W}", "Creature — Kor Wizard",
         "This creature gets +2/+2 for each Aura attached to it.\nWhenever you cast an Aura "
         "spell, you may draw a card.", "0/2"),
    card("Conclave's Blessing", "{3}{W}", "Enchantment — Aura",
         "Convoke (Your creatures can help cast this spell. Each creature you tap while "
         "casting this spell pays for {1} or one mana of that creature's color.)\nEnchant "
         "creature\nEnchanted creature gets +0/+2 for each other creature you control."),
    card("Teleportal", "{U}{R}", "Sorcery",
         "Target creature you control gets +1/+0 until end of turn and can't be blocked this "
         "turn.\nOverload {3}{U}{R} (You may cast this spell for its overload cost. If you do, "
         "change \"target\" in its text to \"each.\")"),
    card("Pariah", "{2}{W}", "Enchantment — Aura",
         "Enchant creature\nAll damage that would be dealt to you is dealt to enchanted "
         "creature instead."),
    card("Hunted Wumpus", "{3}{G}", "Creature — Beast",
         "When this creature enters, each other player may put a creature card from their "
         "hand onto the battlefield.", "6/6"),
    card("Curse of Stalked Prey", "{1}{R}", "Enchantment — Aura Curse",
         "Enchant player\nWhenever a creature deals combat damage to enchanted player, put a "
         "+1/+1 counter on that creature."),
    card("Dark Triumph", "{4}{B}", "Instant",
         "If you control a Swamp, you may sacrifice a creature rather than pay this spell's "
         "mana cost.\nCreatures you control get +2/+0 until end of turn."),
    card("Massacre", "{2}{B}{B}", "Sorcery",
         "If an opponent controls a Plains and you control a Swamp, you may cast this spell "
         "without paying its mana cost.\nAll creatures get -2/-2 until end of turn."),
    card("Clip Wings", "{1}{G}", "Instant",
         "Each opponent sacrifices a creature of their choice with flying."),
    card("Whispersilk Cloak", "{3}", "Artifact — Equipment",
         "Equipped creature can't be blocked and has shroud. (It can't be the target of "
         "spells or abilities.)\nEquip {2}"),
    card("Silent Assassin", "{B}{B}", "Creature — Human Mercenary Assassin",
         "{3}{B}: Destroy target blocking creature at end of combat.", "2/1"),
    card("Mind Swords", "{1}{B}", "Sorcery",
         "If you control a Swamp, you may sacrifice a creature rather than pay this spell's "
         "mana cost.\nEach player exiles two cards from their hand."),
    card("Silverfur Partisan", "{2}{G}", "Creature — Wolf Warrior",
         "Trample\nWhenever a Wolf or Werewolf you control becomes the target of an instant or "
         "sorcery spell, create a 2/2 green Wolf creature token.", "2/2"),
    card("Archmage of Runes", "{3}{U}{U}", "Creature — Giant Wizard",
         "Instant and sorcery spells you cast cost {1} less to cast.\n"
         "Whenever you cast an instant or sorcery spell, draw a card.", "3/6"),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (every one fully compiled)."""
    out = [compile_source(RECORDS[n]) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d), d
    return out


def assert_honoured(records: tuple[dict[str, Any], ...]) -> None:
    """Each record compiles with no unimplemented node and no engine gap (it counts as
    playable only when the engine honours all of its text)."""
    for record in records:
        d = compile_source(record)
        assert not [n for n in ir.iter_nodes(d) if isinstance(n, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name
