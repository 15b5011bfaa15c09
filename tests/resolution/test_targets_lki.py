"""Targets are checked once and remembered (CR 608.2b); later instructions use the chosen
objects, the object an earlier instruction moved to a public zone (CR 400.7j), and last
known information (CR 608.2h)."""

from __future__ import annotations

from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with
from tests.resolution._cards import definitions

from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.position import PlayerSpec


def test_act_of_aggression_untaps_and_hastes_the_stolen_creature() -> None:
    """CR 608.2b: "target creature an opponent controls" is checked as the spell starts to
    resolve; after "gain control" the creature is no longer an opponent's, yet "untap that
    creature" and "it gains haste" still apply to it."""
    g = game(PlayerSpec(hand=("Act of Aggression",), battlefield=lands("Mountain", 5)),
             PlayerSpec(battlefield=(perm("Craw Wurm", tapped=True),)),
             extra=definitions("Act of Aggression"))
    wurm = one(g, "Craw Wurm")
    cast(g, "Act of Aggression", targets=((wurm,),))
    resolve(g)
    obj = g.objects[wurm]
    assert obj.controller == 0 and not obj.tapped
    assert query.has_keyword(g, obj, "haste")


def test_captivating_crew_untaps_and_hastes_the_stolen_creature() -> None:
    """CR 608.2b: the same for an activated ability (Captivating Crew)."""
    g = game(PlayerSpec(battlefield=(perm("Captivating Crew"), *lands("Mountain", 4))),
             PlayerSpec(battlefield=(perm("Craw Wurm", tapped=True),)),
             extra=definitions("Captivating Crew"))
    wurm = one(g, "Craw Wurm")
    activate(g, "Captivating Crew", targets=((wurm,),))
    resolve(g)
    obj = g.objects[wurm]
    assert obj.controller == 0 and not obj.tapped and query.has_keyword(g, obj, "haste")


def test_reanimate_costs_life_equal_to_the_mana_value() -> None:
    """CR 608.2h: "its mana value" reads the card after Reanimate moved it (Craw Wurm,
    mana value 6)."""
    g = game(PlayerSpec(hand=("Reanimate",), battlefield=lands("Swamp", 1)),
             PlayerSpec(graveyard=("Craw Wurm",)), extra=definitions("Reanimate"))
    card = one(g, "Craw Wurm", "graveyard")
    cast(g, "Reanimate", targets=((card,),))
    resolve(g)
    assert g.objects[one(g, "Craw Wurm")].controller == 0
    assert g.players[0].life == 14


def test_miraculous_recovery_puts_the_counter_on_the_returned_creature() -> None:
    """CR 400.7j: "put a +1/+1 counter on it" finds the creature the spell returned."""
    g = game(PlayerSpec(hand=("Miraculous Recovery",), battlefield=lands("Plains", 5),
                        graveyard=("Grizzly Bears",)),
             extra=definitions("Miraculous Recovery"))
    cast(g, "Miraculous Recovery", targets=((one(g, "Grizzly Bears", "graveyard"),),))
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.counters.get("+1/+1") == 1


def test_condemn_gains_life_from_the_last_known_toughness() -> None:
    """CR 608.2h: the creature went to a hidden zone; its controller gains life equal to
    its toughness as it last existed (Craw Wurm, 4)."""
    g = game(PlayerSpec(battlefield=(perm("Craw Wurm"),)),
             PlayerSpec(hand=("Condemn",), battlefield=lands("Plains", 1)),
             extra=definitions("Condemn"))
    wurm = one(g, "Craw Wurm")
    attack_with(g, wurm)
    g.apply(PassPriority())  # the attacker passes; the defender casts Condemn
    g.apply(CastSpell(one(g, "Condemn", "hand"), targets=((wurm,),)))
    resolve(g)
    assert g.players[0].life == 24
    assert g.players[0].library[0] == max(g.players[0].library[:1])
    assert g.objects[g.players[0].library[0]].name == "Craw Wurm"


def test_sever_soul_and_vendetta_use_the_destroyed_creatures_toughness() -> None:
    """CR 608.2h: after "destroy", "its toughness" is the last known toughness."""
    g = game(PlayerSpec(hand=("Sever Soul", "Vendetta"), battlefield=lands("Swamp", 6)),
             PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Grizzly Bears"))),
             extra=definitions("Sever Soul", "Vendetta"))
    cast(g, "Sever Soul", targets=((one(g, "Craw Wurm"),),))
    resolve(g)
    assert g.players[0].life == 24
    cast(g, "Vendetta", targets=((one(g, "Grizzly Bears"),),))
    resolve(g)
    assert g.players[0].life == 22


def test_spell_swindle_makes_treasures_for_the_countered_spell() -> None:
    """CR 608.2h: "that spell's mana value" is read from the countered spell."""
    g = game(PlayerSpec(hand=("Craw Wurm",), battlefield=lands("Forest", 6)),
             PlayerSpec(hand=("Spell Swindle",), battlefield=lands("Island", 5)),
             extra=definitions("Spell Swindle"))
    cast(g, "Craw Wurm")
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Spell Swindle", "hand"),
                      targets=((one(g, "Craw Wurm", "stack"),),)))
    resolve(g)
    assert one(g, "Craw Wurm", "graveyard")
    treasures = [o for o in g.objects.values() if o.name == "Treasure" and o.zone == "battlefield"]
    assert len(treasures) == 6 and all(t.controller == 1 for t in treasures)


def test_draining_whelk_gets_counters_for_the_countered_spell() -> None:
    """CR 608.2h: Draining Whelk's enters trigger counters the spell, then puts X +1/+1
    counters on itself, X the countered spell's mana value."""
    g = game(PlayerSpec(hand=("Craw Wurm",), battlefield=lands("Forest", 6)),
             PlayerSpec(hand=("Draining Whelk",), battlefield=lands("Island", 6)),
             extra=definitions("Draining Whelk"))
    cast(g, "Craw Wurm")
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Draining Whelk", "hand")))
    resolve(g, [])
    whelk = g.objects[one(g, "Draining Whelk")]
    assert one(g, "Craw Wurm", "graveyard")
    assert whelk.counters.get("+1/+1") == 6


def test_spiteful_shadows_deals_damage_after_its_creature_died() -> None:
    """CR 608.2h: lethal damage kills the enchanted creature (and the Aura goes too)
    before the trigger resolves; "it deals that much damage to its controller" uses the
    creature's last known information."""
    g = game(PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Spiteful Shadows", attached_to=(1, 0)))),
             extra=definitions("Spiteful Shadows"))
    cast(g, "Lightning Bolt", targets=((one(g, "Grizzly Bears"),),))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    assert g.players[1].life == 17


def test_a_target_gone_before_a_later_instruction_is_not_affected() -> None:
    """CR 608.2b, 400.7: an instruction never finds a target that left its zone by other
    means than this effect: Miraculous Recovery whose card was exiled in response does
    nothing (no counter on anything, nothing returned)."""
    g = game(PlayerSpec(hand=("Miraculous Recovery",), battlefield=lands("Plains", 5),
                        graveyard=("Grizzly Bears",)),
             extra=definitions("Miraculous Recovery"))
    card = one(g, "Grizzly Bears", "graveyard")
    cast(g, "Miraculous Recovery", targets=((card,),))
    zones.move(g, card, "exile")
    resolve(g)
    assert not [o for o in g.objects.values() if o.zone == "battlefield" and o.counters]
    assert one(g, "Grizzly Bears", "exile")
