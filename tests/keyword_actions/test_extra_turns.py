"""Extra turns (CR 500.7) in real games, with the cards' Oracle text."""

from __future__ import annotations

from tests.dice_rules._util import cast, dice_pool, game, ids, lands

from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

TEMPORAL = compile_card("Temporal Manipulation", "Sorcery", "{3}{U}{U}",
                        "Take an extra turn after this one.")
TIME_WARP = compile_card("Time Warp", "Sorcery", "{3}{U}{U}",
                         "Target player takes an extra turn after this one.")


def _turns(g: Game) -> list[tuple[int, int]]:
    return [(e.turn, e.player) for e in g.events if isinstance(e, ev.TurnBegan)]


def _play_until_turn(g: Game, turn: int) -> None:
    """Pass priority (first legal answer to other decisions) until ``turn`` begins."""
    for _ in range(2000):
        if g.turn >= turn or g.result is not None:
            return
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("the turn never came")


def test_cards_compile_without_gaps() -> None:
    """Both cards have no engine gap."""
    assert not engine_gaps(TEMPORAL)
    assert not engine_gaps(TIME_WARP)


def test_extra_turn_after_this_one() -> None:
    """CR 500.7: the extra turn is added directly after this turn; then normal turn order
    resumes with the opponent."""
    g = game(PlayerSpec(hand=("Temporal Manipulation",), battlefield=lands("Island", 5)),
             extra=(TEMPORAL,))
    cast(g, "Temporal Manipulation")
    _play_until_turn(g, 6)
    assert _turns(g) == [(4, 0), (5, 1), (6, 0)]
    assert g.extra_turns == ()
    loaded = Game.load(g.save(), dice_pool(TEMPORAL))
    assert (loaded.turn, loaded.active, _turns(loaded)) == (6, 0, _turns(g))


def test_two_extra_turns_and_copy() -> None:
    """CR 500.7: two extra turns are both taken before normal order resumes; the pending
    turns are part of the copied game state."""
    g = game(PlayerSpec(hand=("Temporal Manipulation",) * 2, battlefield=lands("Island", 10)),
             extra=(TEMPORAL,))
    for oid in ids(g, "Temporal Manipulation", "hand"):
        g.apply(CastSpell(oid))
        while g.stack:
            g.apply(PassPriority())
    assert g.extra_turns == (1, 0, 0)
    clone = g.copy()
    _play_until_turn(g, 7)
    assert _turns(g) == [(4, 0), (5, 0), (6, 1), (7, 0)]
    assert clone.extra_turns == (1, 0, 0)


def test_target_player_takes_the_extra_turn() -> None:
    """CR 500.7: Time Warp on the opponent during this player's turn: the opponent takes the
    extra turn next, then their normal turn, then this player's."""
    g = game(PlayerSpec(hand=("Time Warp",), battlefield=lands("Island", 5)),
             extra=(TIME_WARP,))
    cast(g, "Time Warp", ((Seat(1),),))
    while g.stack:
        g.apply(PassPriority())
    assert g.extra_turns == (1, 1)
    _play_until_turn(g, 6)
    assert _turns(g) == [(4, 1), (5, 1), (6, 0)]
    assert ids(g, "Time Warp", "graveyard")
