"""Permanent classes that kept theme decks (Manipulative Monstrosities, Forged in Battle,
Flyover, Mysterious Realms, Rapid Fire) from playing (issue 13):

* the Ordeals: "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it
  has three or more +1/+1 counters on it, sacrifice ~." (CR 608.2c: checked as the ability
  resolves) and "When you sacrifice this Aura, ..." (CR 701.17a; rulings: it triggers
  however the Ordeal is sacrificed, not when it is put into the graveyard otherwise);
* "Those creatures don't untap during their controllers' untap steps for as long as you
  control ~" (CR 502.3, 611.2b: the lock ends when the source leaves or changes control);
* the Zendikons: "Enchanted land is a 2/6 white Wall creature with defender. It's still a
  land." (CR 205.1b, 613.1d-f, 613.4b) and "When enchanted land dies, return that card to
  its owner's hand." (CR 603.10a: looks back in time);
* "If this ability has been activated four or more times this turn, sacrifice ~ at the
  beginning of the next end step." (CR 602.2, 603.7a; rulings: each activation from the
  fourth on sets up its own delayed trigger);
* Gomazoa: "Put this creature and each creature it's blocking on top of their owners'
  libraries, then those players shuffle." (CR 509.1h, 401.4; ruling: not blocking, only it
  goes and only its owner shuffles)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.errors import IllegalActionError
from grimoire.mechanics.untap_locks import held
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import query, zones
from grimoire.rules.actions import (
    ActivateAbility,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ORDEAL = card("Ordeal of Purphoros", "{1}{R}", "Enchantment — Aura",
              "Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on "
              "it. Then if it has three or more +1/+1 counters on it, sacrifice this Aura.\n"
              "When you sacrifice this Aura, it deals 3 damage to any target.")
THASSA = card("Ordeal of Thassa", "{U}", "Enchantment — Aura",
              "Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on "
              "it. Then if it has three or more +1/+1 counters on it, sacrifice this Aura.\n"
              "When you sacrifice this Aura, draw two cards.")
KRAKEN = card("Shipbreaker Kraken", "{4}{U}{U}", "Creature — Kraken",
              "{6}{U}{U}: Monstrosity 4. (If this creature isn't monstrous, put four +1/+1 "
              "counters on it and it becomes monstrous.)\nWhen this creature becomes "
              "monstrous, tap up to four target creatures. Those creatures don't untap during "
              "their controllers' untap steps for as long as you control this creature.",
              "6/6")
GUARDIAN = card("Guardian Zendikon", "{2}{W}", "Enchantment — Aura",
                "Enchant land\nEnchanted land is a 2/6 white Wall creature with defender. "
                "It's still a land.\nWhen enchanted land dies, return that card to its owner's "
                "hand.")
WIND = card("Wind Zendikon", "{U}", "Enchantment — Aura",
            "Enchant land\nEnchanted land is a 2/2 blue Elemental creature with flying. It's "
            "still a land.\nWhen enchanted land dies, return that card to its owner's hand.")
WHELP = card("Dragon Whelp", "{2}{R}{R}", "Creature — Dragon",
             "Flying\n{R}: This creature gets +1/+0 until end of turn. If this ability has been "
             "activated four or more times this turn, sacrifice this creature at the beginning "
             "of the next end step.", "2/3")
RECORDS = (ORDEAL, THASSA, KRAKEN, GUARDIAN, WIND, WHELP)


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(r) for r in RECORDS]


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=_defs(), **kw)  # type: ignore[arg-type]


def test_the_records_are_honoured() -> None:
    """Every record compiles whole, with nothing the engine ignores."""
    assert_honoured(RECORDS)


# --- the Ordeals ------------------------------------------------------------------------


def _attack_with(g: Game, name: str, answers: tuple[Choose, ...] = ()) -> int:
    """Go to the declare attackers step and attack player 1 with ``name``; resolve the
    attack triggers (their choices from ``answers``)."""
    pass_to_step(g, "beginning_of_combat")
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    attacker = one(g, name)
    g.apply(DeclareAttackers(((attacker, Seat(1)),)))
    resolve(g, answers)
    return attacker


def _ordeal_game(counters: int, ordeal: str = "Ordeal of Purphoros") -> Game:
    bears = perm("Grizzly Bears", counters=(("+1/+1", counters),) if counters else ())
    me = PlayerSpec(battlefield=(bears, perm(ordeal, attached_to=(0, 0))))
    return _game(me)


def test_ordeal_first_attack_only_adds_a_counter() -> None:
    g = _ordeal_game(0)
    bears = _attack_with(g, "Grizzly Bears")
    assert g.objects[bears].counter("+1/+1") == 1
    assert one(g, "Ordeal of Purphoros")
    assert g.players[1].life == 20


def test_ordeal_third_counter_sacrifices_and_deals_3() -> None:
    """With two counters already, the attack makes three: the Ordeal is sacrificed and its
    last ability deals 3 damage to the target chosen (the defending player)."""
    g = _ordeal_game(2)
    bears = _attack_with(g, "Grizzly Bears", (Choose(((Seat(1),),)),))
    assert g.objects[bears].counter("+1/+1") == 3
    assert one(g, "Ordeal of Purphoros", "graveyard")
    assert g.players[1].life == 17


def test_ordeal_of_thassa_draws_two_when_sacrificed() -> None:
    g = _ordeal_game(2, "Ordeal of Thassa")
    hand = len(g.players[0].hand)
    _attack_with(g, "Grizzly Bears")
    assert one(g, "Ordeal of Thassa", "graveyard")
    assert len(g.players[0].hand) == hand + 2


def test_ordeal_put_into_graveyard_otherwise_does_not_trigger() -> None:
    """The enchanted creature dies: the Ordeal goes to the graveyard as a state-based action
    (CR 704.5m), which is not a sacrifice: no cards drawn."""
    g = _ordeal_game(0, "Ordeal of Thassa")
    hand = len(g.players[0].hand)
    zones.move(g, one(g, "Grizzly Bears"), "graveyard")
    g.apply(PassPriority())  # state-based actions, then the opponent's priority
    resolve(g)
    assert one(g, "Ordeal of Thassa", "graveyard")
    assert len(g.players[0].hand) == hand


# --- Shipbreaker Kraken: "for as long as you control ~" -----------------------------------


def _kraken_game() -> Game:
    """The Kraken becomes monstrous and taps the opponent's Giant (one of up to four)."""
    me = PlayerSpec(battlefield=(perm("Shipbreaker Kraken"), *lands("Island", 8)))
    them = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears")))
    g = _game(me, them)
    activate(g, "Shipbreaker Kraken")
    resolve(g, (Choose(((one(g, "Hill Giant"),),)),))
    return g


