"""What happened, read from the game's event log: "If you cast this spell during your main
phase" (addendum, :class:`~grimoire.oracle.ir.CastInMainPhase`), and "for each opponent who
drew a card this way" (:class:`~grimoire.oracle.ir.DrewThisWay`); and the step a game is in
(:class:`~grimoire.oracle.ir.InStep`: "Activate only during the declare blockers step").

A spell is cast when it moves to the stack (CR 601.2a): the ``ZoneChanged`` event that put
the source there, and the step that had begun before it (``StepBegan``, with whose turn it
was). A copy was never cast: no such event, so the condition is false.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.resolution import Resolution
from grimoire.rules.this_way import BEGAN

if TYPE_CHECKING:
    from grimoire.rules.game import Game

MAIN_PHASES = ("main1", "main2")
"""CR 505.1: the precombat and postcombat main phases."""


@hooks.condition(ir.CastInMainPhase)
def cast_in_main_phase(game: Game, res: Resolution, cond: object) -> bool:
    """Whether the source spell was cast during one of its controller's main phases."""
    cast = stepped = False
    for event in reversed(game.events):  # newest first: the cast, then the step before it
        if not cast:
            stepped = stepped or isinstance(event, ev.StepBegan)
            cast = isinstance(event, ev.ZoneChanged) and event.new == res.source \
                and event.to_zone == "stack"
        elif isinstance(event, ev.StepBegan):
            return event.step in MAIN_PHASES and event.player == res.you
    # cast in the step the log starts in (a game set up mid-step): the step now, if no step
    # began since (CR 500.2: a step doesn't end while a spell waits on the stack)
    return cast and not stepped and game.step in MAIN_PHASES and game.active == res.you


@hooks.condition(ir.InStep)
def in_step(game: Game, res: Resolution, cond: object) -> bool:
    """CR 602.5b: "Activate only during the declare blockers step", "... before attackers
    are declared": the step now is one of the condition's."""
    assert isinstance(cond, ir.InStep)
    return game.step in cond.steps


@hooks.condition(ir.DrewThisWay)
def drew_this_way(game: Game, res: Resolution, cond: object) -> bool:
    """CR 608.2c: the checked player drew a card since this resolution began (CR 121.1)."""
    checked = res.scratch.get("checked_player")
    start = int(res.scratch.get(BEGAN, len(game.events)))
    return any(isinstance(e, ev.CardDrawn) and e.player == checked
               for e in game.events[start:])
