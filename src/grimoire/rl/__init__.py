"""Environments for learning agents (``pip install grimoire[rl]``): a PettingZoo AEC
environment where every player is an agent (:func:`aec_env`) and a Gymnasium environment
against the heuristic AI (:func:`gym_env`), both over the action slots and observations of
:mod:`grimoire.rl.encoding`, seeded and reproducible, on the built-in demo decks unless
told otherwise.

Importing this package needs the ``rl`` extra (PettingZoo, Gymnasium, NumPy); without it
the import fails with an :class:`ImportError` naming the extra.
"""

from __future__ import annotations

try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as error:  # pragma: no cover - only without the extra
    raise ImportError(f"grimoire.rl needs the rl extra: pip install 'grimoire[rl]' "
                      f"({error.name} is missing)") from error

from grimoire.rl.aec import GrimoireAEC, aec_env
from grimoire.rl.gym import GrimoireGym, gym_env

__all__ = ["GrimoireAEC", "GrimoireGym", "aec_env", "gym_env"]
