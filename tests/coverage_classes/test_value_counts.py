"""The value grammar's counts (issue #13): domain (CR 305.6, ability word CR 207.2c), the
party (CR 700.8), counters of every kind (CR 122.1), colors among permanents (CR 105.2),
differently named permanents (CR 201.2), what another player controls or holds (CR 108.4),
and instructions each player follows with their own number (CR 101.4, 608.2c).

Values are determined as the effect is applied (CR 608.2h), from the information of the
object as it last existed when it left its zone.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.coverage_classes._values import value_game
from tests.deck_classes._cards import card
from tests.dice_rules._util import lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Gaea's Might", "{G}", "Instant", "Domain — Target creature gets +1/+1 until end "
          "of turn for each basic land type among lands you control."),
    card("Spore Burst", "{3}{G}", "Sorcery", "Domain — Create a 1/1 green Saproling "
          "creature token for each basic land type among lands you control."),
    card("Tundra", "", "Land — Plains Island", "({T}: Add {W} or {U}.)"),
    card("Kabira Outrider", "{3}{W}", "Creature — Human Warrior",
          "When this creature enters, target creature gets +1/+1 until end of turn for each "
          "creature in your party. (Your party consists of up to one each of Cleric, Rogue, "
          "Warrior, and Wizard.)", "3/3"),
    card("Changeling Outcast", "{B}", "Creature — Shapeshifter",
          "Changeling (This card is every creature type.)\nThis creature can't block and "
          "can't be blocked.", "1/1"),
    card("Cleric Wizard Adept", "{1}", "Creature — Human Cleric Wizard", "", "1/1"),
    card("Gaze of Adamaro", "{2}{R}{R}", "Instant — Arcane", "Gaze of Adamaro deals damage "
          "to target player equal to the number of cards in that player's hand."),
    card("Acidic Soil", "{2}{R}", "Sorcery", "Acidic Soil deals damage to each player equal "
          "to the number of lands they control."),
    card("Villainous Wrath", "{3}{B}{B}", "Sorcery", "Target opponent loses life equal to "
          "the number of creatures they control. Then destroy all creatures."),
    card("Netherborn Phalanx", "{5}{B}", "Creature — Horror", "When this creature enters, "
          "each opponent loses 1 life for each creature they control.", "2/4"),
    card("Awakened Amalgam", "{4}", "Artifact Creature — Golem", "Awakened Amalgam's power "
          "and toughness are each equal to the number of differently named lands you "
          "control.", "*/*"),
    card("Flay Essence", "{1}{B}{B}", "Sorcery", "Exile target creature or planeswalker. You "
          "gain life equal to the number of counters on it."),
    card("Body Count", "{2}{B}", "Instant", "Spectacle {B} (You may cast this spell for its "
         "spectacle cost rather than its mana cost if an opponent lost life this turn.)\nDraw "
         "a card for each creature that died under your control this turn."),
    card("Reign of the Pit", "{4}{B}{B}", "Sorcery", "Each player sacrifices a creature of "
         "their choice. Create an X/X black Demon creature token with flying, where X is the "
         "total power of the creatures sacrificed this way."),
    card("Karma", "{2}{W}{W}", "Enchantment", "At the beginning of each player's upkeep, "
          "this enchantment deals damage to that player equal to the number of Swamps they "
          "control."),
)}


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: Any) -> Game:
    return value_game(RECORDS, me, them, **kwargs)


def _power(g: Game, name: str) -> int:
    return query.power(g, g.objects[one(g, name)])


def test_domain_counts_basic_land_types_not_lands() -> None:
    """CR 305.6 and the domain rulings: Tundra is a Plains and an Island (two types); three
    Forests count once. Plains, Island, Forest: +3/+3."""
    g = _game(PlayerSpec(hand=("Gaea's Might",), battlefield=(
        perm("Grizzly Bears"), perm("Tundra"), *lands("Forest", 3))))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Gaea's Might", "hand"), targets=((bears,),)))
    resolve(g)
    assert _power(g, "Grizzly Bears") == 5


def test_domain_reads_the_lands_on_resolution_and_only_yours() -> None:
    """CR 608.2h: the number is determined as the spell resolves: the opponent's Swamp and
    Mountain add nothing (lands *you* control); one Forest: one Saproling."""
    g = _game(PlayerSpec(hand=("Spore Burst",), battlefield=lands("Forest", 4)),
              PlayerSpec(battlefield=(perm("Swamp"), perm("Mountain"))))
    g.apply(CastSpell(one(g, "Spore Burst", "hand")))
    resolve(g)
    saprolings = [o for o in g.objects.values() if o.name == "Saproling" and o.controller == 0]
    assert len(saprolings) == 1


def test_party_counts_each_creature_once_the_best_way() -> None:
    """CR 700.8, 700.8b: a Cleric Wizard fills one slot only; the changeling fills another
    (it is every creature type, CR 702.73a); the Outrider itself is a Warrior: party 3."""
    g = _game(PlayerSpec(hand=("Kabira Outrider",), battlefield=(
        perm("Cleric Wizard Adept"), perm("Changeling Outcast"), *lands("Plains", 4))))
    outcast = one(g, "Changeling Outcast")
    g.apply(CastSpell(one(g, "Kabira Outrider", "hand")))
    resolve(g, [Choose(((outcast,),))])
    assert _power(g, "Changeling Outcast") == 1 + 3


def test_party_of_nobody_is_zero() -> None:
    """CR 700.8a: no Cleric, Rogue, Warrior or Wizard: 0 (the Outrider is a Warrior: 1)."""
    g = _game(PlayerSpec(hand=("Kabira Outrider",), battlefield=(
        perm("Grizzly Bears"), *lands("Plains", 4))))
    g.apply(CastSpell(one(g, "Kabira Outrider", "hand")))
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    outrider = g.objects[one(g, "Kabira Outrider")]
    assert query.power(g, bears) + query.power(g, outrider) == 2 + 3 + 1


def test_damage_equal_to_cards_in_target_players_hand() -> None:
    """The target player's hand as the spell resolves (CR 608.2h): three cards, 3 damage;
    the caster's own hand doesn't count."""
    g = _game(PlayerSpec(hand=("Gaze of Adamaro", "Forest", "Forest"),
                         battlefield=lands("Mountain", 4)),
              PlayerSpec(hand=("Forest", "Island", "Swamp")))
    g.apply(CastSpell(one(g, "Gaze of Adamaro", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 17 and g.players[0].life == 20


def test_each_player_is_dealt_damage_for_their_own_lands() -> None:
    """CR 101.4, 608.2c: each player's number is their own: 4 lands (the caster, after
    tapping three for the spell: tapped lands are still lands) and 2 lands."""
    g = _game(PlayerSpec(hand=("Acidic Soil",), battlefield=lands("Mountain", 4)),
              PlayerSpec(battlefield=lands("Island", 2)))
    g.apply(CastSpell(one(g, "Acidic Soil", "hand")))
    resolve(g)
    assert g.players[0].life == 16 and g.players[1].life == 18


def test_target_opponent_loses_life_for_the_creatures_they_control() -> None:
    """"they" is the target opponent: two creatures there, 2 life; your own three creatures
    don't count. Then every creature is destroyed."""
    g = _game(PlayerSpec(hand=("Villainous Wrath",), battlefield=(
        *(perm("Grizzly Bears") for _ in range(3)), *lands("Swamp", 5))),
        PlayerSpec(battlefield=(perm("Llanowar Elves"), perm("Grizzly Bears"))))
    g.apply(CastSpell(one(g, "Villainous Wrath", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18 and g.players[0].life == 20
    assert not any(g.objects[o].name in ("Grizzly Bears", "Llanowar Elves")
                   for o in g.battlefield)


def test_each_opponent_counts_their_own_creatures() -> None:
    """Netherborn Phalanx: the opponent loses 1 life per creature *they* control (two), not
    per creature the Phalanx's controller controls."""
    g = _game(PlayerSpec(hand=("Netherborn Phalanx",), battlefield=(
        perm("Grizzly Bears"), *lands("Swamp", 6))),
        PlayerSpec(battlefield=(perm("Llanowar Elves"), perm("Grizzly Bears"))))
    g.apply(CastSpell(one(g, "Netherborn Phalanx", "hand")))
    resolve(g)
    assert g.players[1].life == 18 and g.players[0].life == 20


def test_differently_named_lands() -> None:
    """CR 201.2: four Forests and a Swamp have two different names: 2/2."""
    g = _game(PlayerSpec(battlefield=(perm("Awakened Amalgam"), *lands("Forest", 4),
                                      perm("Swamp"))))
    amalgam = g.objects[one(g, "Awakened Amalgam")]
    assert query.power(g, amalgam) == 2 and query.toughness(g, amalgam) == 2


def test_counters_of_every_kind_on_the_exiled_creature() -> None:
    """CR 122.1, 608.2h: the counters the creature had as it last existed on the battlefield
    (two +1/+1 counters and a charge counter: three), though the card in exile has none."""
    g = _game(PlayerSpec(hand=("Flay Essence",), battlefield=lands("Swamp", 3)),
              PlayerSpec(battlefield=(perm("Grizzly Bears", counters=(("+1/+1", 2),
                                                                     ("charge", 1))),)))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Flay Essence", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.players[0].life == 23


def test_that_player_of_an_upkeep_trigger_counts_their_swamps() -> None:
    """Karma: at the beginning of each player's upkeep, damage to *that* player (the active
    player, CR 503.1) equal to the Swamps they control: the opponent with two Swamps takes
    2; the Karma's controller with none at their upkeep takes nothing."""
    g = _game(PlayerSpec(battlefield=(perm("Karma"),)),
              PlayerSpec(battlefield=lands("Swamp", 2)), step="untap", active=1)
    for _ in range(40):
        if g.players[1].life != 20 or g.step not in ("untap", "upkeep"):
            break
        g.apply(g.legal_actions()[0] if g.pending is not None and g.pending.kind != "priority"
                else PassPriority())
    assert g.players[1].life == 18 and g.players[0].life == 20


def test_creatures_that_died_under_your_control() -> None:
    """CR 700.4, 608.2h: Bolted, your Bears and the opponent's Elves died this turn; only
    the Bears were under your control: Body Count draws one card."""
    g = _game(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt", "Body Count"),
                         battlefield=(perm("Grizzly Bears"), *lands("Mountain", 2),
                                      *lands("Swamp", 3))),
              PlayerSpec(battlefield=(perm("Llanowar Elves"),)))
    bolts = [o.id for o in g.objects.values() if o.name == "Lightning Bolt"]
    for bolt, name in zip(bolts, ("Grizzly Bears", "Llanowar Elves"), strict=True):
        g.apply(CastSpell(bolt, targets=((one(g, name),),)))
        resolve(g)
    hand = len(g.players[0].hand)
    g.apply(CastSpell(one(g, "Body Count", "hand")))
    resolve(g)
    assert len(g.players[0].hand) == hand - 1 + 1


def test_total_power_of_the_creatures_sacrificed_this_way() -> None:
    """CR 608.2h: the Bears (2) and the Elves (1), as they last existed: a 3/3 Demon."""
    g = _game(PlayerSpec(hand=("Reign of the Pit",), battlefield=(
        perm("Grizzly Bears"), *lands("Swamp", 6))),
        PlayerSpec(battlefield=(perm("Llanowar Elves"),)))
    g.apply(CastSpell(one(g, "Reign of the Pit", "hand")))
    resolve(g)
    demon = g.objects[one(g, "Demon")]
    assert query.power(g, demon) == 3 and query.toughness(g, demon) == 3


BIOMANTIC = {"Biomantic Mastery": card(
    "Biomantic Mastery", "{4}{G/U}{G/U}{G/U}", "Sorcery",
    "Draw a card for each creature target player controls, then draw a card for each "
    "creature another target player controls.")}


def test_draw_for_each_creature_of_two_different_target_players() -> None:
    """CR 115.3 ("another target": a different player), CR 601.2c and the Dissension ruling
    (2006-05-01): both targets are chosen before any draw, they must differ, one may be
    you. You control one creature, the opponent two: you draw 1 + 2 = 3 cards."""
    g = value_game(BIOMANTIC, PlayerSpec(
        hand=("Biomantic Mastery",), library=("Island",) * 5,
        battlefield=(*lands("Forest", 7), perm("Grizzly Bears"))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Grizzly Bears"))))
    spell = one(g, "Biomantic Mastery", "hand")
    options = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == spell]
    assert options and all(a.targets[0] != a.targets[1] for a in options)  # never the same
    g.apply(CastSpell(spell, targets=((Seat(0),), (Seat(1),))))
    resolve(g)
    assert len(g.players[0].hand) == 3


def test_the_same_player_cannot_be_both_targets() -> None:
    """CR 115.3, 601.2c: one player may be chosen once for each word "target", but
    "another target player" excludes the first target; the cast is refused, nothing
    changes."""
    g = value_game(BIOMANTIC, PlayerSpec(
        hand=("Biomantic Mastery",), battlefield=lands("Forest", 7)))
    spell = one(g, "Biomantic Mastery", "hand")
    before = g.save()
    with pytest.raises(IllegalActionError, match=r"601\.2c"):
        g.apply(CastSpell(spell, targets=((Seat(1),), (Seat(1),))))
    assert g.save() == before
