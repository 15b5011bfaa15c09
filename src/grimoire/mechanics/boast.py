"""Boast (CR 702.142): "Boast — [Cost]: [Effect]" is activated only if this creature
attacked this turn and only once each turn (compiled by :mod:`grimoire.oracle.keyword_lines`
into the ability's ``once_per_turn`` and a :class:`~grimoire.oracle.ir.SourceAttackedThisTurn`
condition, evaluated here). "This creature attacked this turn": it was declared as an
attacker this turn (CR 508.1, an ``AttackersDeclared`` event of this turn); a new object
(CR 400.7) never attacked, and a creature put onto the battlefield attacking wasn't declared
(CR 508.4). "Each player this creature attacked this turn" (Angel of Destiny) is each
player the source was declared attacking this turn (a planeswalker of theirs is not them,
CR 506.2).
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.game import Game
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import players


def attacked_this_turn(game: Game, res: Resolution, cond: ir.SourceAttackedThisTurn) -> bool:
    """Whether the source was declared as an attacker this turn (attacking the player
    ``cond.player`` names, if any: "each player this creature attacked this turn")."""
    seats = None if cond.player is None else {-1 - p for p in players(game, res, cond.player)}
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.AttackersDeclared and any(
                creature == res.source and (seats is None or defender in seats)
                for creature, defender in event.attackers):
            return True
    return False


hooks.CONDITIONS[ir.SourceAttackedThisTurn] = attacked_this_turn
