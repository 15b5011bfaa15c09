"""A target chosen at random (CR 115, 603.3d; Witch Hunt's rulings: "To choose a target at
random, all possible legal targets must have an equal chance of being chosen"; "The target
is chosen at random as you put the last ability on the stack"; "If you control Witch Hunt,
you are not a legal target"): "At the beginning of your end step, target opponent chosen at
random gains control of this enchantment." Nobody is asked: the game's seeded RNG picks
among the legal targets (the same seed, the same pick)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
HUNT = record("Witch Hunt", "{4}{R}", "Enchantment",
              "Players can't gain life.\nAt the beginning of your upkeep, this enchantment deals "
              "4 damage to you.\nAt the beginning of your end step, target opponent chosen at "
              "random gains control of this enchantment.")


def test_the_record_compiles() -> None:
    compiled(HUNT)


def _to_next_turn(seed: int, players: int = 4) -> tuple[Game, list[str]]:
    """Alice controls Witch Hunt in her main phase; play on (first answers) until the next
    turn's upkeep trigger has resolved. Returns the game and the decisions asked."""
    game = table((HUNT,), PlayerSpec(battlefield=(P("Witch Hunt"),)),
                 *(PlayerSpec() for _ in range(players - 1)))
    game.rng.seed(seed)
    asked: list[str] = []

    def done(g: Game) -> bool:
        if g.pending is not None and g.pending.kind != "priority":
            asked.append(g.pending.kind)
        return g.active == 1 and g.step == "draw"

    advance(game, done)
    return game, asked


def test_control_goes_to_a_random_opponent_without_a_question() -> None:
    """At Alice's end step an opponent gets Witch Hunt, no target decision is asked; on
    Bob's upkeep it deals 4 damage to its controller if that is Bob."""
    game, asked = _to_next_turn(1)
    owner = game.objects[one(game, "Witch Hunt")].controller
    assert owner in (1, 2, 3) and "trigger_targets" not in asked
    lives = [p.life for p in game.players]
    assert lives == [20 if seat != 1 or owner != 1 else 16 for seat in range(4)]


def test_every_opponent_can_be_chosen_and_alice_never_is() -> None:
    """Over several seeds each of the three opponents gets it at least once; Alice (its
    controller, not an opponent) never does."""
    picked = {game.objects[one(game, "Witch Hunt")].controller
              for game, _ in (_to_next_turn(seed) for seed in range(12))}
    assert picked == {1, 2, 3}


def test_the_same_seed_picks_the_same_opponent() -> None:
    """Randomness only through the game's seeded RNG: replaying gives the same result."""
    first, _ = _to_next_turn(5)
    second, _ = _to_next_turn(5)
    assert first.objects[one(first, "Witch Hunt")].controller == \
        second.objects[one(second, "Witch Hunt")].controller


def test_two_players_the_only_opponent_gets_it() -> None:
    """With one opponent the only legal target is chosen."""
    game, _ = _to_next_turn(3, players=2)
    assert game.objects[one(game, "Witch Hunt")].controller == 1
