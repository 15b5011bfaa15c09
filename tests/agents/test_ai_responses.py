"""The heuristic AI at instant speed: counters (CR 701.5a), burn in response to a pump
spell (CR 608.2b) or at an attacker before blocks (CR 508.2), never against itself."""

from __future__ import annotations

from tests.agents.test_ai import decide, game_at, lands, name_of, pass_until

from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.board import Board
from grimoire.agents.ai.responses import COUNTER_THRESHOLD, counter_value, stack_spells
from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec
from grimoire.rules.testing import DictPool, spell, vanilla_pool

CANCEL = spell("Cancel", "{1}{U}{U}", ir.CounterSpell(ir.TargetRef(0)),
               ir.TargetSpec("object", ir.ObjectFilter(zone="stack", is_spell=True)))


def _pool() -> DictPool:
    pool = vanilla_pool()
    pool.add(CANCEL)
    return pool


def _ids(game: Game, name: str) -> list[int]:
    return [o for o in game.battlefield if name_of(game, o) == name]


def _cast(game: Game, card: str, *targets: object) -> None:
    """The active player casts ``card`` and passes priority to the opponent."""
    oid = next(o for o in game.players[game.active].hand if name_of(game, o) == card)
    game.apply(CastSpell(oid, tuple((t,) for t in targets)))  # type: ignore[misc]
    game.apply(PassPriority())


def test_counters_an_opponent_spell_worth_more_than_the_threshold() -> None:
    """CR 701.5a: the AI counters the opponent's Serra Angel (a big threat) with Cancel."""
    game = game_at(PlayerSpec(hand=("Serra Angel",), battlefield=lands("Plains", 5)),
                   PlayerSpec(hand=("Cancel",), battlefield=lands("Island", 3)), pool=_pool())
    _cast(game, "Serra Angel")
    action = decide(game)
    assert isinstance(action, CastSpell) and name_of(game, action.card) == "Cancel"
    assert action.targets == ((game.stack[-1],),)


def test_lets_a_cheap_spell_through() -> None:
    """CR 701.5a: a 1-mana burn spell at the AI's face is worth less than the threshold
    plus the Cancel it would cost, so the AI passes."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
                   PlayerSpec(hand=("Cancel",), battlefield=lands("Island", 3)), pool=_pool())
    _cast(game, "Lightning Bolt", Seat(1))
    board = Board.of(game.view(1))
    assert counter_value(board, (game.stack[-1],)) < COUNTER_THRESHOLD
    assert decide(game) == PassPriority()


def test_counters_removal_aimed_at_its_creature() -> None:
    """CR 701.5a: removal aimed at the AI's Serra Angel would take a creature with it, so
    it is worth countering."""
    game = game_at(PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 3)),
                   PlayerSpec(hand=("Cancel",), battlefield=(
                       *lands("Island", 3), PermanentSpec("Serra Angel"))), pool=_pool())
    _cast(game, "Murder", _ids(game, "Serra Angel")[0])
    action = decide(game)
    assert isinstance(action, CastSpell) and name_of(game, action.card) == "Cancel"


def test_never_counters_or_responds_to_its_own_spell() -> None:
    """CR 117.3c: after casting, the AI holds priority but lets its own spell resolve: no
    Cancel on its own Serra Angel, and no burn on top of its own pump spell."""
    game = game_at(PlayerSpec(hand=("Serra Angel", "Cancel"),
                              battlefield=lands("Plains", 5) + lands("Island", 3)),
                   PlayerSpec(), pool=_pool())
    angel = next(o for o in game.players[0].hand if name_of(game, o) == "Serra Angel")
    game.apply(CastSpell(angel))
    assert game.pending is not None and game.pending.player == 0
    assert counter_value(Board.of(game.view(0)), (game.stack[-1],)) < 0
    assert decide(game) == PassPriority()
    game = game_at(PlayerSpec(hand=("Giant Growth", "Lightning Bolt"),
                              battlefield=lands("Forest", 1) + lands("Mountain", 1)
                              + (PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), pool=_pool())
    growth = next(o for o in game.players[0].hand if name_of(game, o) == "Giant Growth")
    game.apply(CastSpell(growth, ((_ids(game, "Grizzly Bears")[0],),)))
    assert decide(game) == PassPriority()


def test_burns_the_creature_in_response_to_a_pump_spell() -> None:
    """CR 608.2b: Lightning Bolt on the Grizzly Bears the opponent's Giant Growth targets
    kills it before it grows, and the Giant Growth is wasted: that bolt scores higher than
    one at an untargeted Bears."""
    bears = PermanentSpec("Grizzly Bears")
    game = game_at(PlayerSpec(hand=("Giant Growth",),
                              battlefield=(*lands("Forest", 1), bears, bears)),
                   PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
                   pool=_pool())
    pumped, other = _ids(game, "Grizzly Bears")
    _cast(game, "Giant Growth", pumped)
    board = Board.of(game.view(1))
    assert [s.targets for s in stack_spells(board)] == [(pumped,)]
    action = decide(game)
    assert isinstance(action, CastSpell) and action.targets == ((pumped,),)
    agent = AIAgent(0)
    at_other = CastSpell(action.card, ((other,),))
    assert agent.score(board, action) > agent.score(board, at_other) > 0


def test_burns_an_attacker_before_blocks_only_when_it_kills() -> None:
    """CR 508.2: in the declare attackers step the defending AI bolts an attacking Hill
    Giant (3 damage kills a 3/3) but keeps its bolt when the attacker is a 4/4."""
    for attacker, expect_cast in (("Hill Giant", True), ("Serra Angel", False)):
        game = game_at(PlayerSpec(battlefield=(PermanentSpec(attacker),)),
                       PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
                       pool=_pool())
        pass_until(game, "declare_attackers")
        game.apply(DeclareAttackers(((_ids(game, attacker)[0], Seat(1)),)))
        while game.pending is not None and game.pending.player == 0:
            game.apply(PassPriority())
        assert game.step == "declare_attackers" and game.pending is not None
        action = decide(game)
        if expect_cast:
            assert isinstance(action, CastSpell)
            assert action.targets == ((_ids(game, attacker)[0],),)
        else:
            assert action == PassPriority()
