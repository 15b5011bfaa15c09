"""Spells a player cast this turn, by kind: "unless you've cast a noncreature spell this
turn" (:class:`grimoire.oracle.ir.CastSpellThisTurn`). A spell is cast as its casting
completes (CR 601.2i, the ``SpellCast`` event); a copy is not cast (CR 707.10). The spell is
read as it was on the stack: the object, or its last known information once it resolved or
left the stack (CR 400.7: a permanent it became is a new object).
"""

from __future__ import annotations

from dataclasses import replace

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.game import Game
from grimoire.rules.resolution import Resolution


def cast_this_turn(game: Game, res: Resolution, cond: ir.CastSpellThisTurn) -> bool:
    """Whether ``res.you`` cast a spell matching the filter this turn."""
    flt = replace(cond.filter, zone=None, is_spell=False)
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.SpellCast and event.player == res.you:
            spell = game.last_known.get(event.spell) or game.objects.get(event.spell)
            if spell is not None and query.matches(game, spell, flt, res.you, res.source):
                return True
    return False


hooks.CONDITIONS[ir.CastSpellThisTurn] = cast_this_turn
