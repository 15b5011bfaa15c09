"""Amounts built of others (issue #13): "an amount of {G} equal to <amount>" (CR 106.4,
605.1a), "twice <amount>" and "<N> plus / minus <amount>" (CR 107.1b: a negative result
makes an effect use 0), "the total power of <permanents>" (CR 208.1), "{E} for each ..."
(CR 107.14), "unless its controller pays {1} for each ..." (CR 118.12a).

Values are determined as the effect is applied, from the last known information of an
object that left the battlefield (CR 608.2h).
"""

from __future__ import annotations

from typing import Any

from tests.coverage_classes._values import value_game
from tests.deck_classes._cards import card
from tests.dice_rules._util import lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Viridian Joiner", "{2}{G}", "Creature — Elf Druid",
          "{T}: Add an amount of {G} equal to this creature's power.", "1/2"),
    card("Price of Progress", "{1}{R}", "Instant", "Price of Progress deals damage to each "
          "player equal to twice the number of nonbasic lands that player controls."),
    card("Tundra", "", "Land — Plains Island", "({T}: Add {W} or {U}.)"),
    card("Phthisis", "{3}{B}{B}{B}{B}", "Sorcery", "Destroy target creature. Its controller "
          "loses life equal to its power plus its toughness."),
    card("Aetherwind Basker", "{4}{G}{G}{G}", "Creature — Lizard", "Trample\nWhenever this "
          "creature enters or attacks, you get {E} (an energy counter) for each creature you "
          "control.\nPay {E}: This creature gets +1/+1 until end of turn.", "7/7"),
    card("Aetherflux Reservoir", "{4}", "Artifact", "Whenever you cast a spell, you gain 1 "
         "life for each spell you've cast this turn.\nPay 50 life: This artifact deals 50 "
         "damage to any target."),
    card("Rush of Blood", "{2}{R}", "Instant", "Target creature gets +X/+0 until end of "
         "turn, where X is its power."),
    card("Thunder Salvo", "{1}{R}", "Instant", "Thunder Salvo deals X damage to target "
         "creature, where X is 2 plus the number of other spells you've cast this turn."),
    card("Wheel of Torture", "{3}", "Artifact", "At the beginning of each opponent's upkeep, "
          "this artifact deals X damage to that player, where X is 3 minus the number of cards "
          "in their hand."),
)}


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: Any) -> Game:
    return value_game(RECORDS, me, them, **kwargs)


def test_an_amount_of_mana_equal_to_its_power() -> None:
    """CR 605.1a, 608.2h: the mana ability reads the power as it resolves: a 1/2 with two
    +1/+1 counters adds {G}{G}{G}."""
    g = _game(PlayerSpec(battlefield=(perm("Viridian Joiner", counters=(("+1/+1", 2),)),)))
    joiner = one(g, "Viridian Joiner")
    g.apply(ActivateAbility(joiner, 0))
    assert sum(g.players[0].pool) == 3


def test_twice_the_number_each_player_controls() -> None:
    """Each player's own nonbasic lands, twice: two Tundras are 4 damage to their
    controller; basic lands are none (the opponent takes 0)."""
    g = _game(PlayerSpec(hand=("Price of Progress",), battlefield=(
        perm("Tundra"), perm("Tundra"), *lands("Mountain", 2))),
        PlayerSpec(battlefield=lands("Forest", 3)))
    g.apply(CastSpell(one(g, "Price of Progress", "hand")))
    resolve(g)
    assert g.players[0].life == 16 and g.players[1].life == 20


def test_power_plus_toughness_of_the_destroyed_creature() -> None:
    """CR 608.2h: "its power plus its toughness" as the creature last existed on the
    battlefield (a 2/2 with a +1/+1 counter: 3 + 3), its controller loses 6."""
    g = _game(PlayerSpec(hand=("Phthisis",), battlefield=lands("Swamp", 7)),
              PlayerSpec(battlefield=(perm("Grizzly Bears", counters=(("+1/+1", 1),)),)))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Phthisis", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.players[1].life == 14 and g.players[0].life == 20


def test_energy_for_each_creature_you_control() -> None:
    """CR 107.14: the Basker and two Bears: three energy counters (the count is made as the
    trigger resolves, the Basker included)."""
    g = _game(PlayerSpec(hand=("Aetherwind Basker",), battlefield=(
        perm("Grizzly Bears"), perm("Grizzly Bears"), *lands("Forest", 7))))
    g.apply(CastSpell(one(g, "Aetherwind Basker", "hand")))
    resolve(g)
    assert g.players[0].counters.get("energy", 0) == 3


def test_n_minus_a_count_never_deals_negative_damage() -> None:
    """CR 107.1b: 3 minus five cards is negative: the damage is 0; with one card, 2."""
    for hand, life in ((("Forest",) * 5, 20), (("Forest",), 18)):
        g = _game(PlayerSpec(battlefield=(perm("Wheel of Torture"),)),
                  PlayerSpec(hand=hand), step="untap", active=1)
        for _ in range(40):
            if g.step not in ("untap", "upkeep") or g.players[1].life != 20:
                break
            g.apply(g.legal_actions()[0])
        resolve(g)
        assert g.players[1].life == life, hand



def test_life_for_each_spell_cast_this_turn() -> None:
    """CR 601.2i: the Reservoir's trigger counts the spells cast this turn as it resolves,
    the triggering spell included: first Lightning Bolt 1 life, second 2 (total 3)."""
    g = _game(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"), battlefield=(
        perm("Aetherflux Reservoir"), *lands("Mountain", 2))))
    for bolt in [o.id for o in g.objects.values() if o.name == "Lightning Bolt"]:
        g.apply(CastSpell(bolt, targets=((Seat(1),),)))
        resolve(g)
    assert g.players[0].life == 23 and g.players[1].life == 14


def test_other_spells_cast_this_turn_leave_the_spell_out() -> None:
    """"other spells": after one Lightning Bolt, Thunder Salvo deals 2 + 1 = 3 (itself not
    counted): a 3-toughness creature dies, CR 704.5g."""
    g = _game(PlayerSpec(hand=("Lightning Bolt", "Thunder Salvo"),
                         battlefield=lands("Mountain", 3)),
              PlayerSpec(battlefield=(perm("Grizzly Bears", counters=(("+1/+1", 1),)),)))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    resolve(g)
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Thunder Salvo", "hand"), targets=((bears,),)))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]


def test_where_x_is_its_power_names_the_target() -> None:
    """"its" is the target creature (CR 115.1), its power as the spell resolves: a 2/2
    with a +1/+1 counter gets +3/+0."""
    g = _game(PlayerSpec(hand=("Rush of Blood",), battlefield=(
        perm("Grizzly Bears", counters=(("+1/+1", 1),)), *lands("Mountain", 3))))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Rush of Blood", "hand"), targets=((bears,),)))
    resolve(g)
    assert query.power(g, g.objects[bears]) == 6 and query.toughness(g, g.objects[bears]) == 3


def test_its_never_names_any_target_nor_a_player_you_sacrifice() -> None:
    """"any target" may be a player (CR 115.4): "where X is that creature's power" after it
    names no target, and "Then sacrifice it" can't sacrifice it (CR 701.21a: only a
    permanent you control): both stay not understood rather than compiled wrong."""
    for text in ("Target creature you control deals damage equal to its power to any other "
                 "target. Then sacrifice it.",
                 "Sacrifice a creature. Then this spell deals X damage to any target, where X "
                 "is that creature's power."):
        d = compile_source(card("Test Spell", "{R}", "Sorcery", text))
        assert not ir.is_fully_implemented(d), text
