"""Dividing damage or counters as a spell or ability is put on the stack (CR 601.2d, 603.3d).

"~ deals 4 damage divided as you choose among one, two, or three targets": the player
announces the division while casting the spell (CR 601.2d), or as the triggered ability
is put on the stack (CR 603.3d), or while activating the ability (CR 602.2b); each target
gets at least 1. The engine asks it with a ``divide`` decision right after the object is
put on the stack and before anything else happens (no player receives priority, no
state-based action is checked, no other trigger is put on the stack in between), so it is
part of putting it there; its options are every division of the amount among the chosen
targets, in target order.

As the spell resolves, a target that has become illegal is not dealt its share, and the
other targets are dealt exactly what was announced (CR 608.2b): the division is not made
again (:func:`grimoire.effects.more_effects.divided_damage`). "Distribute three +1/+1
counters among one, two, or three target creatures" is announced the same way
(:mod:`grimoire.effects.distribute`).

A division inside a mode is announced the same way when that mode is chosen (CR 700.2:
the modes are chosen first, CR 601.2b, then their targets, 601.2c, then the division,
601.2d): "Choose one — ... • Distribute two +1/+1 counters among one or two target
creatures" (Abzan Charm); its targets follow the spell's own and the earlier chosen modes'
(:func:`grimoire.effects.flow.modal`), so the division's target group is found there.

A damage divided "evenly, rounded down" (Fireball) is not announced: there is no choice,
so it is divided as the spell resolves among the targets still legal then (its rulings).

>>> compositions(4, 2)
((1, 3), (2, 2), (3, 1))
>>> len(compositions(5, 3))
6
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.actions import Decision
from grimoire.rules.cardinfo import per_game, remember
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game

Divided = ir.DealDividedDamage | ir.DistributeCounters | ir.PreventDividedDamage
"""The announced divisions: damage, counters ("distribute three +1/+1 counters") and damage
prevention ("prevent the next 5 damage ... divided as you choose")."""

_FOUND: dict[int, tuple[ir.Effect, Divided | None]] = per_game({})


def compositions(total: int, parts: int) -> tuple[tuple[int, ...], ...]:
    """Every way to write ``total`` as ``parts`` positive amounts, in order (CR 601.2d:
    each target gets at least one)."""
    if parts <= 0 or total < parts:
        return ()
    out = []
    for cuts in combinations(range(1, total), parts - 1):
        bounds = (0, *cuts, total)
        out.append(tuple(bounds[i + 1] - bounds[i] for i in range(parts)))
    return tuple(out)


def divided_node(effect: ir.Effect | None) -> Divided | None:
    """The announced division of damage or counters in ``effect`` (not inside a mode: modes
    choose their own targets), or None."""
    if effect is None:
        return None
    key = id(effect)
    hit = _FOUND.get(key)
    if hit is not None and hit[0] is effect:
        return hit[1]
    in_modes = {id(n) for m in ir.iter_nodes(effect) if isinstance(m, ir.Modal)
                for n in ir.iter_nodes(m)}
    found = next((n for n in ir.iter_nodes(effect) if (isinstance(
                  n, ir.DistributeCounters | ir.PreventDividedDamage)
                  or (isinstance(n, ir.DealDividedDamage) and not n.evenly))
                  and id(n) not in in_modes), None)
    remember(_FOUND, key, (effect, found))  # bounded (cardinfo.CACHE_LIMIT): the effects
    # of card data made during play (copies, granted abilities) are new objects each game
    return found


def _is_divided(node: object) -> bool:
    return isinstance(node, ir.DistributeCounters | ir.PreventDividedDamage) or (
        isinstance(node, ir.DealDividedDamage) and not node.evenly)


def division_at(effect: ir.Effect | None, modes: tuple[int, ...],
                n_specs: int) -> tuple[Divided, int] | None:
    """The announced division of ``effect`` with ``modes`` chosen and the index of its
    target group among the ``n_specs`` target groups (the spell's own, then each chosen
    mode's, CR 700.2c), or None. Outside modes it is :func:`divided_node`; else the first
    chosen mode holding one (CR 700.2, 601.2d).

    >>> hit = ir.Mode(ir.DealDividedDamage(ir.Fixed(2), ir.TargetRef(0)),
    ...               (ir.TargetSpec("any", max_count=2),))
    >>> gain = ir.Mode(ir.GainLife(ir.Fixed(2)), (ir.TargetSpec("player"),))
    >>> modal = ir.Modal((gain, hit), 1, 2)
    >>> division_at(modal, (0, 1), 2)[1], division_at(modal, (1,), 1)[1]
    (1, 0)
    >>> division_at(modal, (0,), 1) is None
    True
    """
    node = divided_node(effect)
    if node is not None:
        return node, node.recipients.index
    if not modes or effect is None:
        return None
    modal = next((m for m in ir.iter_nodes(effect) if isinstance(m, ir.Modal)), None)
    if modal is None:
        return None
    chosen = [modal.modes[i] for i in modes if i < len(modal.modes)]
    offset = n_specs - sum(len(m.targets) for m in chosen)  # as flow.modal reads them
    for mode in chosen:
        found = next((n for n in ir.iter_nodes(mode.effect) if _is_divided(n)), None)
        if isinstance(found, Divided):
            return found, offset + found.recipients.index
        offset += len(mode.targets)
    return None


def has_division(effect: ir.Effect | None, modes: tuple[int, ...]) -> bool:
    """Whether ``effect`` with ``modes`` chosen announces a division (CR 601.2d)."""
    if divided_node(effect) is not None:
        return True
    return bool(modes) and effect is not None and any(
        _is_divided(n) for n in ir.iter_nodes(effect))


def undivided(game: Game) -> Decision | None:
    """The ``divide`` decision of an object on the stack whose division is not announced
    yet (one with a single target gets all of it without a question), or None."""
    for oid in reversed(game.stack):
        obj = game.objects[oid]
        info = obj.stack
        if info is None or info.division is not None:
            continue
        found = division_at(info.effect, info.modes, len(info.specs))
        if found is None:
            continue
        node, index = found
        group = info.targets[index] if index < len(info.targets) else ()
        source = info.source if obj.kind == "ability" else oid  # "this creature": its source
        total = _amount(game, obj.controller, source, info.x, node.amount)
        options = compositions(total, len(group))
        if len(options) > 1:
            what = "counters" if isinstance(node, ir.DistributeCounters) else "damage"
            return Decision("divide", obj.controller, prompt=f"divide {total} {what} among "
                            f"{len(group)} targets", options=options, source=oid,
                            rule="CR 601.2d")
        obj.stack = replace(info, division=options[0] if options else ())
    return None


def fits(game: Game, player: int, oid: int, effect: ir.Effect | None,
         chosen: tuple[tuple[object, ...], ...], x: int, modes: tuple[int, ...] = ()) -> bool:
    """Whether the chosen targets (one group per target spec) can each get at least one of
    the divided amount (CR 601.2d): no more targets than the amount."""
    found = division_at(effect, modes, len(chosen))
    if found is None:
        return True
    node, index = found
    group = chosen[index] if index < len(chosen) else ()
    return len(group) <= _amount(game, player, oid, x, node.amount)


def _amount(game: Game, player: int, oid: int, x: int, amount: ir.Amount) -> int:
    return max(0, amount_value(game, Resolution(source=oid, controller=player, x=x),
                               amount, player))


def announce(game: Game, decision: Decision, division: tuple[int, ...]) -> None:
    """Record the announced division (validated against the decision's options)."""
    assert decision.source is not None
    obj = game.objects[decision.source]
    assert obj.stack is not None
    obj.stack = replace(obj.stack, division=division)
