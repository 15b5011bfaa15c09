"""Tribute (CR 702.104; grimoire.mechanics.tribute): as the creature enters, its controller
chooses an opponent, who may put the additional +1/+1 counters on it; "if tribute wasn't
paid" (CR 702.104b) reads that choice."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import LIBRARY, choose, dice_pool, lands, one
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import GrimoireError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position

_SNAKE = compile_source({
    "name": "Snake of the Golden Grove", "type_line": "Creature — Snake",
    "mana_cost": "{4}{G}", "power": "4", "toughness": "4",
    "oracle_text": "Tribute 3 (As this creature enters, an opponent of your choice may put "
    "three +1/+1 counters on it.)\nWhen this creature enters, if tribute wasn't paid, you "
    "gain 4 life."})


def _game(opponents: int = 1) -> Game:
    me = PlayerSpec(library=LIBRARY, hand=("Snake of the Golden Grove",),
                    battlefield=lands("Forest", 5))
    position = Position(players=(me, *(PlayerSpec(library=LIBRARY)
                                       for _ in range(opponents))), step="main1")
    return Game.from_position(position, dice_pool(_SNAKE))


def _cast_until_asked(g: Game) -> None:
    g.apply(CastSpell(one(g, "Snake of the Golden Grove", "hand")))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def _finish(g: Game) -> None:
    for _ in range(20):
        if g.pending is None or (g.pending.kind == "priority" and not g.stack):
            return
        g.apply(PassPriority())


def test_tribute_paid_counters_and_no_trigger() -> None:
    """CR 702.104a: the opponent pays: it enters with three more +1/+1 counters (a 7/7);
    CR 702.104b: tribute was paid, the enters ability does nothing (no life)."""
    g = _game()
    _cast_until_asked(g)
    assert g.pending is not None and g.pending.kind == "yes_no" and g.pending.player == 1
    g.apply(choose(True))
    _finish(g)
    snake = g.objects[one(g, "Snake of the Golden Grove")]
    assert snake.counter("+1/+1") == 3 and query.power(g, snake) == 7
    assert g.players[0].life == 20


def test_tribute_declined_the_ability_triggers() -> None:
    """CR 702.104b: the opponent doesn't pay (a "may" declined): no counters, and "if
    tribute wasn't paid, you gain 4 life" happens."""
    g = _game()
    _cast_until_asked(g)
    g.apply(choose(False))
    _finish(g)
    snake = g.objects[one(g, "Snake of the Golden Grove")]
    assert snake.counter("+1/+1") == 0 and query.power(g, snake) == 4
    assert g.players[0].life == 24


def test_controller_chooses_which_opponent_decides() -> None:
    """CR 702.104a: "choose an opponent": with two opponents its controller chooses one,
    and that player (not the other) decides."""
    g = _game(opponents=2)
    _cast_until_asked(g)
    assert g.pending is not None and g.pending.player == 0 and set(g.pending.options) == {1, 2}
    g.apply(choose(2))
    assert g.pending is not None and g.pending.kind == "yes_no" and g.pending.player == 2
    g.apply(choose(True))
    _finish(g)
    assert g.objects[one(g, "Snake of the Golden Grove")].counter("+1/+1") == 3


def test_a_player_not_an_opponent_is_refused() -> None:
    """Bad input: choosing yourself (not an opponent, CR 702.104a) is refused and changes
    nothing."""
    g = _game(opponents=2)
    _cast_until_asked(g)
    before = digest(g)
    with pytest.raises(GrimoireError):
        g.apply(choose(0))
    assert digest(g) == before
