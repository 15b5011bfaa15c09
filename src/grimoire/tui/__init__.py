"""The terminal game: board rendering, typed commands, and the human as an agent."""

from grimoire.tui.agent import QuitGame, TerminalAgent
from grimoire.tui.commands import Command, CommandError, parse_command
from grimoire.tui.render import board_text, render_board

__all__ = ["Command", "CommandError", "QuitGame", "TerminalAgent", "board_text",
           "parse_command", "render_board"]
