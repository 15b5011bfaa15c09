"""Dice in the engine (CR 706): fair rolls, scripted rolls, replacements and modifiers."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, one, perm

from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules import dice
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import spell

GUIDE = ir.CardDefinition("Guide", card_types=("creature",), power=1, toughness=1, abilities=(
    ir.StaticAbility(ir.RollReplacement(extra=1, keep="highest", sides=20)),))
LUCKY = ir.CardDefinition("Lucky", card_types=("artifact",), abilities=(
    ir.StaticAbility(ir.RollBonus(ir.Fixed(1))),))
WATCHER = ir.CardDefinition("Watcher", card_types=("artifact",), abilities=(
    ir.TriggeredAbility(ir.DiceRolledTrigger(), ir.GainLife(ir.Fixed(1))),))
ROLL = spell("Roll", "{R}", ir.RollDice(ir.Fixed(1), 20, table=(
    ir.TableRow(1, 10, ir.GainLife(ir.Fixed(1))),
    ir.TableRow(11, None, ir.DrawCards(ir.Fixed(1))))))
TWO = spell("Two", "{R}", ir.RollDice(ir.Fixed(3), 6, keep_highest=1))


def _cast(game: Game, name: str) -> None:
    game.apply(CastSpell(one(game, name, "hand")))
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def test_fair_d20_from_the_game_rng() -> None:
    """CR 706.1a-b / ruling:dice-fair — N equally likely outcomes from the seeded RNG."""
    game = game_at(PlayerSpec())
    faces = [dice.natural_roll(game, 20) for _ in range(4000)]
    assert set(faces) == set(range(1, 21))
    assert all(150 < faces.count(f) < 260 for f in range(1, 21))


def test_scripted_result_must_be_a_face() -> None:
    """A scripted result outside 1..N is a clear error."""
    game = game_at(PlayerSpec())
    game.script_dice([21])
    with pytest.raises(GrimoireError):
        dice.natural_roll(game, 20)


def test_roll_extra_ignore_lowest_never_triggers() -> None:
    """CR 706.6 / ruling:dice-ignored-never-rolled — the ignored die never happened."""
    game = game_at(PlayerSpec(hand=("Roll",), battlefield=(perm("Mountain"), perm("Guide"),
                                                           perm("Watcher"))),
                   extra=(GUIDE, WATCHER, ROLL))
    game.script_dice([4, 15])
    _cast(game, "Roll")
    rolls = [e for e in game.events if isinstance(e, ev.DieRolled)]
    assert [(r.natural, r.ignored) for r in rolls] == [(4, True), (15, False)]
    assert len(game.players[0].hand) == 1  # 15: the 11+ row
    while game.stack:
        game.apply(PassPriority())
    assert game.players[0].life == 21  # the Watcher triggered once, for the kept die


def test_modifier_changes_result_not_natural() -> None:
    """CR 706.2 / ruling:dice-result-vs-natural — modifiers change the result only."""
    game = game_at(PlayerSpec(hand=("Roll",), battlefield=(perm("Mountain"), perm("Lucky"))),
                   extra=(LUCKY, ROLL))
    game.script_dice([10])
    _cast(game, "Roll")
    roll = next(e for e in game.events if isinstance(e, ev.DieRolled))
    assert (roll.natural, roll.result) == (10, 11)
    assert len(game.players[0].hand) == 1  # 11 reads the 11+ row


def test_keep_highest_ignores_the_others() -> None:
    """CR 706.6: "ignore all but the highest roll"."""
    game = game_at(PlayerSpec(hand=("Two",), battlefield=(perm("Mountain"),)), extra=(TWO,))
    game.script_dice([2, 6, 3])
    _cast(game, "Two")
    done = next(e for e in game.events if isinstance(e, ev.RollCompleted))
    assert done.naturals == (6,)
    assert [e.ignored for e in game.events if isinstance(e, ev.DieRolled)] == [
        True, False, True]


AGAIN = spell("Again", "{R}", ir.RollDice(ir.Fixed(1), 6, table=(
    ir.TableRow(1, 5, ir.GainLife(ir.Fixed(1))),
    ir.TableRow(6, 6, ir.Sequence((ir.DrawCards(ir.Fixed(1)), ir.RollAgain()))))))


def test_roll_again_uses_the_same_dice() -> None:
    """CR 706.3c / ruling:dice-roll-again — the same number and kind of dice."""
    game = game_at(PlayerSpec(hand=("Again",), battlefield=(perm("Mountain"),)),
                   extra=(AGAIN,))
    game.script_dice([6, 6, 2])
    _cast(game, "Again")
    rolls = [(e.sides, e.natural) for e in game.events if isinstance(e, ev.DieRolled)]
    assert rolls == [(6, 6), (6, 6), (6, 2)]
    assert len(game.players[0].hand) == 2 and game.players[0].life == 21
