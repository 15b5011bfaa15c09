"""Effect resolvers (CR 608.2c): one per IR type, each doing what its node says."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.core.mana import ManaCost
from grimoire.effects import missing_resolvers
from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import spell

CREATURE = ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",)))


def test_every_effect_type_has_a_resolver() -> None:
    """DESIGN principle 2: every type in ir.EFFECT_TYPES has exactly one resolver."""
    assert missing_resolvers() == []


def _cast_and_resolve(card: ir.CardDefinition, p0: PlayerSpec, p1: PlayerSpec,
                      targets: tuple[tuple[object, ...], ...] = (), modes: tuple[int, ...] = (),
                      name: str = "") -> object:
    game = game_at(p0, p1, extra=(card,))
    spell_id = one(game, card.name, "hand")
    resolved_targets = tuple(tuple(t(game) if callable(t) else t for t in group)
                             for group in targets)
    game.apply(CastSpell(spell_id, resolved_targets, modes))  # type: ignore[arg-type]
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    return game


def test_modal_spell_chooses_modes_on_casting() -> None:
    """CR 700.2a: modes are chosen as the spell is put on the stack; each mode's targets."""
    card = spell("Charm", "{R}", ir.Modal((
        ir.Mode(ir.DealDamage(ir.Fixed(2), ir.TargetRef(0)), (ir.TargetSpec("player"),)),
        ir.Mode(ir.Destroy(ir.TargetRef(0)), (CREATURE,)))))
    p0 = PlayerSpec(hand=("Charm",), battlefield=(perm("Mountain"),))
    game = _cast_and_resolve(card, p0, PlayerSpec(battlefield=(perm("Hill Giant"),)),
                             targets=((lambda g: one(g, "Hill Giant"),),), modes=(1,))
    assert not ids(game, "Hill Giant")  # type: ignore[arg-type]
    assert game.players[1].life == 20  # type: ignore[attr-defined]


def test_for_each_player_and_sacrifice_choice() -> None:
    """CR 701.17a: each player sacrifices a creature of their choice."""
    card = spell("Edict", "{B}", ir.ForEach(ir.EachPlayer(), ir.SacrificePermanents(
        ir.You(), ir.ObjectFilter(types_any=("creature",)))), kind="sorcery")
    game = game_at(PlayerSpec(hand=("Edict",), battlefield=(perm("Swamp"), perm("Hill Giant"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Typhoid Rats"))),
                   extra=(card,))
    game.apply(CastSpell(one(game, "Edict", "hand")))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_objects"
    assert game.pending.player == 1
    game.apply(Choose((one(game, "Typhoid Rats"),)))
    assert not ids(game, "Hill Giant") and ids(game, "Grizzly Bears")


def test_counterspell_and_tokens_and_counters() -> None:
    """CR 701.5a counter; CR 111.2 tokens; CR 122 counters."""
    cancel = spell("Cancel", "{U}", ir.CounterSpell(ir.TargetRef(0)),
                   ir.TargetSpec("object", ir.ObjectFilter(is_spell=True)))
    soldier = ir.TokenSpec("Soldier", ("creature",), ("Soldier",), (), ("W",), 1, 1)
    alarm = spell("Alarm", "{W}", ir.Sequence((
        ir.CreateTokens(ir.Fixed(2), soldier, bind="made"),
        ir.PutCounters("+1/+1", ir.Fixed(1), ir.Bound("made")))))
    game = game_at(PlayerSpec(hand=("Alarm",), battlefield=(perm("Plains"),)),
                   PlayerSpec(hand=("Cancel",), battlefield=(perm("Island"),)),
                   extra=(cancel, alarm), step="main1")
    game.apply(CastSpell(one(game, "Alarm", "hand")))
    game.apply(PassPriority())
    spell_id = game.stack[-1]
    game.apply(CastSpell(one(game, "Cancel", "hand"), ((spell_id,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert not game.stack and not ids(game, "Soldier")
    game2 = game_at(PlayerSpec(hand=("Alarm",), battlefield=(perm("Plains"),)), extra=(alarm,))
    game2.apply(CastSpell(one(game2, "Alarm", "hand")))
    game2.apply(PassPriority())
    game2.apply(PassPriority())
    soldiers = ids(game2, "Soldier")
    assert len(soldiers) == 2 and all(game2.objects[s].counter("+1/+1") == 1 for s in soldiers)


def test_pump_wears_off_and_fight() -> None:
    """CR 611.2 until end of turn; CR 514.2 it ends in cleanup; CR 701.14 fight."""
    brawl = spell("Brawl", "{G}", ir.Fight(ir.TargetRef(0), ir.TargetRef(1)), CREATURE,
                  ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",),
                                                          controller="opponent")))
    game = game_at(PlayerSpec(hand=("Giant Growth", "Brawl"),
                              battlefield=(perm("Forest"), perm("Forest"),
                                           perm("Grizzly Bears"))),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(brawl,))
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Giant Growth", "hand"), ((bears,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Brawl", "hand"), ((bears,), (giant,))))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert game.objects[bears].damage == 3
    while game.step != "cleanup" and game.turn == 3:
        if game.pending is not None and game.pending.kind == "declare_attackers":
            game.apply(DeclareAttackers(()))
        else:
            game.apply(PassPriority())
    from grimoire.rules import continuous
    assert not continuous.touching(game, bears)  # CR 514.2: the +3/+3 ended


def test_unless_pays_and_draw_and_life() -> None:
    """CR 118.12a "unless pays"; CR 121 draw; CR 119.3 life."""
    tax = spell("Tax", "{U}", ir.UnlessPays(ir.LoseLife(ir.Fixed(5), ir.EachOpponent()),
                                            ir.Cost(ManaCost.parse("{1}")), ir.EachOpponent()))
    game = game_at(PlayerSpec(hand=("Tax",), battlefield=(perm("Island"),)),
                   PlayerSpec(battlefield=(perm("Forest"),)), extra=(tax,))
    game.apply(CastSpell(one(game, "Tax", "hand")))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "yes_no"
    assert game.pending.player == 1
    game.apply(Choose(True))
    assert game.players[1].life == 20 and game.objects[one(game, "Forest")].tapped
    assert Seat(1) == Seat(1)


def test_copy_spell_and_end_the_turn() -> None:
    """CR 707.10 a copy of a spell isn't cast; CR 721.1 ending the turn exiles the stack."""
    twin = spell("Twin", "{U}", ir.CopySpell(ir.TargetRef(0)),
                 ir.TargetSpec("object", ir.ObjectFilter(is_spell=True)))
    stop = spell("Stop", "{U}", ir.EndTheTurn())
    game = game_at(PlayerSpec(hand=("Lightning Bolt", "Twin"), battlefield=(
        perm("Mountain"), perm("Island"))), extra=(twin, stop))
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), ((Seat(1),),)))
    bolt = game.stack[-1]
    game.apply(CastSpell(one(game, "Twin", "hand"), ((bolt,),)))
    while game.stack:
        game.apply(PassPriority())
    assert game.players[1].life == 14  # the copy and the original
    ender = game_at(PlayerSpec(hand=("Lightning Bolt", "Stop"), battlefield=(
        perm("Mountain"), perm("Island"))), extra=(stop,))
    ender.apply(CastSpell(one(ender, "Lightning Bolt", "hand"), ((Seat(1),),)))
    ender.apply(CastSpell(one(ender, "Stop", "hand")))
    ender.apply(PassPriority())
    ender.apply(PassPriority())
    assert not ender.stack and ender.players[1].life == 20
    assert ender.turn == 4 or ender.step == "cleanup"
