"""Where the games of a batch run: local processes, or tasks on a Ray cluster.

Both take the batch's :class:`~grimoire.sim.batch.GameTask` list (whose seeds are fixed
before any game is played, :func:`grimoire.sim.batch.plan`), play it in chunks and return
one :class:`~grimoire.sim.batch.GameRecord` per game, so the totals do not depend on
where or in what order the games ran.

Local processes are *spawned* (a fresh interpreter each, never a fork of this one: safe
with threads and on every platform). A script that calls
:func:`~grimoire.sim.batch.simulate` with ``workers > 1`` must do so under
``if __name__ == "__main__":``, as with any spawning pool. The match (decks, card pool,
agents) goes to each worker once; agents given as factories rather than names must be
picklable (a module-level function or class, not a lambda).

Ray (``pip install grimoire[ray]``): without ``address`` a local cluster with ``workers``
CPUs is started for the batch and stopped after it; with one (``"auto"``, ``"HOST:PORT"``,
``"ray://HOST:10001"``) the batch runs on that cluster, whose nodes need Grimoire
installed.
"""

from __future__ import annotations

import math
import multiprocessing
import pickle
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from grimoire.sim.batch import GameRecord, GameTask, Match, SimulationError, play

Progress = Callable[[int, int], None] | None

CHUNK_MAX = 16
"""At most this many games per chunk (so the progress bar moves and the work spreads)."""

RAY_MISSING = "the Ray backend needs Ray: pip install 'grimoire[ray]'"

_MATCH: Match | None = None
"""The batch's match, in a worker process (set once by :func:`_init`)."""


def chunks(tasks: Sequence[GameTask], workers: int) -> list[list[GameTask]]:
    """``tasks`` cut into consecutive chunks, about four per worker.

    >>> from grimoire.sim.batch import plan
    >>> [len(c) for c in chunks(plan(0, 10, 2), 2)]
    [2, 2, 2, 2, 2]
    """
    size = max(1, min(CHUNK_MAX, math.ceil(len(tasks) / (workers * 4))))
    return [list(tasks[i:i + size]) for i in range(0, len(tasks), size)]


def _payload(match: Match) -> bytes:
    try:
        return pickle.dumps(match)
    except (pickle.PicklingError, AttributeError, TypeError) as error:
        raise SimulationError(
            "other processes can't receive this batch's agents or cards: give agents by "
            f"name or as module-level factories ({error})") from error


def _init(payload: bytes) -> None:
    global _MATCH
    _MATCH = pickle.loads(payload)


def _play_chunk(chunk: list[GameTask]) -> list[GameRecord]:
    assert _MATCH is not None, "worker not initialised"
    return [play(_MATCH, task) for task in chunk]


def run_processes(match: Match, tasks: Sequence[GameTask], workers: int,
                  progress: Progress) -> list[GameRecord]:
    """Play ``tasks`` on ``workers`` spawned processes."""
    payload = _payload(match)
    context = multiprocessing.get_context("spawn")
    records: list[GameRecord] = []
    with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_init,
                             initargs=(payload,)) as executor:
        pending: set[Future[list[GameRecord]]] = {
            executor.submit(_play_chunk, chunk) for chunk in chunks(tasks, workers)}
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    records.extend(future.result())
                    if progress is not None:
                        progress(len(records), len(tasks))
        except BaseException:
            executor.shutdown(wait=False, cancel_futures=True)
            raise
    return records


def _ray_chunk(match: Match, chunk: list[GameTask]) -> list[GameRecord]:
    return [play(match, task) for task in chunk]


def import_ray() -> Any:
    """The ``ray`` module; :class:`SimulationError` with the install line when missing."""
    try:
        import ray
    except ImportError:
        raise SimulationError(RAY_MISSING) from None
    return ray


def run_ray(match: Match, tasks: Sequence[GameTask], workers: int, address: str | None,
            progress: Progress) -> list[GameRecord]:
    """Play ``tasks`` as Ray tasks: on the cluster at ``address``, or on a local cluster
    of ``workers`` CPUs started now and stopped after (unless Ray is already
    initialised in this process, whose cluster is then used as it is)."""
    ray = import_ray()
    started = not ray.is_initialized()
    if started:
        settings: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                    "logging_level": "ERROR"}
        if address is None:
            settings["num_cpus"] = workers
        try:
            ray.init(address=address, **settings)
        except (ConnectionError, RuntimeError, ValueError) as error:
            raise SimulationError(f"cannot start or reach the Ray cluster"
                                  f"{' at ' + address if address else ''}: {error}") from error
    try:
        _payload(match)  # the same check as local processes, with the same message
        match_ref = ray.put(match)
        remote = ray.remote(num_cpus=1)(_ray_chunk)
        pending = [remote.remote(match_ref, chunk) for chunk in chunks(tasks, workers)]
        records: list[GameRecord] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for chunk_records in ray.get(done):
                records.extend(chunk_records)
            if progress is not None:
                progress(len(records), len(tasks))
        return records
    finally:
        if started:
            ray.shutdown()
