"""Running a scenario: build the position, apply the actions, check the expectations.

>>> from grimoire.pool import CardPool
>>> from grimoire.scenario.load import load_text
>>> text = '''
... name: Lightning Bolt finishes Bob
... players:
...   - {name: Alice, hand: [Lightning Bolt], battlefield: [Mountain]}
...   - {name: Bob, life: 3}
... actions:
...   - {by: Alice, cast: Lightning Bolt, targets: [Bob]}
...   - resolve
... expect: {winner: Alice}
... '''
>>> run_scenario(load_text(text)[0], CardPool.builtin()).summary()
'PASS Lightning Bolt finishes Bob'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from grimoire.errors import (
    GrimoireError,
    IllegalActionError,
    ScenarioError,
    ScriptedDiceExhaustedError,
    UnknownCardError,
)
from grimoire.rules.game import Game
from grimoire.scenario.expect import check, describe_decision, snapshot
from grimoire.scenario.load import load_file
from grimoire.scenario.model import Scenario, Step
from grimoire.scenario.steps import StepError, answers, apply_step

if TYPE_CHECKING:
    from grimoire.rules.game import CardSource


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a scenario ran: ``problems`` is empty when it passed."""

    name: str
    path: str
    problems: tuple[str, ...] = ()
    game: Game | None = field(default=None, compare=False, repr=False)
    malformed: bool = False
    """The file could not be read: ``problems`` holds the error naming file and line."""

    @property
    def passed(self) -> bool:
        """Whether every expectation held."""
        return not self.problems

    def summary(self) -> str:
        """``PASS name`` or ``FAIL name: what differed``."""
        if self.passed:
            return f"PASS {self.name}"
        if self.malformed:
            return f"FAIL {self.problems[0]}"
        return f"FAIL {self.name}: {'; '.join(self.problems)}"


def build_game(scenario: Scenario, pool: CardSource) -> Game:
    """The game at the scenario's position, with its seed and scripted dice."""
    for name, line in scenario.cards:
        try:
            pool.get(name)
        except UnknownCardError as error:
            raise ScenarioError(str(error), path=scenario.path, line=line) from error
    game = Game.from_position(scenario.position, pool, seed=scenario.seed)
    if scenario.dice is not None:
        game.script_dice(scenario.dice)
    return game


def run_scenario(scenario: Scenario, pool: CardSource) -> Outcome:
    """Run ``scenario`` over ``pool`` and report what differed from its expectations."""
    def outcome(problems: Sequence[str], game: Game | None) -> Outcome:
        return Outcome(scenario.name, scenario.path, tuple(problems), game)

    try:
        game = build_game(scenario, pool)
    except GrimoireError as error:
        return outcome([f"cannot build the position: {error}"], None)
    problems: list[str] = []
    rejected = False
    steps = scenario.steps
    for i, step in enumerate(steps):
        waiting = _unanswered(game, step)
        if waiting is not None:
            return outcome([f"before {step.describe()}: {waiting} is pending and the file "
                            "does not answer it"], game)
        last = i == len(steps) - 1
        marks = [snapshot(game)]
        try:
            apply_step(game, step, marks_to(marks))
        except IllegalActionError as error:
            if last and scenario.error is not None:
                rejected = True
                if scenario.error.casefold() not in str(error).casefold():
                    problems.append(f"{step.describe()} was rejected with {str(error)!r}, "
                                    f"which doesn't contain {scenario.error!r}")
                if snapshot(game) != marks[-1]:
                    problems.append(f"the rejected {step.describe()} changed the game")
                break
            return outcome([f"{step.describe()} was rejected: {error}"], game)
        except ScriptedDiceExhaustedError as error:
            return outcome([f"{step.describe()}: {error} (add results to dice:)"], game)
        except (StepError, GrimoireError) as error:
            return outcome([f"{step.describe()}: {error}"], game)
        except Exception as error:  # an engine crash is reported as this scenario's failure
            return outcome([f"{step.describe()}: the engine failed: "
                            f"{type(error).__name__}: {error}"], game)
    if scenario.error is not None and not rejected:
        problems.append(f"expected the last action to be rejected with {scenario.error!r} "
                        f"(line {scenario.error_line}), but it was accepted")
    d = game.pending
    if d is not None and d.kind != "priority" and not rejected and \
            not any(e.key == "pending" for e in scenario.expectations):
        problems.append(f"the actions end with {describe_decision(game, d)} pending; answer "
                        "it with choose:, or expect it with pending:")
    problems.extend(check(game, scenario.expectations))
    if game.scripted_dice:
        problems.append(f"scripted dice never rolled: {list(game.scripted_dice)}")
    return outcome(problems, game)


def marks_to(marks: list[tuple[Any, ...]]) -> Callable[[Game], None]:
    """A ``mark`` callback that records a snapshot of the game into ``marks``."""
    return lambda game: marks.append(snapshot(game))


def _unanswered(game: Game, step: Step) -> str | None:
    """The pending decision ``step`` doesn't answer, described; None if it answers it."""
    d = game.pending
    if d is None or d.kind == "priority" or answers(step, d):
        return None
    return describe_decision(game, d)


def run_file(path: str, pool: CardSource) -> list[Outcome]:
    """Run every scenario in the file; a malformed file is one failed outcome."""
    try:
        scenarios = load_file(path)
    except ScenarioError as error:
        return [Outcome(path, path, (str(error),), malformed=True)]
    return [run_scenario(s, pool) for s in scenarios]


def describe_problems(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """Counts for a summary line."""
    passed = sum(1 for o in outcomes if o.passed)
    return {"passed": passed, "failed": len(outcomes) - passed, "total": len(outcomes)}
