"""Feast of Flesh classes (issue 13): the Shrines' "At the beginning of your upkeep and
whenever you cast a red spell, put a charge counter on this artifact." (CR 603.2: one
ability, either event) and "At the beginning of your upkeep, enchanted creature's controller
sacrifices it and you create a 1/1 colorless Phyrexian Myr artifact creature token."
(CR 701.17a: the creature's controller sacrifices it, CR 303.4); Master Blaster's "If that
land was nonbasic" (CR 608.2h), "if that player or that planeswalker's controller has more
life than you" and "Whenever a source you control other than this artifact deals damage to
an opponent" (CR 120.3)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

SHRINE = card("Shrine of Burning Rage", "{2}{R}", "Artifact",
              "At the beginning of your upkeep and whenever you cast a red spell, put a charge "
              "counter on this artifact.\n{3}{R}, {T}, Sacrifice this artifact: It deals damage "
              "equal to the number of charge counters on it to any target.")
IMPLANT = card("Parasitic Implant", "{3}{B}", "Enchantment — Aura",
               "Enchant creature\nAt the beginning of your upkeep, enchanted creature's "
               "controller sacrifices it and you create a 1/1 colorless Phyrexian Myr artifact "
               "creature token.")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=(compile_source(SHRINE), compile_source(IMPLANT)),
                **kw)  # type: ignore[arg-type]


def test_the_records_are_honoured() -> None:
    assert_honoured((SHRINE, IMPLANT))


def test_shrine_counts_upkeeps_and_red_spells_only() -> None:
    me = PlayerSpec(hand=("Lightning Bolt", "Giant Growth"),
                    battlefield=(perm("Shrine of Burning Rage"), *lands("Mountain", 1),
                                 *lands("Forest", 1)))
    g = _game(me, step="end", active=1)
    pass_to_step(g, "main1", active=0)  # your upkeep: one counter
    shrine = one(g, "Shrine of Burning Rage")
    assert g.objects[shrine].counter("charge") == 1
    cast(g, "Lightning Bolt", ((Seat(1),),))  # red: another
    resolve(g)
    assert g.objects[shrine].counter("charge") == 2
    pass_to_step(g, "upkeep", active=1)  # the opponent's upkeep: none
    assert g.objects[shrine].counter("charge") == 2


def test_shrine_not_for_a_green_spell() -> None:
    me = PlayerSpec(hand=("Giant Growth",),
                    battlefield=(perm("Shrine of Burning Rage"), perm("Grizzly Bears"),
                                 *lands("Forest", 1)))
    g = _game(me)
    cast(g, "Giant Growth", ((one(g, "Grizzly Bears"),),))
    resolve(g)
    assert g.objects[one(g, "Shrine of Burning Rage")].counter("charge") == 0


def test_implant_sacrifices_the_creature_and_makes_a_myr() -> None:
    """Your Implant on the opponent's Giant: in your upkeep its controller sacrifices it and
    you get the Myr."""
    me = PlayerSpec(battlefield=(perm("Parasitic Implant", attached_to=(1, 0)),))
    g = _game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), step="end", active=1)
    pass_to_step(g, "draw", active=0)
    assert one(g, "Hill Giant", "graveyard")
    myr = g.objects[one(g, "Phyrexian Myr")]
    assert myr.controller == 0 and "artifact" in myr.info.types


# --- Molten Rain: "If that land was nonbasic, ~ deals 2 damage to the land's controller" --

RAIN = card("Molten Rain", "{1}{R}{R}", "Sorcery",
            "Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the "
            "land's controller.")


def test_molten_rain_nonbasic_or_basic() -> None:
    """As the land last existed (CR 608.2h): nonbasic, its controller is dealt 2."""
    for land, life in (("Reflecting Pool", 18), ("Forest", 20)):
        me = PlayerSpec(hand=("Molten Rain",), battlefield=lands("Mountain", 3))
        g = game(me, PlayerSpec(battlefield=(perm(land),)), extra=(compile_source(RAIN),))
        cast(g, "Molten Rain", ((one(g, land),),))
        resolve(g)
        assert one(g, land, "graveyard")
        assert g.players[1].life == life and g.players[0].life == 20


def test_molten_rain_is_honoured() -> None:
    assert_honoured((RAIN,))


PULSE = card("Pulse of the Forge", "{1}{R}{R}", "Instant",
             "Pulse of the Forge deals 4 damage to target player or planeswalker. Then if that "
             "player or that planeswalker's controller has more life than you, return Pulse of "
             "the Forge to its owner's hand.")


def test_pulse_returns_only_while_they_have_more_life() -> None:
    """At 20 vs 20 they drop to 16: not more than you, it goes to the graveyard; at 10 vs
    20 (16 after) it returns to your hand (checked after the damage, CR 608.2c)."""
    for my_life, where in ((20, "graveyard"), (10, "hand")):
        me = PlayerSpec(life=my_life, hand=("Pulse of the Forge",),
                        battlefield=lands("Mountain", 3))
        g = game(me, extra=(compile_source(PULSE),))
        cast(g, "Pulse of the Forge", ((Seat(1),),))
        resolve(g)
        assert g.players[1].life == 16
        assert one(g, "Pulse of the Forge", where)


def test_pulse_is_honoured() -> None:
    assert_honoured((PULSE,))


TALON = card("Talon of Pain", "{4}", "Artifact",
             "Whenever a source you control other than this artifact deals damage to an "
             "opponent, put a charge counter on this artifact.\n{X}, {T}, Remove X charge "
             "counters from this artifact: It deals X damage to any target.")


def test_talon_counts_your_other_sources_hitting_an_opponent() -> None:
    """Your Bolt to the opponent: a counter; your Bolt to a creature: none; its own damage
    ("other than this artifact"): none."""
    me = PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"),
                    battlefield=(perm("Talon of Pain"), *lands("Mountain", 4)))
    g = game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(compile_source(TALON),))
    talon = one(g, "Talon of Pain")
    bolts = [o.id for o in g.objects.values() if o.name == "Lightning Bolt"]
    g.apply(CastSpell(bolts[0], targets=((Seat(1),),)))
    resolve(g)
    assert g.objects[talon].counter("charge") == 1
    g.apply(CastSpell(bolts[1], targets=((one(g, "Hill Giant"),),)))
    resolve(g)
    assert g.objects[talon].counter("charge") == 1
    index = next(i for i, a in enumerate(g.objects[talon].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility))
    g.apply(ActivateAbility(talon, index, ((Seat(1),),), x=1))
    resolve(g)
    assert g.players[1].life == 16
    assert g.objects[talon].counter("charge") == 0


def test_talon_is_honoured() -> None:
    assert_honoured((TALON,))
