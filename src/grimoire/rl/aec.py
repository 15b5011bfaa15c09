"""The PettingZoo AEC environment: every player an agent, acting when the game asks them.

>>> env = aec_env(seed=1)
>>> env.reset()
>>> env.possible_agents
['player_0', 'player_1']
>>> observation = env.observe(env.agent_selection)
>>> int(observation["action_mask"].sum()) >= 1
True

Agents act in the game's order, not round-robin: ``agent_selection`` is the player whose
decision the game waits for (a mulligan, priority, attackers, blockers, a target...), and
one player often answers several decisions in a row. Each agent's observation comes from
its own :class:`~grimoire.rules.view.PlayerView` and its ``action_mask`` is all zeros when
it is not its turn to decide (see :mod:`grimoire.rl.encoding` for the action slots and
the observation). Rewards come at the end: +1 to the winner, -1 to each player who lost
(as they lose, in a multiplayer game, CR 800.4), 0 to all for a draw. A game ended by a
cap (:mod:`grimoire.rl.table`) is a truncation. An action whose slot the mask rules out
changes nothing; ``infos[agent]["illegal_action"]`` says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from grimoire.rl.encoding import BOUND, SLOTS, observation_size
from grimoire.rl.table import DeckSpec, Table
from grimoire.rules.game import MAX_ACTIONS, MAX_TURNS, CardSource

Observation = dict[str, npt.NDArray[Any]]


def observation_space(seats: int) -> spaces.Dict:
    """The observation space of a ``seats``-player game (both environments)."""
    return spaces.Dict({
        "observation": spaces.Box(-BOUND, BOUND, (observation_size(seats),), np.float32),
        "action_mask": spaces.Box(0, 1, (SLOTS,), np.int8),
    })


class GrimoireAEC(AECEnv[str, Observation, int | None]):  # type: ignore[misc]
    """A game of Grimoire as a PettingZoo AEC environment (see the module docstring)."""

    metadata = {"name": "grimoire_v0", "render_modes": ["ansi"],  # noqa: RUF012
                "is_parallelizable": False}

    def __init__(self, decks: Sequence[DeckSpec] | None = None, seed: int = 0, *,
                 pool: CardSource | None = None, render_mode: str | None = None,
                 max_turns: int | None = MAX_TURNS,
                 max_actions: int | None = MAX_ACTIONS) -> None:
        super().__init__()
        self.table = Table(decks, seed, pool, max_turns, max_actions)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.table.seats)]
        self._observation_space = observation_space(self.table.seats)
        self._action_space = spaces.Discrete(SLOTS)
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.table.reset(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._update()

    def observe(self, agent: str) -> Observation:
        return self.table.observation(self._seat(agent))

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        legal = action is not None and self.table.act(self._seat(agent), int(action))
        self.infos[agent] = {"illegal_action": not legal}
        self._update()

    def _update(self) -> None:
        """Rewards, terminations and the next agent from the game's state."""
        table = self.table
        rewards = table.rewards()
        game = table.current
        for agent in self.agents:
            seat = self._seat(agent)
            lost = game.players[seat].lost
            if table.over or lost:
                if self.terminations[agent] or self.truncations[agent]:
                    continue
                self.rewards[agent] = rewards[seat]
                if table.capped:
                    self.truncations[agent] = True
                else:
                    self.terminations[agent] = True
        deciding = table.deciding()
        if deciding is not None:
            self.agent_selection = self.possible_agents[deciding]
        elif self.agents and getattr(self, "agent_selection", None) not in self.agents:
            self.agent_selection = self.agents[0]
        self._accumulate_rewards()
        self._deads_step_first()

    def render(self) -> str | None:
        if self.render_mode == "ansi":
            return self.table.render()
        return None

    def close(self) -> None:
        pass


def aec_env(decks: Sequence[DeckSpec] | None = None, seed: int = 0, **kwargs: Any
            ) -> GrimoireAEC:
    """A PettingZoo AEC environment of a Grimoire game: the built-in demo decks unless
    ``decks`` are given (names or files of decks, or lists of card names; 2-6 players);
    ``seed`` seeds every game (:mod:`grimoire.rl.table`). More options: ``pool``,
    ``render_mode="ansi"``, ``max_turns``, ``max_actions``."""
    return GrimoireAEC(decks, seed, **kwargs)
