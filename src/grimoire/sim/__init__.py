"""Batch simulation: many games between agents, with throughput figures."""

from grimoire.sim.batch import SimResult, simulate
from grimoire.sim.decks import game_options

__all__ = ["SimResult", "game_options", "simulate"]
