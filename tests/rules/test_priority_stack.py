"""Priority and the stack (CR 117, 405, 608)."""

from __future__ import annotations

from tests.rules.helpers import game_at, one, perm

from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_caster_keeps_priority_then_opponent_gets_it() -> None:
    """CR 117.3c: after casting, the caster receives priority; CR 117.3d then passing."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)))
    bolt = game.players[0].hand[0]
    game.apply(CastSpell(bolt, ((Seat(1),),)))
    assert game.pending is not None and game.pending.player == 0
    game.apply(PassPriority())
    assert game.pending.player == 1 and game.stack


def test_last_in_first_out() -> None:
    """CR 405.5: the top (last-added) object resolves first."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)))
    game.apply(CastSpell(game.players[0].hand[0], ((Seat(1),),)))
    game.apply(PassPriority())
    their_bolt = next(iter(game.players[1].hand))
    game.apply(CastSpell(their_bolt, ((Seat(0),),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    damage = [e for e in game.events if isinstance(e, ev.DamageDealt)]
    assert [d.target for d in damage] == [-1]  # player 0 hit first
    game.apply(PassPriority())
    game.apply(PassPriority())
    damage = [e for e in game.events if isinstance(e, ev.DamageDealt)]
    assert [d.target for d in damage] == [-1, -2]
    assert game.players[0].life == 17 and game.players[1].life == 17


def test_all_targets_illegal_does_nothing() -> None:
    """CR 608.2b: a spell whose every target is illegal doesn't resolve."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"),
                              battlefield=(perm("Mountain"), perm("Mountain"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = one(game, "Grizzly Bears")
    first, second = game.players[0].hand
    game.apply(CastSpell(first, ((bears,),)))
    game.apply(CastSpell(second, ((bears,),)))
    for _ in range(4):
        game.apply(PassPriority())
    resolved = [e for e in game.events if isinstance(e, ev.Resolved)]
    assert [r.fizzled for r in resolved] == [False, True]
    assert len(game.players[0].graveyard) == 2


def test_both_pass_with_empty_stack_ends_step() -> None:
    """CR 117.4 / 500.2: all players pass with an empty stack: the step ends."""
    game = game_at(PlayerSpec(), step="upkeep")
    game.apply(PassPriority())
    assert game.step == "upkeep"
    game.apply(PassPriority())
    assert game.step == "draw"
