"""IR fields and types the engine now honours, each through a card compiled from text."""

from __future__ import annotations

from tests.ir_completeness._game import card, cast, game_at, ids, perm, resolve
from tests.rules.helpers import pass_until

from grimoire.oracle import ir
from grimoire.pool import CardPool
from grimoire.rules import query
from grimoire.rules.actions import (
    ActivateAbility,
    DeclareAttackers,
    DeclareBlockers,
    Keep,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

BEARS = "Grizzly Bears"


def _matches(game: Game, oid: int, text: str) -> bool:
    spell = card("Test Filter", "Instant", text)
    assert spell.spell is not None
    return query.matches(game, game.objects[oid], spell.spell.targets[0].filter, 0)


def _advance(game: Game, step: str, kind: str = "") -> None:
    """Pass priority (declaring no blocks, triggers in any order) until ``step`` begins or a
    ``kind`` decision is pending."""
    for _ in range(100):
        assert game.pending is not None
        if game.step == step or game.pending.kind == kind:
            return
        if game.pending.kind == "declare_blockers":
            game.apply(DeclareBlockers(()))
        elif game.pending.kind == "order_triggers":
            game.apply(game.legal_actions()[0])
        else:
            game.apply(PassPriority())
    raise AssertionError(f"never reached {step}")


def _combat(p0: PlayerSpec, p1: PlayerSpec, extra: tuple[ir.CardDefinition, ...] = ()) -> Game:
    game = game_at(p0, p1, step="beginning_of_combat", extra=extra)
    pass_until(game, "declare_attackers")
    return game


def test_filters_blocking_attacking_keywords() -> None:
    """CR 506.4: attacking and blocking creatures; CR 702.9 "with flying"/"without flying"."""
    game = _combat(PlayerSpec(battlefield=(perm(BEARS), perm("Serra Angel"))),
                   PlayerSpec(battlefield=(perm("Giant Spider"), perm("Hill Giant"))))
    bears, angel = ids(game, BEARS)[0], ids(game, "Serra Angel")[0]
    spider, giant = ids(game, "Giant Spider")[0], ids(game, "Hill Giant")[0]
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((spider, bears),)))
    either = "Destroy target attacking or blocking creature."
    assert [_matches(game, o, either) for o in (bears, spider, giant)] == [True, True, False]
    blocking = "Destroy target blocking creature."
    assert [_matches(game, o, blocking) for o in (bears, spider)] == [False, True]
    flying = "Destroy target creature with flying."
    assert [_matches(game, o, flying) for o in (angel, bears)] == [True, False]
    grounded = "Destroy target creature without flying."
    assert [_matches(game, o, grounded) for o in (angel, bears)] == [False, True]


def test_card_put_into_graveyard_from_battlefield_this_turn() -> None:
    """CR 400.7: a card put into a graveyard from the battlefield this turn (the event log of
    this turn), not one that was already there."""
    text = ("Return target card from a graveyard that was put there from the battlefield "
            "this turn to its owner's hand.")
    raise_ = card("Test Raise", "Sorcery", text)
    axe = card("Test Axe", "Instant", "Destroy target creature.")
    game = game_at(PlayerSpec(hand=("Test Raise", "Test Axe"), battlefield=(perm(BEARS),),
                              graveyard=("Hill Giant",)), extra=(raise_, axe))
    cast(game, "Test Axe", (ids(game, BEARS)[0],))
    resolve(game)
    dead, old = ids(game, BEARS, "graveyard")[0], ids(game, "Hill Giant", "graveyard")[0]
    assert _matches(game, dead, text) and not _matches(game, old, text)


def test_destroy_cant_be_regenerated() -> None:
    """CR 701.15c: "It can't be regenerated" — regeneration shields aren't applied."""
    doom = card("Test Doom", "Instant", "Destroy target creature. It can't be regenerated.")
    game = game_at(PlayerSpec(hand=("Test Doom",), battlefield=(perm(BEARS),)), extra=(doom,))
    bear = ids(game, BEARS)[0]
    game.regeneration = (bear,)
    cast(game, "Test Doom", (bear,))
    resolve(game)
    assert ids(game, BEARS, "graveyard") and not game.regeneration


