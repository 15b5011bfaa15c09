"""The scripted agent: plays a fixed list of actions (or callables choosing one)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from grimoire.errors import GrimoireError
from grimoire.rules.actions import Action, Decision
from grimoire.rules.view import PlayerView

Step = Action | Callable[[PlayerView, Decision], Action]


class ScriptExhaustedError(GrimoireError):
    """The scripted agent was asked for more decisions than its script holds."""


class ScriptedAgent:
    """Answers each decision with the next scripted step; a callable step is called with
    the view and decision (to pick e.g. "the first legal action")."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self.steps = list(steps)
        self.position = 0

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        if self.position >= len(self.steps):
            raise ScriptExhaustedError(f"no scripted answer left for {decision.kind}")
        step = self.steps[self.position]
        self.position += 1
        return step(view, decision) if callable(step) else step
