"""Batch simulation: many games between agents, with throughput figures."""

from grimoire.sim.batch import SimResult, simulate

__all__ = ["SimResult", "simulate"]
