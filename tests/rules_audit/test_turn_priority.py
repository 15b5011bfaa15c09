"""Audit: the turn (CR 500-514) and priority (CR 117)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, pass_to_step, perm

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import vanilla_pool


def test_priority_after_casting_goes_to_the_caster() -> None:
    """CR 117.3c: after a player casts a spell, that player receives priority."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"),
                              battlefield=(perm("Mountain"), perm("Mountain"))))
    first, second = game.players[0].hand
    game.apply(CastSpell(first, ((Seat(1),),)))
    assert game.pending is not None and game.pending.kind == "priority"
    assert game.pending.player == 0
    # The caster may respond to their own spell while holding priority.
    game.apply(CastSpell(second, ((Seat(1),),)))
    assert len(game.stack) == 2 and game.pending.player == 0


def test_passes_must_be_in_succession() -> None:
    """CR 117.4: the top object resolves only when all players pass in succession; an
    action between the passes (CR 117.3c) resets the count."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)))
    game.apply(CastSpell(game.players[0].hand[0], ((Seat(1),),)))
    game.apply(PassPriority())  # Alice passes
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(game.players[1].hand[0], ((Seat(0),),)))
    assert game.pending.player == 1 and len(game.stack) == 2  # no resolution yet
    game.apply(PassPriority())  # Bob
    assert len(game.stack) == 2 and game.pending.player == 0
    game.apply(PassPriority())  # Alice: both passed in succession -> top resolves
    assert len(game.stack) == 1 and game.players[0].life == 17
    # CR 117.3b: after resolution the active player receives priority.
    assert game.pending.player == 0


def test_all_pass_with_empty_stack_ends_step() -> None:
    """CR 117.4 / 500.2: all players pass in succession with an empty stack: the step
    ends, and the next step gives priority to the active player first (CR 117.3a)."""
    game = game_at(PlayerSpec(), step="upkeep")
    game.apply(PassPriority())
    assert game.step == "upkeep" and game.pending is not None and game.pending.player == 1
    game.apply(PassPriority())
    assert game.step == "draw" and game.pending.player == 0


def _mana_upkeep() -> Game:
    return game_at(PlayerSpec(battlefield=(perm("Mountain"),)), step="upkeep")


def test_mana_pools_empty_between_steps() -> None:
    """CR 500.4: unused mana empties from each player's pool at the end of each step."""
    game = _mana_upkeep()
    game.offer_mana_abilities = True
    mountain = next(o for o in game.battlefield if game.objects[o].name == "Mountain")
    game.apply(ActivateAbility(mountain, 0))
    assert sum(game.players[0].pool) == 1
    game.apply(PassPriority())
    assert sum(game.players[0].pool) == 1  # still the upkeep: Bob has priority
    game.apply(PassPriority())
    assert game.step == "draw" and sum(game.players[0].pool) == 0


def test_first_player_skips_first_draw_second_player_draws() -> None:
    """CR 103.8a: the starting player skips the draw step of their first turn; CR 504.1:
    every other draw step, the active player draws a card."""
    deck = ["Forest"] * 40
    game = Game.new([deck, deck], vanilla_pool(), seed=3, first_player=0)
    from grimoire.rules.actions import Keep
    game.apply(Keep())
    game.apply(Keep())
    assert game.active == 0 and game.turn == 1
    pass_to_step(game, "main1")
    assert len(game.players[0].hand) == 7
    start = next(i for i, e in enumerate(game.events) if isinstance(e, ev.TurnBegan))
    assert not any(isinstance(e, ev.CardDrawn) for e in game.events[start:])
    pass_to_step(game, "main1", active=1)
    assert game.turn == 2 and len(game.players[1].hand) == 8


def test_cleanup_discard_to_seven_is_the_players_choice() -> None:
    """CR 514.1: in the cleanup step the active player discards down to their maximum
    hand size (CR 402.2: seven), choosing the cards, one decision per card; then damage
    wears off (CR 514.2)."""
    hand = ("Forest",) * 7 + ("Lightning Bolt", "Murder")
    game = game_at(PlayerSpec(hand=hand, battlefield=(perm("Grizzly Bears", damage=1),)),
                   step="end")
    game.apply(PassPriority())
    game.apply(PassPriority())
    d = game.pending
    assert d is not None and d.kind == "discard" and d.player == 0 and d.rule == "CR 514.1"
    murder = next(o for o in game.players[0].hand if game.objects[o].name == "Murder")
    with pytest.raises(IllegalActionError):
        game.apply(Choose((murder, murder)))
    game.apply(Choose((murder,)))
    d = game.pending
    assert d is not None and d.kind == "discard"
    bolt = next(o for o in game.players[0].hand if game.objects[o].name == "Lightning Bolt")
    game.apply(Choose((bolt,)))
    assert len(game.players[0].hand) == 7
    names = {game.objects[o].name for o in game.players[0].graveyard}
    assert names == {"Murder", "Lightning Bolt"}
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    assert game.objects[bears].damage == 0


def test_sorcery_speed_ability_only_in_main_phase() -> None:
    """CR 602.5d: "Activate only as a sorcery" means main phase, empty stack, own turn."""
    rift = ir.CardDefinition("Test Rift", card_types=("artifact",), abilities=(
        ir.ActivatedAbility(ir.Cost(), ir.GainLife(ir.Fixed(1)), timing="sorcery"),))
    game = game_at(PlayerSpec(battlefield=(perm("Test Rift"),)), step="upkeep",
                   extra=(rift,))
    source = next(o for o in game.battlefield if game.objects[o].name == "Test Rift")
    with pytest.raises(IllegalActionError, match=r"CR 602.5d"):
        game.apply(ActivateAbility(source, 0))
    pass_to_step(game, "main1")
    game.apply(ActivateAbility(source, 0))
    with pytest.raises(IllegalActionError, match=r"CR 602.5d"):  # stack not empty
        game.apply(ActivateAbility(source, 0))
