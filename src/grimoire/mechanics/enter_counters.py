"""Counters other permanents enter with (CR 614.1c, 614.12): "Each other Warrior creature
you control enters with an additional +1/+1 counter on it" (Bramblewood Paragon), "As long
as an opponent lost life this turn, each other Vampire you control enters with an additional
+1/+1 counter on it". A static of a permanent already on the battlefield
(:class:`~grimoire.oracle.ir.OthersEnterWithCounters`), applied to each permanent the filter
matches as it enters, with its characteristics as it would exist on the battlefield
(CR 614.12); the counters go through the counter replacements (CR 122.6: Hardened Scales).
The entering permanent's own static of this kind doesn't apply to itself, and an "as long
as" condition is read as it enters (CR 611.3a).
"""

from __future__ import annotations

from grimoire.oracle import ir
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
            if count > 0:
                add_counters(game, obj, effect.kind, count)


hooks.ENTERED_WITH.add(entered_with, order=15, words=_WORDS)  # CR 614.1c
