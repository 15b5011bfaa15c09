"""When a front end (the web page, the terminal) passes priority for the human, so that
holding an instant does not mean 16-19 passes per turn cycle.

Stops, as in other digital clients: the human is asked at priority (CR 117) only when they
can do something (a listed action other than passing) and either something is on the stack
(to respond, CR 117.7), it is one of their main phases (CR 505), or the opponent is in combat
or at their end step (the usual moments for an instant). "Stop everywhere" asks at every
priority. An auto-pass mode passes beyond those stops: until something goes on the stack
(``change``), until the human's next turn (``my_turn``) or to the end of this turn
(``end_of_turn``). Decisions other than priority (attacks, blocks, targets) always ask.

>>> should_auto_pass.__name__
'should_auto_pass'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from grimoire.rules.actions import Action, PassPriority
from grimoire.rules.view import PlayerView

PassMode = Literal["change", "my_turn", "end_of_turn"] | None
MODES: dict[str, str] = {
    "change": "Pass until something happens",
    "end_of_turn": "Pass to the end of the turn",
    "my_turn": "Pass until my turn",
}
"""The auto-pass modes and their button labels."""

_MY_STOPS = frozenset({"main1", "main2"})
_THEIR_STOPS = frozenset({"declare_attackers", "declare_blockers", "end"})


def should_auto_pass(view: PlayerView, legal: Sequence[Action], *, mode: PassMode,
                     since_turn: int, stop_everywhere: bool) -> tuple[bool, PassMode]:
    """Whether to pass priority for ``view``'s player now, and the auto-pass mode after."""
    decision = view.pending
    if decision is None or decision.kind != "priority" or PassPriority() not in legal:
        return False, mode
    stack = bool(view.stack())
    if mode == "end_of_turn" and view.turn == since_turn:
        return True, mode
    if mode == "my_turn" and (view.active != view.player or view.turn == since_turn):
        return True, mode
    if mode == "change" and not stack and view.turn == since_turn:
        return True, mode
    mode = None
    if stop_everywhere:
        return False, mode
    if not any(not isinstance(action, PassPriority) for action in legal):
        return True, mode  # nothing to do but pass
    if stack:
        return False, mode
    mine = view.active == view.player
    return view.step not in (_MY_STOPS if mine else _THEIR_STOPS), mode
