"""Triggers on a Saga's final chapter ability resolving (CR 714.2d): "Whenever the final
chapter ability of a Saga you control resolves, ..." (Narci, Fable Singer; Tom Bombadil).

The final chapter ability of a Saga is its chapter ability with the highest chapter number
(CR 714.2d, :func:`grimoire.mechanics.sagas.final_chapter`). The trigger watches the
:class:`~grimoire.rules.events.Resolved` event of a triggered ability on the stack, emitted
as the ability finishes resolving and before it leaves the stack: the Saga is then still on
the battlefield (it is sacrificed by the next state-based action check, CR 704.5s), or, if it
left before, read as it last existed (CR 608.2h). An ability removed as its targets became
illegal doesn't resolve (CR 608.2b) and triggers nothing. The Saga is the triggering object
("that Saga's mana value": its last known information once sacrificed).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.FinalChapterResolvedTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.sagas import final_chapter, is_saga
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def final_chapter_source(game: Game, item: int) -> GameObject | None:
    """The Saga whose final chapter ability the stack item ``item`` is, or None (a spell,
    another ability, a copy of an ability: CR 707.10, a copy isn't the Saga's ability)."""
    obj = game.objects.get(item)
    if obj is None or obj.kind != "ability" or obj.stack is None:
        return None
    source = obj.stack.source
    saga = game.objects.get(source) or game.last_known.get(source)
    if saga is None or not is_saga(saga):
        return None
    abilities = saga.info.card.abilities
    index = obj.stack.ability
    if not 0 <= index < len(abilities):
        return None
    ability = abilities[index]
    if not isinstance(ability, ir.TriggeredAbility) or not isinstance(
            ability.trigger, ir.ChapterTrigger):
        return None
    return saga if ability.trigger.chapter == final_chapter(saga.info.card) else None


@matcher(ir.FinalChapterResolvedTrigger, ev.Resolved)
def _final_chapter(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 714.2d: the final chapter ability of a Saga ``source``'s controller controls
    resolved (CR 608.2b: not when removed with every target illegal)."""
    assert isinstance(event, ev.Resolved)
    if event.fizzled:
        return []
    saga = final_chapter_source(game, event.item)
    if saga is None or saga.controller != source.controller:
        return []
    return [(saga.id, None)]
