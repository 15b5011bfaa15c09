"""Toxic in a real game (CR 702.164c; grimoire.rules.damage)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.keywords._cards import definitions
from tests.unsets._util import pass_until

from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Bilious Skulldweller")


def test_toxic_combat_damage_gives_poison_besides_the_damage() -> None:
    """CR 702.164c: combat damage to a player by a creature with toxic 1 also gives one
    poison counter; noncombat damage by it (none here) and damage by others give none."""
    g = game(PlayerSpec(battlefield=(perm("Bilious Skulldweller"),)), extra=EXTRA)
    dweller = one(g, "Bilious Skulldweller")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((dweller, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 19
    assert g.players[1].counters.get("poison", 0) == 1


def test_toxic_not_from_noncombat_damage() -> None:
    """CR 702.164c is about combat damage only: Shock from a player gives no poison even
    with a toxic creature around."""
    g = game(PlayerSpec(hand=("Shock",), battlefield=(perm("Bilious Skulldweller"),
                                                     *lands("Mountain", 1))), extra=EXTRA)
    g.apply(CastSpell(one(g, "Shock", "hand"), ((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18
    assert g.players[1].counters.get("poison", 0) == 0
