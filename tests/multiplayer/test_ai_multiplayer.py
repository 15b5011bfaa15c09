"""The AI at a table of several players: whom it attacks (CR 802, 508.1b), commander
damage (CR 903.10a), and holding creatures back against a board wipe."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.rules.helpers import pool

from grimoire.agents.ai import AIAgent
from grimoire.core.mana import ManaCost
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

LIB = ("Forest",) * 10


def _to_attack(game: Game) -> None:
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())


def test_attacks_the_player_it_can_finish() -> None:
    """CR 802.3, 508.1b: the attacker chooses whom each creature attacks; the AI sends its
    attack at the opponent it can make lose (CR 104.3b) rather than the next seat."""
    specs = (PlayerSpec(library=LIB, battlefield=(PermanentSpec("Hill Giant"),
                                                  PermanentSpec("Grizzly Bears"))),
             PlayerSpec(library=LIB, battlefield=(PermanentSpec("Giant Spider"),)),
             PlayerSpec(library=LIB, life=5),
             PlayerSpec(library=LIB, battlefield=(PermanentSpec("Giant Spider"),)))
    game = Game.from_position(Position(players=specs, step="beginning_of_combat"), pool())
    _to_attack(game)
    assert game.pending is not None
    action = AIAgent(0).decide(game.view(0), game.pending)
    assert isinstance(action, DeclareAttackers)
    assert {t for _, t in action.attacks} == {Seat(2)} and len(action.attacks) == 2


GEN = ir.CardDefinition("Gen the Green", mana_cost=ManaCost.parse("{1}{G}"),
                        card_types=("creature",), supertypes=("legendary",), colors=("G",),
                        power=5, toughness=5)


def test_goes_for_commander_damage() -> None:
    """CR 903.10a, 704.6c: an opponent at 40 life who has taken 16 combat damage from the
    AI's 5-power commander loses to one more unblocked hit; the AI attacks them."""
    p = pool(GEN)
    deck = ["Forest"] * 99
    game = Game.new([deck] * 3, p, seed=1, first_player=0, format="commander",
                    commanders=[["Gen the Green"]] * 3)
    while game.stage == "mulligan":
        game.apply(Keep())
    state = COMMANDERS.get(game)
    assert state is not None
    gen = zones.move(game, state.ids[0], "battlefield")
    game.objects[gen].sick = False
    state = COMMANDERS.get(game)
    assert state is not None
    COMMANDERS.set(game, replace(state, damage=((0, 4, 16), (0, 0, 0), (0, 0, 0))))
    for seat in (1, 2):  # a blocker for the player who isn't close to 21
        if seat == 1:
            zones.new_object(game, info_for(p.get("Giant Spider")), seat, "battlefield")
    _to_attack(game)
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    action = AIAgent(0).decide(game.view(0), game.pending)
    assert isinstance(action, DeclareAttackers)
    assert action.attacks == ((gen, Seat(2)),)


def test_holds_creatures_back_when_far_ahead_of_several_opponents() -> None:
    """With two or more opponents and a much larger board, the AI keeps a further creature
    in hand (a board wipe would cost it everything); with one opponent it casts it."""
    board = tuple(PermanentSpec("Grizzly Bears") for _ in range(5)) + tuple(
        PermanentSpec("Forest") for _ in range(4))
    for opponents, expect_cast in ((2, False), (1, True)):
        specs = (PlayerSpec(library=LIB, hand=("Hill Giant",), battlefield=board),
                 *(PlayerSpec(library=LIB) for _ in range(opponents)))
        game = Game.from_position(Position(players=specs, step="main1"), pool(
            ir.CardDefinition("Mountain", card_types=("land",), supertypes=("basic",),
                              subtypes=("Mountain",),
                              abilities=(ir.ActivatedAbility(
                                  ir.Cost(parts=(ir.TapCost(),)), ir.AddMana(("R",)),
                                  is_mana_ability=True),)),))
        for oid in list(game.battlefield)[-1:]:
            zones.move(game, oid, "graveyard")
        zones.new_object(game, info_for(game.pool.get("Mountain")), 0, "battlefield")
        game._legal = None
        assert game.pending is not None
        action = AIAgent(0).decide(game.view(0), game.pending)
        assert isinstance(action, CastSpell) == expect_cast, opponents


def test_search_evaluation_counts_commander_damage() -> None:
    """CR 903.10a, 704.6c: a player who has taken 20 combat damage from one commander is a
    point from losing whatever their life total; the hard AI's evaluation of a game still
    going ranks them below an opponent with the same life, cards and board who has taken
    none, and damage from different commanders doesn't add up."""
    from grimoire.agents.ai.search import evaluate

    p = pool(GEN)
    deck = ["Forest"] * 99
    game = Game.new([deck] * 3, p, seed=1, first_player=0, format="commander",
                    commanders=[["Gen the Green"]] * 3)
    while game.stage == "mulligan":
        game.apply(Keep())
    before = evaluate(game)
    assert before[1] == before[2]  # same life (40), hand size and board
    state = COMMANDERS.get(game)
    assert state is not None
    COMMANDERS.set(game, replace(state, damage=((0, 0, 20), (0, 0, 0), (0, 0, 0))))
    hit = evaluate(game)
    assert hit[2] < before[2] and hit[2] < hit[1]
    COMMANDERS.set(game, replace(state, damage=((0, 0, 10), (0, 0, 10), (0, 0, 0))))
    spread = evaluate(game)  # 10 from each of two commanders: 11 more from either
    assert hit[2] < spread[2] < spread[1]


def test_search_evaluation_counts_an_opponent_knocked_out() -> None:
    """CR 800.4a, 104.3a: with three players, an opponent who left the game no longer
    stands between the AI and the win: the evaluation of the game still going gives the
    players left a larger share, and the scores still add up to one."""
    from grimoire.agents.ai.search import evaluate

    game = Game.new([["Forest"] * 60] * 3, pool(), seed=1, first_player=0)
    while game.stage == "mulligan":
        game.apply(Keep())
    before = evaluate(game)
    assert sum(before) == pytest.approx(1.0) and before[0] == pytest.approx(1 / 3)
    game.lose(2, "test")
    after = evaluate(game)
    assert game.result is None and after[2] == 0.0
    assert after[0] > before[0] and sum(after) == pytest.approx(1.0)
