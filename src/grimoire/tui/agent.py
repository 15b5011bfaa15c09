"""The human at the terminal, as an agent: draws the board, lists the legal actions,
reads a number or a command. All terminal input and output of a game goes through here
(the engine never reads input, DESIGN principle 3).

>>> import io
>>> from rich.console import Console
>>> from grimoire.rules.testing import vanilla_pool
>>> from grimoire.rules.game import Game
>>> deck = ["Forest"] * 20 + ["Grizzly Bears"] * 20
>>> game = Game.new([deck, deck], vanilla_pool(), seed=1)
>>> out = io.StringIO()
>>> agent = TerminalAgent(vanilla_pool(), read=lambda prompt: "keep",
...                       console=Console(file=out, width=80, color_system=None))
>>> agent.decide(game.view(game.pending.player), game.pending)
Keep()
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.text import Text

from grimoire.agents.autopass import PassMode, should_auto_pass
from grimoire.errors import GrimoireError
from grimoire.rules.actions import Action, Decision, PassPriority
from grimoire.rules.game import CardSource
from grimoire.rules.view import PlayerView
from grimoire.tui.commands import CommandError, parse_command
from grimoire.tui.describe import Names, describe_action, explain, menu
from grimoire.tui.render import render_board

PROMPT = "> "


class QuitGame(GrimoireError):
    """The player typed ``quit`` (or the input ended)."""


def read_stdin(prompt: str) -> str:
    """Write ``prompt`` and read one line from standard input (EOFError at its end)."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\r\n")


class TerminalAgent:
    """Answers decisions by asking the person at the terminal."""

    def __init__(self, pool: CardSource, *, read: Callable[[str], str] = read_stdin,
                 console: Console | None = None, events: int = 12,
                 max_listed: int = 30, stop_everywhere: bool = False) -> None:
        self.stop_everywhere = stop_everywhere
        """Ask at every priority (``stops all``), not only where there is something to do
        (``stops smart``, :mod:`grimoire.agents.autopass`)."""
        self.pass_mode: PassMode = None
        self.pass_turn = 0
        self.pool = pool
        self.read = read
        self.console = console or Console(highlight=False)
        self.events = events
        self.max_listed = max_listed

    def show(self, view: PlayerView, decision: Decision, legal: Sequence[Action],
             names: Names) -> None:
        """The board, the decision and the numbered legal actions."""
        self.console.print(render_board(view, self.pool, events=self.events))
        heading = f"{view.names[decision.player]}: {decision.kind.replace('_', ' ')}"
        if decision.prompt:
            heading += f" - {decision.prompt}"
        self.console.print(Text(heading, style="bold"))
        for i, action in enumerate(legal[:self.max_listed], 1):
            self.console.print(Text(f"{i:3}. {describe_action(action, names, view)}"))
        if len(legal) > self.max_listed:
            self.console.print(Text(f"     ... {len(legal) - self.max_listed} more: "
                                    "type a command (help lists them)"))

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        auto, self.pass_mode = should_auto_pass(
            view, view.legal_actions, mode=self.pass_mode, since_turn=self.pass_turn,
            stop_everywhere=self.stop_everywhere)
        if auto:
            return PassPriority()
        legal = menu(view, view.legal_actions)
        names = Names.of(view)
        self.show(view, decision, legal, names)
        while True:
            try:
                line = self.read(PROMPT)
            except EOFError as error:
                raise QuitGame("input ended") from error
            try:
                command = parse_command(line, legal, names, me=view.player)
            except CommandError as error:
                self.console.print(Text(f"! {error}"))
                continue
            if command.kind == "help":
                self.console.print(Text(explain(decision)))
            elif command.kind == "quit":
                raise QuitGame("quit")
            elif command.kind == "board":
                self.show(view, decision, legal, names)
            elif command.kind == "stops":
                self.stop_everywhere = command.mode == "all"
                self.console.print(Text("Stopping at every priority." if self.stop_everywhere
                                        else "Stopping only where you can act."))
            elif command.kind == "autopass" and command.action is not None:
                self.pass_mode = command.mode  # type: ignore[assignment]
                self.pass_turn = view.turn
                return command.action
            elif command.action is not None:
                return command.action
