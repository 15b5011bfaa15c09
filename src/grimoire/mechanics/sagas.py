"""Saga cards (CR 714): lore counters, chapter abilities, the final-chapter sacrifice.

* As a Saga enters the battlefield its controller puts a lore counter on it (CR 714.3a,
  :func:`entering`); as a player's precombat main phase begins they put one on each Saga
  they control (CR 714.3b, :func:`precombat_main`, a turn-based action).
* A chapter ability "{rN}—[Effect]" triggers when lore counters are put on the Saga and
  their number goes from below N to at least N (CR 714.2b, the matcher below).
* A Saga with at least its final chapter number of lore counters, not the source of a
  chapter ability that has triggered but not yet left the stack, is sacrificed
  (CR 714.4, 704.5s: :func:`to_sacrifice`).

>>> card = ir.CardDefinition("S", card_types=("enchantment",), subtypes=("Saga",),
...     abilities=(ir.TriggeredAbility(ir.ChapterTrigger(1), ir.DrawCards(ir.Fixed(1))),
...                ir.TriggeredAbility(ir.ChapterTrigger(3), ir.DrawCards(ir.Fixed(1)))))
>>> final_chapter(card)
3
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.cardinfo import present
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game

LORE = "lore"


SAGA_WORDS = frozenset({"saga"})
"""The subtype in a card's IR (CR 714): a game without it has no Saga to add lore to."""

def is_saga(obj: GameObject) -> bool:
    """Whether ``obj`` has the subtype Saga (CR 714)."""
    return "Saga" in obj.info.subtypes


def reads_ahead(obj: GameObject) -> bool:
    """Whether ``obj`` has read ahead (CR 702.155: :mod:`grimoire.mechanics.read_ahead`)."""
    return "read ahead" in obj.info.keywords


CHAPTER_SKIPS: list[Callable[[Game, GameObject, int], bool]] = []
"""Rules under which a Saga's chapter ability can't trigger now (``(game, saga, chapter)``
True: skipped): read ahead's (CR 702.155a, :mod:`grimoire.mechanics.read_ahead`)."""


def final_chapter(card: ir.CardDefinition) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities (0 if none)."""
    return max((a.trigger.chapter for a in card.abilities
                if isinstance(a, ir.TriggeredAbility) and isinstance(a.trigger, ir.ChapterTrigger)),
               default=0)


def _add_lore(game: Game, obj: GameObject) -> None:
    add_counters(game, obj, LORE, 1)  # emits CountersChanged: chapter abilities trigger


def entering(game: Game, obj: GameObject) -> None:
    """CR 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it
    (one with read ahead enters with the chosen number: :mod:`grimoire.mechanics.read_ahead`)."""
    if is_saga(obj) and not reads_ahead(obj):
        _add_lore(game, obj)


def precombat_main(game: Game) -> None:
    """CR 714.3b: as the active player's precombat main phase begins, they put a lore counter
    on each Saga they control (a turn-based action: it doesn't use the stack)."""
    if not present(game, SAGA_WORDS):
        return  # no card of this game is or makes a Saga
    for oid in list(game.battlefield):
        obj = game.objects.get(oid)
        if obj is not None and obj.controller == game.active and is_saga(obj):
            _add_lore(game, obj)


def _is_chapter(game: Game, source: int, index: int) -> bool:
    obj = game.objects.get(source) or game.last_known.get(source)
    if obj is None or not 0 <= index < len(obj.info.card.abilities):
        return False
    ability = obj.info.card.abilities[index]
    return isinstance(ability, ir.TriggeredAbility) and isinstance(ability.trigger,
                                                                   ir.ChapterTrigger)


def _chapter_waiting(game: Game, oid: int) -> bool:
    """Whether a chapter ability of ``oid`` has triggered but not yet left the stack."""
    waiting = list(game.pending_triggers)
    if game.trigger_current is not None:
        waiting.append(game.trigger_current)
    if any(p.source == oid and p.ability is None and _is_chapter(game, oid, p.index)
           for p in waiting):
        return True
    for item_id in game.stack:
        item = game.objects[item_id]
        if item.kind == "ability" and item.stack is not None and item.stack.source == oid \
                and _is_chapter(game, oid, item.stack.ability):
            return True
    return False


def to_sacrifice(game: Game) -> list[int]:
    """CR 704.5s: the Sagas whose controllers sacrifice them now."""
    out: list[int] = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if is_saga(obj) and obj.counter(LORE) >= final_chapter(obj.info.card) \
                and not _chapter_waiting(game, oid):
            out.append(oid)
    return out


@matcher(ir.ChapterTrigger, ev.CountersChanged)
def _chapter(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    # CR 714.2b: lore counters put onto this Saga took it from below N to at least N.
    assert isinstance(trig, ir.ChapterTrigger) and isinstance(event, ev.CountersChanged)
    if event.object != source.id or event.kind != LORE or event.amount <= 0:
        return []
    now = source.counter(LORE)
    if CHAPTER_SKIPS and any(skip(game, source, trig.chapter) for skip in CHAPTER_SKIPS):
        return []  # CR 702.155a: read ahead skipped this chapter
    return [(None, None)] if now - event.amount < trig.chapter <= now else []


@hooks.step_begins("main1").add
def _lore(game: Game) -> bool:
    """CR 714.3b: the precombat main phase's lore counters (no resolution: never waits)."""
    precombat_main(game)
    return False


hooks.SBA_SACRIFICES.add(to_sacrifice)  # CR 704.5s


def _entered_with(game: Game, obj: GameObject, came_from: GameObject | None) -> None:
    entering(game, obj)  # CR 714.3a: a lore counter as it enters


hooks.ENTERED_WITH.add(_entered_with, order=20)
