"""Games of more than two players (CR 800-806): leaving the game and defending players.

A multiplayer game is free-for-all (CR 806) with the attack multiple players option
(CR 802): every opponent of the active player is a defending player, each attacking
creature attacks one of them or a planeswalker one of them controls (CR 802.3, 508.1b),
and the players being attacked declare blockers one after another in APNAP order (CR 802.4).

When a player loses a multiplayer game they leave it and the game goes on (CR 800.4):
:func:`leave_game` removes everything they own, ends their control of other players'
objects and exiles what they still control (CR 800.4a); their waiting triggered abilities
are never put on the stack (CR 800.4d); combat damage isn't assigned to them (CR 800.4e,
see :mod:`grimoire.rules.damage`); they never receive priority (CR 800.4j, see
:mod:`grimoire.rules.turn`) and take no turns (CR 800.4k).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks, zones
from grimoire.rules.objects import Seat

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def leave_game(game: Game, seat: int) -> None:
    """``seat`` leaves the game (CR 800.4a)."""
    player = game.players[seat]
    player.departed = True
    # CR 800.4a: all objects owned by that player leave the game.
    for oid in [o for o, obj in game.objects.items() if obj.owner == seat]:
        _remove(game, oid)
        for follow in hooks.IDENTITY_CHANGED.funcs:  # a commander is no one's any more
            follow(game, oid, 0, None)
    # ... effects giving them control of objects end: an object they control goes back
    # to the player who controls it by default, its owner (CR 800.4a, 800.4c) ...
    game.effects = tuple(e for e in game.effects if e.control != seat)
    for oid in list(game.battlefield):
        obj = game.objects[oid]
        if obj.controller == seat:
            obj.controller = obj.owner
            game.version += 1  # CR 613.1b (grimoire.rules.layers)
            obj.own_controller = None
            obj.sick = True  # CR 302.6: it came under its owner's control just now
            game.combat.remove(oid)  # CR 506.4: its controller changed
    # ... objects on the stack not represented by cards cease to exist, the rest that
    # they still control are exiled.
    for oid in list(game.stack):
        obj = game.objects[oid]
        if obj.controller == seat:
            if obj.kind in ("ability", "copy"):
                _remove(game, oid)
            else:
                zones.move(game, oid, "exile")
    game.pending_triggers = [t for t in game.pending_triggers if t.controller != seat]
    if game.trigger_current is not None and game.trigger_current.controller == seat:
        game.trigger_current = None  # CR 800.4d
    # Creatures attacking them stay attacking; their damage isn't assigned (CR 800.4e).
    if seat in game.mulligan_queue:
        game.mulligan_queue.remove(seat)
    if seat in game.mulligan_takers:
        game.mulligan_takers.remove(seat)
    if game.monarch == seat:  # CR 722.4: the active player becomes the monarch
        successor = game.active if game.active != seat else game.next_player(seat)
        game.monarch = successor if successor != seat else None
        if game.monarch is not None:
            game.emit(ev.BecameMonarch(game.monarch, seat))
    for left in hooks.PLAYER_LEFT.funcs:  # a mechanism's designation passes on (CR 723.4)
        left(game, seat)
    # A spell or ability of theirs in the middle of resolving has left the game with them.
    # (Only one paused for a player's answer: one still running finishes its own steps.)
    while game.resolving and game.resolving[-1].controller == seat \
            and game.resolving[-1].waiting is not None:
        game.resolving.pop()
        if not game.resolving:
            game.pending = None
            game.priority_player = game.active
            game.passes = 0
            game.stage = "priority_check"
    pending = game.pending
    if pending is not None and pending.player == seat and pending.kind == "priority":
        # CR 800.4j: priority goes on to the next player in turn order.
        game.priority_player = game.next_player(seat)
        game.pending = None
        game.stage = "priority_check"


def _remove(game: Game, oid: int) -> None:
    """Take an object out of the game entirely (no zone change event: it leaves the game)."""
    obj = game.objects.pop(oid)
    zones.zone_list(game, obj).remove(oid)
    game.last_known[oid] = obj
    if obj.kind in ("token", "copy"):
        game.n_volatile -= 1
    if obj.zone == "battlefield":
        zones.left_battlefield(game, obj)
    elif obj.zone == "graveyard":
        zones.graveyard_watch(game, obj, -1)


def defending_players(game: Game) -> list[int]:
    """The players who declare blockers, in APNAP order (CR 802.4, 101.4): each player
    being attacked, or whose planeswalker is being attacked; in a two-player game the
    nonactive player (CR 506.2)."""
    attacked: set[int] = set()
    for target in game.combat.attackers.values():
        if isinstance(target, Seat):
            attacked.add(target.index)
        elif target in game.objects:
            attacked.add(game.objects[target].controller)
    order = [p for p in game.apnap() if p != game.active]
    chosen = [p for p in order if p in attacked]
    return chosen or order[:1]
