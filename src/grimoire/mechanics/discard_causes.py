"""Discards caused by an opponent's spell or ability (CR 701.9a): "When a spell or ability an
opponent controls causes you to discard this card, ..." (Guerrilla Tactics, Metrognome: the
ability works from the graveyard the card was discarded to) and "Whenever a spell or ability
an opponent controls causes you to discard a card, ..." (Spiritual Focus).

A discard is a card moving from its owner's hand to their graveyard (CR 701.9a; exiled
instead by madness, still a discard, CR 702.35a). It is caused by a spell or ability when it
happens as that spell or ability resolves (the innermost resolution, ``game.resolving``);
a discard to pay a cost (cycling), or the cleanup step's (CR 514.1), has no such cause.

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.DiscardCausedTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.hooks import DISCARDED
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _discard(game: Game, event: ev.ZoneChanged) -> bool:
    """CR 701.9a: hand to graveyard, or to exile instead (madness, CR 702.35a)."""
    if event.from_zone != "hand":
        return False
    if event.to_zone == "graveyard":
        return True
    obj = game.objects.get(event.new)
    return event.to_zone == "exile" and obj is not None and DISCARDED in obj.flags


@matcher(ir.DiscardCausedTrigger, ev.ZoneChanged)
def _caused(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """The card (this one, or any its controller owns) was discarded as a spell or ability
    an opponent of its owner controls resolved; that opponent is the triggering player."""
    assert isinstance(trig, ir.DiscardCausedTrigger) and isinstance(event, ev.ZoneChanged)
    if not game.resolving or not _discard(game, event):
        return []
    cause = game.resolving[-1].controller
    if cause == event.owner:
        return []  # your own spell or ability (CR 102.2: not an opponent)
    if trig.this_card:
        if event.new != source.id:
            return []
    elif event.owner != source.controller:
        return []
    return [(event.new, cause)]
