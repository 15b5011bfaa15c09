"""The heuristic AI: lands, removal, burn, combat sense, die-rolling abilities by odds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.board import Board
from grimoire.agents.ai.values import EffectContext, roll_value
from grimoire.core.mana import ManaCost
from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import TREASURE_CHEST, DictPool, vanilla_pool
from grimoire.rules.view import HiddenObjectError
from grimoire.sim import simulate

LIBRARY = ("Forest",) * 10


def game_at(me: PlayerSpec, opp: PlayerSpec, *, step: str = "main1", active: int = 0,
            pool: DictPool | None = None) -> Game:
    me = replace(me, library=me.library or LIBRARY)
    opp = replace(opp, library=opp.library or LIBRARY)
    position = Position(players=(me, opp), active=active, turn=3, step=step)
    return Game.from_position(position, pool or vanilla_pool(), seed=0)


def lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


def decide(game: Game, agent: AIAgent | None = None) -> object:
    assert game.pending is not None
    seat = game.pending.player
    return (agent or AIAgent(0)).decide(game.view(seat), game.pending)


def name_of(game: Game, oid: int) -> str:
    return game.objects[oid].name


def pass_until(game: Game, kind: str) -> None:
    for _ in range(100):
        assert game.pending is not None
        if game.pending.kind == kind:
            return
        game.apply(PassPriority())
    raise AssertionError(kind)


def test_plays_a_land_when_it_can() -> None:
    """CR 305.2: one land a turn in a main phase; the AI takes it before anything else."""
    game = game_at(PlayerSpec(hand=("Forest", "Hill Giant")), PlayerSpec())
    action = decide(game)
    assert isinstance(action, PlayLand) and name_of(game, action.card) == "Forest"


def test_bolts_the_opponent_when_it_is_lethal() -> None:
    """CR 704.5a: 3 damage to a player at 3 life wins, so the bolt goes to the face."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
                   PlayerSpec(life=3, battlefield=(PermanentSpec("Grizzly Bears"),)))
    action = decide(game)
    assert isinstance(action, CastSpell) and action.targets == ((Seat(1),),)


def test_bolts_the_creature_it_can_kill_rather_than_the_face() -> None:
    """Removal on the best target it can kill: the 2/2, not the 4/4 nor the player at 20."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
                   PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                           PermanentSpec("Serra Angel"))))
    action = decide(game)
    assert isinstance(action, CastSpell)
    (target,), = action.targets
    assert isinstance(target, int) and name_of(game, target) == "Grizzly Bears"


def test_murder_goes_to_the_biggest_threat() -> None:
    """A destroy effect takes the opponent's most valuable creature, never its own."""
    game = game_at(PlayerSpec(hand=("Murder",), battlefield=(
        *lands("Swamp", 3), PermanentSpec("Hill Giant"))),
        PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Serra Angel"))))
    action = decide(game)
    assert isinstance(action, CastSpell)
    (target,), = action.targets
    assert isinstance(target, int) and name_of(game, target) == "Serra Angel"


def test_does_not_attack_a_2_2_into_an_untapped_3_3() -> None:
    """CR 508.1: attacking is a choice; a 2/2 into an untapped 3/3 just dies."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)),
                   step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    assert decide(game) == DeclareAttackers(())


def test_attacks_when_the_3_3_is_tapped_or_the_damage_is_lethal() -> None:
    """With no untapped blocker the 2/2 attacks; with the opponent at 2 life and more
    attackers than blockers it attacks with everything (race math)."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Hill Giant", tapped=True),)),
                   step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    action = decide(game)
    assert isinstance(action, DeclareAttackers) and len(action.attacks) == 1
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                           PermanentSpec("Grizzly Bears"))),
                   PlayerSpec(life=2, battlefield=(PermanentSpec("Hill Giant"),)),
                   step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    action = decide(game)
    assert isinstance(action, DeclareAttackers) and len(action.attacks) == 2


