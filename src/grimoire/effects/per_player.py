"""Choices made once for each player of a group (:class:`~grimoire.oracle.ir.TapForEachPlayer`):
"for each opponent, tap up to one untapped creature you control. When you do, ..."
(Nihiloor). You choose up to one permanent for each opponent in turn, a different one each
time (CR 608.2d), then all of them are tapped at the same time; then a reflexive ability
(CR 603.12) triggers once for each permanent tapped this way (CR 603.12a), the permanent
its triggering object and the opponent it was chosen for its triggering player. Each goes
on the stack the next time a player would receive priority, in the order its controller
chooses, its targets chosen then (CR 603.3b, 603.3d; Nihiloor's rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.target_limits import concrete
from grimoire.rules.triggers import PendingTrigger
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_KEY = "tap_for_each"
"""Scratch: (the players still to choose for, the (player, permanent) pairs chosen)."""


@resolves(ir.TapForEachPlayer)
def tap_for_each_player(game: Game, res: Resolution, node: ir.TapForEachPlayer,
                        answer: Action | None) -> Decision | None:
    if answer is None:
        waiting: tuple[int, ...] = tuple(players(game, res, node.players))
        picked: tuple[tuple[int, int], ...] = ()
    else:
        waiting, picked = res.scratch[_KEY]
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        picked += tuple((waiting[0], oid) for oid in answer.value)
        waiting = waiting[1:]
    taken = {oid for _, oid in picked}
    while waiting:
        options = tuple(oid for oid in game.battlefield if oid not in taken and query.matches(
            game, game.objects[oid], node.filter, res.you, res.source))
        if options:  # CR 608.2d: up to one for this player, chosen as it resolves
            res.scratch[_KEY] = (waiting, picked)
            return Decision("choose_objects", res.you, prompt=f"tap up to one for player "
                            f"{waiting[0] + 1}", options=options, min_count=0, max_count=1,
                            source=res.source, rule="CR 608.2d")
        waiting = waiting[1:]
    res.scratch.pop(_KEY, None)
    tapped: list[tuple[int, int]] = []
    for seat, oid in picked:  # all at the same time (Nihiloor's ruling)
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "battlefield" and not obj.tapped:
            obj.tapped = True
            game.emit(ev.Tapped(oid))
            tapped.append((seat, oid))
    res.did = bool(tapped)
    if node.then is None:
        return None
    # CR 603.12a: once for each permanent tapped ("when you do"); its targets are chosen as
    # it is put on the stack (CR 603.3d)
    specs = tuple(concrete(game, s, res) for s in node.then.targets)
    ability = ir.TriggeredAbility(ir.Unimplemented("when you do", "reflexive (CR 603.12)"),
                                  node.then.effect, specs)
    for seat, oid in tapped:
        game.pending_triggers.append(PendingTrigger(
            res.source, res.controller, -1, res.source_name, oid, seat, ability=ability))
    return None
