"""Putting counters on and removing them from objects (CR 122), through replacement effects
(CR 614.1a, 122.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules.replace import ProposedCounters, replace

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def add_counters(game: Game, obj: GameObject, kind: str, amount: int, *,
                 by_effect: bool = True, by: int | None = None) -> None:
    """Put (or with a negative amount remove) counters on an object (CR 122); counters put
    on a permanent go through replacement effects first (CR 614.1a, 122.6).
    ``by_effect=False``: put as a cost (a loyalty ability's +N). ``by``: the player who puts
    them; by default the controller of the resolving spell or ability, else of the object
    (CR 122.6a: a permanent entering with counters; a cost its controller pays)."""
    if amount > 0 and game.n_statics and obj.zone == "battlefield":
        replaced = replace(game, ProposedCounters(obj.id, kind, amount, by_effect))
        if replaced is None:
            return
        amount = replaced.amount
    counters = obj.counters if obj.counters is not None else {}
    new = max(0, counters.get(kind, 0) + amount)
    delta = new - counters.get(kind, 0)
    if delta == 0:
        return
    if new:
        counters[kind] = new
    else:
        counters.pop(kind, None)
    obj.counters = counters
    if by is None:
        by = game.resolving[-1].you if game.resolving else obj.controller
    game.emit(ev.CountersChanged(obj.id, kind, delta, by))