def test_activation_only_during_your_turn() -> None:
    """CR 602.5b: "Activate only during your turn" restricts when it may be activated."""
    elf = card("Test Elf", "Creature — Elf",
               "{T}: You gain 1 life. Activate only during your turn.", "1", "1")
    mine = game_at(PlayerSpec(battlefield=(perm("Test Elf"),)), extra=(elf,))
    assert any(isinstance(a, ActivateAbility) for a in mine.legal_actions())
    theirs = game_at(PlayerSpec(), PlayerSpec(battlefield=(perm("Test Elf"),)), extra=(elf,))
    theirs.apply(PassPriority())  # player 1 receives priority in player 0's turn
    assert theirs.pending is not None and theirs.pending.player == 1
    assert not any(isinstance(a, ActivateAbility) for a in theirs.legal_actions())


def test_damage_to_an_opponent_trigger() -> None:
    """CR 120.3: "Whenever this creature deals damage to an opponent" ignores damage to a
    creature."""
    rat = card("Test Rat", "Creature — Rat",
               "Whenever this creature deals damage to an opponent, you gain 2 life.", "1", "1")
    game = _combat(PlayerSpec(battlefield=(perm("Test Rat"),)), PlayerSpec(), extra=(rat,))
    game.apply(DeclareAttackers(((ids(game, "Test Rat")[0], Seat(1)),)))
    _advance(game, "main2")
    assert game.players[1].life == 19 and game.players[0].life == 22


def test_block_and_tap_and_attack_triggers() -> None:
    """CR 509.3a "whenever ~ blocks"; CR 509.3c "becomes blocked"; CR 508.1f attacking taps
    ("becomes tapped"); CR 508.1 "whenever you attack"."""
    blocker = card("Test Guard", "Creature — Soldier",
                   "Whenever this creature blocks, you gain 1 life.", "1", "4")
    runner = card("Test Runner", "Creature — Rogue",
                  "Whenever this creature becomes blocked, you gain 3 life.\n"
                  "Whenever this creature becomes tapped, you gain 5 life.", "1", "1")
    war = card("Test War", "Enchantment", "Whenever you attack, you gain 10 life.")
    game = _combat(PlayerSpec(battlefield=(perm("Test Runner"), perm("Test War"))),
                   PlayerSpec(battlefield=(perm("Test Guard"),)), extra=(blocker, runner, war))
    run, guard = ids(game, "Test Runner")[0], ids(game, "Test Guard")[0]
    game.apply(DeclareAttackers(((run, Seat(1)),)))
    _advance(game, "", "declare_blockers")
    assert game.players[0].life == 35  # tapped (5) and attacked (10)
    game.apply(DeclareBlockers(((guard, run),)))
    _advance(game, "combat_damage")
    assert game.players[0].life == 38 and game.players[1].life == 21


def test_leyline_starts_on_the_battlefield() -> None:
    """CR 103.6a: after mulligans, a card that says so may begin the game on the
    battlefield (Leyline of Abundance, from the built-in pool)."""
    pool = CardPool.builtin()
    game = Game.new([["Leyline of Abundance"] * 40] * 2, pool, seed=1, first_player=0)
    while game.pending is not None and game.pending.kind == "mulligan":
        game.apply(Keep())
    assert game.pending is not None and game.pending.rule == "CR 103.6"
    assert game.pending.player == 0  # the starting player first
    chosen = game.pending.options[:1]
    from grimoire.rules.actions import Choose
    game.apply(Choose(chosen))
    assert game.pending is not None and game.pending.player == 1
    game.apply(Choose(()))
    assert [game.objects[o].name for o in game.battlefield] == ["Leyline of Abundance"]
    assert game.turn == 1


