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

Activated abilities follow the same steps (CR 602.2b: the activation cost is the analog of
the mana cost): :func:`ability_changed` applies the ability's own "This ability costs {1}
less to activate for each ..." and the :class:`~grimoire.oracle.ir.AbilityCostChange`
statics on the battlefield whose ``sources`` filter the ability's object matches
("Activated abilities of enchanted creature cost {3} more to activate").

>>> add_generic(("R",), 2)
('2', 'R')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.cardinfo import present
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"SpellCostChange"})
_ABILITY_WORDS = ABILITY_WORDS = frozenset({"AbilityCostChange"})
"""The word of a static that changes activated abilities' costs (CR 602.2b)."""

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
    if any(c.extra_targets or c.targeting is not None for c in own_changes(obj)):
        return True  # "for each target beyond the first", "if it targets ..."
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
    if change.from_zone is not None and not _cast_from(game, obj, change.from_zone):
        return False  # "Spells you cast from your graveyard cost {1} less" (CR 601.2a)
    return query.matches(game, obj, change.spells, source.controller, source.id)


def _cast_from(game: Game, obj: GameObject, zone: str) -> bool:
    """Whether ``obj`` is being cast from ``zone`` (``"not_hand"``: anywhere but a hand): the
    zone it is in while the cast is offered, or the one it moved to the stack from (CR
    601.2a: the card moves to the stack first, the cost is determined later, 601.2f)."""
    where = obj.zone
    if where == "stack":
        where = next((e.from_zone for e in reversed(game.events) if isinstance(
            e, ev.ZoneChanged) and e.new == obj.id and e.to_zone == "stack"), "")
    return where != "hand" if zone == "not_hand" else where == zone


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
    return _apply(game, player, [(sid, c, _times(game, player, sid, c, targets))
                                 for sid, c in found], symbols)


def _apply(game: Game, player: int,
           found: list[tuple[int, ir.SpellCostChange | ir.AbilityCostChange, int]],
           symbols: tuple[str, ...]) -> tuple[str, ...]:
    """``symbols`` with each (source, change, times) applied: increases first, then the
    generic reductions (CR 601.2f, 118.7a)."""
    from grimoire.rules.keywords_cast import reduce_generic
    more = less = 0
    colored: list[str] = []
    for source, change, times in found:
        if not times:
            continue
        amount = change.generic
        if isinstance(change, ir.SpellCostChange) and change.x is not None:
            # "costs {X} less, where X is ..."
            amount += max(0, amount_value(game, Resolution(source=source, controller=player),
                                          change.x, player))
        if change.more:
            more += amount * times
            colored.extend(change.colored * times)
        else:
            less += amount * times
    out = add_generic(symbols, more) + tuple(colored)
    return reduce_generic(out, less)  # CR 118.7a: only the generic component


def ability_changes(game: Game, obj: GameObject, ability: ir.ActivatedAbility
                    ) -> list[tuple[int, ir.AbilityCostChange]]:
    """The :class:`~grimoire.oracle.ir.AbilityCostChange` statics on the battlefield that
    apply to ``obj``'s activated ``ability`` now (CR 602.2b): ``obj`` matches their
    ``sources``, and "unless they're mana abilities" spares a mana ability (CR 605.1a)."""
    out: list[tuple[int, ir.AbilityCostChange]] = []
    if not game.n_statics or not present(game, _ABILITY_WORDS):
        return out
    objects = game.objects
    for sid in game.battlefield:
        source = objects[sid]
        for _, static in source.info.statics:
            eff = static.effect
            if isinstance(eff, ir.AbilityCostChange) \
                    and not (eff.except_mana and ability.is_mana_ability) \
                    and _keyword_ok(eff, ability, obj, source) \
                    and query.matches(game, obj, eff.sources, source.controller, sid):
                out.append((sid, eff))
    return out


def _keyword_ok(change: ir.AbilityCostChange, ability: ir.ActivatedAbility, obj: GameObject,
                source: GameObject) -> bool:
    """ "Boast abilities you activate": a boast ability (CR 702.142b) of a permanent its
    controller activates (the static's controller; "cycling" likewise, CR 702.29a)."""
    if not change.keyword:
        return True
    if not (ability.boast if change.keyword == "boast" else ability.cycling):
        return False
    return obj.controller == source.controller if ability.zone == "battlefield" \
        else obj.owner == source.controller  # (a card is cycled from its owner's hand)


def _ability_times(game: Game, player: int, sid: int, change: ir.AbilityCostChange) -> int:
    """ "for each Dragon you control": how many times, counted for the static's source."""
    if change.per is None:
        return 1
    res = Resolution(source=sid, controller=game.objects[sid].controller)
    return max(0, amount_value(game, res, change.per, res.controller))


def ability_changed(game: Game, player: int, obj: GameObject, ability: ir.ActivatedAbility,
                    symbols: tuple[str, ...]) -> tuple[str, ...]:
    """The mana symbols of an activated ability's total cost (``symbols``: its activation
    cost with X expanded) once every change applies (CR 602.2b, 601.2f). Its own
    "This ability costs ..." is read with ``obj`` as the source."""
    found: list[tuple[int, ir.SpellCostChange | ir.AbilityCostChange, int]] = []
    own = ability.cost_change
    if own is not None:
        found.append((obj.id, own, _times(game, player, obj.id, own, ())))
    found.extend((sid, c, _ability_times(game, player, sid, c))
                 for sid, c in ability_changes(game, obj, ability))
    if not found:
        return symbols
    return _apply(game, player, found, symbols)


def may_reduce(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a reduction could make ``obj`` cheaper than its mana value now (the quick
    "not enough mana" check is skipped then)."""
    return any(not c.more for _, c in changes(game, player, obj))


def reduction_bound(game: Game, player: int, obj: GameObject) -> int:
    """At most how much generic mana the reductions take off now (X may be that much more
    than the mana available)."""
    symbols = changed(game, player, obj, ("999",), ((), ()))
    return max(0, 999 - sum(int(s) for s in symbols if s.isdigit()))
