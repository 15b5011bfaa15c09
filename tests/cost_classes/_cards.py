"""Oracle records of the cards the cost-class tests play (the text as printed in the Oracle
list of 2025-09-25, so the tests need no ``../shared/data``)."""

from __future__ import annotations

from tests.coverage_classes._cards import card as _card

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source

RECORDS = {r["name"]: r for r in (
    _card('Deep Analysis', '{3}{U}', 'Sorcery',
          'Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. (You may cast '
          'this card from your graveyard for its flashback cost. Then exile it.)'),
    _card('Vicious Offering', '{1}{B}', 'Instant',
          'Kicker—Sacrifice a creature. (You may sacrifice a creature in addition to '
          'any other costs as you cast this spell.)\nTarget creature gets -2/-2 until '
          'end of turn. If this spell was kicked, that creature gets -5/-5 until end of '
          'turn instead.'),
    _card('Slaughter', '{2}{B}{B}', 'Instant',
          'Buyback—Pay 4 life. (You may pay 4 life in addition to any other costs as '
          'you cast this spell. If you do, put this card into your hand as it '
          "resolves.)\nDestroy target nonblack creature. It can't be regenerated."),
    _card('Street Wraith', '{3}{B}{B}', 'Creature — Wraith',
          "Swampwalk (This creature can't be blocked as long as defending player "
          'controls a Swamp.)\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw '
          'a card.)', '3/4'),
    _card('Battle Screech', '{2}{W}{W}', 'Sorcery',
          'Create two 1/1 white Bird creature tokens with flying.\nFlashback—Tap three '
          'untapped white creatures you control. (You may cast this card from your '
          'graveyard for its flashback cost. Then exile it.)'),
    _card('Constant Mists', '{1}{G}', 'Instant',
          'Buyback—Sacrifice a land. (You may sacrifice a land in addition to any other '
          'costs as you cast this spell. If you do, put this card into your hand as it '
          'resolves.)\nPrevent all combat damage that would be dealt this turn.'),
    _card('Channeled Force', '{2}{U}{R}', 'Instant',
          'As an additional cost to cast this spell, discard X cards.\nTarget player '
          'draws X cards. Channeled Force deals X damage to up to one target creature '
          'or planeswalker.'),
    _card('Scorched Earth', '{X}{R}', 'Sorcery',
          'As an additional cost to cast this spell, discard X land cards.\nDestroy X '
          'target lands.'),
    _card('Devastating Summons', '{R}', 'Sorcery',
          'As an additional cost to cast this spell, sacrifice X lands.\nCreate two X/X '
          'red Elemental creature tokens.'),
    _card('Conflagrate', '{X}{X}{R}', 'Sorcery',
          'Conflagrate deals X damage divided as you choose among any number of '
          'targets.\nFlashback—{R}{R}, Discard X cards. (You may cast this card from '
          'your graveyard for its flashback cost. Then exile it.)'),
    _card('Springjack Pasture', '', 'Land',
          '{T}: Add {C}.\n{4}, {T}: Create a 0/1 white Goat creature token.\n{T}, '
          'Sacrifice X Goats: Add X mana of any one color. You gain X life.'),
    _card('Aryel, Knight of Windgrace', '{2}{W}{B}', 'Legendary Creature — Human Knight',
          'Vigilance\n{2}{W}, {T}: Create a 2/2 white Knight creature token with '
          'vigilance.\n{B}, {T}, Tap X untapped Knights you control: Destroy target '
          'creature with power X or less.', '4/4'),
    _card('Firestorm', '{R}', 'Instant',
          'As an additional cost to cast this spell, discard X cards.\nFirestorm deals X '
          'damage to each of X targets.'),
    _card('Flash of Insight', '{X}{1}{U}', 'Instant',
          'Look at the top X cards of your library. Put one of them into your hand and '
          'the rest on the bottom of your library in any order.\nFlashback—{1}{U}, Exile '
          'X blue cards from your graveyard. (You may cast this card from your '
          "graveyard for its flashback cost, then exile it. You can't exile Flash of "
          'Insight to pay for its own flashback cost.)'),
    _card('Devastating Dreams', '{R}{R}', 'Sorcery',
          'As an additional cost to cast this spell, discard X cards at random.\nEach '
          'player sacrifices X lands of their choice. Devastating Dreams deals X damage '
          'to each creature.'),
    _card('Lathril, Blade of the Elves', '{2}{B}{G}', 'Legendary Creature — Elf Noble',
          "Menace (This creature can't be blocked except by two or more "
          'creatures.)\nWhenever Lathril deals combat damage to a player, create that '
          'many 1/1 green Elf Warrior creature tokens.\n{T}, Tap ten untapped Elves you '
          'control: Each opponent loses 10 life and you gain 10 life.', '2/3'),
    _card('Hearth Kami', '{1}{R}', 'Creature — Spirit',
          '{X}, Sacrifice this creature: Destroy target artifact with mana value X.', '2/1'),
    _card('Mountain Goat', '{R}', 'Creature — Goat',
          "Mountainwalk (This creature can't be blocked as long as defending player "
          'controls a Mountain.)', '1/1'),
    _card('Flowstone Flood', '{3}{R}', 'Sorcery',
          'Buyback—Pay 3 life, Discard a card at random. (You may pay 3 life and '
          'discard a card at random in addition to any other costs as you cast this '
          'spell. If you do, put this card into your hand as it resolves.)\nDestroy '
          'target land.'),
    _card('Benalish Knight', '{2}{W}', 'Creature — Human Knight',
          'Flash (You may cast this spell any time you could cast an instant.)\nFirst '
          'strike (This creature deals combat damage before creatures without first '
          'strike.)', '2/2'),
    _card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm',
          '', '6/4'),
    _card('Giant Growth', '{G}', 'Instant',
          'Target creature gets +3/+3 until end of turn.'),
    _card('Sol Ring', '{1}', 'Artifact',
          '{T}: Add {C}{C}.'),
    _card('Mind Stone', '{2}', 'Artifact',
          '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.'),
    _card('Savannah Lions', '{W}', 'Creature — Cat',
          '', '2/1'),
    _card('Elvish Mystic', '{G}', 'Creature — Elf Druid',
          '{T}: Add {G}.', '1/1'),
    _card('Syncopate', '{X}{U}', 'Instant',
          'Counter target spell unless its controller pays {X}. If that spell is '
          "countered this way, exile it instead of putting it into its owner's "
          'graveyard.'),
    _card('Esper Sentinel', '{W}', 'Artifact Creature — Human Soldier',
          'Whenever an opponent casts their first noncreature spell each turn, draw a '
          "card unless that player pays {X}, where X is this creature's power.", '1/1'),
    _card('Martyr of Frost', '{U}', 'Creature — Human Wizard',
          '{2}, Reveal X blue cards from your hand, Sacrifice this creature: Counter '
          'target spell unless its controller pays {X}.', '1/1'),
    _card('Divination', '{2}{U}', 'Sorcery',
          'Draw two cards.'),
    _card('Lavinia, Foil to Conspiracy', '{1}{W/U}{W/U}', 'Legendary Creature — Human Detective',
          'Vigilance\nWhenever you cast your second spell each turn, investigate. '
          '(Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw '
          'a card.")\n{T}: Add {C}{C}. Activate only during an opponent\'s turn.', '2/3'),
    _card('Desert', '', 'Land — Desert',
          '{T}: Add {C}.\n{T}: This land deals 1 damage to target attacking creature. '
          'Activate only during the end of combat step.'),
    _card('Gate to Phyrexia', '{B}{B}', 'Enchantment',
          'Sacrifice a creature: Destroy target artifact. Activate only during your '
          'upkeep and only once each turn.'),
    _card('Kuldotha Phoenix', '{2}{R}{R}{R}', 'Creature — Phoenix',
          'Flying, haste\nMetalcraft — {4}: Return this card from your graveyard to the '
          'battlefield. Activate only during your upkeep and only if you control three '
          'or more artifacts.', '4/4'),
    _card('Sunscape Familiar', '{1}{W}', 'Creature — Wall',
          "Defender (This creature can't attack.)\nGreen spells and blue spells you cast "
          'cost {1} less to cast.', '0/3'),
    _card('Bosk Banneret', '{1}{G}', 'Creature — Treefolk Shaman',
          'Treefolk spells and Shaman spells you cast cost {1} less to cast.', '1/3'),
    _card('Goblin Anarchomancer', '{R}{G}', 'Creature — Goblin Shaman',
          "Each spell you cast that's red or green costs {1} less to cast.", '2/2'),
    _card('Lightning Bolt', '{R}', 'Instant',
          'Lightning Bolt deals 3 damage to any target.'),
    _card('Shock', '{R}', 'Instant',
          'Shock deals 2 damage to any target.'),
    _card('Leonin Bola', '{1}', 'Artifact — Equipment',
          'Equipped creature has "{T}, Unattach Leonin Bola: Tap target '
          'creature."\nEquip {1} ({1}: Attach to target creature you control. Equip only '
          'as a sorcery. This card enters unattached and stays on the battlefield if '
          'the creature leaves.)'),
    _card('Razor Boomerang', '{3}', 'Artifact — Equipment',
          'Equipped creature has "{T}, Unattach Razor Boomerang: It deals 1 damage to '
          'any target. Return Razor Boomerang to its owner\'s hand."\nEquip {2}'),
    _card('Wall of Roots', '{1}{G}', 'Creature — Plant Wall',
          'Defender\nPut a -0/-1 counter on this creature: Add {G}. Activate only once '
          'each turn.', '0/5'),
    _card('Ghave, Guru of Spores', '{2}{W}{B}{G}', 'Legendary Creature — Fungus Shaman',
          'Ghave enters with five +1/+1 counters on it.\n{1}, Remove a +1/+1 counter '
          'from a creature you control: Create a 1/1 green Saproling creature '
          'token.\n{1}, Sacrifice a creature: Put a +1/+1 counter on target creature.', '0/0'),
    _card('Steward of Solidarity', '{1}{W}', 'Creature — Human Warrior',
          '{T}, Exert this creature: Create a 1/1 white Warrior creature token with '
          "vigilance. (An exerted creature won't untap during your next untap step.)", '2/2'),
    _card('Malevolent Noble', '{1}{B}', 'Creature — Human Noble',
          '{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on this '
          'creature.', '2/2'),
    _card('Grizzly Bears', '{1}{G}', 'Creature — Bear',
          '', '2/2'),
)}


def defs(*names: str) -> list[ir.CardDefinition]:
    """The compiled definitions of ``names`` (every one fully compiled)."""
    out = [compile_source(RECORDS[n]) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d), d
    return out
