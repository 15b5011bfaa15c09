""""Distribute three +1/+1 counters among one, two, or three target creatures"
(:class:`~grimoire.oracle.ir.DistributeCounters`): the division was announced as the spell
or ability was put on the stack (CR 601.2d, :mod:`grimoire.rules.division`); as it resolves
each target still legal gets the counters announced for it, a target illegal now gets none
and the others exactly their share (CR 608.2b).

"Prevent the next 5 damage that would be dealt this turn to any number of targets, divided
as you choose" (:class:`~grimoire.oracle.ir.PreventDividedDamage`) is announced the same way;
each legal target gets a prevention shield of its share for the turn (CR 615.7), as "prevent
the next N damage that would be dealt to it this turn" would give it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.actions import Action
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import Seat
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import follow, legal_group

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _shares(game: Game, res: Resolution, recipients: ir.TargetRef) -> list[tuple[object, int]]:
    """The announced shares of the targets still legal (CR 608.2b: an illegal target gets
    nothing, the others exactly what was announced); none if the division was never
    announced (inside a mode: a gap in oracle.support)."""
    announced = res.scratch.get("announced_division")
    if announced is None:
        return []
    chosen, division = announced
    index = res.toff + recipients.index
    group = chosen[index] if index < len(chosen) else ()
    legal = set(legal_group(game, res, recipients.index))
    return [(t, n) for t, n in zip(group, division, strict=False) if t in legal and n > 0]


@resolves(ir.DistributeCounters)
def distribute(game: Game, res: Resolution, node: ir.DistributeCounters,
               answer: Action | None) -> None:
    res.did = False
    for target, amount in _shares(game, res, node.recipients):
        now = follow(game, res, target) if isinstance(target, int) else None
        if now is not None and game.objects[now].zone == "battlefield":
            add_counters(game, game.objects[now], node.kind, amount)
            res.did = True


@resolves(ir.PreventDividedDamage)
def prevent_divided(game: Game, res: Resolution, node: ir.PreventDividedDamage,
                    answer: Action | None) -> None:
    res.did = False
    for target, amount in _shares(game, res, node.recipients):
        if isinstance(target, Seat):
            if game.players[target.index].lost:
                continue  # CR 800.4a: a player who left
            code = -1 - target.index
        elif isinstance(target, int) and (now := follow(game, res, target)) is not None:
            code = now
        else:
            continue
        # CR 615.7: "the next N damage" to it this turn, from any source (0), not only combat
        game.prevention = (*game.prevention, (code, amount, False, 0))
        res.did = True
