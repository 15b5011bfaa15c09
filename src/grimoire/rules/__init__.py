"""The rules engine: the game state machine, turn, priority, stack, costs, combat, SBAs."""

from grimoire.rules.game import Game, GameResult
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

__all__ = ["Game", "GameResult", "PermanentSpec", "PlayerSpec", "Position", "Seat"]
