"""Control from an Aura: "You control enchanted creature" (CR 613.1b, layer 2).

The static ability of an Aura (:class:`~grimoire.oracle.ir.ControlAttached`) gives its
controller control of the permanent it enchants for as long as it is attached (CR 611.3a:
a static ability's effect applies while the ability exists). :func:`refresh` keeps every
permanent's controller current with those effects; it runs with the state-based actions,
before they are checked, so a control change is seen at once. Among several such Auras on
one permanent the latest timestamp wins (CR 613.7). When none applies any more, control
returns to the controller the permanent had without them. A change of control makes the
permanent "sick" again (CR 302.6) and removes it from combat (CR 506.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _controls_attached(obj: GameObject) -> bool:
    return any(isinstance(a.effect, ir.ControlAttached) for _, a in obj.info.statics)


def _set_controller(game: Game, obj: GameObject, seat: int) -> None:
    if obj.controller == seat:
        return
    obj.controller = seat
    game.version += 1  # CR 613.1b: characteristics are computed again (rules.layers)
    obj.sick = True  # CR 302.6: not controlled continuously since the turn began
    game.combat.remove(obj.id)  # CR 506.4: removed from combat on a control change


def refresh(game: Game) -> None:
    """Apply (and end) the control effects of Auras with "You control enchanted ..."."""
    if "ControlAttached" not in game.vocabulary:
        return  # no card of this game has one, so no object is under one's control
    objects = game.objects
    winners: dict[int, GameObject] = {}
    if game.n_statics:
        for oid in game.battlefield:
            aura = objects[oid]
            host = aura.attached_to
            if host is None or host not in objects or not aura.info.statics \
                    or not _controls_attached(aura):
                continue
            best = winners.get(host)
            if best is None or aura.timestamp > best.timestamp:  # CR 613.7
                winners[host] = aura
    for oid in game.battlefield:
        obj = objects[oid]
        winner = winners.get(oid)
        if winner is not None:
            underneath = obj.controller if obj.aura_control is None else obj.aura_control[1]
            obj.aura_control = (winner.id, underneath)
            _set_controller(game, obj, winner.controller)
        elif obj.aura_control is not None:
            underneath = obj.aura_control[1]
            obj.aura_control = None
            _set_controller(game, obj, underneath)
