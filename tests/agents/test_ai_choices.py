"""The AI's value model for Auras, Equipment, targeted statics, die choices and trigger
targets: every sign comes from the compiled IR (whose object, boon or drawback)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.board import Board
from grimoire.agents.ai.statics import attach_value, benefit
from grimoire.agents.ai.values import EffectContext, value
from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.pool import CardPool
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PermanentView

LIBRARY = ("Plains",) * 10


@cache
def pool() -> CardPool:
    return CardPool.builtin()


def game_at(me: PlayerSpec, opp: PlayerSpec, *, step: str = "main1",
            source: object = None) -> Game:
    me = replace(me, library=me.library or LIBRARY)
    opp = replace(opp, library=opp.library or LIBRARY)
    position = Position(players=(me, opp), active=0, turn=3, step=step)
    return Game.from_position(position, source or pool(), seed=0)  # type: ignore[arg-type]


def decide(game: Game) -> Action:
    assert game.pending is not None
    return AIAgent(0).decide(game.view(game.pending.player), game.pending)


def lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


def named(game: Game, oid: object) -> str:
    assert isinstance(oid, int)
    return game.objects[oid].name


def controller(game: Game, oid: object) -> int:
    assert isinstance(oid, int)
    return game.objects[oid].controller


def pass_until(game: Game, kind: str) -> None:
    for _ in range(50):
        assert game.pending is not None
        if game.pending.kind == kind:
            return
        game.apply(PassPriority())
    raise AssertionError(kind)


# --- Auras -------------------------------------------------------------------------------

def test_pacifism_goes_on_the_opponents_best_creature() -> None:
    """CR 303.4a: an Aura spell targets what it will enchant; "can't attack or block"
    (CR 508.1c, 509.1b) is a drawback, so it goes on the opponent's creature, the most
    valuable one, never on the AI's own."""
    game = game_at(PlayerSpec(hand=("Pacifism",), battlefield=(
        *lands("Plains", 2), PermanentSpec("Hill Giant"))),
        PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Serra Angel"))))
    action = decide(game)
    assert isinstance(action, CastSpell) and named(game, action.card) == "Pacifism"
    (host,), = action.targets
    assert controller(game, host) == 1 and named(game, host) == "Serra Angel"


def test_pacifism_is_not_cast_when_only_its_own_creatures_are_there() -> None:
    """With no opposing creature the only legal hosts are the AI's own: it keeps the card."""
    game = game_at(PlayerSpec(hand=("Pacifism",), battlefield=(
        *lands("Plains", 2), PermanentSpec("Hill Giant"))), PlayerSpec())
    assert any(isinstance(a, CastSpell) for a in game.legal_actions())
    assert decide(game) == PassPriority()


def test_boon_auras_go_on_the_ais_own_creature() -> None:
    """+N/+M and keywords (CR 613.4c, 613.1f) are a boon: Holy Strength and Spectral
    Flight go on the AI's creature, not the opponent's."""
    for aura in ("Holy Strength", "Spectral Flight", "Rancor"):
        game = game_at(PlayerSpec(hand=(aura,), battlefield=(
            *lands("Plains", 2), *lands("Forest", 2), *lands("Island", 2),
            PermanentSpec("Grizzly Bears"))),
            PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)))
        action = decide(game)
        assert isinstance(action, CastSpell), aura
        (host,), = action.targets
        assert controller(game, host) == 0 and named(game, host) == "Grizzly Bears", aura


def test_the_sign_comes_from_the_ir_not_the_name() -> None:
    """The same statics under any name: "doesn't untap" (CR 502.3) and -N/-M are
    drawbacks, "can't be blocked" a boon; whose host it is flips the sign."""
    on_host = ir.ObjectFilter(types_any=("creature",), attached_to_source=True)
    bear = PermanentView(1, "B", 0, False, 2, 2, 0, (), False, frozenset({"creature"}))
    assert benefit(ir.DoesntUntapStatic(on_host), bear) < 0
    assert benefit(ir.PowerToughnessBoost(on_host, -1, -1), bear) < 0
    assert benefit(ir.PowerToughnessBoost(on_host, -2, -2), bear) == -4.0  # it dies, 704.5f
    assert benefit(ir.CombatRestrictionStatic("cant_be_blocked", on_host), bear) > 0
    chains = ir.CardDefinition("Chains", card_types=("enchantment",), abilities=(
        ir.Keyword("enchant", filter=ir.ObjectFilter(types_any=("creature",))),
        ir.StaticAbility(ir.DoesntUntapStatic(on_host))))
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   source=vanilla_pool())
    board = Board.of(game.view(0))
    mine = next(p.id for p in board.mine)
    theirs = next(p.id for p in board.theirs)
    assert attach_value(chains, theirs, board) > 0 > attach_value(chains, mine, board)