def test_kraken_locks_until_it_leaves() -> None:
    g = _kraken_game()
    giant = one(g, "Hill Giant")
    assert g.objects[giant].tapped
    pass_to_step(g, "upkeep", active=1)
    assert g.objects[giant].tapped  # held in its controller's untap step
    zones.move(g, one(g, "Shipbreaker Kraken"), "graveyard")
    pass_to_step(g, "upkeep", active=0)
    pass_to_step(g, "upkeep", active=1)  # player 1's next untap step: free again
    assert g.objects[one(g, "Hill Giant")].tapped is False


def test_kraken_lock_ends_when_control_changes() -> None:
    """CR 611.2b: "for as long as you control ~": another player gaining control of the
    Kraken ends the lock."""
    g = _kraken_game()
    giant = one(g, "Hill Giant")
    g.objects[one(g, "Shipbreaker Kraken")].controller = 1
    pass_to_step(g, "upkeep", active=1)
    assert not g.objects[giant].tapped


def test_kraken_lock_spares_the_others_and_your_own_untap_step() -> None:
    """The untargeted Bears untap as usual; the lock is only about its controller's untap
    step (CR 502.3), so outside it the check says it may untap."""
    g = _kraken_game()
    giant = g.objects[one(g, "Hill Giant")]
    assert not g.objects[one(g, "Grizzly Bears")].tapped
    assert not held(g, giant)  # not in its controller's untap step now


