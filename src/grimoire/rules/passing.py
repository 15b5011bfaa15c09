"""A pass that only hands priority on (CR 117.3d), applied as just that.

When a player passes priority and not every player has passed in succession, the next
player in turn order receives priority (CR 117.3d). Before they do, the game checks
state-based actions and puts triggered abilities on the stack (CR 117.5). When the last
such check found nothing and since then nothing happened but this pass (no event, no
version bump, no waiting trigger, no one-shot effect: ``game.settled`` and the action log
say so), that check would find nothing again (CR 704.3: it is still made, and its answer is
known): passing priority then changes only who holds it. :func:`hand_on` does exactly that
(for :meth:`Game.run <grimoire.rules.game.Game.run>` and ``Game.apply(..., untouched=True)``),
without the general path of :meth:`Game._apply <grimoire.rules.game.Game._apply>`
(validation, transaction, the turn's state machine), which would reach the same state
through a dozen calls. In a game of vanilla creatures, half of all decisions are such passes.

The state reached is the one the general path reaches (the same action log, loop record,
``settled``, stage and pending decision); ``tests/rules/test_passing.py`` checks it
decision by decision against that path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules.actions import PassPriority
from grimoire.rules.loops import LoopState
from grimoire.rules.turn import priority_decision

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def hand_on(game: Game, action: PassPriority) -> bool:
    """Apply ``action``, the pending priority decision's pass, if it only hands priority to
    the next player with nothing to check first (see the module docstring); False, with
    the game unchanged, when the general path must apply it (the last player to pass, a
    change since the last check, a loop being recorded, scripted dice)."""
    pending = game.pending
    if pending is None or pending.kind != "priority":
        return False
    players = game.players
    living = 0
    for seat in players:
        if not seat.lost:
            living += 1
    if game.passes + 1 >= living:
        return False  # CR 117.4: all passed in succession, the step ends or the top resolves
    settled = game.settled
    log = game.action_log
    if settled is None or settled[2] != len(log) or settled[0] != len(game.events) \
            or settled[1] != game.version or game.pending_triggers \
            or game.trigger_current is not None or game.one_shots \
            or game.scripted_dice is not None or game.result is not None:
        return False
    loops = game.loops
    if loops is not None and loops.watching and loops.turn == game.turn:
        return False  # CR 729.3: the states of this turn are being recorded
    nxt = game.next_player(pending.player)  # CR 117.3d
    if players[nxt].lost:  # (never: next_player skips those who left the game, CR 800.4j)
        return False
    # What Game._apply, legal.apply_action and legal._priority do for a pass:
    if game.renumbered and not game.resolving:
        game.renumbered = {}
    game._legal = None
    game.cand_cache.clear()
    log.append(action)
    game.passes += 1
    if loops is None or loops.turn != game.turn:  # (loops.record of a pass)
        game.loops = LoopState(game.turn)
    game.priority_player = nxt
    # ... and turn.advance: the check before priority finds nothing, as the last one did
    # (turn._still_settled, with no new event: no state trigger to look for).
    game.settled = (settled[0], settled[1], len(log))
    game.set_pending(priority_decision(nxt), "priority")
    return True
