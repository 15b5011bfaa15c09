"""Play many games between agents and measure them, on one core or several.

>>> from grimoire.rules.testing import vanilla_pool
>>> deck = ["Forest"] * 24 + ["Grizzly Bears"] * 36
>>> result = simulate([deck, deck], vanilla_pool(), games=2, seed=1)
>>> result.games, result.finished, sum(result.wins.values())
(2, 2, 2)

Seeds. Every game's seeds (the game's and one per agent) are the next ``1 + seats``
draws of ``random.Random(seed)`` after the previous games' (:func:`plan`): game ``i``'s
seeds depend only on the run's seed and ``i``, never on which process plays it, so a
batch gives the same games, and the same totals, on one worker, several local processes
(``workers``) or a Ray cluster (``backend="ray"``, :mod:`grimoire.sim.workers`). One
worker plays exactly the games a batch of Grimoire 0.3 played with the same seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.errors import DeckError, GrimoireError
from grimoire.rules.actions import Action, Decision
from grimoire.rules.game import MAX_ACTIONS, MAX_TURNS, Agent, CardSource, Game
from grimoire.rules.view import PlayerView
from grimoire.sim.stats import percentile, wilson

AgentFactory = Callable[[int], Agent]
"""Makes an agent from a seed."""

Backend = Literal["local", "ray"]


def _ai(level: str) -> AgentFactory:
    return lambda seed: AIAgent(seed, level)  # type: ignore[arg-type]


AGENTS: dict[str, AgentFactory] = {
    "random": RandomAgent,
    "ai": _ai("normal"),
    "ai-easy": _ai("easy"),
    "ai-hard": _ai("hard"),
}
"""The agents by the names ``simulate --agent`` takes."""


class SimulationError(GrimoireError):
    """A batch can't run as asked (a worker count below one, an unknown backend, an agent
    factory other processes can't receive, Ray not installed)."""


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game of a batch: its index, its seeds and who plays first."""

    index: int
    game_seed: int
    agent_seeds: tuple[int, ...]
    first_player: int


@dataclass(frozen=True, slots=True)
class GameRecord:
    """How one game of a batch went. ``winner`` is a seat, or None for a draw or an
    unfinished game; ``latency``: per seat, the seconds of each agent decision (empty
    unless the batch was timed)."""

    index: int
    finished: bool
    winner: int | None
    turns: int
    decisions: int
    latency: tuple[tuple[float, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Match:
    """What every game of a batch shares: decks, card pool, agents (names of
    :data:`AGENTS` or picklable factories), ``Game.new`` options and ``Game.run`` caps."""

    decks: tuple[tuple[str, ...], ...]
    pool: CardSource
    agents: tuple[str | AgentFactory, ...]
    options: Mapping[str, Any]
    max_turns: int | None
    max_actions: int | None
    timed: bool = False

    def factories(self) -> list[AgentFactory]:
        return [AGENTS[a] if isinstance(a, str) else a for a in self.agents]


def plan(seed: int, games: int, seats: int) -> list[GameTask]:
    """The tasks of a batch: game ``i`` takes the next ``1 + seats`` draws of
    ``random.Random(seed)`` (its seed, then each seat's agent's) and seat ``i % seats``
    plays first.

    >>> [(t.index, t.first_player) for t in plan(1, 3, 2)]
    [(0, 0), (1, 1), (2, 0)]
    >>> plan(1, 3, 2)[2] == plan(1, 5, 2)[2]
    True
    """
    seeds = random.Random(seed)
    tasks = []
    for i in range(games):
        game_seed = seeds.getrandbits(32)
        agent_seeds = tuple(seeds.getrandbits(32) for _ in range(seats))
        tasks.append(GameTask(i, game_seed, agent_seeds, i % seats))
    return tasks


class _Timed:
    """Wraps an agent, recording the seconds of each decision."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.seconds: list[float] = []

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        start = time.perf_counter()
        action = self.agent.decide(view, decision)
        self.seconds.append(time.perf_counter() - start)
        return action


def play(match: Match, task: GameTask) -> GameRecord:
    """Play one game of a batch (in whatever process runs it)."""
    game = Game.new(match.decks, match.pool, seed=task.game_seed,
                    first_player=task.first_player, **match.options)
    factories = match.factories()
    players: list[Agent] = [factories[s](task.agent_seeds[s]) for s in range(len(match.decks))]
    timers = [_Timed(p) for p in players] if match.timed else []
    outcome = game.run(timers or players, max_turns=match.max_turns,
                       max_actions=match.max_actions)
    finished = game.result is not None
    return GameRecord(task.index, finished, outcome.winner if finished else None,
                      outcome.turns, len(game.action_log),
                      tuple(tuple(t.seconds) for t in timers))


