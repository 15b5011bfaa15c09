"""State triggers (CR 603.8): "When you control no other creatures, sacrifice this creature"
(Emperor Crocodile). Such an ability watches no event: it triggers whenever the game state
matches its condition, checked each time a player would receive priority (with the other
triggers, CR 117.5), and once it has triggered it doesn't trigger again until that ability
has resolved, been countered, or otherwise left the stack; then, if its object is still on
the battlefield and the state still matches, it triggers again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, PendingTrigger, first_this_turn, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@matcher(ir.StateTrigger)  # no event: the state is polled by :func:`check`
def _no_event(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    return []


def _waiting(game: Game, oid: int, index: int) -> bool:
    """Whether that ability already triggered and hasn't left the stack (CR 603.8)."""
    if any(t.source == oid and t.index == index for t in game.pending_triggers):
        return True
    current = game.trigger_current
    if isinstance(current, PendingTrigger) and current.source == oid and current.index == index:
        return True
    for sid in game.stack:
        info = game.objects[sid].stack
        if info is not None and info.source == oid and info.ability == index:
            return True
    return False


def check(game: Game) -> None:
    """Add the state triggers whose condition holds now (CR 603.8)."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        if not obj.info.state_triggered:
            continue
        for index, ability in obj.info.triggered:
            trigger = ability.trigger
            if isinstance(trigger, ir.StateTrigger) and not _waiting(game, oid, index) \
                    and query.static_condition(game, obj, trigger.condition) and (
                        not ability.once_each_turn or first_this_turn(game, obj, index)) \
                    and (ability.condition is None  # CR 603.4: an intervening "if" too
                         or query.static_condition(game, obj, ability.condition)):
                game.pending_triggers.append(PendingTrigger(oid, obj.controller, index,
                                                            obj.name, kept=ability))
