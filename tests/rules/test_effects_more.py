"""Longer-lasting effects: control, regeneration, prevention, permissions, turns."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import spell

CREATURE = ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",)))
THREATEN = spell("Threaten", "{R}", ir.GainControl(ir.TargetRef(0), duration="end_of_turn"),
                 CREATURE, kind="sorcery")
REGROW = spell("Regrow", "{G}", ir.Regenerate(ir.TargetRef(0)), CREATURE)
FOG = spell("Fog", "{G}", ir.PreventDamage(combat_only=True))
EXPLORE = spell("Look Ahead", "{G}", ir.MayPlay(ir.TopCards(ir.Fixed(1))), kind="sorcery")
SKIP = spell("Time Skip", "{U}", ir.SkipNextTurn(ir.EachOpponent()), kind="sorcery")


def _resolve(game: Game) -> None:
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def test_gain_control_until_end_of_turn() -> None:
    """CR 613.1b control; CR 514.2 it ends in the cleanup step; CR 302.6 sickness."""
    game = game_at(PlayerSpec(hand=("Threaten",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(THREATEN,))
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Threaten", "hand"), ((giant,),)))
    _resolve(game)
    assert game.objects[giant].controller == 0 and game.objects[giant].sick
    while game.turn == 3:
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else DeclareAttackers(()))
    assert game.objects[giant].controller == 1


def test_regeneration_replaces_destruction() -> None:
    """CR 701.15a: the next time it would be destroyed, tap it and remove its damage."""
    game = game_at(PlayerSpec(hand=("Regrow", "Lightning Bolt"), battlefield=(
        perm("Forest"), perm("Mountain"), perm("Hill Giant"))), extra=(REGROW,))
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Regrow", "hand"), ((giant,),)))
    _resolve(game)
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), ((giant,),)))
    _resolve(game)
    obj = game.objects[giant]
    assert ids(game, "Hill Giant") and obj.tapped and obj.damage == 0


def test_fog_prevents_combat_damage_only() -> None:
    """CR 615.1: prevention of combat damage this turn."""
    game = game_at(PlayerSpec(battlefield=(perm("Hill Giant"),)),
                   PlayerSpec(hand=("Fog",), battlefield=(perm("Forest"),)),
                   step="beginning_of_combat", extra=(FOG,))
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Fog", "hand")))
    _resolve(game)
    while game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Hill Giant"), Seat(1)),)))
    while game.step != "end_of_combat":
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert game.players[1].life == 20


def test_may_play_the_top_card_this_turn() -> None:
    """MayPlay: a permission to play a card from where it is (CR 305.1 timing applies)."""
    game = game_at(PlayerSpec(library=("Forest", "Island"), hand=("Look Ahead",),
                              battlefield=(perm("Forest"),)), extra=(EXPLORE,))
    game.apply(CastSpell(one(game, "Look Ahead", "hand")))
    _resolve(game)
    top = game.players[0].library[-1]
    assert PlayLand(top) in game.legal_actions()
    game.apply(PlayLand(top))
    assert len(ids(game, "Forest")) == 2


def test_skip_next_turn() -> None:
    """CR 500.11: a skipped turn doesn't happen."""
    game = game_at(PlayerSpec(hand=("Time Skip",), battlefield=(perm("Island"),)),
                   extra=(SKIP,))
    game.apply(CastSpell(one(game, "Time Skip", "hand")))
    _resolve(game)
    while game.turn == 3:
        game.apply(PassPriority())
    assert game.turn == 4 and game.active == 0