def test_conditional_statics_enter_tapped_and_boost() -> None:
    """CR 614.1c, 611.3a: "enters tapped unless you control two or fewer other lands" is
    checked as it enters; "as long as it's your turn, ~ gets +2/+0" applies only then."""
    vantage = card("Test Vantage", "Land", "This land enters tapped unless you control two "
                   "or fewer other lands.\n{T}: Add {R}.", mana_cost="")
    knight = card("Test Knight", "Creature — Knight",
                  "As long as it's your turn, this creature gets +2/+0.", "1", "1")
    from grimoire.rules import zones
    from grimoire.rules.cardinfo import info_for
    few = game_at(PlayerSpec(battlefield=(perm("Forest"),)), extra=(vantage,))
    new = zones.create_token(few, info_for(vantage), 0)
    assert not few.objects[new].tapped
    many = game_at(PlayerSpec(battlefield=(perm("Forest"),) * 3), extra=(vantage,))
    new = zones.create_token(many, info_for(vantage), 0)
    assert many.objects[new].tapped
    game = game_at(PlayerSpec(battlefield=(perm("Test Knight"),)),
                   PlayerSpec(battlefield=(perm("Test Knight"),)), extra=(knight,))
    mine, theirs = (next(o for o in ids(game, "Test Knight")
                         if game.objects[o].controller == seat) for seat in (0, 1))
    assert query.power(game, game.objects[mine]) == 3
    assert query.power(game, game.objects[theirs]) == 1


def test_heroic_and_second_spell_each_turn() -> None:
    """CR 601.2c/601.2i: "a spell that targets this creature" (targets chosen on casting);
    "your second spell each turn" triggers on the second spell only."""
    hero = card("Test Hero", "Creature — Human", "Whenever you cast a spell that targets "
                "this creature, put a +1/+1 counter on this creature.", "1", "1")
    sage = card("Test Sage", "Creature — Human",
                "Whenever you cast your second spell each turn, you gain 4 life.", "1", "1")
    boost = card("Test Boost", "Instant", "Target creature gets +1/+1 until end of turn.")
    game = game_at(PlayerSpec(hand=("Test Boost",) * 3, battlefield=(
        perm("Test Hero"), perm("Test Sage"))), extra=(hero, sage, boost))
    hero_id, sage_id = ids(game, "Test Hero")[0], ids(game, "Test Sage")[0]
    for target in (sage_id, hero_id, sage_id):
        cast(game, "Test Boost", (target,))
        resolve(game)
    assert game.objects[hero_id].counter("+1/+1") == 1
    assert game.players[0].life == 24


def test_second_card_drawn_each_turn() -> None:
    """CR 121.1: "Whenever a player draws their second card each turn" — once per turn."""
    fish = card("Test Fish", "Creature — Fish", "Whenever a player draws their second card "
                "each turn, you gain 1 life.", "1", "1")
    study = card("Test Study", "Sorcery", "Draw three cards.")
    game = game_at(PlayerSpec(hand=("Test Study",), battlefield=(perm("Test Fish"),)),
                   extra=(fish, study))
    cast(game, "Test Study")
    resolve(game)
    assert game.players[0].life == 21


def test_third_die_each_turn() -> None:
    """CR 706: "Whenever you roll your third die each turn" triggers once, on the third die
    you roll (two rolls of two dice: the first die of the second roll)."""
    dino = card("Test Dino", "Creature — Dinosaur", "Whenever you roll your third die each "
                "turn, put a +1/+1 counter on this creature.", "3", "3")
    dice = card("Test Dice", "Sorcery", "Roll two six-sided dice.")
    game = game_at(PlayerSpec(hand=("Test Dice", "Test Dice"), battlefield=(
        perm("Test Dino"),)), extra=(dino, dice))
    game.scripted_dice = (1, 2, 3, 4)
    for _ in range(2):
        cast(game, "Test Dice")
        resolve(game)
    assert game.objects[ids(game, "Test Dino")[0]].counter("+1/+1") == 1
