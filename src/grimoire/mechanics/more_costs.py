"""Cost parts paid through :data:`grimoire.rules.hooks.COST_PARTS` (CR 118.1, 601.2h,
602.2b): putting counters on the source, removing counters from a permanent one controls,
unattaching an Equipment, exerting the source.

* "Put a -0/-1 counter on this creature" (:class:`~grimoire.oracle.ir.PutCountersCost`):
  payable while the source is on the battlefield (a cost that kills it is still paid);
* "Remove a +1/+1 counter from a creature you control"
  (:class:`~grimoire.oracle.ir.RemoveCounterFromCost`): the player chooses a permanent
  matching the filter with enough counters of that kind (CR 118.3: a cost that can't be
  paid fully can't be paid); "Remove a +1/+1 counter or a charge counter from a permanent
  you control": a permanent and one of the two kinds it has;
* "Unattach this Equipment" / "Unattach Leonin Bola" (:class:`~grimoire.oracle.ir.
  UnattachCost`): only an attached Equipment can be unattached (CR 118.3, 701.3d); it stays
  on the battlefield, attached to nothing;
* "Exert this creature" (:class:`~grimoire.oracle.ir.ExertCost`, CR 701.39a: it won't
  untap during its controller's next untap step; CR 701.39b: an exerted creature may be
  exerted again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.exert import exert
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.counters import add_counters

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _source(game: Game, player: int, source: int | None) -> GameObject | None:
    """The source on the battlefield under ``player``'s control, or None."""
    obj = game.objects.get(source) if source is not None else None
    return obj if obj is not None and obj.zone == "battlefield" \
        and obj.controller == player else None


def _source_options(game: Game, player: int, part: object, source: int | None
                    ) -> list[tuple[int, ...]] | None:
    """A cost part done to the source itself (counters put on it, exerting it): payable
    while it is on the battlefield under the player's control."""
    return [()] if _source(game, player, source) is not None else None


def _put(game: Game, part: ir.PutCountersCost, chosen: list[int], source: int | None,
         x: int) -> list[int]:
    obj = game.objects.get(source) if source is not None else None
    if obj is not None and obj.zone == "battlefield":
        add_counters(game, obj, part.kind, part.count)
    return chosen


def _remove_options(game: Game, player: int, part: ir.RemoveCounterFromCost,
                    source: int | None) -> list[tuple[int, ...]] | None:
    """One way per permanent and kind: ``(oid,)`` removes ``part.kind``, ``(-1 - oid,)``
    ``part.or_kind`` (the kind is chosen as the cost is paid, CR 601.2h)."""
    found: list[tuple[int, ...]] = []
    for o in game.battlefield:
        obj = game.objects[o]
        if obj.controller != player or not query.matches(game, obj, part.filter, player,
                                                         source):
            continue
        if obj.counter(part.kind) >= part.count:
            found.append((o,))
        if part.or_kind is not None and obj.counter(part.or_kind) >= part.count:
            found.append((-1 - o,))
    return found or None


def _remove(game: Game, part: ir.RemoveCounterFromCost, chosen: list[int],
            source: int | None, x: int) -> list[int]:
    oid = chosen.pop(0)
    kind = part.kind
    if oid < 0 and part.or_kind is not None:
        oid, kind = -1 - oid, part.or_kind
    add_counters(game, game.objects[oid], kind, -part.count)
    return chosen


def _equipment(game: Game, part: ir.UnattachCost, source: int | None) -> GameObject | None:
    """The Equipment to unattach: the granter of a granted ability, else the source."""
    oid = part.granter.oid if part.granter is not None else source
    return game.objects.get(oid) if oid is not None else None


def _unattach_options(game: Game, player: int, part: ir.UnattachCost, source: int | None
                      ) -> list[tuple[int, ...]] | None:
    thing = _equipment(game, part, source)  # whoever controls it (Leonin Bola's ruling)
    ok = thing is not None and thing.zone == "battlefield" and thing.attached_to is not None
    return [()] if ok else None


def _unattach(game: Game, part: ir.UnattachCost, chosen: list[int], source: int | None,
              x: int) -> list[int]:
    thing = _equipment(game, part, source)
    if thing is not None and thing.attached_to is not None:
        before, thing.attached_to = thing.attached_to, None  # CR 701.3d: it stays there
        if before >= 0:
            game.emit(ev.BecameUnattached(thing.id, before))
        game.version += 1  # "equipped creature" changed (CR 613)
    return chosen


def _exert(game: Game, part: ir.ExertCost, chosen: list[int], source: int | None,
           x: int) -> list[int]:
    obj = game.objects.get(source) if source is not None else None
    if obj is not None:
        exert(game, obj.id, obj.controller)
    return chosen


hooks.COST_PARTS[ir.PutCountersCost] = hooks.CostPart(_source_options, _put)
hooks.COST_PARTS[ir.RemoveCounterFromCost] = hooks.CostPart(_remove_options, _remove)
hooks.COST_PARTS[ir.UnattachCost] = hooks.CostPart(_unattach_options, _unattach)
hooks.COST_PARTS[ir.ExertCost] = hooks.CostPart(_source_options, _exert)
