"""The readable log of a game: one line per event that matters, draws and mulligans grouped.

Shared by ``grimoire demo``, the terminal game's board and the web page's log, so it lives
below all three (imports point from cli and web down to tui, never back).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimoire.rules import events as ev
from grimoire.rules.narrate import Narrator
from grimoire.tui.events import describe_roll, describe_table_row, routine

_DEMO_QUIET = (ev.StepBegan, ev.Tapped, ev.Shuffled, ev.ManaProduced)
"""Events the demo log leaves out unless ``verbose``."""


def narrate(events: Sequence[ev.Event], names: Sequence[str], pool: Any, *,
            verbose: bool = False) -> list[str]:
    """The demo's lines for ``events`` (omniscient or already redacted for a viewer)."""
    narrator = Narrator(names)
    out: list[str] = []
    drawn: list[ev.CardDrawn] = []  # consecutive draws of one player, told as one line
    for i, event in enumerate(events):
        narrator.learn(event)
        line: str | None = None
        if isinstance(event, ev.CardDrawn):
            if drawn and drawn[0].player != event.player:
                out.append(_draws(drawn, names))
                drawn = []
            drawn.append(event)
            continue
        if _to_library_from_hand(event) and not verbose:
            # A mulligan (CR 103.5) moves a whole hand: one line, not one per card.
            assert isinstance(event, ev.ZoneChanged)
            if drawn:
                out.append(_draws(drawn, names))
                drawn = []
            who = names[event.owner]
            tail = " from their hand into their library"
            if out and out[-1].startswith(f"{who} puts ") and out[-1].endswith(tail):
                count = 2 if " a card " in out[-1] else int(out[-1].split()[2]) + 1
                out[-1] = f"{who} puts {count} cards{tail}"
            else:
                out.append(f"{who} puts a card{tail}")
            continue
        if isinstance(event, ev.DieRolled):
            line = describe_roll(event, names)
        elif isinstance(event, ev.RollCompleted):
            line = describe_table_row(events, i, pool)
        elif verbose or not (isinstance(event, _DEMO_QUIET) or (
                isinstance(event, ev.ZoneChanged) and routine(event))):
            line = ev.describe(event, tuple(names), label=narrator.label, step=narrator.step)
        if line is not None:
            if drawn:
                out.append(_draws(drawn, names))
                drawn = []
            out.append(line)
    if drawn:
        out.append(_draws(drawn, names))
    return out


def _to_library_from_hand(event: ev.Event) -> bool:
    return (isinstance(event, ev.ZoneChanged) and event.from_zone == "hand"
            and event.to_zone == "library")


def _draws(drawn: list[ev.CardDrawn], names: Sequence[str]) -> str:
    """One line for consecutive draws: "Alice draws Forest, Shock" / "Bob draws 2 cards".

    >>> _draws([ev.CardDrawn(1, 0, "?"), ev.CardDrawn(1, 0, "?")], ("Alice", "Bob"))
    'Bob draws 2 cards'
    >>> _draws([ev.CardDrawn(0, 4, "Forest")], ("Alice", "Bob"))
    'Alice draws Forest'
    """
    if len(drawn) == 1:
        return ev.describe(drawn[0], tuple(names))
    who = names[drawn[0].player]
    known = [d.name for d in drawn if d.name != "?"]
    if len(known) < len(drawn):
        return f"{who} draws {len(drawn)} cards"
    return f"{who} draws {', '.join(known)}"
