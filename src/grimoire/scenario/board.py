"""A readable board for ``grimoire scenario show``: every zone of both players, the turn,
the stack and the pending decision, drawn with ``rich``.

A scenario's author sees everything (libraries top first, both hands): this is a setup
tool, not a player's view.

>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
>>> from grimoire.rules.testing import vanilla_pool
>>> game = Game.from_position(Position(players=(
...     PlayerSpec("Alice", battlefield=(PermanentSpec("Forest", tapped=True),)),
...     PlayerSpec("Bob", library=("Island",)))), vanilla_pool())
>>> "Forest (tapped)" in board_text(game, width=100)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.columns import Columns
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from grimoire.core.mana import MANA_TYPES
from grimoire.scenario.expect import describe_decision, describe_permanent, names

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def grouped(items: list[str]) -> list[str]:
    """Equal neighbours as one entry: ``["Forest ×2", "Island"]``.

    >>> grouped(["Forest", "Forest", "Island"])
    ['Forest ×2', 'Island']
    """
    out: list[list[object]] = []
    for item in items:
        if out and out[-1][0] == item:
            out[-1][1] = int(str(out[-1][1])) + 1
        else:
            out.append([item, 1])
    return [f"{name} ×{n}" if n != 1 else str(name) for name, n in out]


def _list(items: list[str]) -> str:
    return ", ".join(grouped(items)) if items else "—"


def _player_panel(game: Game, seat: int) -> Panel:
    p = game.players[seat]
    table = Table.grid(padding=(0, 1))
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column()
    poison = p.counters.get("poison", 0)
    life = f"{p.life}" + (f"   poison {poison}" if poison else "")
    table.add_row("life", life)
    pool = " ".join(f"{m}×{n}" for m, n in zip(MANA_TYPES, p.pool, strict=True) if n)
    if pool:
        table.add_row("mana pool", pool)
    table.add_row("library", f"{len(p.library)}: "
                             + _list(names(game, list(reversed(p.library)))) + " (top first)")
    table.add_row("hand", _list(names(game, p.hand)))
    perms = [describe_permanent(game.objects[o]) for o in game.battlefield
             if game.objects[o].controller == seat]
    table.add_row("battlefield", "\n".join(grouped(perms)) if perms else "—")
    table.add_row("graveyard", _list(names(game, p.graveyard)))
    exile = [o for o in game.exile if game.objects[o].owner == seat]
    table.add_row("exile", _list(names(game, exile)))
    marks = []
    if seat == game.active:
        marks.append("active")
    if game.pending is not None and game.pending.player == seat:
        marks.append(f"to act: {game.pending.kind}")
    title = p.name + (f" ({', '.join(marks)})" if marks else "")
    return Panel(table, title=title, title_align="left")


def render(game: Game, title: str = "") -> RenderableType:
    """The whole board as one rich renderable."""
    header = Text(f"Turn {game.turn}, {game.players[game.active].name}'s {game.step}",
                  style="bold")
    parts: list[RenderableType] = []
    if title:
        parts.append(Text(title, style="bold magenta"))
    parts.append(header)
    parts.append(Columns([_player_panel(game, s) for s in range(len(game.players))],
                         equal=True, expand=True))
    stack = [game.objects[o] for o in reversed(game.stack)]
    if stack:
        rows = [f"{o.name}{' (ability)' if o.kind == 'ability' else ''} — "
                f"{game.players[o.controller].name}" for o in stack]
        parts.append(Panel("\n".join(rows), title="stack (top first)", title_align="left"))
    if game.result is not None:
        winner = game.result.winner
        who = game.players[winner].name if winner is not None else "nobody (a draw)"
        parts.append(Text(f"Game over: {who} wins — {game.result.reason}", style="bold red"))
    elif game.pending is not None:
        parts.append(Text(f"Waiting for {describe_decision(game, game.pending)}"))
    return Group(*parts)


def board_text(game: Game, title: str = "", *, width: int = 120) -> str:
    """The board as plain text (no colours), ``width`` columns wide."""
    console = Console(width=width, record=True, color_system=None, force_terminal=False)
    with console.capture() as capture:
        console.print(render(game, title))
    return capture.get()