def test_blocks_well_and_does_not_chump_at_high_life() -> None:
    """CR 509.1: a 3/3 blocks an attacking 2/2 (kills it, survives); a lone 1/1 doesn't
    chump-block a 3/3 when the damage isn't dangerous."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)),
                   step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    bears = next(o for o in game.battlefield if name_of(game, o) == "Grizzly Bears")
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    pass_until(game, "declare_blockers")
    action = decide(game)
    assert isinstance(action, DeclareBlockers) and [a for _, a in action.blocks] == [bears]
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Raging Goblin"),)),
                   step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    giant = next(o for o in game.battlefield if name_of(game, o) == "Hill Giant")
    game.apply(DeclareAttackers(((giant, Seat(1)),)))
    pass_until(game, "declare_blockers")
    assert decide(game) == DeclareBlockers(())


def test_activates_treasure_chest_with_spare_mana() -> None:
    """ruling:dice-results-table — the roll's results table is what the ability does, so
    its value is the odds-weighted value of the rows (CR 706.3a): Treasure Chest is worth
    activating when there is nothing better to do with four mana."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Treasure Chest"),
                                           *lands("Forest", 4))), PlayerSpec(), step="main2")
    action = decide(game)
    assert isinstance(action, ActivateAbility)
    assert name_of(game, action.source) == "Treasure Chest"


def test_a_bad_table_is_not_worth_rolling() -> None:
    """The same shape of card with a table that mostly hurts (1-19 lose 3 life, 20 draw a
    card) is left alone: the decision follows the exact odds, not the card's name."""
    bad = ir.CardDefinition(
        "Cursed Chest", mana_cost=ManaCost(("3",)), card_types=("artifact",), abilities=(
            ir.ActivatedAbility(
                cost=ir.Cost(mana=ManaCost(("4",)), parts=(ir.SacrificeCost(this=True),)),
                effect=ir.RollDice(ir.Fixed(1), 20, table=(
                    ir.TableRow(1, 19, ir.LoseLife(ir.Fixed(3))),
                    ir.TableRow(20, 20, ir.DrawCards(ir.Fixed(1)))))),))
    pool = vanilla_pool().add(bad)
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Cursed Chest"),
                                           *lands("Forest", 4))), PlayerSpec(),
                   step="main2", pool=pool)
    assert decide(game) == PassPriority()
    board = Board.of(game.view(0))
    ctx = EffectContext(board, (), 0)
    chest = TREASURE_CHEST.abilities[0]
    assert isinstance(chest, ir.ActivatedAbility) and isinstance(chest.effect, ir.RollDice)
    cursed = bad.abilities[0]
    assert isinstance(cursed, ir.ActivatedAbility) and isinstance(cursed.effect, ir.RollDice)
    assert roll_value(chest.effect, ctx, TREASURE_CHEST) > 3.0
    assert roll_value(cursed.effect, ctx, bad) < 0


def test_the_ai_sees_only_its_view() -> None:
    """CR 400.2: the opponent's hand and the libraries are hidden from the AI's view."""
    game = game_at(PlayerSpec(hand=("Forest",)), PlayerSpec(hand=("Lightning Bolt",)))
    view = game.view(0)
    their_card = game.players[1].hand[0]
    my_library_card = game.players[0].library[0]
    with pytest.raises(HiddenObjectError):
        view.definition(their_card)
    with pytest.raises(HiddenObjectError):
        view.definition(my_library_card)
    assert view.definition(game.players[0].hand[0]).name == "Forest"


def test_unknown_level_is_a_typed_error() -> None:
    with pytest.raises(GrimoireError, match="unknown AI level"):
        AIAgent(0, "expert")  # type: ignore[arg-type]


@pytest.mark.parametrize("level", ["normal", "easy"])
def test_beats_the_random_agent_most_of_the_time(level: str) -> None:
    """20 games on a vanilla red-green deck, seats alternating who plays first."""
    deck = ["Forest"] * 12 + ["Mountain"] * 12 + ["Grizzly Bears"] * 14 + \
        ["Hill Giant"] * 14 + ["Lightning Bolt"] * 8
    name = "ai" if level == "normal" else "ai-easy"
    result = simulate([deck, deck], vanilla_pool(), games=20, seed=5, agents=(name, "random"))
    assert result.finished == 20
    assert result.wins["0"] >= 16