# --- the Zendikons ---------------------------------------------------------------------


def test_zendikon_makes_a_creature_land() -> None:
    me = PlayerSpec(battlefield=(perm("Plains"), perm("Guardian Zendikon", attached_to=(0, 0))))
    g = _game(me)
    land = g.objects[one(g, "Plains")]
    chars = characteristics(g, land)
    assert "creature" in chars.types and "land" in chars.types
    assert "Wall" in chars.subtypes and "Plains" in chars.subtypes
    assert set(chars.colors) == {"W"}
    assert (query.power(g, land), query.toughness(g, land)) == (2, 6)
    assert query.has_keyword(g, land, "defender")


def test_wind_zendikon_flying_and_return_when_it_dies() -> None:
    """The land dies (Lightning Bolt on the 2/2): the land card returns to its owner's hand;
    the Aura goes to the graveyard."""
    me = PlayerSpec(battlefield=(perm("Island"), perm("Wind Zendikon", attached_to=(0, 0))))
    them = PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1))
    g = _game(me, them, active=1)
    land = g.objects[one(g, "Island")]
    assert query.has_keyword(g, land, "flying")
    cast(g, "Lightning Bolt", ((land.id,),))
    resolve(g)
    assert one(g, "Island", "hand")
    assert one(g, "Wind Zendikon", "graveyard")


def test_zendikon_land_still_taps_for_mana_and_is_not_returned_when_bounced() -> None:
    """Only dying returns it: without the Aura the land is an ordinary land again."""
    me = PlayerSpec(battlefield=(perm("Island"), perm("Wind Zendikon", attached_to=(0, 0))))
    g = _game(me)
    zones.move(g, one(g, "Wind Zendikon"), "hand")
    land = g.objects[one(g, "Island")]
    assert not query.is_creature(g, land)


# --- Dragon Whelp -----------------------------------------------------------------------


def _whelp(times: int) -> Game:
    me = PlayerSpec(battlefield=(perm("Dragon Whelp"), *lands("Mountain", 5)))
    g = _game(me)
    for _ in range(times):
        activate(g, "Dragon Whelp")
        resolve(g)
    return g


def test_whelp_three_activations_no_sacrifice() -> None:
    g = _whelp(3)
    whelp = g.objects[one(g, "Dragon Whelp")]
    assert query.power(g, whelp) == 5
    pass_to_step(g, "upkeep", active=1)
    assert one(g, "Dragon Whelp")


def test_whelp_four_activations_sacrificed_at_end_step() -> None:
    g = _whelp(4)
    assert one(g, "Dragon Whelp")  # not yet: at the beginning of the next end step
    pass_to_step(g, "upkeep", active=1)
    assert one(g, "Dragon Whelp", "graveyard")


def test_whelp_five_activations_two_triggers_one_sacrifice() -> None:
    """Ruling: five activations make two delayed triggers; the second finds nothing."""
    g = _whelp(5)
    pass_to_step(g, "upkeep", active=1)
    assert one(g, "Dragon Whelp", "graveyard")


# --- Gomazoa ------------------------------------------------------------------------------

GOMAZOA = card("Gomazoa", "{2}{U}", "Creature — Jellyfish",
               "Defender, flying\n{T}: Put this creature and each creature it's blocking on "
               "top of their owners' libraries, then those players shuffle.", "0/3")


def _gomazoa_blocks() -> Game:
    """Player 1's Hill Giant attacks player 0; Gomazoa blocks it."""
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = game(PlayerSpec(battlefield=(perm("Gomazoa"),)), them, active=1,
             step="beginning_of_combat", extra=(compile_source(GOMAZOA),))
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Hill Giant"), Seat(0)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareBlockers(((one(g, "Gomazoa"), one(g, "Hill Giant")),)))
    return g


def _shuffled(g: Game) -> list[int]:
    return [e.player for e in g.events if isinstance(e, ev.Shuffled)]


