"""Abilities that trigger when a permanent becomes a target: ward (CR 702.21) and
"Whenever ~ becomes the target of a spell or ability" (CR 603.2, 115).

CR 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays
[cost]." It is a triggered ability: it goes on the stack the next time a player would
receive priority (CR 603.3), and as it resolves the targeting player decides whether to
pay (a ``yes_no`` decision, CR 118.12a). Declining, or being unable to pay, counters the
spell or ability (CR 701.5a).

:func:`became_targets` is called once a spell or ability with targets is on the stack
(CR 601.2c, 602.2b, 603.3d). "Whenever <a filter> becomes the target ..." abilities of any
permanent trigger too, once per targeted permanent they match ("that creature").

>>> from grimoire.core.mana import ManaCost
>>> ward_ability(ir.Cost(mana=ManaCost.parse("{2}"))).effect.cost.mana.symbols
('2',)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import PendingTrigger, first_this_turn

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_TRIGGER = ir.StateChangeTrigger("targeted")


def ward_ability(cost: ir.Cost) -> ir.TriggeredAbility:
    """The triggered ability "Ward [cost]" stands for (CR 702.21a): counter the triggering
    spell or ability unless its controller (the triggering player) pays ``cost``."""
    return ir.TriggeredAbility(
        _TRIGGER,
        ir.UnlessPays(ir.CounterSpell(ir.TriggeringObject()), cost, ir.TriggeringPlayer()),
        text=f"Ward {cost.mana}")


def _targeted(item: GameObject) -> list[int]:
    """Distinct object ids the stack item targets, in order."""
    info = item.stack
    if info is None:
        return []
    out: list[int] = []
    for group in info.targets:
        for target in group:
            if isinstance(target, int) and target not in out:
                out.append(target)
    return out


def became_targets(game: Game, item_id: int) -> None:
    """Queue the abilities that trigger because the stack item ``item_id`` targets
    permanents: ward of each permanent an opponent of the item's controller controls
    (CR 702.21a), and "Whenever ~ becomes the target of a spell or ability [you
    control]" of the targeted permanent itself."""
    item = game.objects.get(item_id)
    if item is None or item.stack is None or not item.stack.targets:
        return
    for oid in _targeted(item):
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            continue
        card = obj.info.card
        if "ward" in obj.info.keywords and obj.controller != item.controller:
            for index, ability in enumerate(card.abilities):
                if isinstance(ability, ir.Keyword) and ability.name.lower() == "ward" \
                        and ability.cost is not None:
                    game.pending_triggers.append(PendingTrigger(
                        oid, obj.controller, index, obj.name, trigger_object=item_id,
                        trigger_player=item.controller, ability=ward_ability(ability.cost)))
        for index, trig in obj.info.triggered:
            when = trig.trigger
            if isinstance(when, ir.StateChangeTrigger) and when.filter is None and (
                    when.event == "targeted" or (when.event == "targeted_by_you"
                                                 and item.controller == obj.controller)) \
                    and _by(game, when, item, obj.controller, oid) and (
                        not trig.once_each_turn or first_this_turn(game, obj, index)):
                game.pending_triggers.append(PendingTrigger(
                    oid, obj.controller, index, obj.name, trigger_object=item_id,
                    trigger_player=item.controller))
    _watchers_of_targets(game, item)


def _by(game: Game, when: ir.StateChangeTrigger, item: GameObject, viewer: int,
        source: int) -> bool:
    """ "becomes the target of an instant or sorcery spell": the targeting stack item
    matches (CR 115.1)."""
    return when.by is None or query.matches(game, item, when.by, viewer, source)


def _watchers_of_targets(game: Game, item: GameObject) -> None:
    """ "Whenever <a filter> becomes the target of a spell or ability [you control]": each
    permanent with such an ability triggers once per targeted permanent its filter matches
    (CR 603.2c); "that creature" is the targeted permanent."""
    targeted = [oid for oid in _targeted(item)
                if oid in game.objects and game.objects[oid].zone == "battlefield"]
    for wid in list(game.battlefield):
        watcher = game.objects.get(wid)
        if watcher is None or not watcher.info.triggered:
            continue
        for index, trig in watcher.info.triggered:
            when = trig.trigger
            if not isinstance(when, ir.StateChangeTrigger) or when.filter is None:
                continue
            if when.event not in ("targeted", "targeted_by_you") or (
                    when.event == "targeted_by_you" and item.controller != watcher.controller):
                continue
            if not _by(game, when, item, watcher.controller, wid):
                continue
            for oid in targeted:
                if query.matches(game, game.objects[oid], when.filter, watcher.controller,
                                 watcher.id) and (not trig.once_each_turn
                                                  or first_this_turn(game, watcher, index)):
                    game.pending_triggers.append(PendingTrigger(
                        wid, watcher.controller, index, watcher.name, trigger_object=oid,
                        trigger_player=item.controller))


hooks.BECAME_TARGETS.add(became_targets)  # CR 702.21a, 603.2
