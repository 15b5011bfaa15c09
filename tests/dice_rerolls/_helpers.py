"""Shared positions for the roll-window tests (CR 706.2a-b): a roller whose result shows in
the game state, and the dice cards' compiled definitions."""

from __future__ import annotations

from collections.abc import Iterable

from tests.dice_cards._records import definition
from tests.dice_rules._util import game, lands, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec
from grimoire.rules.roll_window import DONE

ROLLER = compile_source({
    "name": "Dice Tower", "type_line": "Artifact", "mana_cost": "{1}",
    "oracle_text": "{1}: Roll a six-sided die. You gain life equal to the result.",
})
"""A d6 roller: "you gain life equal to the result" shows the result in the game state."""

CARDS = ("Clam-I-Am", "Monitor Monitor", "Wall of Fortune", "Snickering Squirrel",
         "Night Shift of the Living Dead", "Xenosquirrels", "The Big Idea",
         "Pippa, Duchess of Dice", "Goblin Bookie", "Bamboozling Beeble")


def defs() -> list[ir.CardDefinition]:
    return [ROLLER, *(definition(n) for n in CARDS)]


def table(mine: Iterable[PermanentSpec] = (), theirs: Iterable[PermanentSpec] = (),
          mana: int = 3) -> Game:
    """Player 0 has the Dice Tower and ``mana`` Islands; player 1 ``theirs``."""
    return game(PlayerSpec(battlefield=(perm("Dice Tower"), *mine, *lands("Island", mana))),
                PlayerSpec(battlefield=tuple(theirs)), extra=defs())


def roll(g: Game, *dice: int) -> None:
    """Script ``dice``, activate the Dice Tower and pass priority until the ability
    resolves (or stops at a decision)."""
    from tests.dice_rules._util import activate, pass_to_decision
    g.script_dice(list(dice))
    activate(g, "Dice Tower")
    pass_to_decision(g)


def options(g: Game) -> tuple[object, ...]:
    """The roll modifications offered (without "done")."""
    assert g.pending is not None and g.pending.kind == "choose_mode", g.pending
    assert g.pending.options[0] == DONE
    return tuple(g.pending.options[1:])


def done(g: Game) -> None:
    g.apply(Choose(DONE))


def settle(g: Game) -> None:
    """Decline every further modification and let the stack resolve."""
    for _ in range(50):
        if g.pending is None or (g.pending.kind == "priority" and not g.stack):
            return
        if g.pending.kind == "choose_mode" and g.pending.options[0] == DONE:
            done(g)
        elif g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("never settled")