def test_gomazoa_record_is_honoured() -> None:
    assert_honoured((GOMAZOA,))


def test_gomazoa_takes_the_attacker_with_it() -> None:
    """Both go into their owners' libraries and both owners shuffle; no combat damage."""
    g = _gomazoa_blocks()
    before = (len(g.players[0].library), len(g.players[1].library))
    while g.pending is not None and (g.pending.kind != "priority" or g.pending.player != 0):
        g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
    assert g.step == "declare_blockers"
    activate(g, "Gomazoa")
    resolve(g)
    assert (len(g.players[0].library), len(g.players[1].library)) == (before[0] + 1,
                                                                     before[1] + 1)
    assert sorted(_shuffled(g)) == [0, 1]
    pass_to_step(g, "main2")
    assert g.players[0].life == 20


def test_gomazoa_alone_when_not_blocking() -> None:
    """Ruling: not blocking, only Gomazoa goes, and only its owner shuffles."""
    g = game(PlayerSpec(battlefield=(perm("Gomazoa"),)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(compile_source(GOMAZOA),))
    activate(g, "Gomazoa")
    resolve(g)
    assert one(g, "Hill Giant")
    assert _shuffled(g) == [0]
    assert any(g.objects[o].name == "Gomazoa" for o in g.players[0].library)


# --- Gryff's Boon: "Return this card from your graveyard to the battlefield attached to
# target creature" (CR 303.4f, 113.6k: the ability works from the graveyard) -------------

BOON = card("Gryff's Boon", "{W}", "Enchantment — Aura",
            "Enchant creature\nEnchanted creature gets +1/+0 and has flying.\n{3}{W}: Return "
            "this card from your graveyard to the battlefield attached to target creature. "
            "Activate only as a sorcery.")


def _boon(them: PlayerSpec | None = None) -> Game:
    me = PlayerSpec(graveyard=("Gryff's Boon",), battlefield=(perm("Grizzly Bears"),
                                                              *lands("Plains", 4)))
    return game(me, them, extra=(compile_source(BOON),))


def _activate_from_graveyard(g: Game, target: int) -> None:
    boon = one(g, "Gryff's Boon", "graveyard")
    index = next(i for i, a in enumerate(g.objects[boon].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility))
    g.apply(ActivateAbility(boon, index, ((target,),)))


def test_boon_record_is_honoured() -> None:
    assert_honoured((BOON,))


def test_boon_returns_attached_to_the_target() -> None:
    g = _boon()
    bears = one(g, "Grizzly Bears")
    _activate_from_graveyard(g, bears)
    resolve(g)
    boon = g.objects[one(g, "Gryff's Boon")]
    assert boon.attached_to == bears
    assert query.power(g, g.objects[bears]) == 3
    assert query.has_keyword(g, g.objects[bears], "flying")


def test_boon_on_an_opponents_creature() -> None:
    """"target creature": any creature; the Aura is still yours."""
    g = _boon(PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant = one(g, "Hill Giant")
    _activate_from_graveyard(g, giant)
    resolve(g)
    boon = g.objects[one(g, "Gryff's Boon")]
    assert boon.attached_to == giant and boon.controller == 0


def test_boon_target_gone_stays_in_the_graveyard() -> None:
    g = _boon()
    bears = one(g, "Grizzly Bears")
    _activate_from_graveyard(g, bears)
    zones.move(g, bears, "graveyard")
    resolve(g)
    assert one(g, "Gryff's Boon", "graveyard")


def test_boon_only_as_a_sorcery() -> None:
    """In the upkeep (not a main phase) it can't be activated (CR 602.5d)."""
    g2 = game(PlayerSpec(graveyard=("Gryff's Boon",),
                         battlefield=(perm("Grizzly Bears"), *lands("Plains", 4))),
              step="upkeep", extra=(compile_source(BOON),))
    with pytest.raises(IllegalActionError):
        _activate_from_graveyard(g2, one(g2, "Grizzly Bears"))
    assert one(g2, "Gryff's Boon", "graveyard")