@dataclass(slots=True)
class SimResult:
    """Totals of a batch: ``wins`` maps ``"0"``, ``"1"``, ... (seats) and ``"draw"`` to
    counts (seats past the second appear once they win a game); ``records``: each game,
    in index order."""

    games: int = 0
    finished: int = 0
    seconds: float = 0.0
    decisions: int = 0
    turns: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"0": 0, "1": 0, "draw": 0})
    seats: int = 2
    workers: int = 1
    backend: str = "local"
    records: list[GameRecord] = field(default_factory=list)

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    @property
    def avg_turns(self) -> float:
        return self.turns / self.finished if self.finished else 0.0

    def add(self, record: GameRecord) -> None:
        self.records.append(record)
        self.games += 1
        self.decisions += record.decisions
        if record.finished:
            self.finished += 1
            self.turns += record.turns
            key = "draw" if record.winner is None else str(record.winner)
            self.wins[key] = self.wins.get(key, 0) + 1

    def win_rates(self) -> list[dict[str, Any]]:
        """Per seat (= per deck): wins, the win rate over all games (a draw or an
        unfinished game is not a win) and its 95% Wilson interval."""
        out = []
        for seat in range(self.seats):
            won = self.wins.get(str(seat), 0)
            lo, hi = wilson(won, self.games)
            out.append({"seat": seat, "wins": won,
                        "win_rate": round(won / self.games, 4) if self.games else 0.0,
                        "ci95": [round(lo, 4), round(hi, 4)]})
        return out

    def latency(self, seat: int) -> dict[str, float]:
        """Seat ``seat``'s decision times (a timed batch): count, median, p99, max."""
        times = [t for r in self.records if seat < len(r.latency) for t in r.latency[seat]]
        return {"decisions": len(times), "median_s": round(percentile(times, 50), 5),
                "p99_s": round(percentile(times, 99), 5),
                "max_s": round(max(times, default=0.0), 5)}

    def to_json(self) -> dict[str, Any]:
        data = {"games": self.games, "finished": self.finished,
                "games_per_s": round(self.games_per_s, 3),
                "decisions_per_s": round(self.decisions_per_s, 1),
                "avg_turns": round(self.avg_turns, 2), "wins": dict(self.wins),
                "win_rates": self.win_rates(), "workers": self.workers,
                "backend": self.backend}
        if any(r.latency for r in self.records):
            data["latency"] = [self.latency(s) for s in range(self.seats)]
        return data


def simulate(decks: Sequence[Sequence[str]], pool: CardSource, *, games: int, seed: int = 0,
             agents: Sequence[str | AgentFactory] = ("random",),
             progress: Callable[[int, int], None] | None = None,
             options: Mapping[str, Any] | None = None, max_turns: int | None = MAX_TURNS,
             max_actions: int | None = MAX_ACTIONS, workers: int = 1,
             backend: Backend = "local", address: str | None = None,
             timed: bool = False) -> SimResult:
    """Play ``games`` games of ``len(decks)`` players (2-6); seats take turns playing first
    (game i: seat i % len(decks) starts).

    ``options``: more keyword arguments of ``Game.new`` for every game — the supplementary
    decks ``contraptions``, ``attractions`` and ``planar_decks`` (one list per seat, see
    :func:`grimoire.sim.decks.game_options`).

    ``max_turns`` / ``max_actions``: the caps of :meth:`Game.run`; a game reaching one
    (or a loop of mandatory actions, CR 104.4b) is a draw, counted in ``wins["draw"]``.

    ``workers``: how many processes play (local: spawned processes, 1 = this process);
    ``backend="ray"``: Ray tasks, on the cluster at ``address`` or on a local one started
    for the batch (``pip install grimoire[ray]``). Results are the same whatever the
    backend and worker count (see the module docstring); ``progress(done, total)`` is
    called as games finish. ``timed``: record each decision's seconds
    (:meth:`SimResult.latency`).

    ``decisions`` counts every applied action (including auto-applied single choices).
    """
    seats = len(decks)
    agents = tuple(agents) * seats if len(agents) == 1 else tuple(agents)
    if len(agents) != seats:
        raise DeckError(f"{len(agents)} agents for {seats} decks: give one agent, or "
                        "one per deck")
    for agent in agents:
        if isinstance(agent, str) and agent not in AGENTS:
            raise SimulationError(f"unknown agent {agent!r}; one of {', '.join(AGENTS)}")
    if workers < 1:
        raise SimulationError(f"workers must be at least 1, not {workers}")
    if backend not in ("local", "ray"):
        raise SimulationError(f"unknown backend {backend!r}: local or ray")
    match = Match(tuple(tuple(d) for d in decks), pool, agents, dict(options or {}),
                  max_turns, max_actions, timed)
    tasks = plan(seed, games, seats)
    result = SimResult(seats=seats, workers=workers, backend=backend)
    start = time.perf_counter()
    if backend == "ray":
        from grimoire.sim.workers import run_ray
        records = run_ray(match, tasks, workers, address, progress)
    elif workers > 1 and games > 1:
        from grimoire.sim.workers import run_processes
        records = run_processes(match, tasks, workers, progress)
    else:
        records = []
        for task in tasks:
            records.append(play(match, task))
            if progress is not None:
                progress(task.index + 1, games)
    for record in sorted(records, key=lambda r: r.index):
        result.add(record)
    result.seconds = time.perf_counter() - start
    return result