def test_targeted_shrink_and_keywords_follow_whose_object() -> None:
    """A -N/-M that leaves toughness 0 is removal on their creature (CR 704.5f) and a loss
    on ours; a granted keyword helps ours and hurts us on theirs."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   source=vanilla_pool())
    board = Board.of(game.view(0))
    mine = next(p.id for p in board.mine)
    theirs = next(p.id for p in board.theirs)
    shrink = ir.ModifyPowerToughness(ir.TargetRef(), ir.Fixed(-2), ir.Fixed(-2))
    grant = ir.GrantKeywords(ir.TargetRef(), ("flying",))
    on = {oid: EffectContext(board, ((oid,),), 0) for oid in (mine, theirs)}
    assert value(shrink, on[theirs]) > 0 > value(shrink, on[mine])
    assert value(grant, on[mine]) > 0 > value(grant, on[theirs])


# --- Equipment ---------------------------------------------------------------------------

def test_equips_the_best_creature_with_spare_mana() -> None:
    """CR 702.6a: Equip attaches to a creature you control; with nothing to cast the AI
    pays {1} to put Bonesplitter on its flier (the creature that gets the most from it)."""
    game = game_at(PlayerSpec(battlefield=(
        PermanentSpec("Bonesplitter"), *lands("Plains", 2), PermanentSpec("Grizzly Bears"),
        PermanentSpec("Serra Angel"))), PlayerSpec())
    action = decide(game)
    assert isinstance(action, ActivateAbility) and named(game, action.source) == "Bonesplitter"
    (host,), = action.targets
    assert named(game, host) == "Serra Angel"


def test_does_not_re_equip_the_same_creature_and_casts_spells_first() -> None:
    """Moving Equipment to the creature it is already on does nothing (CR 701.3b), so the
    AI passes; with a creature spell in hand and mana for only one, the spell comes
    first (the equip waits for spare mana)."""
    game = game_at(PlayerSpec(battlefield=(
        PermanentSpec("Short Sword", attached_to=(0, 2)), *lands("Plains", 1),
        PermanentSpec("Grizzly Bears"))), PlayerSpec())
    assert decide(game) == PassPriority()
    game = game_at(PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Vulshok Morningstar"), *lands("Forest", 2),
        PermanentSpec("Hill Giant"))), PlayerSpec())
    action = decide(game)
    assert isinstance(action, CastSpell) and named(game, action.card) == "Grizzly Bears"


# --- die choices and trigger targets ----------------------------------------------------

def test_arcane_endeavor_chooses_the_higher_result() -> None:
    """CR 706.4: "roll two d8 and choose one result"; the AI takes the result that draws
    more cards, wherever it is among the options."""
    for dice, best in (((2, 7), 1), ((6, 3), 0)):
        game = game_at(PlayerSpec(hand=("Arcane Endeavor",), battlefield=lands("Island", 7)),
                       PlayerSpec())
        card = game.players[0].hand[0]
        game.script_dice(dice)
        game.apply(CastSpell(card))
        pass_until(game, "choose_number")
        assert game.pending is not None and game.pending.rule == "CR 706.4"
        assert decide(game) == Choose(best)


def test_krarks_other_thumb_keeps_the_die_with_the_best_row() -> None:
    """CR 706.6: "roll two of those dice and ignore one": the AI keeps the die whose
    results-table row is worth more (Treasure Chest: 18 draws, 1 loses life)."""
    for dice, best in (((1, 18), 1), ((18, 1), 0)):
        game = game_at(PlayerSpec(battlefield=(
            PermanentSpec("Krark's Other Thumb"), PermanentSpec("Treasure Chest"),
            *lands("Plains", 4))), PlayerSpec())
        chest = next(o for o in game.battlefield if named(game, o) == "Treasure Chest")
        game.script_dice(dice)
        game.apply(ActivateAbility(chest, 0))
        pass_until(game, "choose_number")
        assert game.pending is not None and game.pending.rule == "CR 706.6"
        assert decide(game) == Choose(best)


def test_roll_order_puts_the_replacement_that_gives_more_choices_first() -> None:
    """CR 616.1: the roller orders the replacements. Pixie Guide first (two d20s) then
    Krark's Other Thumb on each (four dice, best of four) beats the other order (three
    dice, best of three), so the AI applies Pixie Guide first."""
    game = game_at(PlayerSpec(battlefield=(
        PermanentSpec("Krark's Other Thumb"), PermanentSpec("Pixie Guide"),
        PermanentSpec("Treasure Chest"), *lands("Plains", 4))), PlayerSpec())
    chest = next(o for o in game.battlefield if named(game, o) == "Treasure Chest")
    game.script_dice((10, 11, 12, 13))
    game.apply(ActivateAbility(chest, 0))
    pass_until(game, "choose_number")
    pending = game.pending
    assert pending is not None and pending.rule == "CR 616.1"
    action = decide(game)
    assert isinstance(action, Choose) and isinstance(action.value, int)
    first = pending.data[action.value]
    assert named(game, first.source) == "Pixie Guide"


def test_trigger_targets_follow_the_value_model() -> None:
    """CR 603.3d: the controller chooses a triggered ability's targets as it is put on
    the stack; "deals 2 damage to any target" kills the opponent's 2/2, not the AI's own
    creature nor a 4/4 it can't kill."""
    shock_trigger = ir.TriggeredAbility(
        trigger=ir.EntersTrigger(), effect=ir.DealDamage(ir.Fixed(2), ir.TargetRef()),
        targets=(ir.TargetSpec("any"),))
    sparker = ir.CardDefinition("Sparker", mana_cost=ManaCost(("1",)),
                                card_types=("creature",), power=1, toughness=1,
                                abilities=(shock_trigger,))
    game = game_at(PlayerSpec(hand=("Sparker",), battlefield=(
        PermanentSpec("Forest"), PermanentSpec("Grizzly Bears"))),
        PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Serra Angel"))),
        source=vanilla_pool().add(sparker))
    game.apply(CastSpell(game.players[0].hand[0]))
    pass_until(game, "trigger_targets")
    action = decide(game)
    assert isinstance(action, Choose) and isinstance(action.value, tuple)
    (target,), = action.value
    assert not isinstance(target, Seat)
    assert named(game, target) == "Grizzly Bears" and controller(game, target) == 1
