"""Burn-deck classes that kept theme decks (Mirromancy, Rakdos Raid) from playing (issue 13):
"deals 2 damage to any target and 1 damage to another target" (CR 115.3: "another target"
differs from the first), "If that creature has infect, ~ deals 3 damage to that creature's
controller" (CR 702.90, 608.2c), "If a red instant or sorcery spell you control would deal
damage, it deals double that damage instead" (CR 614.1a, 120.1: the spell is the source),
"This creature enters with X +1/+1 counters on it, where X is the total life lost by your
opponents this turn" (CR 614.1c, 119.3) and "At the beginning of each opponent's upkeep, if
that player has one or fewer cards in hand, they lose 3 life" (CR 603.4: an intervening
"if", checked as it triggers and as it resolves) and "Target player who lost life this turn
loses 1 life" (CR 115.1, 119.3: a player target with a quality)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ARC_TRAIL = card("Arc Trail", "{1}{R}", "Sorcery",
                 "Arc Trail deals 2 damage to any target and 1 damage to another target.")
BURN = card("Burn the Impure", "{1}{R}", "Instant",
            "Burn the Impure deals 3 damage to target creature. If that creature has infect, "
            "Burn the Impure deals 3 damage to that creature's controller.")
SERVANT = card("Fire Servant", "{3}{R}", "Creature — Elemental",
               "If a red instant or sorcery spell you control would deal damage, it deals "
               "double that damage instead.", "4/3")
HORROR = card("Cryptborn Horror", "{1}{B/R}{B/R}", "Creature — Horror",
              "Trample\nThis creature enters with X +1/+1 counters on it, where X is the total "
              "life lost by your opponents this turn.", "0/0")
AFFLICTION = card("Shrieking Affliction", "{B}", "Enchantment",
                  "At the beginning of each opponent's upkeep, if that player has one or fewer "
                  "cards in hand, they lose 3 life.")
RECORDS = (ARC_TRAIL, BURN, SERVANT, HORROR, AFFLICTION)
INFECTED = ir.CardDefinition("Plague Stinger", card_types=("creature",), subtypes=("Insect",),
                             power=1, toughness=1, abilities=(ir.Keyword("infect"),))


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(r) for r in RECORDS]


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=(*_defs(), INFECTED), **kw)  # type: ignore[arg-type]


def test_the_records_are_honoured() -> None:
    """Every record compiles whole, with nothing the engine ignores."""
    assert_honoured(RECORDS)


# --- Arc Trail: "any target and ... another target" (CR 115.3) ------------------------


def test_arc_trail_two_targets() -> None:
    """2 to the Bears, 1 to the opponent."""
    me = PlayerSpec(hand=("Arc Trail",), battlefield=lands("Mountain", 2))
    g = _game(me, PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = one(g, "Grizzly Bears")
    cast(g, "Arc Trail", ((bears,), (Seat(1),)))
    resolve(g)
    assert g.players[1].life == 19
    assert bears not in g.battlefield and one(g, "Grizzly Bears", "graveyard")


def test_arc_trail_same_target_twice_is_illegal() -> None:
    """"another target": the second target can't be the first one (CR 115.3)."""
    me = PlayerSpec(hand=("Arc Trail",), battlefield=lands("Mountain", 2))
    g = _game(me)
    with pytest.raises(IllegalActionError):
        cast(g, "Arc Trail", ((Seat(1),), (Seat(1),)))
    assert one(g, "Arc Trail", "hand")  # nothing changed


