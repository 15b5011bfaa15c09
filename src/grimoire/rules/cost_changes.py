"""Cost increases and reductions of spells (CR 601.2f, 118.7): the engine side of
:class:`~grimoire.oracle.ir.SpellCostChange`.

CR 601.2f: the total cost is the mana cost or alternative cost, plus all additional costs
and cost increases, minus all cost reductions; it can't be reduced below {0}. The changes
that apply are those of

* the spell's own static abilities ("This spell costs {1} less to cast for each ..."),
  which work while it is being cast (CR 113.6b: from the zone it is cast from), and
* the static abilities of permanents on the battlefield whose filter the spell matches
  and whose caster ("you", "opponents", "each") its caster is.

Reductions of generic mana reduce only the generic component (CR 118.7a); increases add
generic mana and any colored symbols they name. Increases apply before reductions, so a
reduction can offset an increase (the order of the changes doesn't matter otherwise:
CR 601.2f lets the player order reductions, and only generic reductions are compiled).

"for each target beyond the first" (Fireball, strive) counts the targets chosen for the
spell (CR 601.2c comes before 601.2f), so :func:`changed` takes them.

>>> add_generic(("R",), 2)
('2', 'R')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.cardinfo import present
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"SpellCostChange"})

Change = tuple[int, ir.SpellCostChange]
"""(the id of the object whose ability it is, the change)."""


def own_changes(obj: GameObject) -> list[ir.SpellCostChange]:
    """The spell's own cost changes ("This spell costs ...")."""
    return [a.effect for _, a in obj.info.statics
            if isinstance(a.effect, ir.SpellCostChange) and a.effect.spells is None]


def per_target(obj: GameObject, game: Game | None = None, player: int | None = None) -> bool:
    """Whether the spell's cost depends on the targets chosen: how many ("for each target
    beyond the first"), or which (with ``game``: a permanent's "Spells your opponents cast
    that target this creature cost {2} more")."""
    if any(c.extra_targets for c in own_changes(obj)):
        return True
    if game is None or player is None or not game.n_statics or not present(game, _WORDS):
        return False
    return any(c.targeting is not None for _, c in changes(game, player, obj))


def _applies(game: Game, player: int, obj: GameObject, source: GameObject,
             change: ir.SpellCostChange) -> bool:
    if change.caster == "you" and player != source.controller:
        return False
    if change.caster == "opponents" and player == source.controller:
        return False
    assert change.spells is not None
    return query.matches(game, obj, change.spells, source.controller, source.id)


def changes(game: Game, player: int, obj: GameObject) -> list[Change]:
    """Every cost change that applies to ``player`` casting ``obj`` now."""
    out: list[Change] = [(obj.id, c) for c in own_changes(obj)]
    if not game.n_statics or not present(game, _WORDS):
        return out
    objects = game.objects
    for sid in game.battlefield:
        source = objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.SpellCostChange) and eff.spells is not None \
                    and _applies(game, player, obj, source, eff):
                out.append((sid, eff))
    return out


def _times(game: Game, player: int, source: int, change: ir.SpellCostChange,
           targets: tuple[tuple[object, ...], ...]) -> int:
    """How many times ``change`` applies: 0 if its condition fails, the count of "for each",
    the number of targets beyond the first."""
    res = Resolution(source=source, controller=player)
    if change.condition is not None and not condition_holds(game, res, change.condition):
        return 0
    if change.targeting is not None and not _targets_match(game, source, change.targeting,
                                                            targets):
        return 0
    if change.extra_targets:
        return max(0, sum(len(group) for group in targets) - 1)
    if change.per is not None:
        return max(0, amount_value(game, res, change.per, player))
    return 1


def _targets_match(game: Game, source: int, flt: ir.ObjectFilter,
                   targets: tuple[tuple[object, ...], ...]) -> bool:
    """Whether one of the chosen targets matches ``flt`` ("that target this creature": the
    source itself), relative to the source's controller."""
    owner = game.objects.get(source)
    if owner is None:
        return False
    for group in targets:
        for t in group:
            obj = game.objects.get(t) if isinstance(t, int) else None
            if obj is not None and query.matches(game, obj, flt, owner.controller, source):
                return True
    return False


def add_generic(symbols: tuple[str, ...], amount: int) -> tuple[str, ...]:
    """``symbols`` with ``amount`` more generic mana."""
    if amount <= 0:
        return symbols
    generic = sum(int(s) for s in symbols if s.isdigit()) + amount
    return (str(generic), *(s for s in symbols if not s.isdigit()))


def changed(game: Game, player: int, obj: GameObject, symbols: tuple[str, ...],
            targets: tuple[tuple[object, ...], ...] = ()) -> tuple[str, ...]:
    """The mana symbols of the total cost once every change applies (CR 601.2f)."""
    found = changes(game, player, obj)
    if not found:
        return symbols
    from grimoire.rules.keywords_cast import reduce_generic
    more = less = 0
    colored: list[str] = []
    for source, change in found:
        times = _times(game, player, source, change, targets)
        if not times:
            continue
        amount = change.generic
        if change.x is not None:  # "costs {X} less, where X is ..."
            amount += max(0, amount_value(game, Resolution(source=source, controller=player),
                                          change.x, player))
        if change.more:
            more += amount * times
            colored.extend(change.colored * times)
        else:
            less += amount * times
    out = add_generic(symbols, more) + tuple(colored)
    return reduce_generic(out, less)  # CR 118.7a: only the generic component


def may_reduce(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a reduction could make ``obj`` cheaper than its mana value now (the quick
    "not enough mana" check is skipped then)."""
    return any(not c.more for _, c in changes(game, player, obj))


def reduction_bound(game: Game, player: int, obj: GameObject) -> int:
    """At most how much generic mana the reductions take off now (X may be that much more
    than the mana available)."""
    symbols = changed(game, player, obj, ("999",), ((), ()))
    return max(0, 999 - sum(int(s) for s in symbols if s.isdigit()))
