"""Several "the next time you would roll a six-sided die, instead roll two six-sided dice
and use the total" effects (The Big Idea) waiting for one roll: each replaces one die of
it (CR 614.5: an effect applies once to an event; CR 616.1e: the others then apply to the
modified event, which still rolls a d6; The Big Idea's ruling: against "roll two dice and
use the difference" it replaces one of those die rolls). So N effects make the roll N + 1
dice whose total is the result — never 2 ** N dice (the soak's game 5886: twelve stacked
activations made the engine roll 4,096 dice, then create some 14,000 tokens, then run out
of memory)."""

from __future__ import annotations

import sys

import pytest
from tests.dice_rerolls._helpers import defs
from tests.dice_rules._util import activate, counted, game, ids, lands, perm

from grimoire.effects import dice as roll_resolver
from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _resolve(g: Game) -> None:
    while g.pending is not None and g.stack:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _two_waiting() -> Game:
    """The Big Idea made six Brainiacs (a 6); two activations of its second ability wait
    for the next d6 roll."""
    g = game(PlayerSpec(battlefield=(perm("The Big Idea"), perm("Dice Tower"),
                                     *lands("Mountain", 6))), extra=defs())
    g.script_dice([6])
    activate(g, "The Big Idea")
    _resolve(g)
    brainiacs = ids(g, "Brainiac")
    assert len(brainiacs) == 6
    big = ids(g, "The Big Idea")[0]
    index = [i for i, a in enumerate(g.objects[big].info.card.abilities)
             if isinstance(a, ir.ActivatedAbility)][1]
    for group in (brainiacs[:3], brainiacs[3:]):
        g.apply(ActivateAbility(big, index, costs=tuple(group)))
        _resolve(g)
    assert len(g.next_rolls) == 2
    return g


def test_two_effects_make_one_d6_roll_three_dice_summed() -> None:
    """Two waiting effects: the Dice Tower's d6 becomes 2 + 3 + 4 (three dice, all
    counted, no die ignored) and its controller gains the total, 9; both effects are used
    up (CR 614.1a), so the next roll is one die again."""
    g = _two_waiting()
    life = g.players[0].life
    g.script_dice([2, 3, 4])
    activate(g, "Dice Tower")
    _resolve(g)
    assert counted(g)[-3:] == [(2, 2), (3, 3), (4, 4)]
    assert g.players[0].life == life + 9
    assert g.next_rolls == ()
    g.script_dice([5])
    activate(g, "Dice Tower")
    _resolve(g)
    assert g.players[0].life == life + 9 + 5


def test_a_roll_past_the_dice_limit_ends_the_game_as_a_draw(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine limit on dice (grimoire.rules.limits.MAX_DICE, lowered to 2 here): the
    three-dice roll is refused before any die is rolled; the action is undone (no life
    gained, the effects still waiting) and the game is a draw with the reason recorded."""
    g = _two_waiting()
    life = g.players[0].life
    # (the limit the roll resolver's check_dice reads: its module's, in either build; a
    # compiled function has no __globals__ but reads the module's global at each call)
    monkeypatch.setattr(sys.modules[roll_resolver.check_dice.__module__], "MAX_DICE", 2)
    g.script_dice([2, 3, 4])
    activate(g, "Dice Tower")
    _resolve(g)
    assert g.result is not None and g.result.winner is None
    assert g.result.reason.startswith("engine limit: 3 dice in one roll")
    assert g.players[0].life == life and len(g.next_rolls) == 2