def test_arc_trail_one_target_gone_the_other_is_still_dealt() -> None:
    """The Bears leave before it resolves: the player still takes 1 (CR 608.2b)."""
    me = PlayerSpec(hand=("Arc Trail",), battlefield=lands("Mountain", 2))
    g = _game(me, PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = one(g, "Grizzly Bears")
    cast(g, "Arc Trail", ((bears,), (Seat(1),)))
    zones.move(g, bears, "graveyard")
    resolve(g)
    assert g.players[1].life == 19


# --- Burn the Impure: "If that creature has infect" -----------------------------------


def test_burn_the_impure_on_infect_hits_the_controller() -> None:
    me = PlayerSpec(hand=("Burn the Impure",), battlefield=lands("Mountain", 2))
    g = _game(me, PlayerSpec(battlefield=(perm("Plague Stinger"),)))
    cast(g, "Burn the Impure", ((one(g, "Plague Stinger"),),))
    resolve(g)
    assert g.players[1].life == 17
    assert g.players[0].life == 20


def test_burn_the_impure_without_infect_only_the_creature() -> None:
    me = PlayerSpec(hand=("Burn the Impure",), battlefield=lands("Mountain", 2))
    g = _game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    cast(g, "Burn the Impure", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert g.players[1].life == 20
    assert not any(g.objects[o].name == "Hill Giant" for o in g.battlefield)


# --- Fire Servant: doubling the damage of red instants and sorceries you control ------


def test_fire_servant_doubles_your_red_spell() -> None:
    """Lightning Bolt deals 6 (ruling: whatever the recipient)."""
    me = PlayerSpec(hand=("Lightning Bolt",),
                    battlefield=(perm("Fire Servant"), *lands("Mountain", 1)))
    g = _game(me)
    cast(g, "Lightning Bolt", ((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 14


def test_fire_servant_does_not_double_a_creature_or_an_opponents_spell() -> None:
    """The opponent's Bolt is not "a spell you control": 3 damage to you."""
    them = PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1))
    me = PlayerSpec(battlefield=(perm("Fire Servant"),))
    g = _game(me, them, active=1)
    cast(g, "Lightning Bolt", ((Seat(0),),))
    resolve(g)
    assert g.players[0].life == 17


def test_two_fire_servants_quadruple() -> None:
    """Ruling: the effects are cumulative (x4)."""
    me = PlayerSpec(hand=("Shock",),
                    battlefield=(perm("Fire Servant"), perm("Fire Servant"),
                                 *lands("Mountain", 1)))
    g = _game(me)
    cast(g, "Shock", ((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 12


def test_fire_servant_and_arc_trail_each_part() -> None:
    """Both parts are dealt by the red sorcery: 4 to the player, 2 to the Bears."""
    me = PlayerSpec(hand=("Arc Trail",),
                    battlefield=(perm("Fire Servant"), *lands("Mountain", 2)))
    g = _game(me, PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    cast(g, "Arc Trail", ((Seat(1),), (one(g, "Grizzly Bears"),)))
    resolve(g)
    assert g.players[1].life == 16
    assert one(g, "Grizzly Bears", "graveyard")


# --- Cryptborn Horror: life lost by opponents this turn -------------------------------


def test_cryptborn_horror_counts_opponents_life_lost() -> None:
    """Bolt the opponent (3 lost), then the Horror enters with three counters."""
    me = PlayerSpec(hand=("Lightning Bolt", "Cryptborn Horror"),
                    battlefield=(*lands("Mountain", 1), *lands("Swamp", 3)))
    g = _game(me)
    cast(g, "Lightning Bolt", ((Seat(1),),))
    resolve(g)
    cast(g, "Cryptborn Horror")
    resolve(g)
    horror = one(g, "Cryptborn Horror")
    assert g.objects[horror].counter("+1/+1") == 3


def test_cryptborn_horror_with_no_life_lost_dies() -> None:
    """With no life lost by opponents it enters with no counters and dies as a 0/0
    (ruling)."""
    me = PlayerSpec(hand=("Cryptborn Horror",), battlefield=lands("Swamp", 4))
    g = _game(me)
    cast(g, "Cryptborn Horror")
    resolve(g)
    assert one(g, "Cryptborn Horror", "graveyard")


# --- Shrieking Affliction: intervening "if" on the opponent's hand --------------------


def test_affliction_with_one_card_in_hand() -> None:
    them = PlayerSpec(hand=("Forest",))
    me = PlayerSpec(battlefield=(perm("Shrieking Affliction"),))
    g = _game(me, them, step="end")
    pass_to_step(g, "draw", active=1)
    assert g.players[1].life == 17


def test_affliction_with_two_cards_in_hand_does_nothing() -> None:
    them = PlayerSpec(hand=("Forest", "Island"))
    me = PlayerSpec(battlefield=(perm("Shrieking Affliction"),))
    g = _game(me, them, step="end")
    pass_to_step(g, "draw", active=1)
    assert g.players[1].life == 20


def test_affliction_not_in_your_own_upkeep() -> None:
    me = PlayerSpec(battlefield=(perm("Shrieking Affliction"),))
    g = _game(me, PlayerSpec(hand=("Forest", "Island")), step="end", active=1)
    pass_to_step(g, "draw", active=0)
    assert g.players[0].life == 20


# --- Rix Maadi Guildmage: "Target player who lost life this turn" -----------------------

GUILDMAGE = card("Rix Maadi Guildmage", "{B}{R}", "Creature — Human Shaman",
                 "{B}{R}: Target blocking creature gets -1/-1 until end of turn.\n{B}{R}: "
                 "Target player who lost life this turn loses 1 life.", "2/2")


def _guildmage(me_hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=me_hand, battlefield=(perm("Rix Maadi Guildmage"),
                                               *lands("Swamp", 2), *lands("Mountain", 3)))
    return game(me, extra=(compile_source(GUILDMAGE),))


def test_guildmage_record_is_honoured() -> None:
    assert_honoured((GUILDMAGE,))


def _drain(g: Game, seat: int) -> None:
    oid = one(g, "Rix Maadi Guildmage")
    index = [i for i, a in enumerate(g.objects[oid].info.card.abilities)
             if isinstance(a, ir.ActivatedAbility)][1]
    g.apply(ActivateAbility(oid, index, ((Seat(seat),),)))


def test_guildmage_targets_a_player_who_lost_life() -> None:
    g = _guildmage(("Lightning Bolt",))
    cast(g, "Lightning Bolt", ((Seat(1),),))
    resolve(g)
    _drain(g, 1)
    resolve(g)
    assert g.players[1].life == 16


def test_guildmage_no_one_lost_life_no_target() -> None:
    """No player lost life this turn: no legal target, so it can't be activated (CR
    601.2c); nothing changes."""
    g = _guildmage()
    with pytest.raises(IllegalActionError):
        _drain(g, 1)
    assert g.players[1].life == 20 and g.players[0].life == 20


def test_guildmage_you_can_be_the_target_if_you_lost_life() -> None:
    """Any player who lost life, you included; the opponent who didn't is not a choice."""
    g = _guildmage(("Lightning Bolt",))
    cast(g, "Lightning Bolt", ((Seat(0),),))
    resolve(g)
    with pytest.raises(IllegalActionError):
        _drain(g, 1)
    _drain(g, 0)
    resolve(g)
    assert g.players[0].life == 16
