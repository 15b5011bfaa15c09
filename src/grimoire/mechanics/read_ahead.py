"""Read ahead (CR 702.155): a Saga that enters with the lore counters of a chosen chapter.

* CR 702.155b, 714.3a: as a Saga with read ahead enters the battlefield, its controller
  chooses a number from one to its final chapter number; it enters with that many lore
  counters (instead of the one lore counter of CR 714.3a). A read-ahead Saga spell asks as
  it resolves, before it enters (the kernel's :data:`grimoire.rules.hooks.ENTERING_SPELL`
  hook); one an effect puts onto the battlefield asks at once, before anything else happens
  (:data:`grimoire.rules.hooks.ENTERED_BY_EFFECT`, CR 614.1c), the counters then put on it.
* CR 702.155a: "Chapter abilities of this Saga can't trigger the turn it entered the
  battlefield unless it has exactly the number of lore counters on it specified in the
  chapter symbol of that ability": :func:`skipped`, one of the chapter matcher's
  :data:`grimoire.mechanics.sagas.CHAPTER_SKIPS`. Entering with two lore counters triggers
  chapter II only; chapter I never triggers. The Sagas that entered this turn are kept in
  :data:`ENTERED` as they enter (their lore counters are put on them before the zone
  change is logged).
* CR 702.155c: several instances are redundant (one choice).

>>> card = ir.CardDefinition("S", card_types=("enchantment",), subtypes=("Saga",),
...     abilities=(ir.Keyword("read ahead"),
...                ir.TriggeredAbility(ir.ChapterTrigger(1), ir.DrawCards(ir.Fixed(1))),
...                ir.TriggeredAbility(ir.ChapterTrigger(3), ir.DrawCards(ir.Fixed(1)))))
>>> chapters(card)
(1, 2, 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.mechanics.sagas import CHAPTER_SKIPS, LORE, final_chapter, is_saga, reads_ahead
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution, begin_entering

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

CHOSEN = "read_ahead_chosen"
"""The resolution's scratch: the chapter chosen for the read-ahead Saga entering now."""
ENTERED: hooks.StateKey[tuple[int, frozenset[int]]] = hooks.StateKey("read_ahead_entered")
"""The turn and the read-ahead Sagas that entered the battlefield during it."""
ASKED = "read_ahead_asked"
"""Set on a read-ahead Saga whose lore counters were put on as it entered (asked once)."""


@dataclass(frozen=True, slots=True)
class EnterReadingAhead:
    """Internal node: the controller of the resolving read-ahead Saga spell ``spell``
    chooses a chapter, then it enters with that many lore counters (CR 702.155b)."""

    spell: int


@dataclass(frozen=True, slots=True)
class ReadAheadEntered:
    """Internal node: the controller of the read-ahead Saga ``oid`` an effect just put onto
    the battlefield chooses a chapter; that many lore counters are put on it (CR 702.155b,
    614.1c)."""

    oid: int


def chapters(card: ir.CardDefinition) -> tuple[int, ...]:
    """CR 702.155b: the numbers from one to the Saga's final chapter number."""
    return tuple(range(1, final_chapter(card) + 1))


def _entering(game: Game, oid: int) -> None:
    state = ENTERED.get(game)
    seen = state[1] if state is not None and state[0] == game.turn else frozenset()
    ENTERED.set(game, (game.turn, seen | {oid}))


def skipped(game: Game, saga: GameObject, chapter: int) -> bool:
    """CR 702.155a: a read-ahead Saga's chapter ability can't trigger the turn it entered
    unless it has exactly that chapter's number of lore counters."""
    if not reads_ahead(saga) or saga.counter(LORE) == chapter:
        return False
    state = ENTERED.get(game)
    return state is not None and state[0] == game.turn and saga.id in state[1]


def _ask(game: Game, player: int, obj: GameObject, answer: Action | None) -> Decision | int:
    options = chapters(obj.info.card)
    if answer is None and len(options) > 1:
        return Decision("choose_mode", player, prompt=f"read ahead: the chapter {obj.name} "
                        "starts at (that many lore counters)", options=options, source=obj.id,
                        rule="CR 702.155b")
    if answer is None:
        return options[0] if options else 0
    if not isinstance(answer, Choose) or answer.value not in options:
        raise ValueError("choose one of the chapters")
    return int(answer.value)


def entering(game: Game, oid: int) -> bool:
    """The kernel's entering-spell hook: a read-ahead Saga spell asks for its chapter."""
    obj = game.objects[oid]
    if not (is_saga(obj) and reads_ahead(obj)):
        return False
    return begin_entering(game, oid, EnterReadingAhead(oid))


@resolves(EnterReadingAhead)
def enter_reading_ahead(game: Game, res: Resolution, node: EnterReadingAhead,
                        answer: Action | None) -> Decision | None:
    obj = game.objects[node.spell]
    chosen = _ask(game, res.controller, obj, answer)
    if isinstance(chosen, Decision):
        return chosen
    name, info = obj.name, obj.stack
    res.scratch[CHOSEN] = chosen  # read as it enters (:func:`entered_with`)
    try:
        # (the move carries the cast options, read as it enters: CR 702.33d, 614.1c)
        zones.move(game, node.spell, "battlefield", controller=obj.controller,
                   x=info.x if info is not None else 0)
    finally:
        res.scratch.pop(CHOSEN, None)
    game.emit(ev.Resolved(node.spell, name))
    return None


def entered_with(game: Game, obj: GameObject, came_from: GameObject | None) -> None:
    """CR 702.155b, 714.3a: a read-ahead Saga enters with the chosen number of lore
    counters. Entering from its own resolution the number was chosen (the resolution's
    scratch); put by an effect, it gets none now and asks next (:func:`entered`); entering
    outside any resolution, nobody can be asked in the middle of the move: it starts at
    chapter one, as a Saga without read ahead does."""
    if not (is_saga(obj) and reads_ahead(obj)):
        return
    _entering(game, obj.id)
    top = game.resolving[-1] if game.resolving else None
    chosen = top.scratch.get(CHOSEN) if top is not None else None
    if chosen is None and top is not None:
        return  # asked before anything else happens (:func:`entered`)
    obj.flags = obj.flags | {ASKED}
    add_counters(game, obj, LORE, chosen if isinstance(chosen, int) else 1)


def entered(game: Game, obj: GameObject) -> ReadAheadEntered | None:
    """The kernel's entered-by-effect hook: a read-ahead Saga without its counters asks."""
    if ASKED in obj.flags or not (is_saga(obj) and reads_ahead(obj)):
        return None
    return ReadAheadEntered(obj.id)


@resolves(ReadAheadEntered)
def read_ahead_entered(game: Game, res: Resolution, node: ReadAheadEntered,
                       answer: Action | None) -> Decision | None:
    obj = game.objects.get(node.oid)
    if obj is None or obj.zone != "battlefield" or ASKED in obj.flags:
        return None  # (gone already: nothing to choose)
    chosen = _ask(game, obj.controller, obj, answer)
    if isinstance(chosen, Decision):
        return chosen
    obj.flags = obj.flags | {ASKED}
    if chosen:
        add_counters(game, obj, LORE, chosen, by=obj.controller)  # CR 122.6: entered with
    return None


CHAPTER_SKIPS.append(skipped)
hooks.ENTERING_SPELL.add(entering)
hooks.ENTERED_BY_EFFECT.add(entered)
hooks.ENTERED_WITH.add(entered_with, order=20)  # CR 714.3a, with the Sagas' lore counter
