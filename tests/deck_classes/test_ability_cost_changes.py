"""Cost increases and reductions of activated abilities (CR 602.2b: activating follows
CR 601.2b-i, the activation cost standing for the mana cost in 601.2f; CR 118.7a): an
ability's own "This ability costs {1} less to activate for each ..." and a static
"Activated abilities of <permanents> cost {N} more/less to activate"."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card, defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Nemesis of Mortals", "{4}{G}{G}", "Creature — Snake",
         "This spell costs {1} less to cast for each creature card in your graveyard.\n"
         "{7}{G}{G}: Monstrosity 5. This ability costs {1} less to activate for each "
         "creature card in your graveyard. (If this creature isn't monstrous, put five "
         "+1/+1 counters on it and it becomes monstrous.)", "5/5"),
    # Oppressive Rays' second line alone (its first, a cost to attack or block, is another
    # class): an Aura whose only ability is the increase
    card("Test Rays", "{W}", "Enchantment — Aura",
         "Enchant creature\nActivated abilities of enchanted creature cost {3} more to "
         "activate."),
    card("Suppression Field", "{1}{W}", "Enchantment",
         "Activated abilities cost {2} more to activate unless they're mana abilities."),
    card("Test Workshop", "{2}", "Artifact",
         "Activated abilities of creatures you control cost {2} less to activate."),
    card("Test Lens", "{1}", "Artifact",
         "{4}, {T}: Draw a card. This ability costs {3} less to activate if you control a "
         "Wizard."),
)}
PYRO = "Prodigal Pyromancer"


def _defs(*names: str) -> list[ir.CardDefinition]:
    out = [compile_source(RECORDS[n]) for n in names]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _all() -> list[ir.CardDefinition]:
    return [*_defs(*RECORDS), *defs(PYRO)]


def _activations(g: Game, name: str) -> list[ActivateAbility]:
    oid = one(g, name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def _untapped(g: Game, name: str) -> int:
    return sum(1 for o in g.objects.values()
               if o.name == name and o.zone == "battlefield" and not o.tapped)


def test_the_texts_compile() -> None:
    """CR 602.2b: the ability's own change rides on the ability; the static is an
    :class:`~grimoire.oracle.ir.AbilityCostChange` whose sources are the enchanted
    creature."""
    nemesis = _defs("Nemesis of Mortals")[0]
    monstrosity = next(a for a in nemesis.abilities if isinstance(a, ir.ActivatedAbility))
    assert monstrosity.cost_change is not None and not monstrosity.cost_change.more
    assert monstrosity.cost_change.per is not None
    rays = _defs("Test Rays")[0].abilities[-1]
    assert isinstance(rays, ir.StaticAbility) and isinstance(rays.effect, ir.AbilityCostChange)
    assert rays.effect.more and rays.effect.generic == 3
    assert rays.effect.sources.attached_to_source
    field = _defs("Suppression Field")[0].abilities[0]
    assert isinstance(field, ir.StaticAbility) and isinstance(field.effect, ir.AbilityCostChange)
    assert field.effect.except_mana


def test_a_change_that_depends_on_targets_is_not_compiled() -> None:
    """"This ability costs {1} less to activate for each color of the creature it targets"
    reads the targets, which nothing compiles: the card stays unsupported (honesty)."""
    blade = compile_source(card(
        "Test Blade", "{1}", "Artifact — Equipment",
        "{3}: Target creature gets +1/+0 until end of turn. This ability costs {1} less to "
        "activate for each color of the creature it targets."))
    assert not ir.is_fully_implemented(blade)


def _nemesis(forests: int, creature_cards: int) -> Game:
    me = PlayerSpec(battlefield=(perm("Nemesis of Mortals"), *lands("Forest", forests)),
                    graveyard=("Grizzly Bears",) * creature_cards)
    return game(me, extra=_all())


def test_own_reduction_counts_creature_cards() -> None:
    """Nemesis of Mortals: {7}{G}{G} less {1} for each creature card in your graveyard
    (CR 601.2f via 602.2b): four cards make it {3}{G}{G}, payable with five Forests; with
    three cards ({4}{G}{G}) five Forests are not enough."""
    assert not _activations(_nemesis(5, 3), "Nemesis of Mortals")
    g = _nemesis(5, 4)
    (action,) = _activations(g, "Nemesis of Mortals")
    g.apply(action)
    assert _untapped(g, "Forest") == 0
    resolve(g)
    nemesis = g.objects[one(g, "Nemesis of Mortals")]
    assert nemesis.counters.get("+1/+1") == 5


def test_own_reduction_never_reduces_colored_mana() -> None:
    """Ruling (2013-09-15): the reduction can't reduce the colored requirement: with nine
    creature cards the ability still costs {G}{G} (CR 118.7a), so one Forest can't pay."""
    assert not _activations(_nemesis(1, 9), "Nemesis of Mortals")
    g = _nemesis(2, 9)
    g.apply(_activations(g, "Nemesis of Mortals")[0])
    assert _untapped(g, "Forest") == 0


