"""What some attack triggers require of the attack itself: training's "this creature and at
least one other creature with power greater than this creature's power attack" (CR
702.149a) and dethrone's "attacks the player with the most life or tied for most life" (CR
702.105a), and "attacks a player" (CR 508.1b: not a planeswalker or battle). All are part of
the trigger event, checked as attackers are declared. And, as an attack trigger's effect
resolves, "if none of those creatures attacked you": the triggering player's latest
declaration of attackers this turn (CR 508.1, 506.2); "if one or more players being
attacked are poisoned": the players attacked now (CR 506.2, 122.1f).

>>> from grimoire.oracle import ir
>>> ir.AttacksTrigger(most_life=True).most_life
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.objects import Seat
from grimoire.rules.values import condition_holds, lki

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


def attack_condition(game: Game, trig: ir.AttacksTrigger, event: ev.AttackersDeclared,
                     attacker: int | None) -> bool:
    """Whether ``attacker``'s attack in ``event`` meets ``trig``'s requirements."""
    if attacker is None or attacker not in game.objects:
        return False
    obj = game.objects[attacker]
    if trig.with_greater_power:
        power = query.power(game, obj)
        if not any(other != attacker and other in game.objects
                   and query.power(game, game.objects[other]) > power
                   for other, _ in event.attackers):
            return False
    if trig.a_player:  # CR 508.1b: a player, not a planeswalker or battle
        defender = dict(event.attackers).get(attacker)
        if defender is None or defender >= 0:
            return False
    if trig.most_life:
        defender = dict(event.attackers).get(attacker)
        if defender is None or defender >= 0:
            return False  # attacking a planeswalker or battle, not a player
        seat = -1 - defender
        alive = [p.life for p in game.players if not p.lost]
        if game.players[seat].life < max(alive, default=0):
            return False
    return True


hooks.ATTACK_CONDITIONS.add(attack_condition)  # CR 702.149a, 702.105a


def _attacked_you(game: Game, res: Resolution, cond: ir.TriggerAttackersAttackedYou) -> bool:
    """Whether the triggering player's declaration (the latest this turn: the one of this
    combat) had a creature attacking ``res.you`` (the player, CR 506.2)."""
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            return False
        if isinstance(event, ev.AttackersDeclared) and event.player == res.trigger_player:
            return any(defender == -1 - res.you for _, defender in event.attackers)
    return False


hooks.CONDITIONS[ir.TriggerAttackersAttackedYou] = _attacked_you  # CR 508.1


def _attacked_players_where(game: Game, res: Resolution, cond: ir.AttackedPlayersWhere) -> bool:
    """Whether a player being attacked now (a creature attacks them, not their planeswalker,
    CR 506.2) has the quality, ``CheckedPlayer()`` naming them (CR 603.4: checked as the
    trigger event occurs and again on resolution)."""
    attacked = sorted({t.index for t in game.combat.attackers.values() if isinstance(t, Seat)
                       and not game.players[t.index].lost})
    outer = res.scratch.get("checked_player")
    try:
        for seat in attacked:
            res.scratch["checked_player"] = seat
            if condition_holds(game, res, cond.quality):
                return True
    finally:
        res.scratch["checked_player"] = outer
        if outer is None:
            del res.scratch["checked_player"]
    return False


hooks.CONDITIONS[ir.AttackedPlayersWhere] = _attacked_players_where  # CR 506.2, 603.4


def _declared_attacked_by(game: Game, res: Resolution, cond: ir.DeclaredAttackedBy) -> bool:
    """Whether the checked player was attacked (the player, not a planeswalker, CR 506.2)
    by a creature matching the filter in the triggering player's latest declaration this
    turn (CR 508.1), the creature as it is or last existed (CR 608.2h)."""
    seat = res.scratch.get("checked_player")
    if seat is None:
        return False
    declarer = res.trigger_player if res.trigger_player is not None else res.controller
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            return False
        if isinstance(event, ev.AttackersDeclared) and event.player == declarer:
            for attacker, defender in event.attackers:
                if defender != -1 - seat:
                    continue
                obj = lki(game, attacker)
                if obj is not None and query.matches(game, obj, cond.filter, res.controller,
                                                     res.source):
                    return True
            return False
    return False


hooks.CONDITIONS[ir.DeclaredAttackedBy] = _declared_attacked_by  # CR 506.2, 508.1
