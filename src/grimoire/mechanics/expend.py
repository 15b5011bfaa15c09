"""Expend (CR 700.14): "Whenever you expend 4" triggers when a player pays a cost to cast a
spell and the mana they had spent this turn to cast spells was less than 4 before that
payment and at least 4 after it.

The mana spent to cast a spell is the record the payment notes on it
(:mod:`grimoire.rules.mana_spent`, kept by the permanent it becomes and by its last known
information once it has left the stack); the turn's casts are the ``SpellCast`` events since
the turn began (a copy isn't cast and had no mana spent, CR 707.10). Only a game with an
expend ability runs this.

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.ExpendTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.mana_spent import SPENT
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def mana_spent_on(game: Game, spell: int) -> int:
    """How much mana was spent to cast the spell ``spell`` (0 if unknown)."""
    obj = game.objects.get(spell) or game.last_known.get(spell)
    if obj is None:
        return 0
    return sum(int(f.rsplit(":", 1)[1]) for f in obj.flags if f.startswith(SPENT))


def spent_this_turn(game: Game, player: int) -> int:
    """The mana ``player`` spent to cast spells this turn, up to the latest event."""
    total = 0
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            break
        if type(event) is ev.SpellCast and event.player == player:
            total += mana_spent_on(game, event.spell)
    return total


@matcher(ir.ExpendTrigger, ev.SpellCast)
def _expend(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 700.14: this cast took the controller's total from below N to N or more."""
    assert isinstance(trig, ir.ExpendTrigger) and isinstance(event, ev.SpellCast)
    if event.player != source.controller:
        return []
    after = spent_this_turn(game, event.player)
    before = after - mana_spent_on(game, event.spell)
    return [(event.spell, event.player)] if before < trig.amount <= after else []
