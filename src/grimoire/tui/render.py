"""The board drawn with ``rich``, from one player's :class:`PlayerView` only (CR 400.2:
the opponent's hand and both libraries are counts).

:func:`board_text` renders to a plain string (fixed width, no color) for tests and logs.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from grimoire.core.mana import MANA_TYPES
from grimoire.rules.game import CardSource
from grimoire.rules.view import PermanentView, PlayerView
from grimoire.tui.narration import narrate

MANA = MANA_TYPES
"""Order of the mana pool counts in :attr:`PlayerView.mana_pool` (WUBRGC)."""

def _status(p: PermanentView) -> str:
    parts = []
    if p.tapped:
        parts.append("tapped")
    if p.sick and "creature" in p.types:
        parts.append("sick")
    if p.damage:
        parts.append(f"{p.damage} damage")
    parts.extend(f"{n} {kind}" for kind, n in p.counters)
    return ", ".join(parts)


def _permanents(perms: Sequence[PermanentView]) -> RenderableType:
    if not perms:
        return Text("  (no permanents)")
    table = Table(show_header=True, header_style="bold", box=None, padding=(0, 1))
    table.add_column("#", justify="right")
    table.add_column("permanent")
    table.add_column("P/T", justify="center")
    table.add_column("keywords")
    table.add_column("status")
    order = sorted(perms, key=lambda p: ("land" in p.types, "creature" not in p.types, p.id))
    for p in order:
        pt = f"{p.power}/{p.toughness}" if p.power is not None else ""
        table.add_row(str(p.id), p.name, pt, ", ".join(sorted(p.keywords)), _status(p),
                      style="dim" if p.tapped else None)
    return table


def _names(cards: Sequence[tuple[int, str]]) -> str:
    return ", ".join(f"{name}#{oid}" for oid, name in cards) or "-"


def _pool(view: PlayerView) -> str:
    counts = view.mana_pool
    shown = "".join(f"{{{MANA[i]}}}" * n for i, n in enumerate(counts[:len(MANA)]))
    return shown or "empty"


def _player_panel(view: PlayerView, seat: int) -> Panel:
    you = seat == view.player
    lines: list[RenderableType] = []
    hand_sizes = view.hand_sizes
    lib = view.library_sizes[seat]
    grave = view.graveyard(seat)
    header = Text(f"life {view.life[seat]}   library {lib}   graveyard {len(grave)}   "
                  f"hand {hand_sizes[seat]}")
    if you:
        header.append(f"   mana pool {_pool(view)}")
    lines.append(header)
    if you:
        lines.append(Text("Hand: " + (", ".join(
            f"{name}#{oid}" + (f" {cost}" if (cost := str(view.definition(oid).mana_cost))
                               else "") for oid, name in view.hand) or "-")))
    perms = [p for p in view.battlefield() if p.controller == seat]
    lines.append(_permanents(perms))
    if grave:
        lines.append(Text(f"Graveyard: {_names(grave[-8:])}"
                          + (" ..." if len(grave) > 8 else "")))
    commanders = [(oid, name, dealt) for oid, owner, name, dealt in view.commanders()
                  if owner == seat]
    if commanders:  # CR 903.3, 903.10a: public, with the commander damage dealt so far
        lines.append(Text("Commander: " + "; ".join(
            f"{name}#{oid}" + "".join(f", {d} to {view.names[s]}" for s, d in enumerate(dealt)
                                      if d) for oid, name, dealt in commanders)))
    title = f"{view.names[seat]}" + (" (you)" if you else "")
    active = (" · your turn" if you else " · their turn") if view.active == seat else ""
    return Panel(Group(*lines), title=title + active, title_align="left")


def render_board(view: PlayerView, pool: CardSource, *, events: int = 12) -> RenderableType:
    """The whole board for ``view``'s player, with the last ``events`` log lines."""
    me, n = view.player, len(view.names)
    others = [(me + i) % n for i in range(1, n)]  # the other players, in turn order
    if view.turn == 0:  # CR 103: mulligans come before the first turn begins
        top = Text(f"Before the game · {view.names[view.active]} will play first")
    else:
        top = Text(f"Turn {view.turn} · {view.names[view.active]}'s turn · "
                   f"step {view.step.replace('_', ' ')}")
    parts: list[RenderableType] = [top, *(_player_panel(view, s) for s in others)]
    stack = view.stack()
    exile = view.exile()
    middle = Text("Stack (top first): "
                  + (", ".join(f"{name}#{oid} ({view.names[c]})"
                               for oid, name, c in reversed(stack)) or "empty"))
    if exile:
        middle.append(f"\nExile: {_names(exile)}")
    parts.append(middle)
    parts.append(_player_panel(view, me))
    if events:
        # The demo's narration (objects named, die rolls with their table rows), over the
        # whole log as this player may see it: it names objects from what it has seen.
        shown = narrate(view.log(), view.names, pool)[-events:]
        parts.append(Panel(Text("\n".join(shown) or "-"), title="Last events",
                           title_align="left"))
    return Group(*parts)


def board_text(view: PlayerView, pool: CardSource, *, width: int = 100,
               events: int = 12) -> str:
    """:func:`render_board` as plain text (no color), ``width`` columns wide."""
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, color_system=None, force_terminal=False,
                      legacy_windows=False, highlight=False)
    console.print(render_board(view, pool, events=events))
    return buffer.getvalue()
