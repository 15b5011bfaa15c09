"""Triggered abilities that trigger additional times (CR 603.2d).

"If a creature dying causes a triggered ability of a permanent you control to trigger, that
ability triggers an additional time." (:class:`~grimoire.oracle.ir.TriggerDoubling`). As
each triggered ability of a permanent triggers (:func:`grimoire.rules.triggers.check`), the
kernel asks :data:`~grimoire.rules.hooks.EXTRA_TRIGGERS` how many more times it triggers:
one more for each such static of a permanent on the battlefield whose controller controls
the triggering permanent and whose event is the one that triggered it, caused by an object
of its filter. Two of them add up (two Panharmonicons: three times); the effect doesn't
apply to itself (CR 603.2d). Registered with ``words``: a game without the static never
calls it.

>>> from grimoire.oracle import ir
>>> ir.TriggerDoubling("dies", ir.ObjectFilter(types_any=("creature",))).times
1
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _causes(game: Game, eff: ir.TriggerDoubling, viewer: int, event: object,
            tobj: int | None) -> bool:
    """Whether ``event`` is ``eff``'s event, caused by an object of its filter (seen by
    ``viewer``, the static's controller)."""
    flt = eff.filter
    if eff.event == "enters":  # CR 603.6a: an object entering the battlefield
        if not (isinstance(event, ev.ZoneChanged) and event.to_zone == "battlefield"):
            return False
        obj = game.objects.get(event.new)
        return obj is not None and query.matches(game, obj, flt, viewer)
    if eff.event == "dies":  # CR 700.4: put into a graveyard from the battlefield
        if not (isinstance(event, ev.ZoneChanged) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard"):
            return False
        old = game.last_known.get(event.old) or game.objects.get(event.old)
        return old is not None and query.matches(game, old, flt, viewer)  # as it last was
    if eff.event == "attacks":  # CR 508.1: creatures declared as attackers
        if not isinstance(event, ev.AttackersDeclared):
            return False
        attackers = [a for a, _ in event.attackers]
        if tobj in attackers:  # "whenever a creature attacks": that creature's attack
            attackers = [tobj]
        return any((obj := game.objects.get(a)) is not None
                   and query.matches(game, obj, flt, viewer) for a in attackers)
    if eff.event == "combat_damage_player":  # CR 510.2
        if not (isinstance(event, ev.DamageDealt) and event.combat and event.target < 0):
            return False
        dealer = game.objects.get(event.source) or game.last_known.get(event.source)
        return dealer is not None and query.matches(game, dealer, flt, viewer)
    if eff.event == "room":  # CR 309.4c: a room ability of a dungeon the viewer owns
        return isinstance(event, ev.VentureMoved) and event.player == viewer and \
            event.dungeon in game.objects and \
            "dungeon" in game.objects[event.dungeon].info.types
    if isinstance(event, ev.SpellCast | ev.SpellCopied):  # CR 601.2, 707.10
        spell = game.objects.get(event.spell)
        return spell is not None and event.player == viewer and query.matches(
            game, spell, flt, viewer)
    return False


def extra_triggers(game: Game, source: GameObject, event: object, tobj: int | None) -> int:
    """How many more times a triggered ability of the permanent ``source`` triggers on
    ``event`` (CR 603.2d)."""
    extra = 0
    for sid in game.battlefield:
        doubler = game.objects.get(sid)
        if doubler is None or doubler.controller != source.controller:
            continue  # "a triggered ability of a permanent you control"
        for _, ability in doubler.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.TriggerDoubling) and (
                    eff.event != "room" or source.id == getattr(event, "dungeon", None)) \
                    and _causes(game, eff, doubler.controller, event, tobj):
                extra += eff.times
    return extra


hooks.EXTRA_TRIGGERS.add(extra_triggers, words=frozenset({"TriggerDoubling"}))  # CR 603.2d
