"""Turn structure (CR 500-514)."""

from __future__ import annotations

from tests.rules.helpers import game_at, one, pass_to_step, perm

from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import vanilla_pool


def _steps_of_turn(game: Game, turn: int) -> list[str]:
    out = []
    current = None
    for e in game.events:
        if isinstance(e, ev.TurnBegan):
            current = e.turn
        elif isinstance(e, ev.StepBegan) and current == turn:
            out.append(e.step)
    return out


def test_every_step_in_order_and_combat_skipped_without_attackers() -> None:
    """CR 500.1 the steps in order; CR 508.8 no attackers: skip blockers and damage."""
    game = game_at(PlayerSpec(), step="upkeep", turn=2)
    while game.turn < 4:
        game.apply(PassPriority())
    assert _steps_of_turn(game, 3) == [
        "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
        "end_of_combat", "main2", "end", "cleanup"]


def test_first_player_skips_first_draw() -> None:
    """CR 103.8a: the player who plays first skips the draw step of their first turn."""
    deck = ["Forest"] * 40
    game = Game.new([deck, deck], vanilla_pool(), seed=3, first_player=1)
    while game.pending is not None and game.pending.kind in ("mulligan", "bottom"):
        game.apply(game.legal_actions()[0])
    assert game.active == 1 and game.turn == 1
    pass_to_step(game, "main1", active=1)
    assert len(game.players[1].hand) == 7
    assert not any(isinstance(e, ev.CardDrawn) for e in game.events if
                   game.events.index(e) > _turn_index(game, 1))
    pass_to_step(game, "main1", active=0)
    assert len(game.players[0].hand) == 8  # the second player draws on their first turn


def _turn_index(game: Game, turn: int) -> int:
    return next(i for i, e in enumerate(game.events)
                if isinstance(e, ev.TurnBegan) and e.turn == turn)


def test_mana_empties_between_steps() -> None:
    """CR 500.4: unused mana empties when a step or phase ends."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"),)), step="main1")
    game.offer_mana_abilities = True
    forest = one(game, "Forest")
    game.apply(ActivateAbility(forest, 0))
    assert game.players[0].pool == [0, 0, 0, 0, 1, 0]
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.step == "beginning_of_combat"
    assert game.players[0].pool == [0, 0, 0, 0, 0, 0]


def test_untap_step_untaps_and_ends_summoning_sickness() -> None:
    """CR 502.3 untap; CR 302.6 controlled since the turn began."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest", tapped=True),
                                           perm("Grizzly Bears", sick=True, tapped=True))),
                   step="end", active=0)
    pass_to_step(game, "upkeep", active=0)
    bears = game.objects[one(game, "Grizzly Bears")]
    assert not bears.tapped and not bears.sick
    assert not game.objects[one(game, "Forest")].tapped


def test_cleanup_discards_to_seven_and_removes_damage() -> None:
    """CR 514.1 discard to hand size; CR 514.2 damage wears off."""
    game = game_at(PlayerSpec(hand=("Forest",) * 9,
                              battlefield=(perm("Hill Giant", damage=2),)), step="end")
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "discard"
    assert game.pending.player == 0
    for _ in range(2):
        game.apply(Choose((game.players[0].hand[0],)))
    assert len(game.players[0].hand) == 7
    assert game.objects[one(game, "Hill Giant")].damage == 0
    assert game.active == 1
