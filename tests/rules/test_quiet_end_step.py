"""The end step's beginning changes nothing a state-based action reads (CR 513.1: no
turn-based action; the monarch's draw is a triggered ability, CR 722.2): when main phase 2
ended with passes only, the check before the active player's priority in the end step is
skipped as it is after the other quiet step beginnings (issue 15), and what triggers at the
beginning of the end step still goes on the stack (CR 117.5, 603.3)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, perm

from grimoire.rules import sba, turn
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _to_end_step(game: Game) -> None:
    """Both players pass in main phase 2 (``untouched``, as ``Game.run`` does)."""
    game.apply(PassPriority(), untouched=True)
    game.apply(PassPriority(), untouched=True)
    assert game.step == "end" and game.pending is not None


@pytest.mark.interpreted_only  # counts calls through a replaced sba.check (compiled)
def test_the_check_after_main_two_ended_with_passes_is_skipped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 704.3: the last check found nothing and only passes and the end step's beginning
    happened since: the check would find nothing, and is not made again."""
    g = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)), step="main2")
    checks: list[str] = []
    real = sba.check
    monkeypatch.setattr(turn.sba, "check", lambda game: checks.append(game.step) or real(game))
    _to_end_step(g)
    assert checks == []
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0


def test_the_monarch_still_draws_at_the_end_step() -> None:
    """CR 722.2: at the beginning of the monarch's end step, that player draws a card: the
    trigger waits, so the check before priority is made and puts it on the stack."""
    g = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)), step="main2")
    g.monarch = 0
    hand = len(g.players[0].hand)
    _to_end_step(g)
    assert [g.objects[s].name for s in g.stack] == ["The Monarch"]
    g.apply(PassPriority(), untouched=True)
    g.apply(PassPriority(), untouched=True)
    assert len(g.players[0].hand) == hand + 1
