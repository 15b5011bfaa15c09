"""The heuristic AI (``grimoire play --ai normal``, ``grimoire simulate --agent ai``).

>>> AIAgent(1).level
'normal'
"""

from grimoire.agents.ai.agent import LEVELS, AIAgent, Level

__all__ = ["LEVELS", "AIAgent", "Level"]
