"""Additional combat and main phases (CR 500.8): "After this main phase, there is an
additional combat phase followed by an additional main phase" (Relentless Assault,
Resurgence), "After this phase, there is an additional combat phase" (an attack trigger's).

CR 500.8: "Some effects can add phases to a turn. They do this by adding the phases
directly after the specified phase. If multiple extra phases are created after the same
phase, the most recently created phase will occur first." The resolver
(:class:`~grimoire.oracle.ir.AdditionalPhases`) puts the phases at the front of this turn's
queue (:data:`EXTRA`); when the current phase ends (its last step: a main phase, the end of
combat step), :func:`next_step` sends the turn to the first step of the queue's first phase
instead of where it was going, and, once the queue is empty, back there (the step the usual
order gave when the first added phase began). An additional main phase is a postcombat
main phase (CR 505.1a); an additional combat phase has all the combat steps (CR 506.1).

"After this main phase" adds nothing when the effect resolves outside a main phase (the
rulings: "It only creates an additional combat and main phase if it resolves during a main
phase"); cast in an opponent's main phase, that opponent gets the combat (the active player
attacks, CR 506.2). The queue belongs to one turn (:data:`EXTRA` keeps the turn number).

"Untap all creatures that attacked this turn": the filter field
:attr:`~grimoire.oracle.ir.ObjectFilter.attacked_this_turn`, declared as an attacker this
turn (CR 508.1), the same object (CR 400.7), evaluated here (:func:`attacked_this_turn`).

>>> from grimoire.rules.hooks import NEXT_STEP
>>> next_step in NEXT_STEP.funcs
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.registry import resolves

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

_FIRST_STEP = {"combat": "beginning_of_combat", "main": "main2"}
"""The step a phase begins with (CR 506.1, 505.1)."""
_PHASE_ENDS = frozenset({"main1", "main2", "end_of_combat", "draw"})
"""The last step of a phase that can be followed by another phase of the turn."""


@dataclass(frozen=True, slots=True)
class ExtraPhases:
    """This turn's added phases still to come, in order, and the step the turn goes on
    with after them (None until the first added phase begins)."""

    turn: int
    queue: tuple[str, ...] = ()
    resume: str | None = None


EXTRA: hooks.StateKey[ExtraPhases] = hooks.StateKey("extra_phases")


@resolves(ir.AdditionalPhases)
def add_phases(game: Game, res: Resolution, node: ir.AdditionalPhases,
               answer: Action | None) -> None:
    """CR 500.8: the phases go directly after the current one, before any added earlier."""
    step = game.step
    if (node.after == "main" and step not in ("main1", "main2")) or step in ("end", "cleanup"):
        res.did = False  # the rulings: not during a main phase, nothing is added
        return
    state = EXTRA.get(game)
    if state is None or state.turn != game.turn:
        state = ExtraPhases(game.turn)
    EXTRA.set(game, ExtraPhases(state.turn, tuple(node.phases) + state.queue, state.resume))
    res.did = True


def next_step(game: Game, step: str, nxt: str) -> str:
    """Where the turn goes after ``step``: the first added phase when the current phase
    ends and one is queued; back to the usual order after the last one."""
    state = EXTRA.get(game)
    if state is None or state.turn != game.turn or step not in _PHASE_ENDS:
        return nxt
    if step == "draw" and nxt != "main1":
        return nxt  # (the draw step only ends the beginning phase)
    if state.queue:
        phase, rest = state.queue[0], state.queue[1:]
        EXTRA.set(game, ExtraPhases(state.turn, rest,
                                    nxt if state.resume is None else state.resume))
        if phase == "combat":
            game.no_attackers = False  # a new combat phase (CR 508.8 is asked anew)
        return _FIRST_STEP[phase]
    if state.resume is not None:
        EXTRA.set(game, None)
        if state.resume == "beginning_of_combat":
            game.no_attackers = False
        return state.resume
    return nxt


def attacked_this_turn(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                       source: int | None) -> bool:
    """CR 508.1: ``obj`` was declared as an attacker this turn (any combat of it)."""
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.AttackersDeclared and any(
                creature == obj.id for creature, _ in event.attackers):
            return True
    return False


hooks.NEXT_STEP.add(next_step, state=EXTRA.name)
hooks.FILTER_TESTS["attacked_this_turn"] = attacked_this_turn  # CR 508.1
