"""A triggered ability that works only from the command zone: "At the beginning of your
upkeep, if Oloro is in the command zone, you gain 2 life." (CR 113.6, 903.6; Oloro's
rulings: it triggers at the first upkeep of the game if Oloro is your commander, and its
first ability works only on the battlefield)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record
from tests.rules.helpers import pool

from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import Keep
from grimoire.rules.game import Game

OLORO = record("Oloro, Ageless Ascetic", "{3}{W}{U}{B}", "Legendary Creature — Giant Soldier",
               "At the beginning of your upkeep, you gain 2 life.\nWhenever you gain life, you "
               "may pay {1}. If you do, draw a card and each opponent loses 1 life.\nAt the "
               "beginning of your upkeep, if Oloro is in the command zone, you gain 2 life.",
               "4", "5")
MAIN = ["Plains"] * 60 + ["Grizzly Bears"] * 39


def test_the_record_compiles_with_a_command_zone_trigger() -> None:
    """Oloro compiles; its last ability works from the command zone only."""
    compiled(OLORO)
    last = compile_source(OLORO).abilities[-1]
    assert isinstance(last, ir.TriggeredAbility) and last.zone == "command"


@pytest.mark.parametrize(("on_battlefield", "gained"), [(False, 2), (True, 2)])
def test_oloro_gains_from_the_command_zone_or_the_battlefield_not_both(
        on_battlefield: bool, gained: int) -> None:
    """In the command zone at Alice's upkeep, the last ability gains her 2 life; on
    the battlefield the first ability does and the last doesn't (it is not in the command
    zone): 2 either way, never 4."""
    cards = pool(*(compile_source(r) for r in (OLORO,)))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[["Oloro, Ageless Ascetic"], ["Grizzly Bears"]])
    while game.stage == "mulligan":
        game.apply(Keep())
    state = COMMANDERS.get(game)
    assert state is not None
    oloro = next(i for i, o in zip(state.ids, state.owners, strict=True) if o == 0)
    advance(game, lambda g: g.turn == 2 and g.step == "main1")  # (Bob's turn)
    if on_battlefield:
        zones.move(game, oloro, "battlefield")
    life = game.players[0].life
    advance(game, lambda g: g.turn == 3 and g.step == "main1" and not g.stack)
    assert game.players[0].life - life == gained
