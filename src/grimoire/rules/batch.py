"""Simultaneous events (CR 603.2, 603.10a): an action that moves or damages several objects
at once is one event that every triggered ability sees whole.

While a batch is open, :meth:`Game.emit` logs events without checking triggers; when the
outermost batch closes, each event is checked in order, and the leaves-the-battlefield
abilities of *every* permanent that left in the batch look back in time at each of those
events (CR 603.10a): Dross Harvester dying beside two creatures in a Wrath sees all three
deaths. Lifelink gains of one source in one batch are a single life-gain event (CR 702.15b,
119.10: "whenever you gain life" triggers once per source that caused the gain).

One IR instruction of a resolving spell or ability (:mod:`grimoire.rules.resolution`), one
round of state-based actions (CR 704.3) and one combat damage step (CR 510.2) are batches.
Mana produced inside a batch is checked at once: triggered mana abilities resolve
immediately (CR 605.4a).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import triggers
from grimoire.rules.damage import change_life

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


ALWAYS_CHECKED = (ev.ZoneChanged, ev.SpellCast, ev.Cycled)
"""Events checked for triggers even with no permanent watching: leaves-the-battlefield
abilities look back (CR 603.10a), a spell's own "when you cast this spell" (CR 113.6c) and a
cycled card's "when you cycle this card" (CR 702.29c) work from outside the battlefield."""


class Batch:
    """An open batch: where its events start in the log, its nesting depth, the
    lifelink gains to apply as it closes ((source id, controller) -> life), and the effects
    that apply once to all of its simultaneous events (:func:`once_in_batch`)."""

    __slots__ = ("applied", "depth", "lifelink", "start")

    def __init__(self, start: int) -> None:
        self.start = start
        self.depth = 1
        self.lifelink: dict[tuple[int, int], int] | None = None
        self.applied: set[tuple[int, int]] | None = None


def open_batch(game: Game) -> None:
    """Start a batch (or nest in the open one)."""
    if game.batch is not None:
        game.batch.depth += 1
    else:
        game.batch = Batch(len(game.events))


def close_batch(game: Game) -> None:
    """End a batch; the outermost one applies its lifelink gains and checks its events for
    triggers (see the module docstring)."""
    batch = game.batch
    if batch is None:
        return
    if batch.depth > 1:
        batch.depth -= 1
        return
    if batch.lifelink is None and len(game.events) == batch.start:
        game.batch = None  # nothing happened
        return
    if batch.lifelink:  # its events are part of the batch
        for (_source, player), amount in batch.lifelink.items():
            change_life(game, player, amount)  # CR 702.15b: one gain per source
    game.batch = None
    if len(game.events) > batch.start:
        check_events(game, batch.start, len(game.events))


def abandon(game: Game) -> None:
    """Drop an open batch without checking it (an error is unwinding the action)."""
    game.batch = None


@contextmanager
def simultaneous(game: Game) -> Iterator[None]:
    """``with simultaneous(game):`` the events inside are one batch."""
    open_batch(game)
    try:
        yield
    except BaseException:
        abandon(game)
        raise
    close_batch(game)


def lifelink_gain(game: Game, source: int, player: int, amount: int) -> bool:
    """Record a lifelink gain in the open batch (True), or False with no batch open (the
    caller gains the life at once)."""
    batch = game.batch
    if batch is None:
        return False
    if batch.lifelink is None:
        batch.lifelink = {}
    key = (source, player)
    batch.lifelink[key] = batch.lifelink.get(key, 0) + amount
    return True


def applied_in_batch(game: Game, key: tuple[int, int]) -> bool:
    """Whether the effect ``key`` already applied to an event of the open batch (False with
    none open: each event stands alone)."""
    batch = game.batch
    return batch is not None and batch.applied is not None and key in batch.applied


def once_in_batch(game: Game, key: tuple[int, int]) -> None:
    """Note that the effect ``key`` applied in the open batch: a prevention effect that
    "applies once" to simultaneous damage from several sources (the Phantom rulings: one
    counter removed however many creatures block it)."""
    batch = game.batch
    if batch is None:
        return
    if batch.applied is None:
        batch.applied = set()
    batch.applied.add(key)


def _departed(game: Game, events: list[ev.Event]) -> tuple[GameObject, ...]:
    """The permanents that left the battlefield in ``events`` and have triggered abilities,
    as they last existed (CR 603.10a)."""
    out: list[GameObject] = []
    for event in events:
        if type(event) is ev.ZoneChanged and event.from_zone == "battlefield":
            old = game.last_known.get(event.old)
            if old is not None and old.info.triggered:
                out.append(old)
    return tuple(out)


def check_events(game: Game, start: int, end: int) -> None:
    """Check the events ``game.events[start:end]`` for triggers as one batch."""
    log = game.events
    if end - start == 1:  # one event: as if checked when it happened
        event = log[start]
        if type(event) is not ev.ManaProduced and (
                game.n_watchers or game.delayed or type(event) in ALWAYS_CHECKED):
            triggers.check(game, event)
        return
    events = log[start:end]
    departed = _departed(game, events)
    # Each event is checked with the log as it stood then ("your second card each
    # turn" counts the draws up to that one): put them back one at a time.
    tail = log[end:]
    del log[start:]
    outer, game.checking_batch = game.checking_batch, tuple(events)  # (CR 603.2c)
    try:
        for event in events:
            log.append(event)
            if type(event) is ev.ManaProduced:
                continue  # checked as it happened (CR 605.4a)
            if game.n_watchers or game.delayed or departed or type(event) in ALWAYS_CHECKED:
                triggers.check(game, event, departed)
    finally:
        game.checking_batch = outer
    log.extend(tail)
