"""Counters other permanents enter with (CR 614.1c, 614.12): "Each other Warrior creature
you control enters with an additional +1/+1 counter on it" (Bramblewood Paragon), "As long
as an opponent lost life this turn, each other Vampire you control enters with an additional
+1/+1 counter on it". A static of a permanent already on the battlefield
(:class:`~grimoire.oracle.ir.OthersEnterWithCounters`), applied to each permanent the filter
matches as it enters, with its characteristics as it would exist on the battlefield
(CR 614.12); the counters go through the counter replacements (CR 122.6: Hardened Scales).
The entering permanent's own static of this kind doesn't apply to itself, and an "as long
as" condition is read as it enters (CR 611.3a). "... for each Angel you already control"
(Giada) multiplies by the permanents of that kind on the battlefield before it entered.
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.cardinfo import present
from grimoire.rules.counters import add_counters
from grimoire.rules.game import Game
from grimoire.rules.objects import GameObject
from grimoire.rules.query import matches, static_condition

_WORDS = frozenset({"OthersEnterWithCounters"})


def _statics(source: GameObject) -> list[tuple[ir.OthersEnterWithCounters, ir.Condition | None]]:
    found: list[tuple[ir.OthersEnterWithCounters, ir.Condition | None]] = []
    for _, ability in source.info.statics:
        effect = ability.effect
        condition: ir.Condition | None = None
        if isinstance(effect, ir.ConditionalStatic):
            condition, effect = effect.condition, effect.effect
        if isinstance(effect, ir.OthersEnterWithCounters):
            found.append((effect, condition))
    return found


def entered_with(game: Game, obj: GameObject, old: GameObject | None) -> None:
    """Put the counters the other permanents' statics give ``obj`` (entering now)."""
    if not game.n_statics or not present(game, _WORDS):
        return  # (the call site runs every hook on each permanent entering)
    for sid in list(game.battlefield):
        source = game.objects[sid]
        if sid == obj.id or not source.info.statics:
            continue
        for effect, condition in _statics(source):
            if condition is not None and not static_condition(game, source, condition):
                continue
            if obj.zone != "battlefield" or not matches(
                    game, obj, effect.filter, source.controller, source.id):
                continue
            count = effect.amount.value if isinstance(effect.amount, ir.Fixed) else 0
            if effect.per is not None:
                count *= _already(game, obj, effect.per, source)
            if count > 0:
                add_counters(game, obj, effect.kind, count, by=obj.controller)  # CR 122.6a


def _already(game: Game, obj: GameObject, flt: ir.ObjectFilter, source: GameObject) -> int:
    """ "for each Angel you already control": the permanents ``flt`` matches for the source's
    controller, but neither ``obj`` nor any permanent entering with it (they come onto the
    battlefield in the same event, CR 614.12: not "already" there)."""
    entering = {obj.id}
    if game.batch is not None:  # the simultaneous events of this move (CR 603.2)
        entering.update(e.new for e in game.events[game.batch.start:]
                        if isinstance(e, ev.ZoneChanged) and e.to_zone == "battlefield")
    return sum(1 for oid in game.battlefield if oid not in entering and matches(
        game, game.objects[oid], flt, source.controller, source.id))


hooks.ENTERED_WITH.add(entered_with, order=15, words=_WORDS)  # CR 614.1c
