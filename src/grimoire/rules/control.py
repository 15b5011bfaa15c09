"""Layer 2: control-changing effects (CR 613.1b), computed by the layer system.

Who controls a permanent is a characteristic the layers compute
(:func:`grimoire.rules.layers.characteristics`): they start from the controller it has
without any control-changing effect (``obj.own_controller``, or ``obj.controller`` when
none applies) and apply, in timestamp order (CR 613.7), the effects of layer 2:

* a resolved "gain control of target creature [until end of turn | until the end of your
  next turn | for as long as ~ remains on the battlefield | for as long as you control ~]"
  — a record in ``game.effects`` with its duration (:mod:`grimoire.rules.continuous`);
* an Aura's "You control enchanted creature" (:class:`~grimoire.oracle.ir.ControlAttached`),
  a static ability, for as long as the Aura is attached (CR 611.3a; CR 613.7e: an Aura
  gets a new timestamp as it becomes attached).

With several, the latest timestamp wins. :func:`sync` writes the result to
``obj.controller`` (which everything else reads) at once: as a control effect starts,
as one ends (cleanup, a new turn), as a permanent enters, and with state-based actions.
A permanent whose controller changes has not been under its new controller's control
since their turn began (CR 302.6) and is removed from combat (CR 506.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules.layers import characteristics, own_info, relevant, world

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.layers import Chars


def sync(game: Game) -> None:
    """Give every permanent the controller the layers give it now (CR 613.1b)."""
    layered = relevant(game)
    if not layered and not any(
            game.objects[o].own_controller is not None for o in game.battlefield):
        return
    current = world(game) if layered else None  # read once: the same as characteristics()
    if current is not None and _settled(game, current):
        return  # every permanent already has the controller the layers give it
    stale = False
    for oid in list(game.battlefield):
        obj = game.objects.get(oid)
        if obj is None:
            continue
        if stale and current is not None:  # a controller changed: the layers again
            current, stale = world(game), False
        own = obj.controller if obj.own_controller is None else obj.own_controller
        if current is not None:
            chars = current.get(oid)
            if chars is None or chars.info is not own_info(obj):
                chars = characteristics(game, obj)  # rebuilt: read the new world from here on
                current = world(game)
            now = chars.controller
        else:
            now = own
        if now == obj.controller:
            continue
        obj.own_controller = None if now == own else own
        obj.controller = now
        game.version += 1  # CR 613.1b: the other characteristics are computed again
        stale = True
        obj.sick = True  # CR 302.6: not controlled continuously since the turn began
        game.combat.remove(oid)  # CR 506.4: removed from combat on a control change


def _settled(game: Game, current: dict[int, Chars]) -> bool:
    """Whether :func:`sync` has nothing to do with the world ``current``: every permanent's
    characteristics there are its own info's and give it the controller it has. (The loop of
    :func:`sync` would change nothing; this is it without calls, as it runs at every
    state-based check.)"""
    objects = game.objects
    for oid in game.battlefield:
        chars = current.get(oid)
        obj = objects.get(oid)
        if obj is None:
            return False
        grant = obj.grant
        if chars is None or chars.controller != obj.controller or chars.info is not (
                grant[0] if grant is not None and obj.info is grant[1] else obj.info):
            return False
    return True
