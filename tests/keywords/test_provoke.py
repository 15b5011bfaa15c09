"""Provoke in real games (CR 702.39; grimoire.oracle.creature_keywords._provoke).

Expectations from CR 702.39a ("Whenever this creature attacks, you may have target creature
defending player controls untap and block this creature this combat if able"), 702.39b
(each instance triggers separately), CR 509.1c (a blocking requirement obeyed only if able:
a creature that can't block isn't forced) and CR 511.3 ("this combat": a later combat of
the same turn is free of it)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, one
from tests.ir_completeness._game import card
from tests.unsets._util import pass_until

from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import Choose, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

GRAPPLER = card("Grappler Test", "Creature — Goblin",
                "Provoke (Whenever this creature attacks, you may have target creature "
                "defending player controls untap and block it if able.)", "1", "1",
                mana_cost="{R}")
WALL = card("Wall Test", "Creature — Wall", "Defender", "0", "4", mana_cost="{W}")
BEAR = card("Bear Test", "Creature — Bear", "", "2", "2", mana_cost="{G}")


def _attack(provoke: bool, tapped: bool = True) -> tuple[Game, int, int]:
    """Grappler attacks; its trigger targets Bob's tapped Wall; answered ``provoke``."""
    g = game(PlayerSpec(battlefield=(PermanentSpec("Grappler Test"),)),
             PlayerSpec(battlefield=(PermanentSpec("Wall Test", tapped=tapped),
                                     PermanentSpec("Bear Test"))),
             step="upkeep", extra=(GRAPPLER, WALL, BEAR))
    grappler, wall = one(g, "Grappler Test"), one(g, "Wall Test")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((grappler, Seat(1)),)))
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((wall,),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "yes_no")
    g.apply(Choose(provoke))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    return g, grappler, wall


def test_the_block_requirement_lasts_this_combat() -> None:
    """CR 702.39a "this combat", CR 511.3: the requirement ends with this combat."""
    trigger = next(a for a in GRAPPLER.abilities if isinstance(a, ir.TriggeredAbility))
    assert isinstance(trigger.effect, ir.MayDo) and isinstance(trigger.effect.effect,
                                                                ir.Sequence)
    must = trigger.effect.effect.steps[1]
    assert isinstance(must, ir.MustBlock) and must.this_combat


def test_provoked_creature_untaps_and_must_block() -> None:
    """CR 702.39a: the tapped Wall untaps and must block the Grappler: not blocking, or
    blocking with the Bear alone, is refused; the Wall blocking is accepted."""
    g, grappler, wall = _attack(True)
    assert not g.objects[wall].tapped
    bear = one(g, "Bear Test")
    with pytest.raises(GrimoireError):
        g.apply(DeclareBlockers(()))
    with pytest.raises(GrimoireError):
        g.apply(DeclareBlockers(((bear, grappler),)))
    g.apply(DeclareBlockers(((wall, grappler),)))
    assert g.players[1].life == 20


def test_declined_nothing_happens() -> None:
    """CR 702.39a "you may": declined, the Wall stays tapped and nothing must block."""
    g, _, wall = _attack(False)
    assert g.objects[wall].tapped
    g.apply(DeclareBlockers(()))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 19


def test_target_gone_before_resolution() -> None:
    """CR 608.2b: the target left the battlefield before the trigger resolved: the ability
    does nothing and nothing must block."""
    g = game(PlayerSpec(battlefield=(PermanentSpec("Grappler Test"),)),
             PlayerSpec(battlefield=(PermanentSpec("Wall Test", tapped=True),)),
             step="upkeep", extra=(GRAPPLER, WALL, BEAR))
    grappler, wall = one(g, "Grappler Test"), one(g, "Wall Test")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((grappler, Seat(1)),)))
    if g.pending is not None and g.pending.kind == "trigger_targets":
        g.apply(Choose(((wall,),)))
    assert g.stack  # the trigger, targeting the Wall
    zones.move(g, wall, "graveyard")  # (as if destroyed in response)
    asked: list[str] = []
    pass_until(g, lambda g: asked.append(g.pending.kind) is not None  # type: ignore[union-attr]
               or g.step == "main2")
    assert "yes_no" not in asked  # the trigger did nothing (CR 608.2b): no "may" asked
    assert g.players[1].life == 19
