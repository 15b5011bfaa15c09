"""Protection (CR 702.16): damage, enchanting/equipping, blocking, targeting (DEBT)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, ids, one, pass_until, perm

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import damage, sba
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import creature, spell

MULTI = ir.ObjectFilter(multicolored=True)
SERPENT = ir.CardDefinition(
    "Test Serpent", card_types=("artifact", "creature"), power=2, toughness=2,
    abilities=(ir.Keyword("reach"), ir.Keyword("trample"),
               ir.Keyword("protection", filter=MULTI)))
GOLD_BOLT = spell("Test Gold Bolt", "{R}{G}", ir.DealDamage(ir.Fixed(3), ir.TargetRef(0)),
                  ir.TargetSpec("any"))
GOLD_BEAR = creature("Test Gold Bear", "{G}{W}", 3, 3)
GOLD_AURA = ir.CardDefinition(
    "Test Gold Aura", card_types=("enchantment",), subtypes=("Aura",), colors=("W", "U"),
    abilities=(ir.Keyword("enchant", filter=ir.ObjectFilter(types_any=("creature",))),))
GOLD_GEAR = ir.CardDefinition("Test Gold Gear", card_types=("artifact",),
                              subtypes=("Equipment",), colors=("B", "R"))
PINGER = ir.CardDefinition(
    "Test Gold Pinger", card_types=("creature",), colors=("U", "R"), power=1, toughness=1,
    abilities=(ir.ActivatedAbility(ir.Cost(), ir.DealDamage(ir.Fixed(1), ir.TargetRef(0)),
                                   targets=(ir.TargetSpec("any"),)),))
EXTRA = (SERPENT, GOLD_BOLT, GOLD_BEAR, GOLD_AURA, GOLD_GEAR, PINGER)
SERPENT_SPEC = perm("Test Serpent")


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None, **kw: object) -> Game:
    return game_at(p0, p1, extra=EXTRA, **kw)  # type: ignore[arg-type]


def test_cant_be_targeted_by_spells_or_abilities_with_the_quality() -> None:
    """CR 702.16b: not a legal target for a multicolored spell, nor for an ability whose
    source is multicolored; a monocolored spell may target it."""
    game = _game(PlayerSpec(hand=("Test Gold Bolt", "Lightning Bolt"),
                            battlefield=(perm("Mountain"),) * 2 + (perm("Forest"),)
                            + (perm("Test Gold Pinger"),)),
                 PlayerSpec(battlefield=(SERPENT_SPEC,)))
    serpent = one(game, "Test Serpent")
    gold, bolt = game.players[0].hand
    pinger = one(game, "Test Gold Pinger")
    legal = game.legal_actions()
    assert not any(isinstance(a, CastSpell) and a.card == gold and a.targets == ((serpent,),)
                   for a in legal)
    assert any(isinstance(a, CastSpell) and a.card == gold and a.targets == ((Seat(1),),)
               for a in legal)
    assert any(isinstance(a, CastSpell) and a.card == bolt and a.targets == ((serpent,),)
               for a in legal)
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(gold, ((serpent,),)))
    from grimoire.rules.actions import ActivateAbility
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(pinger, 0, ((serpent,),)))
    game.apply(CastSpell(bolt, ((serpent,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert not ids(game, "Test Serpent")


def test_damage_from_a_source_with_the_quality_is_prevented() -> None:
    """CR 702.16e: damage from a multicolored source is prevented; other damage isn't."""
    game = _game(PlayerSpec(battlefield=(perm("Test Gold Bear"), perm("Grizzly Bears"))),
                 PlayerSpec(battlefield=(SERPENT_SPEC,)))
    serpent = one(game, "Test Serpent")
    gold = game.objects[one(game, "Test Gold Bear")]
    assert damage.deal_damage(game, gold, serpent, 3) == 0
    assert game.objects[serpent].damage == 0
    bears = game.objects[one(game, "Grizzly Bears")]
    assert damage.deal_damage(game, bears, serpent, 1) == 1


def test_combat_damage_from_a_gold_blocker_is_prevented_and_it_cant_block() -> None:
    """CR 702.16f: an attacking creature with protection can't be blocked by creatures
    with the quality; CR 702.16e: a gold attacker's damage to a protected blocker is
    prevented, while the protected creature deals its damage normally."""
    game = _game(PlayerSpec(battlefield=(SERPENT_SPEC,)),
                 PlayerSpec(battlefield=(perm("Test Gold Bear"),)), step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    serpent, gold = one(game, "Test Serpent"), one(game, "Test Gold Bear")
    game.apply(DeclareAttackers(((serpent, Seat(1)),)))
    assert game.pending is not None
    while game.pending.kind == "priority" and game.step == "declare_attackers":
        game.apply(PassPriority())
    # The only creature can't block the Serpent: no blocker declaration is offered.
    assert game.pending.kind != "declare_blockers"
    assert not game.combat.blocked_by
    game2 = _game(PlayerSpec(battlefield=(perm("Test Gold Bear"),)),
                  PlayerSpec(battlefield=(SERPENT_SPEC,)), step="beginning_of_combat")
    pass_until(game2, "declare_attackers")
    gold, serpent = one(game2, "Test Gold Bear"), one(game2, "Test Serpent")
    game2.apply(DeclareAttackers(((gold, Seat(1)),)))
    pass_until(game2, "declare_blockers")
    game2.apply(DeclareBlockers(((serpent, gold),)))  # it may block a gold creature
    while game2.step != "main2":
        game2.apply(PassPriority())
    assert game2.objects[serpent].damage == 0 and game2.objects[gold].damage == 2


def test_gold_aura_falls_off_gold_equipment_unattaches() -> None:
    """CR 702.16c-d: an Aura with the quality attached to the permanent is put into its
    owner's graveyard, an Equipment with it becomes unattached but stays, as a
    state-based action; on a permanent without protection both stay attached."""
    game = _game(PlayerSpec(battlefield=(
        perm("Test Gold Aura", attached_to=(0, 2)), perm("Test Gold Gear", attached_to=(0, 2)),
        SERPENT_SPEC, perm("Grizzly Bears"),
        perm("Test Gold Aura", attached_to=(0, 3)))))
    serpent, bears = one(game, "Test Serpent"), one(game, "Grizzly Bears")
    gear = one(game, "Test Gold Gear")
    auras = ids(game, "Test Gold Aura")
    assert [game.objects[a].attached_to for a in auras] == [bears]
    assert len(ids(game, "Test Gold Aura", "graveyard")) == 1
    assert game.objects[gear].attached_to is None and gear in game.battlefield
    from grimoire.rules.attachments import attach
    assert not attach(game, gear, serpent)  # CR 702.16d: can't become equipped either
    assert attach(game, gear, bears)
    sba.check(game)
    assert game.objects[gear].attached_to == bears


def test_compiled_stonecoil_serpent_has_protection_from_multicolored() -> None:
    """CR 702.16a: the compiled "protection from multicolored" of the real card is what
    the engine enforces (a gold spell can't target it)."""
    from grimoire.pool import CardPool
    real = CardPool.builtin().get("Stonecoil Serpent")
    game = game_at(PlayerSpec(hand=("Test Gold Bolt",),
                              battlefield=(perm("Mountain"), perm("Forest"))),
                   PlayerSpec(battlefield=(perm("Stonecoil Serpent",
                                                counters=(("+1/+1", 3),)),)),
                   extra=(*EXTRA, real))
    serpent = one(game, "Stonecoil Serpent")
    assert not any(isinstance(a, CastSpell) and (serpent,) in a.targets
                   for a in game.legal_actions())
