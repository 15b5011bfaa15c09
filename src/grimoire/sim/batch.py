"""Play many games between agents and measure them.

>>> from grimoire.rules.testing import vanilla_pool
>>> deck = ["Forest"] * 24 + ["Grizzly Bears"] * 36
>>> result = simulate([deck, deck], vanilla_pool(), games=2, seed=1)
>>> result.games, result.finished, sum(result.wins.values())
(2, 2, 2)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.errors import DeckError
from grimoire.rules.game import MAX_ACTIONS, MAX_TURNS, Agent, CardSource, Game

AgentFactory = Callable[[int], Agent]
"""Makes an agent from a seed."""

AGENTS: dict[str, AgentFactory] = {
    "random": RandomAgent,
    "ai": lambda seed: AIAgent(seed, "normal"),
    "ai-easy": lambda seed: AIAgent(seed, "easy"),
}


@dataclass(slots=True)
class SimResult:
    """Totals of a batch: ``wins`` maps ``"0"``, ``"1"``, ... (seats) and ``"draw"`` to
    counts (seats past the second appear once they win a game)."""

    games: int = 0
    finished: int = 0
    seconds: float = 0.0
    decisions: int = 0
    turns: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"0": 0, "1": 0, "draw": 0})

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    @property
    def avg_turns(self) -> float:
        return self.turns / self.finished if self.finished else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "finished": self.finished,
                "games_per_s": round(self.games_per_s, 3),
                "decisions_per_s": round(self.decisions_per_s, 1),
                "avg_turns": round(self.avg_turns, 2), "wins": dict(self.wins)}


def simulate(decks: Sequence[Sequence[str]], pool: CardSource, *, games: int, seed: int = 0,
             agents: Sequence[str | AgentFactory] = ("random",),
             progress: Callable[[int, int], None] | None = None,
             options: Mapping[str, Any] | None = None, max_turns: int | None = MAX_TURNS,
             max_actions: int | None = MAX_ACTIONS) -> SimResult:
    """Play ``games`` games of ``len(decks)`` players (2-6); seats take turns playing first
    (game i: seat i % len(decks) starts).

    ``options``: more keyword arguments of ``Game.new`` for every game — the supplementary
    decks ``contraptions``, ``attractions`` and ``planar_decks`` (one list per seat, see
    :func:`grimoire.sim.decks.game_options`).

    ``max_turns`` / ``max_actions``: the caps of :meth:`Game.run`; a game reaching one
    (or a loop of mandatory actions, CR 104.4b) is a draw, counted in ``wins["draw"]``.

    Each game gets its own seeds from ``random.Random(seed)``, so a batch is reproducible.
    ``decisions`` counts every applied action (including auto-applied single choices).
    """
    factories = [AGENTS[a] if isinstance(a, str) else a for a in agents]
    seats = len(decks)
    if len(factories) == 1:
        factories = factories * seats
    if len(factories) != seats:
        raise DeckError(f"{len(factories)} agents for {seats} decks: give one agent, or "
                        "one per deck")
    seeds = random.Random(seed)
    result = SimResult()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seeds.getrandbits(32)
        game = Game.new(decks, pool, seed=game_seed, first_player=i % seats,
                        **(options or {}))
        players = [factories[s](seeds.getrandbits(32)) for s in range(seats)]
        outcome = game.run(players, max_turns=max_turns, max_actions=max_actions)
        result.games += 1
        result.decisions += len(game.action_log)
        if game.result is not None:
            result.finished += 1
            result.turns += outcome.turns
            key = "draw" if outcome.winner is None else str(outcome.winner)
            result.wins[key] = result.wins.get(key, 0) + 1
        if progress is not None:
            progress(i + 1, games)
    result.seconds = time.perf_counter() - start
    return result
