"""A granted ability that names its source means the granting object (CR 201.5a)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with
from tests.resolution._cards import definitions

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import sba
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _granted_index(g: Game, oid: int, nth: int = 0) -> int:
    """The index of the ``nth`` granted activated ability of ``oid``."""
    abilities = g.objects[oid].info.card.abilities
    found = [i for i, a in enumerate(abilities) if isinstance(a, ir.ActivatedAbility)
             and any(isinstance(n, ir.GrantingSource) for n in ir.iter_nodes(a))]
    return found[nth]


def _damage(g: Game) -> list[ev.DamageDealt]:
    return [e for e in g.events if isinstance(e, ev.DamageDealt)]


def test_ninjas_kunai_sacrifices_itself_and_deals_the_damage() -> None:
    """CR 201.5a: "Sacrifice Ninja's Kunai: Ninja's Kunai deals 3 damage" granted to the
    equipped creature sacrifices the Equipment (the creature stays) and the Equipment is
    the source of the damage."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Ninja's Kunai", attached_to=(0, 0)),
                                     *lands("Swamp", 1))),
             extra=definitions("Ninja's Kunai"))
    sba.check(g)
    bears, kunai = one(g, "Grizzly Bears"), one(g, "Ninja's Kunai")
    g.apply(ActivateAbility(bears, _granted_index(g, bears), ((Seat(1),),)))
    assert one(g, "Ninja's Kunai", "graveyard") and one(g, "Grizzly Bears")
    assert g.objects[bears].tapped
    resolve(g)
    assert g.players[1].life == 17
    hit = _damage(g)[-1]
    assert hit.source == kunai and hit.source_name == "Ninja's Kunai"


def test_blazing_torch_is_the_damage_source() -> None:
    """CR 201.5a: Blazing Torch's granted ability sacrifices the Torch; the Torch (not the
    creature, whose lifelink would otherwise apply) deals the 2 damage."""
    g = game(PlayerSpec(battlefield=(perm("Vampire Nighthawk"),
                                     perm("Blazing Torch", attached_to=(0, 0)))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             extra=definitions("Blazing Torch"))
    sba.check(g)
    hawk, torch = one(g, "Vampire Nighthawk"), one(g, "Blazing Torch")
    g.apply(ActivateAbility(hawk, _granted_index(g, hawk), ((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard") and one(g, "Blazing Torch", "graveyard")
    assert one(g, "Vampire Nighthawk")
    assert _damage(g)[-1].source == torch
    assert g.players[0].life == 20  # no lifelink: the Torch dealt it


def test_two_kunai_each_sacrifice_only_themselves() -> None:
    """CR 201.5a: each Kunai's granted ability names that Kunai: with two on one creature,
    using one sacrifices that one and leaves the other."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Ninja's Kunai", attached_to=(0, 0)),
                                     perm("Ninja's Kunai", attached_to=(0, 0)),
                                     *lands("Swamp", 1))),
             extra=definitions("Ninja's Kunai"))
    sba.check(g)
    bears = one(g, "Grizzly Bears")
    kunais = [o.id for o in g.objects.values() if o.name == "Ninja's Kunai"]
    index = _granted_index(g, bears, 1)
    ability = g.objects[bears].info.card.abilities[index]
    assert isinstance(ability, ir.ActivatedAbility)
    named = {n.oid for n in ir.iter_nodes(ability) if isinstance(n, ir.GrantingSource)}
    assert len(named) == 1 and named <= set(kunais)
    g.apply(ActivateAbility(bears, index, ((Seat(1),),)))
    resolve(g)
    left = [o.id for o in g.objects.values()
            if o.name == "Ninja's Kunai" and o.zone == "battlefield"]
    assert left == [k for k in kunais if k not in named]
    assert g.players[1].life == 17


def test_sunfire_torch_sacrifices_the_torch_not_the_attacker() -> None:
    """CR 201.5a: "Whenever this creature attacks, you may sacrifice Sunfire Torch. When you
    do, this creature deals 2 damage to any target": "this creature" is the equipped
    creature, "Sunfire Torch" the Equipment; the creature survives and deals the damage."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Sunfire Torch", attached_to=(0, 0)))),
             extra=definitions("Sunfire Torch"))
    sba.check(g)
    bears = one(g, "Grizzly Bears")
    attack_with(g, bears)
    resolve(g, [Choose(True)])  # yes, sacrifice; then the reflexive trigger's target
    assert one(g, "Sunfire Torch", "graveyard")
    assert g.objects[bears].zone == "battlefield"
    assert any(e.source == bears and e.amount == 2 and not e.combat for e in _damage(g))


def test_sunfire_torch_declined_keeps_the_torch() -> None:
    """A "may" declined: the Torch stays attached and no damage is dealt (CR 603.12: the
    reflexive trigger happens only if you do)."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Sunfire Torch", attached_to=(0, 0)))),
             extra=definitions("Sunfire Torch"))
    sba.check(g)
    bears = one(g, "Grizzly Bears")
    attack_with(g, bears)
    resolve(g, [Choose(False)])
    assert one(g, "Sunfire Torch")
    assert not [e for e in _damage(g) if not e.combat]


def test_archery_training_counts_the_arrow_counters_on_the_aura() -> None:
    """CR 201.5a: "the number of arrow counters on Archery Training" in the ability it
    grants counts the counters on the Aura (two), not on the creature; the creature deals
    the damage to the attacking creature."""
    g = game(PlayerSpec(battlefield=(perm("Craw Wurm"),)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Archery Training", attached_to=(1, 0),
                                          counters=(("arrow", 2),)))),
             extra=definitions("Archery Training"))
    sba.check(g)
    wurm, bears = one(g, "Craw Wurm"), one(g, "Grizzly Bears")
    attack_with(g, wurm)
    g.apply(PassPriority())  # the attacker passes; the defender activates
    g.apply(ActivateAbility(bears, _granted_index(g, bears), ((wurm,),)))
    resolve(g, [])
    hit = [e for e in _damage(g) if not e.combat]
    assert [(e.source, e.target, e.amount) for e in hit] == [(bears, wurm, 2)]