def test_own_conditional_reduction() -> None:
    """"This ability costs {3} less to activate if you control a Wizard": {4} with no
    Wizard, {1} with Prodigal Pyromancer (a Human Wizard) on the battlefield."""
    me = PlayerSpec(battlefield=(perm("Test Lens"), *lands("Forest", 1)))
    assert not _activations(game(me, extra=_all()), "Test Lens")
    me = PlayerSpec(battlefield=(perm("Test Lens"), perm(PYRO), *lands("Forest", 1)))
    g = game(me, extra=_all())
    g.apply(_activations(g, "Test Lens")[0])
    assert _untapped(g, "Forest") == 0


def _rays(enchanted: str, forests: int, *, more: tuple[str, ...] = ()) -> Game:
    battlefield = (perm(enchanted), perm("Test Rays", attached_to=(0, 0)),
                   *(perm(n) for n in more), *lands("Forest", forests))
    return game(PlayerSpec(battlefield=battlefield, hand=("Giant Spider",)), extra=_all())


def test_enchanted_creatures_ability_costs_three_more() -> None:
    """Oppressive Rays' increase: the Pyromancer's "{T}: 1 damage" costs {3} and {T}; with
    two Forests it can't be activated, with three it is and taps them (CR 602.2b)."""
    g = _rays(PYRO, 2)
    assert not _activations(g, PYRO)
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(one(g, PYRO), 0, targets=((Seat(1),),)))
    g = _rays(PYRO, 3)
    g.apply(ActivateAbility(one(g, PYRO), 0, targets=((Seat(1),),)))
    assert _untapped(g, "Forest") == 0
    resolve(g)
    assert g.players[1].life == 19


def test_only_the_enchanted_creature() -> None:
    """Another Pyromancer, not enchanted, still activates for {T} alone."""
    g = _rays("Grizzly Bears", 0, more=(PYRO,))
    assert _activations(g, PYRO)


def test_destroying_the_aura_ends_the_increase() -> None:
    """The increase is a static ability of the Aura: once Naturalize destroys it, the
    Pyromancer's ability costs {T} alone again (CR 611.3a, 602.2b)."""
    battlefield = (perm(PYRO), perm("Test Rays", attached_to=(0, 0)), *lands("Forest", 2))
    g = game(PlayerSpec(battlefield=battlefield, hand=("Naturalize",)), extra=_all())
    assert not _activations(g, PYRO)
    g.apply(CastSpell(one(g, "Naturalize", "hand"), targets=((one(g, "Test Rays"),),)))
    resolve(g)
    assert _activations(g, PYRO)


def test_mana_ability_increase_and_the_payment_planner() -> None:
    """CR 605.1a: a mana ability is an activated ability, so the increase applies to the
    enchanted Llanowar Elves' "{T}: Add {G}": it is not used to pay for Giant Spider ({3}{G})
    with three Forests (the Elves' {G} would cost {3} more); at priority it can still be
    activated by paying {3} (CR 605.3a)."""
    g = _rays("Llanowar Elves", 3)
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g.apply(ActivateAbility(one(g, "Llanowar Elves"), 0))
    assert _untapped(g, "Forest") == 0
    assert g.players[0].pool[4] == 1  # {G} (WUBRGC order)


def test_unless_mana_abilities() -> None:
    """Suppression Field: {2} more for every activated ability except mana abilities: the
    Pyromancer needs {2}, Llanowar Elves still pays for Giant Spider with three Forests."""
    me = PlayerSpec(battlefield=(perm(PYRO), perm("Suppression Field"),
                                 *lands("Forest", 1)))
    assert not _activations(game(me, extra=_all()), PYRO)
    me = PlayerSpec(battlefield=(perm("Llanowar Elves"), perm("Suppression Field"),
                                 *lands("Forest", 3)), hand=("Giant Spider",))
    g = game(me, extra=_all())
    assert [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def test_an_opponents_field_taxes_you_too() -> None:
    """"Activated abilities cost {2} more" names no controller: the opponent's Field taxes
    your abilities as well."""
    me = PlayerSpec(battlefield=(perm(PYRO), *lands("Forest", 1)))
    them = PlayerSpec(battlefield=(perm("Suppression Field"),))
    assert not _activations(game(me, them, extra=_all()), PYRO)
    me = PlayerSpec(battlefield=(perm(PYRO), *lands("Forest", 2)))
    assert _activations(game(me, them, extra=_all()), PYRO)


def test_increase_and_reduction_together() -> None:
    """CR 601.2f: the total cost is the activation cost plus increases minus reductions: the
    Aura's {3} more and "creatures you control cost {2} less" make the Pyromancer's ability
    cost {1}; the reduction alone can't take off more than the generic mana there is."""
    g = _rays(PYRO, 0, more=("Test Workshop",))
    assert not _activations(g, PYRO)
    g = _rays(PYRO, 1, more=("Test Workshop",))
    g.apply(ActivateAbility(one(g, PYRO), 0, targets=((Seat(1),),)))
    assert _untapped(g, "Forest") == 0
    me = PlayerSpec(battlefield=(perm(PYRO), perm("Test Workshop")))
    assert _activations(game(me, extra=_all()), PYRO)  # {T} only: nothing to reduce
