"""Class levels (CR 716): the abilities a Class has at its level.

A Class card's definition keeps its class level bars as :class:`~grimoire.oracle.ir.
ClassLevel` entries. The engine plays a Class at level L with the *leveled* definition
:func:`leveled`: the card's own abilities (indexes unchanged), then the abilities of every
level bar 2..L (CR 716.2a: "as long as this Class is level N or greater, it has
[abilities]"), then the activated ability of the bar for level L+1 ("[Cost]: this Class's
level becomes L+1. Activate only if this Class is level L and only as a sorcery") - the
only level-up that can be activated, so the "level N-1" restriction holds by construction.

A Class enters at level 1 (CR 716.2d: no level is treated as level 1); its level is not
copiable (CR 716.2b), so the card's own characteristics (``obj.base``) stay unleveled and
a new object (CR 400.7) starts again at level 1.

>>> card = ir.CardDefinition("C", card_types=("enchantment",), subtypes=("Class",),
...     abilities=(ir.ClassLevel(2, ir.Cost(), (ir.Keyword("flying"),)),))
>>> [type(a).__name__ for a in leveled(card, 1).abilities]
['ClassLevel', 'ActivatedAbility']
>>> [type(a).__name__ for a in leveled(card, 2).abilities]
['ClassLevel', 'Keyword']
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.cardinfo import info_for, remember
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, PendingTrigger, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_CACHE: dict[tuple[int, int], tuple[ir.CardDefinition, ir.CardDefinition]] = {}


def levels(card: ir.CardDefinition) -> tuple[ir.ClassLevel, ...]:
    """The class level bars of ``card`` in order (empty for a card that isn't a Class)."""
    return tuple(a for a in card.abilities if isinstance(a, ir.ClassLevel))


def leveled(card: ir.CardDefinition, level: int) -> ir.CardDefinition:
    """``card`` as a Class of ``level`` has it (cached; see the module docstring)."""
    key = (id(card), level)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    extra: list[ir.Ability] = []
    for bar in levels(card):
        if bar.level <= level:
            extra.extend(bar.abilities)
    for bar in levels(card):
        if bar.level == level + 1:
            extra.append(ir.ActivatedAbility(bar.cost, ir.ClassLevelUp(bar.level),
                                             timing="sorcery", text=bar.text))
    result = replace(card, abilities=card.abilities + tuple(extra))
    remember(_CACHE, key, (card, result))  # bounded: see cardinfo.CACHE_LIMIT
    return result


def level_of(obj: GameObject) -> int:
    """The Class's level (CR 716.2d: 1 if it has none yet)."""
    return max(1, obj.level)


def set_level(game: Game, obj: GameObject, level: int) -> None:
    """Give the Class ``obj`` its ``level`` and the abilities that come with it."""
    base = obj.base or obj.info
    if not base.class_levels:
        obj.level = level  # CR 716.2b: any permanent can have a level
        return
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    obj.base = base
    obj.level = level
    obj.info = info_for(leveled(base.card, level))
    if obj.zone == "battlefield":
        game.n_statics += bool(obj.info.statics) - before_statics
        game.n_watchers += bool(obj.info.triggered) - before_triggers


def entering(obj: GameObject) -> None:
    """A Class entering the battlefield is level 1 with its level-2 bar activatable; call
    before the permanent's statics and triggers are counted."""
    if obj.info.class_levels and obj.base is None:
        obj.base = obj.info
        obj.level = 1
        obj.info = info_for(leveled(obj.info.card, 1))


hooks.ENTERING.add(entering)  # CR 716.3


def became_level(game: Game, obj: GameObject, level: int) -> None:
    """CR 716.2c: the Class ``obj`` became ``level``: its "When this Class becomes level N"
    abilities of that level trigger (the ability came with the level, so it sees the event
    that gave it; queued here, as the level-up resolves)."""
    for index, ability in obj.info.triggered:
        trig = ability.trigger
        if isinstance(trig, ir.ClassLevelTrigger) and trig.level == level:
            game.pending_triggers.append(PendingTrigger(obj.id, obj.controller, index, obj.name))


@matcher(ir.ClassLevelTrigger, ev.Resolved)
def _no_event(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """No logged event matches: :func:`became_level` queues the ability."""
    return []
