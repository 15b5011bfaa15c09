"""Targets (CR 115): which objects and players a target spec allows, checked when a spell
or ability is put on the stack (CR 601.2c) and again as it resolves (CR 608.2b)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.cardinfo import remember
from grimoire.rules.objects import Seat, StackInfo, Target
from grimoire.rules.protection import can_target

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_ANY_TYPES = ("creature", "planeswalker", "battle")


def _player_ok(game: Game, spec: ir.TargetSpec, seat: int, controller: int,
               source: int | None) -> bool:
    player = game.players[seat]
    if player.lost:
        return False
    who = spec.player_filter
    if any(barred(game, seat, controller)  # "You have hexproof" (CR 702.11c)
           for barred in hooks.PLAYER_UNTARGETABLE.in_game(game)):
        return False
    if spec.player_quality is not None and not all(  # "target player who lost life ..."
            ok(game, spec.player_quality, seat, controller, source)
            for ok in hooks.PLAYER_TARGET_QUALITY.funcs):
        return False
    return who == "any" or (seat == controller) == (who == "you")


def is_legal(game: Game, spec: ir.TargetSpec, target: Target, controller: int,
             source: int | None) -> bool:
    """Whether ``target`` is legal for ``spec`` for a spell or ability ``controller`` controls."""
    if isinstance(target, Seat):
        if spec.kind == "object" and not spec.also_player:
            return False
        return _player_ok(game, spec, target.index, controller, source)
    if spec.kind == "player":
        return False
    obj = game.objects.get(target)
    if obj is None or (obj.kind == "ability" and not spec.filter.is_spell):
        return False
    if target == source and obj.zone == "stack":
        return False  # CR 115.5: a spell or ability can't target itself
    flt = spec.filter
    if spec.kind == "any":
        if obj.zone != "battlefield" or not any(t in obj.info.types for t in _ANY_TYPES):
            return False
    elif flt.spell_or_permanent:
        if obj.zone not in ("battlefield", "stack"):
            return False  # a spell (not an ability: above) or a permanent
    elif flt.or_graveyard_card:
        if obj.zone not in ("battlefield", "graveyard"):
            return False  # a permanent or a card in a graveyard
    else:
        zone = flt.zone or ("stack" if flt.is_spell else "battlefield")
        if obj.zone != zone:
            return False
    if not query.matches(game, obj, flt, controller, source):
        return False
    if spec.player_quality is not None and not all(  # "a card from that player's graveyard",
            ok(game, spec.player_quality, obj.controller if obj.zone == "battlefield"  # that
               else obj.owner, controller, source)  # player being an opponent who has ...
            for ok in hooks.PLAYER_TARGET_QUALITY.funcs):
        return False
    if "protection" in obj.info.keywords and not can_target(game, obj, source):
        return False  # CR 702.16b
    return query.can_be_targeted_by(game, obj, controller)


def options(game: Game, spec: ir.TargetSpec, controller: int, source: int | None) -> list[Target]:
    """Every legal choice for one target of ``spec``."""
    result: list[Target] = []
    if spec.kind in ("player", "any") or spec.also_player:
        result.extend(Seat(p.index) for p in game.players
                      if _player_ok(game, spec, p.index, controller, source))
    if spec.kind == "player":
        return result
    flt = spec.filter
    if spec.kind == "any":
        pool: list[int] = game.battlefield
    elif flt.spell_or_permanent:
        pool = [*game.battlefield, *game.stack]
    elif flt.or_graveyard_card:
        pool = [*game.battlefield, *(oid for p in game.players for oid in p.graveyard)]
    else:
        zone = flt.zone or ("stack" if flt.is_spell else "battlefield")
        if zone == "battlefield":
            pool = game.battlefield
        elif zone == "stack":
            pool = game.stack
        elif zone == "exile":
            pool = game.exile
        else:
            pool = [oid for p in game.players for oid in getattr(p, zone)]
    if _combat_only(flt):  # CR 506.4: only attacking or blocking creatures can match
        combat = game.combat
        pool = [oid for oid in pool if oid in combat.attackers or oid in combat.blocking]
    for oid in pool:
        if is_legal(game, spec, oid, controller, source):
            result.append(oid)
    return result


_COMBAT_ONLY: dict[int, tuple[ir.ObjectFilter, bool]] = {}


def _combat_only(flt: ir.ObjectFilter) -> bool:
    """Whether only an attacking or blocking creature can match ``flt`` (a field that
    :func:`grimoire.rules.query.matches` tests against ``game.combat``'s attackers or
    blockers: "target attacking or blocking creature", "target attacking creature",
    "target blocking creature", "unblocked"...), memoised per filter: the objects of a
    listing's pool outside combat are then not tested one by one (outside combat, none).

    >>> _combat_only(ir.ObjectFilter(types_any=("creature",), attacking_or_blocking=True))
    True
    >>> _combat_only(ir.ObjectFilter(types_any=("creature",), attacking=False))
    False
    """
    hit = _COMBAT_ONLY.get(id(flt))
    if hit is not None and hit[0] is flt:
        return hit[1]
    only = bool(flt.attacking_or_blocking or flt.attacking or flt.blocking or flt.unblocked
                or flt.attacking_you or flt.attacking_you_or_yours
                or flt.attacking_trigger_player or flt.attacking_enchanted_player)
    remember(_COMBAT_ONLY, id(flt), (flt, only))
    return only


def x_stats(flt: ir.ObjectFilter) -> tuple[ir.StatCheck, ...]:
    """The comparisons of ``flt`` that read the X of a cost ("target creature with power X
    or less", "target artifact with mana value X"): unknown until X is announced.

    >>> x_stats(ir.ObjectFilter(stats=(ir.StatCheck("power", "le", ir.VarX()),)))[0].op
    'le'
    """
    if not flt.stats:
        return ()
    return tuple(s for s in flt.stats
                 if any(isinstance(n, ir.VarX) for n in ir.iter_nodes(s.amount)))


def without_x_stats(spec: ir.TargetSpec) -> ir.TargetSpec:
    """``spec`` without the comparisons reading X, to list its targets before X is known
    (:func:`grimoire.rules.target_limits.fits` checks them once it is)."""
    reading = x_stats(spec.filter)
    if not reading:
        return spec
    kept = tuple(s for s in spec.filter.stats if s not in reading)
    return replace(spec, filter=replace(spec.filter, stats=kept))


def opponent_seats(game: Game, legal: list[Target]) -> list[Target]:
    """The opponents who may be named for a target of an opponent's choice (CR 601.2c,
    :mod:`grimoire.rules.opponent_targets`): the controllers of its legal objects, in seat
    order."""
    return [Seat(s) for s in sorted({game.objects[t].controller for t in legal
                                     if not isinstance(t, Seat)})]


def keep_opponent(game: Game, info: StackInfo) -> StackInfo:
    """An activated ability whose target an opponent chose (:mod:`~grimoire.rules.
    opponent_targets`) remembers that opponent: the target must still be controlled by
    them as it resolves, and a new target must be too (CR 608.2b; the rulings of Preacher
    and Magus of the Arena: "The choice of opponent can't be changed")."""
    fixed = [i for i, s in enumerate(info.specs) if s.by_opponent and i < len(info.targets)
             and len(info.targets[i]) == 1 and not isinstance(info.targets[i][0], Seat)]
    if len(fixed) != 1 or info.trigger_player is not None:
        return info
    index = fixed[0]
    spec = info.specs[index]
    target = info.targets[index][0]
    assert not isinstance(target, Seat)
    chosen = game.objects[target].controller  # (the opponent chose it among theirs)
    specs = (*info.specs[:index], replace(spec, filter=replace(
        spec.filter, controller="trigger_player")), *info.specs[index + 1:])
    return replace(info, specs=specs, trigger_player=chosen)


def choices(game: Game, specs: tuple[ir.TargetSpec, ...], controller: int,
            source: int | None, x: int | None = None,
            named: bool = False) -> list[tuple[tuple[Target, ...], ...]]:
    """Every legal combination of targets for ``specs`` (one tuple per spec).

    Empty list: some spec can't be satisfied, so the spell or ability can't be cast or
    activated (CR 601.2c). The same object may not be chosen twice for one spec
    (CR 115.3); ``distinct_from`` forbids repeats across specs. ``x``: the X of the cost
    (None: not chosen yet, the limits reading it are checked by ``target_limits.fits``).
    ``named``: an activation's listing, where a target of an opponent's choice is the
    opponent named (:mod:`grimoire.rules.opponent_targets`).
    Above :data:`~grimoire.rules.choice_bounds.CAP` sets per spec the list is a bounded,
    representative subset (see :mod:`grimoire.rules.choice_bounds`).
    """
    combos: list[tuple[tuple[Target, ...], ...]] = [()]
    for spec in specs:
        if x is None and spec.filter.stats:  # "with power X or less": checked once X is
            spec = without_x_stats(spec)  # known (target_limits.fits, CR 601.2b-c)
        legal = options(game, spec, controller, source)
        if spec.by_opponent and named:  # CR 601.2c: the opponent who will choose it
            legal = opponent_seats(game, legal)
        picks: list[tuple[Target, ...]] = []
        if spec.max_amount is not None or spec.total is not None or spec.one_owner:  # 601.2c
            from grimoire.rules import target_limits
            ctx = target_limits.context(controller, source, x or 0)
            spec = target_limits.concrete(game, spec, ctx, x_known=x is not None)
            picks = target_limits.picks(game, spec, legal, ctx)
        else:  # bounded above choice_bounds.CAP; apply() validates any set directly
            from grimoire.rules import choice_bounds
            picks, cut = choice_bounds.bounded_combinations(legal, spec.min_count,
                                                            spec.max_count)
            if cut:
                choice_bounds.mark(game)
        if not picks:
            return []
        new: list[tuple[tuple[Target, ...], ...]] = []
        for combo in combos:
            for pick in picks:
                if spec.distinct_from and any(
                    t in combo[j] for j in spec.distinct_from if j < len(combo) for t in pick
                ):
                    continue
                if spec.controlled_by_target is not None and not related_ok(
                        game, spec, pick, combo):
                    continue
                new.append((*combo, pick))
        from grimoire.rules.choice_bounds import COMBO_CAP, mark
        if len(new) > COMBO_CAP:  # a bounded, deterministic subset (choice_bounds)
            new = new[:COMBO_CAP]
            mark(game)
        combos = new
        if not combos:
            return []
    return combos


def related_ok(game: Game, spec: ir.TargetSpec, group: tuple[Target, ...],
               chosen: tuple[tuple[Target, ...], ...]) -> bool:
    """ "target creature that player [or that planeswalker's controller] controls": each
    object of ``group`` is controlled by the player chosen for target
    ``spec.controlled_by_target`` in ``chosen``, or by the controller of the permanent chosen
    there (as it last existed if it left, CR 608.2h)."""
    index = spec.controlled_by_target
    if index is None:
        return True
    if index >= len(chosen):
        return False
    players = set()
    for t in chosen[index]:
        known = None if isinstance(t, Seat) else game.objects.get(t) or game.last_known.get(t)
        players.add(t.index if isinstance(t, Seat) else known.controller if known else -1)
    for t in group:
        obj = None if isinstance(t, Seat) else game.objects.get(t)
        if obj is None or obj.controller not in players:
            return False
    return True


def trigger_chooser(specs: tuple[ir.TargetSpec, ...], controller: int,
                    trigger_player: int | None) -> int:
    """Who chooses a triggered ability's targets: its controller (CR 603.3d), unless the
    text has the triggering player choose them ("that attacking player may tap or untap
    target permanent of their choice"); they stay the controller's targets (legality)."""
    if trigger_player is not None and all(s.by_triggering_player for s in specs):
        return trigger_player
    return controller


def still_legal(game: Game, specs: tuple[ir.TargetSpec, ...],
                targets: tuple[tuple[Target, ...], ...], controller: int,
                source: int | None) -> tuple[tuple[Target, ...], ...]:
    """CR 608.2b: the chosen targets that are still legal as the spell or ability starts
    to resolve, group by group. This is checked once: later instructions act on these
    objects even after an earlier instruction changed them (a new controller, a tapped
    state) and read their last known information once they left (CR 608.2h)."""
    return tuple(tuple(t for t in group if is_legal(game, spec, t, controller, source)
                       and related_ok(game, spec, (t,), targets))
                 for spec, group in zip(specs, targets, strict=False))


def all_illegal(game: Game, specs: tuple[ir.TargetSpec, ...],
                targets: tuple[tuple[Target, ...], ...], controller: int, source: int) -> bool:
    """CR 608.2b: whether every target is now illegal (then the spell or ability does
    nothing). False when it had no targets at all."""
    if not any(targets[:len(specs)]):
        return False
    return not any(still_legal(game, specs, targets, controller, source))
