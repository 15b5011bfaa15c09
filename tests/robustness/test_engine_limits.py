"""The engine limit on one action's events (grimoire.rules.limits.MAX_ACTION_EVENTS): an
action that would go past it is undone and the game ends as a draw with the reason in the
action log (a ``CapReached``, as the run caps record theirs), so a save replays to the same
end. The limit is lowered here so that a small real action (The Big Idea's roll resolving:
a die and six Brainiac tokens) goes past it."""

from __future__ import annotations

import sys

import pytest
from tests.dice_rerolls._helpers import defs
from tests.dice_rules._util import dice_pool, game, ids, index_of, lands, one, perm

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CapReached, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _big_idea() -> Game:
    g = game(PlayerSpec(battlefield=(perm("The Big Idea"), *lands("Mountain", 4))),
             extra=defs())
    g.script_dice([6])
    return g


def _activate(g: Game) -> None:
    big = one(g, "The Big Idea")
    g.apply(ActivateAbility(big, index_of(g, big, ir.ActivatedAbility)))


def test_an_action_past_the_event_limit_is_undone_and_the_game_is_drawn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Both players pass; the roll would resolve (a die, six tokens: more events than the
    limit, lowered to one fewer than that). The pass is undone — the ability is still on
    the stack, no Brainiac exists — and the game is a draw whose reason names the limit; a
    save of it loads to the same end."""
    probe = _big_idea()
    _activate(probe)
    probe.apply(PassPriority())
    before = len(probe.events)
    probe.apply(PassPriority())
    limit = len(probe.events) - before - 1
    assert len(ids(probe, "Brainiac")) == 6
    g = _big_idea()
    _activate(g)
    g.apply(PassPriority())
    logged = len(g.action_log)
    # (the limit the game's own module reads, however pytest imported it; a compiled
    # method has no __globals__ but reads the module's global at each call)
    monkeypatch.setattr(sys.modules[type(g).__module__], "MAX_ACTION_EVENTS", limit)
    g.apply(PassPriority())
    assert g.result is not None and g.result.winner is None
    assert g.result.reason == f"engine limit: more than {limit} events in one action: a draw"
    assert not ids(g, "Brainiac") and g.stack
    assert len(g.action_log) == logged + 1 and isinstance(g.action_log[-1], CapReached)
    monkeypatch.undo()
    loaded = Game.load(g.save(), dice_pool(*defs()))
    assert loaded.result == g.result and not ids(loaded, "Brainiac")


def test_under_the_limit_nothing_changes() -> None:
    """With the real limit the same action resolves: six Brainiacs, the game goes on."""
    g = _big_idea()
    _activate(g)
    while g.stack:
        g.apply(PassPriority())
    assert g.result is None and len(ids(g, "Brainiac")) == 6
