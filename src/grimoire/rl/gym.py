"""The Gymnasium environment: one seat learns, the heuristic AI plays the others.

>>> env = gym_env(seed=1)
>>> observation, info = env.reset()
>>> observation["action_mask"].shape == env.action_masks().shape
True

Each ``step`` answers one decision of the learning seat (a slot of
:mod:`grimoire.rl.encoding`); the opponents (:class:`~grimoire.agents.ai.AIAgent`, normal
level unless told, each seeded from the environment's stream) then play until the
learning seat must decide again or the game ends. The reward is +1 for a win, -1 for a
loss, 0 otherwise; a game ended by a cap is truncated. The mask is in the observation, in
``info["action_mask"]`` and from :meth:`GrimoireGym.action_masks` (the method
MaskablePPO-style trainers call). A masked-out action changes nothing
(``info["illegal_action"]``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from grimoire.agents.ai import AIAgent
from grimoire.rl.aec import Observation, observation_space
from grimoire.rl.encoding import SLOTS
from grimoire.rl.table import DeckSpec, EnvError, Table
from grimoire.rules.game import MAX_ACTIONS, MAX_TURNS, Agent, CardSource


def _heuristic(seed: int) -> Agent:
    return AIAgent(seed, "normal")


class GrimoireGym(gymnasium.Env[Observation, int]):
    """A game of Grimoire as a single-agent Gymnasium environment (see the module
    docstring)."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(self, decks: Sequence[DeckSpec] | None = None, seed: int = 0, *,
                 seat: int = 0, opponent: Callable[[int], Agent] = _heuristic,
                 pool: CardSource | None = None, render_mode: str | None = None,
                 max_turns: int | None = MAX_TURNS,
                 max_actions: int | None = MAX_ACTIONS) -> None:
        self.table = Table(decks, seed, pool, max_turns, max_actions)
        if not 0 <= seat < self.table.seats:
            raise EnvError(f"seat {seat} is not one of the game's {self.table.seats} seats")
        self.seat = seat
        self.opponent = opponent
        self.opponents: dict[int, Agent] = {}
        self.render_mode = render_mode
        self.observation_space = observation_space(self.table.seats)  # type: ignore[assignment]
        self.action_space = spaces.Discrete(SLOTS)  # type: ignore[assignment]

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        self.table.reset(seed)
        self.opponents = {s: self.opponent(self.table.next_seed())
                          for s in range(self.table.seats) if s != self.seat}
        self._play_others()
        return self._observe(), self._info(False)

    def step(self, action: int) -> tuple[Observation, SupportsFloat, bool, bool,
                                         dict[str, Any]]:
        if self.table.over:
            raise EnvError("the game is over: reset the environment")
        legal = self.table.act(self.seat, int(action))
        self._play_others()
        over = self.table.over
        truncated = over and self.table.capped
        reward = self.table.rewards()[self.seat] if over else 0.0
        return self._observe(), reward, over and not truncated, truncated, self._info(not legal)

    def _play_others(self) -> None:
        table = self.table
        while True:
            seat = table.deciding()
            if seat is None or seat == self.seat:
                return
            game = table.current
            assert game.pending is not None
            table.apply(self.opponents[seat].decide(game.view(seat), game.pending))

    def _observe(self) -> Observation:
        return self.table.observation(self.seat)

    def _info(self, illegal: bool) -> dict[str, Any]:
        return {"action_mask": self.table.mask(self.seat), "illegal_action": illegal}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal slots now, as booleans."""
        return self.table.mask(self.seat).astype(bool)

    def render(self) -> str | None:
        if self.render_mode == "ansi":
            return self.table.render()
        return None


def gym_env(decks: Sequence[DeckSpec] | None = None, seed: int = 0, **kwargs: Any
            ) -> GrimoireGym:
    """A Gymnasium environment of a Grimoire game against the heuristic AI: the built-in
    demo decks unless ``decks`` are given; ``seed`` seeds every game. More options:
    ``seat`` (which seat learns, default 0), ``opponent`` (a factory ``seed -> agent``),
    ``pool``, ``render_mode="ansi"``, ``max_turns``, ``max_actions``."""
    return GrimoireGym(decks, seed, **kwargs)
