"""The Oracle records (2025-09-25 Oracle wording, from ``../shared/data``) of the cards
whose "Flip a coin" compiles, so the in-game coin tests need no reference data."""

from __future__ import annotations

from typing import Any

RECORDS: dict[str, dict[str, Any]] = {}

RECORDS["Puppet's Verdict"] = {
    'name': "Puppet's Verdict",
    'type_line': 'Instant',
    'mana_cost': '{1}{R}{R}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        'Flip a coin. If you win the flip, destroy all creatures with power 2 '
        'or less. If you lose the flip, destroy all creatures with power 3 or '
        'greater.'
    ),
}
RECORDS['Viashino Sandswimmer'] = {
    'name': 'Viashino Sandswimmer',
    'type_line': 'Creature — Lizard',
    'mana_cost': '{2}{R}{R}',
    'power': '3',
    'toughness': '2',
    'oracle_text': (
        '{R}: Flip a coin. If you win the flip, return this creature to its '
        "owner's hand. If you lose the flip, sacrifice this creature."
    ),
}
RECORDS["Sorcerer's Strongbox"] = {
    'name': "Sorcerer's Strongbox",
    'type_line': 'Artifact',
    'mana_cost': '{4}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        '{2}, {T}: Flip a coin. If you win the flip, sacrifice this artifact '
        'and draw three cards.'
    ),
}
RECORDS['Molten Birth'] = {
    'name': 'Molten Birth',
    'type_line': 'Sorcery',
    'mana_cost': '{1}{R}{R}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        'Create two 1/1 red Elemental creature tokens, then flip a coin. If you '
        "win the flip, return Molten Birth to its owner's hand."
    ),
}
RECORDS['Chaotic Goo'] = {
    'name': 'Chaotic Goo',
    'type_line': 'Creature — Ooze',
    'mana_cost': '{2}{R}{R}',
    'power': '0',
    'toughness': '0',
    'oracle_text': (
        'This creature enters with three +1/+1 counters on it.\nAt the beginning '
        'of your upkeep, you may flip a coin. If you win the flip, put a +1/+1 '
        'counter on this creature. If you lose the flip, remove a +1/+1 counter '
        'from this creature.'
    ),
}
RECORDS['Goblin Kaboomist'] = {
    'name': 'Goblin Kaboomist',
    'type_line': 'Creature — Goblin Warrior',
    'mana_cost': '{1}{R}',
    'power': '1',
    'toughness': '2',
    'oracle_text': (
        'At the beginning of your upkeep, create a colorless artifact token '
        'named Land Mine with "{R}, Sacrifice this token: This token deals 2 '
        'damage to target attacking creature without flying." Then flip a coin. '
        'If you lose the flip, this creature deals 2 damage to itself.'
    ),
}
RECORDS['Scoria Wurm'] = {
    'name': 'Scoria Wurm',
    'type_line': 'Creature — Wurm',
    'mana_cost': '{4}{R}',
    'power': '7',
    'toughness': '7',
    'oracle_text': (
        'At the beginning of your upkeep, flip a coin. If you lose the flip, '
        "return this creature to its owner's hand."
    ),
}
RECORDS['Tavern Swindler'] = {
    'name': 'Tavern Swindler',
    'type_line': 'Creature — Human Rogue',
    'mana_cost': '{1}{B}',
    'power': '2',
    'toughness': '2',
    'oracle_text': (
        '{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.'
    ),
}
RECORDS['Goblin Archaeologist'] = {
    'name': 'Goblin Archaeologist',
    'type_line': 'Creature — Goblin Artificer',
    'mana_cost': '{1}{R}',
    'power': '1',
    'toughness': '2',
    'oracle_text': (
        '{R}, {T}: Flip a coin. If you win the flip, destroy target artifact '
        'and untap this creature. If you lose the flip, sacrifice this '
        'creature.'
    ),
}
RECORDS['Frenetic Efreet'] = {
    'name': 'Frenetic Efreet',
    'type_line': 'Creature — Efreet',
    'mana_cost': '{1}{U}{R}',
    'power': '2',
    'toughness': '1',
    'oracle_text': (
        'Flying\n{0}: Flip a coin. If you win the flip, this creature phases '
        "out. If you lose the flip, sacrifice this creature. (While it's phased "
        "out, it's treated as though it doesn't exist. It phases in before you "
        'untap during your next untap step.)'
    ),
}
RECORDS['Volatile Rig'] = {
    'name': 'Volatile Rig',
    'type_line': 'Artifact Creature — Construct',
    'mana_cost': '{4}',
    'power': '4',
    'toughness': '4',
    'oracle_text': (
        'Trample\nThis creature attacks each combat if able.\nWhenever this '
        'creature is dealt damage, flip a coin. If you lose the flip, sacrifice '
        'this creature.\nWhen this creature dies, flip a coin. If you lose the '
        'flip, it deals 4 damage to each creature and each player.'
    ),
}
RECORDS['Bottle of Suleiman'] = {
    'name': 'Bottle of Suleiman',
    'type_line': 'Artifact',
    'mana_cost': '{4}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        '{1}, Sacrifice this artifact: Flip a coin. If you win the flip, create '
        'a 5/5 colorless Djinn artifact creature token with flying. If you lose '
        'the flip, this artifact deals 5 damage to you.'
    ),
}
RECORDS['The Gold Saucer'] = {
    'name': 'The Gold Saucer',
    'type_line': 'Land — Town',
    'mana_cost': '',
    'power': None,
    'toughness': None,
    'oracle_text': (
        '{T}: Add {C}.\n{2}, {T}: Flip a coin. If you win the flip, create a '
        'Treasure token.\n{3}, {T}, Sacrifice two artifacts: Draw a card.'
    ),
}
RECORDS['Boompile'] = {
    'name': 'Boompile',
    'type_line': 'Artifact',
    'mana_cost': '{4}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        '{T}: Flip a coin. If you win the flip, destroy all nonland permanents.'
    ),
}
RECORDS['Creepy Doll'] = {
    'name': 'Creepy Doll',
    'type_line': 'Artifact Creature — Construct',
    'mana_cost': '{5}',
    'power': '1',
    'toughness': '1',
    'oracle_text': (
        'Indestructible\nWhenever this creature deals combat damage to a '
        'creature, flip a coin. If you win the flip, destroy that creature.'
    ),
}
RECORDS['Orcish Captain'] = {
    'name': 'Orcish Captain',
    'type_line': 'Creature — Orc Warrior',
    'mana_cost': '{R}',
    'power': '1',
    'toughness': '1',
    'oracle_text': (
        '{1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 '
        'until end of turn. If you lose the flip, it gets -0/-2 until end of '
        'turn.'
    ),
}
RECORDS['Winter Sky'] = {
    'name': 'Winter Sky',
    'type_line': 'Sorcery',
    'mana_cost': '{R}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        'Flip a coin. If you win the flip, Winter Sky deals 1 damage to each '
        'creature and each player. If you lose the flip, each player draws a '
        'card.'
    ),
}
RECORDS['Goblin Bangchuckers'] = {
    'name': 'Goblin Bangchuckers',
    'type_line': 'Creature — Goblin Warrior',
    'mana_cost': '{2}{R}{R}',
    'power': '2',
    'toughness': '2',
    'oracle_text': (
        '{T}: Flip a coin. If you win the flip, this creature deals 2 damage to '
        'any target. If you lose the flip, this creature deals 2 damage to '
        'itself.'
    ),
}
RECORDS['Wild Wurm'] = {
    'name': 'Wild Wurm',
    'type_line': 'Creature — Wurm',
    'mana_cost': '{3}{R}',
    'power': '5',
    'toughness': '4',
    'oracle_text': (
        'When this creature enters, flip a coin. If you lose the flip, return '
        "this creature to its owner's hand."
    ),
}
RECORDS['Skyclaw Thrash'] = {
    'name': 'Skyclaw Thrash',
    'type_line': 'Artifact Creature — Lizard Warrior',
    'mana_cost': '{3}{U}{R}',
    'power': '4',
    'toughness': '4',
    'oracle_text': (
        'Whenever this creature attacks, flip a coin. If you win the flip, this '
        'creature gets +1/+1 and gains flying until end of turn.'
    ),
}
RECORDS['Goblin Kites'] = {
    'name': 'Goblin Kites',
    'type_line': 'Enchantment',
    'mana_cost': '{1}{R}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        '{R}: Target creature you control with toughness 2 or less gains flying '
        'until end of turn. Flip a coin at the beginning of the next end step. '
        'If you lose the flip, sacrifice that creature.'
    ),
}
RECORDS['Voracious Cobra'] = {
    'name': 'Voracious Cobra',
    'type_line': 'Creature — Snake',
    'mana_cost': '{2}{R}{G}',
    'power': '2',
    'toughness': '2',
    'oracle_text': (
        'First strike\nWhenever this creature deals combat damage to a creature, '
        'destroy that creature.'
    ),
}
RECORDS['Tavern Scoundrel'] = {
    'name': 'Tavern Scoundrel',
    'type_line': 'Creature — Human Rogue',
    'mana_cost': '{1}{R}',
    'power': '1',
    'toughness': '3',
    'oracle_text': (
        "Whenever you win a coin flip, create two Treasure tokens. (They're "
        'artifacts with "{T}, Sacrifice this token: Add one mana of any '
        'color.")\n{1}, {T}, Sacrifice another permanent: Flip a coin.'
    ),
}
RECORDS['Crazed Firecat'] = {
    'name': 'Crazed Firecat',
    'type_line': 'Creature — Elemental Cat',
    'mana_cost': '{5}{R}{R}',
    'power': '4',
    'toughness': '4',
    'oracle_text': (
        'When this creature enters, flip a coin until you lose a flip. Put a '
        '+1/+1 counter on this creature for each flip you won.'
    ),
}
RECORDS["Krark's Thumb"] = {
    'name': "Krark's Thumb",
    'type_line': 'Legendary Artifact',
    'mana_cost': '{2}',
    'power': None,
    'toughness': None,
    'oracle_text': (
        'If you would flip a coin, instead flip two coins and ignore one.'
    ),
}
