"""Die rolls as a player reads them: each die's natural result, the modifiers, and the
results-table row the roll hit (CR 706.2, 706.3a). The log narration that uses these is
``grimoire demo``'s (:func:`grimoire.tui.narration.narrate`), shared by the terminal game.

>>> from grimoire.rules import events as ev
>>> describe_roll(ev.DieRolled(0, 20, 13, 14), ("Alice", "Bob"))
'Alice rolls a d20: natural 13, modifier +1, result 14'
>>> row_label(2, 9)
'2—9'
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.game import CardSource

QUIET = (ev.StepBegan, ev.Tapped, ev.Shuffled, ev.CardDrawn, ev.ManaProduced, ev.RollCompleted)
"""Events left out of the short log (the demo's quiet events, plus mana and the roll
summary, which the rolls themselves describe)."""


_ROUTINE_MOVES = {("library", "hand"), ("hand", "stack"), ("hand", "battlefield"),
                  ("stack", "graveyard"), ("stack", "battlefield")}
"""Moves another event already tells (draws, casts, land plays, resolutions)."""


def routine(event: ev.Event) -> bool:
    """Whether ``event`` is left out of the short log (quiet, or told by another event)."""
    if isinstance(event, QUIET):
        return True
    return isinstance(event, ev.ZoneChanged) and (event.from_zone, event.to_zone) in \
        _ROUTINE_MOVES


def row_label(low: int, high: int | None) -> str:
    """A table row's range as printed (CR 706.3a): "1", "2—9", "20+"."""
    if high is None:
        return f"{low}+"
    return str(low) if low == high else f"{low}—{high}"


def describe_roll(event: ev.DieRolled, names: Sequence[str]) -> str:
    """One die: its natural result, the modifiers, the result (CR 706.2)."""
    who = names[event.player]
    if event.sides == 0:
        return f"{who} rolls the planar die"
    if event.ignored:
        return f"{who} rolls a d{event.sides}: natural {event.natural} (ignored, CR 706.6)"
    modifier = event.result - event.natural
    return (f"{who} rolls a d{event.sides}: natural {event.natural}, modifier {modifier:+d}, "
            f"result {event.result}")


def _roll_source(events: Sequence[ev.Event], index: int, sides: int,
                 pool: CardSource) -> tuple[ir.RollDice, str] | None:
    """The roll instruction (and its text) behind the roll logged at ``index``: the most
    recent spell or ability whose card rolls dice with that many sides."""
    for i in range(index - 1, -1, -1):
        event = events[i]
        if not isinstance(event, ev.SpellCast | ev.AbilityActivated | ev.AbilityTriggered):
            continue
        try:
            card = pool.get(event.name)
        except GrimoireError:
            continue
        part: object
        text = card.oracle_text
        if isinstance(event, ev.SpellCast):
            part = card.spell
        else:
            if not 0 <= event.index < len(card.abilities):
                continue
            part = card.abilities[event.index]
            text = getattr(part, "text", "") or text
        for node in ir.iter_nodes(part):
            if isinstance(node, ir.RollDice) and node.sides == sides:
                return node, text
    return None


def describe_table_row(events: Sequence[ev.Event], index: int, pool: CardSource) -> str | None:
    """For the roll logged at ``index`` (a RollCompleted), the table row it hit."""
    event = events[index]
    if not isinstance(event, ev.RollCompleted) or not event.results:
        return None
    found = _roll_source(events, index, event.sides, pool)
    if found is None or not found[0].table:
        return None
    node, text = found
    result = event.results[0]
    lines = [line.strip() for line in text.splitlines() if "|" in line]
    for k, row in enumerate(node.table):
        if result >= row.low and (row.high is None or result <= row.high):
            label = row_label(row.low, row.high)
            words = lines[k].split("|", 1)[1].strip() if k < len(lines) else ""
            return f"  result {result} hits row {label}" + (f": {words}" if words else "")
    return f"  result {result} hits no row of the table (CR 706.3a)"
