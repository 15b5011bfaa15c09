"""Agents: anything with ``decide(view, decision) -> action`` plays a seat."""

from grimoire.agents.random import RandomAgent
from grimoire.agents.scripted import ScriptedAgent

__all__ = ["RandomAgent", "ScriptedAgent"]
