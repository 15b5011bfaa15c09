"""Costs (CR 118, 601.2f-h, 602.2): checking and paying mana and non-mana cost parts.

Non-mana parts that need a choice (sacrifice a creature, discard a card, exile cards from
a graveyard) take the chosen object ids from the action's ``costs`` tuple, in part order.
Mana is paid from the pool first, then by the automatic payer (:mod:`manapay`).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import damage, hooks, knowledge, linked, manapay, query, zones
from grimoire.rules import events as ev
from grimoire.rules.batch import simultaneous
from grimoire.rules.combat import has_rule
from grimoire.rules.counters import add_counters
from grimoire.rules.dice import roll_now, uninstall
from grimoire.rules.mana_spent import note_spent
from grimoire.rules.payment import activate_inline, choose_plan
from grimoire.rules.resolution import Resolution
from grimoire.rules.spend import cost_held, purpose_key, spent, usable_pool
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _sick(game: Game, obj_id: int) -> bool:
    obj = game.objects[obj_id]
    # CR 302.6: a creature's {T}/{Q} ability needs it controlled since the turn began.
    return obj.sick and obj.info.is_creature and not query.has_keyword(game, obj, "haste")


def counter_x(obj: GameObject, cost: ir.Cost) -> int | None:
    """The most X can be when ``cost`` removes X counters from ``obj`` ("Remove X +1/+1
    counters from this creature", "Remove any number of storage counters from this land":
    CR 107.3a, 107.1c: 0 up to the counters on it), None if the cost removes no X counters.

    >>> from grimoire.rules.cardinfo import info_for
    >>> from grimoire.rules.objects import GameObject
    >>> obj = GameObject(1, info_for(ir.CardDefinition("C")), 0, "battlefield")
    >>> obj.counters = {"+1/+1": 3}
    >>> counter_x(obj, ir.Cost(parts=(ir.RemoveCountersCost("+1/+1", 0, x=True),)))
    3
    """
    kinds = [p.kind for p in cost.parts if isinstance(p, ir.RemoveCountersCost) and p.x]
    return min(obj.counter(k) for k in kinds) if kinds else None


def _part_options(game: Game, player: int, part: object, source: int | None,
                  casting: int | None) -> list[tuple[int, ...]] | None:
    """The ways to pay one cost part: a list of chosen-object tuples, None if unpayable."""
    src = game.objects.get(source) if source is not None else None
    if isinstance(part, ir.TapCost | ir.UntapCost):
        if src is None or src.zone != "battlefield":
            return None
        want_tapped = isinstance(part, ir.UntapCost)  # CR 107.6: {Q} needs it tapped
        if src.tapped != want_tapped or _sick(game, src.id):
            return None
        return [()]
    if isinstance(part, ir.PayLifeCost):
        amount = amount_value(game, Resolution(source=source or 0, controller=player),
                              part.amount, player)
        return [()] if game.players[player].life >= amount else None  # CR 119.4
    if isinstance(part, ir.PayEnergyCost):  # CR 107.14: energy counters you have
        return [()] if game.players[player].counters.get("energy", 0) >= part.count else None
    if isinstance(part, ir.RemoveCountersCost):  # "X": checked with X (counter_x_values)
        return [()] if src is not None and src.counter(part.kind) >= part.count else None
    if isinstance(part, ir.UninstallCost):  # an installed die showing that number
        return [()] if src is not None and part.value in src.stored else None
    if isinstance(part, ir.RollCost):
        return [()]
    if isinstance(part, ir.MillCost):  # CR 701.13b: not with fewer cards in the library
        return [()] if len(game.players[player].library) >= part.count else None
    plugged = hooks.COST_PARTS.get(type(part))
    if plugged is not None:  # crew, saddle (CR 702.122a, 702.171a), loyalty (CR 606.4)
        return plugged.options(game, player, part, source)
    if isinstance(part, ir.TapUntappedCost):
        # CR 118.3: untapped permanents you control; CR 302.6 doesn't apply (not {T}).
        pool = [o for o in game.battlefield if game.objects[o].controller == player
                and not game.objects[o].tapped
                and query.matches(game, game.objects[o], part.filter, player, source)]
        return _any_number(pool) if part.x else _combos(pool, part.count)
    if isinstance(part, ir.SacrificeCost) and part.granter is not None:
        granter = game.objects.get(part.granter.oid)  # CR 201.5a: the granting object
        ok = granter is not None and granter.zone == "battlefield" \
            and granter.controller == player
        return [()] if ok else None
    if isinstance(part, ir.SacrificeCost | ir.ReturnToHandCost):
        keep = isinstance(part, ir.SacrificeCost)  # CR 701.17a: one that can't be sacrificed
        if part.this:  # can't pay it (Assault Suit's ruling)
            ok = src is not None and src.zone == "battlefield" and src.controller == player \
                and not (keep and unsacrificeable(game, src))
            return [()] if ok else None
        pool = [o for o in game.battlefield if game.objects[o].controller == player
                and query.matches(game, game.objects[o], part.filter, player, source)
                and not (keep and unsacrificeable(game, game.objects[o]))]
        if (isinstance(part, ir.SacrificeCost) and part.any_number) or part.x:
            return _any_number(pool)  # "X": exactly X of them (:func:`for_x`)
        return _combos(pool, part.count)
    if isinstance(part, ir.ExileCost):
        if part.this:
            return [()] if src is not None else None
        if part.x:  # "exile X cards": any number of them, X fixed by :func:`for_x`
            return _any_number(_graveyard_pool(game, player, part, source, casting))
        zone = part.filter.zone or "graveyard"
        pool = [o for o in getattr(game.players[player], zone, game.exile)
                if o != casting and query.matches(game, game.objects[o], part.filter, player,
                                                  source)] \
            if zone in ("graveyard", "hand", "library") else [
                o for o in game.battlefield if game.objects[o].controller == player
                and query.matches(game, game.objects[o], part.filter, player, source)] \
            if zone == "battlefield" else []  # champion's "exile another Elf you control"
        return _combos(pool, part.count)
    if isinstance(part, ir.RevealCost):  # cards of the hand other than the object itself
        pool = [o for o in game.players[player].hand if o not in (casting, source)
                and query.matches(game, game.objects[o], part.filter, player, source)]
        return _any_number(pool) if part.x else _combos(pool, part.count)
    if isinstance(part, ir.DiscardCost):
        hand = [o for o in game.players[player].hand if o != casting]
        if part.this:
            return [()] if src is not None and src.zone == "hand" else None
        if part.random:  # "discard X cards at random": X up to the cards there
            return [()] if part.x or len(hand) >= part.count else None
        pool = [o for o in hand if query.matches(game, game.objects[o], part.filter, player,
                                                 source)]
        return _any_number(pool) if part.x else _combos(pool, part.count)
    return None  # Unimplemented or unknown: can't be paid


def _graveyard_pool(game: Game, player: int, part: ir.ExileCost, source: int | None,
                    casting: int | None) -> list[int]:
    """The cards of ``player``'s graveyard an "exile X cards" cost may exile."""
    return [o for o in game.players[player].graveyard if o != casting
            and query.matches(game, game.objects[o], part.filter, player, source)]


_X_PARTS = (ir.ExileCost, ir.SacrificeCost, ir.DiscardCost, ir.RevealCost, ir.ReturnToHandCost,
            ir.TapUntappedCost)
"""Cost parts that may choose X objects ("discard X cards", "sacrifice X lands")."""


def _x_part(part: object) -> bool:
    return isinstance(part, _X_PARTS) and part.x


def exile_x_bound(game: Game, player: int, parts: tuple[object, ...], source: int | None,
                  casting: int | None = None) -> int | None:
    """The most X can be for a cost part that chooses X objects ("exile X cards from your
    graveyard", "discard X cards", "sacrifice X lands", "tap X untapped artifacts you
    control": CR 601.2b, X can't be announced larger than the objects there), None without
    such a part. X parts of one cost choose different objects: the bound is their pools'
    smallest (a pool shared by two X parts is counted once per part, an upper bound that
    :func:`for_x` checks exactly)."""
    found = [p for p in parts if _x_part(p)]
    if not found:
        return None
    return min(_x_pool_size(game, player, p, source, casting) for p in found)


def _x_pool_size(game: Game, player: int, part: object, source: int | None,
                 casting: int | None) -> int:
    if isinstance(part, ir.ExileCost):
        return len(_graveyard_pool(game, player, part, source, casting))
    if isinstance(part, ir.DiscardCost) and part.random:
        return len([o for o in game.players[player].hand if o != casting])
    ways = _part_options(game, player, part, source, casting) or [()]
    return max(len(c) for c in ways)  # (an "any number" listing ends with all of them)


def x_count(part: object, x: int) -> int:
    """How many objects ``part`` chooses with X = ``x`` (its fixed count without X)."""
    return x if _x_part(part) else int(getattr(part, "count", 0))


def for_x(parts: tuple[object, ...], chosen: list[tuple[int, ...]], x: int
          ) -> list[tuple[int, ...]]:
    """The ways to pay ``parts`` (from :func:`choices`) that choose exactly X objects for
    each X part ("exile X cards", "discard X cards"): the other parts each choose their
    fixed count."""
    size = x_size(parts, x)
    return chosen if size is None else [c for c in chosen if len(c) == size]


def x_size(parts: tuple[object, ...], x: int) -> int | None:
    """How many objects a way to pay ``parts`` chooses with X = ``x`` (:func:`for_x`),
    None when no part chooses X objects (every way counts)."""
    xs = [p for p in parts if _x_part(p)
          and not (isinstance(p, ir.DiscardCost) and p.random)]
    if not xs:
        return None
    fixed = sum(p.count for p in parts if isinstance(
        p, ir.SacrificeCost | ir.ReturnToHandCost | ir.ExileCost | ir.DiscardCost
        | ir.RevealCost | ir.TapUntappedCost) and not getattr(p, "this", False)
        and not getattr(p, "x", False) and not getattr(p, "random", False)
        and getattr(p, "granter", None) is None)
    return fixed + x * len(xs)


_ANY_LISTED = 64
"""At most this many of the ways to choose "any number of" objects are listed."""


def _any_number(pool: list[int]) -> list[tuple[int, ...]]:
    """Ways to choose any number of ``pool`` (CR 601.2b): every subset of a small pool; of
    a larger one, none, each alone, the first k for each k, and all (a bounded listing).

    >>> _any_number([1, 2])
    [(), (1,), (2,), (1, 2)]
    """
    if 2 ** len(pool) <= _ANY_LISTED:
        return [c for k in range(len(pool) + 1) for c in combinations(pool, k)]
    ways = [(), *((o,) for o in pool), *(tuple(pool[:k]) for k in range(2, len(pool) + 1))]
    return list(dict.fromkeys(ways))


def _combos(pool: list[int], count: int) -> list[tuple[int, ...]] | None:
    if len(pool) < count:
        return None
    return list(combinations(pool, count))


def self_taps_ok(game: Game, player: int, parts: tuple[object, ...], source: int) -> bool:
    """Whether each {T} and {Q} of ``parts`` can be paid now (CR 107.5-6, 302.6): the
    cheap test of :func:`choices`, asked before the mana of an activation is counted."""
    for part in parts:
        if isinstance(part, ir.TapCost | ir.UntapCost) \
                and _part_options(game, player, part, source, None) is None:
            return False
    return True


def choices(game: Game, player: int, parts: tuple[object, ...], source: int | None,
            casting: int | None = None) -> list[tuple[int, ...]]:
    """Every way to pay ``parts`` (flattened chosen ids); empty list if unpayable."""
    per_part = _per_part(game, player, parts, source, casting)
    return [] if per_part is None else list(_ways(per_part))


def choice_stream(game: Game, player: int, parts: tuple[object, ...], source: int | None
                  ) -> Iterator[tuple[int, ...]]:
    """:func:`choices`, made one way at a time in the same order (for a listing that may
    stop at its limit before the last of thousands, :mod:`grimoire.rules.streams`). Each
    part's options are found at once (a part that can't be paid makes it empty); read it
    before the game changes."""
    per_part = _per_part(game, player, parts, source, None)
    return iter(()) if per_part is None else _ways(per_part)


def _ways(per_part: list[list[tuple[int, ...]]]) -> Iterator[tuple[int, ...]]:
    """One option of each part, flattened, each object chosen once (CR 601.2b, 118.3)."""
    for combo in product(*per_part):
        flat = tuple(o for group in combo for o in group)
        if len(set(flat)) == len(flat):
            yield flat


def _per_part(game: Game, player: int, parts: tuple[object, ...], source: int | None,
              casting: int | None) -> list[list[tuple[int, ...]]] | None:
    """The options of each part of ``parts`` (:func:`_part_options`), None if a part
    can't be paid."""
    per_part: list[list[tuple[int, ...]]] = []
    taps_self = source is not None and any(isinstance(p, ir.TapCost) for p in parts)
    for part in parts:
        opts = _part_options(game, player, part, source, casting)
        if opts is not None and taps_self and isinstance(part, ir.TapUntappedCost):
            # "{T}, Tap X untapped artifacts you control": {T} taps the source, which so
            # can't be one of the others tapped (CR 118.3: a tapped one can't be tapped)
            opts = [c for c in opts if source not in c] or None
        if opts is None:
            return None
        per_part.append(opts)
    return per_part


def mana_plan(game: Game, player: int, symbols: tuple[str, ...],
              exclude: frozenset[int] = frozenset(), *,
              cached: bool = False) -> manapay.Plan | None:
    """A payment for ``symbols`` (X expanded) from the pool and untapped sources.

    ``cached``: reuse the sources found earlier for the same question (legal-action
    enumeration, where the state does not change; the cache is cleared on every change).
    """
    p = game.players[player]
    pool = usable_pool(game, player)  # CR 106.6: without mana that can't pay for this
    if not symbols:
        return manapay.Plan((), list(pool), 0)
    return manapay.solve(symbols, pool, sources(game, player, exclude, cached), p.life,
                         cost_held(game, player))


def can_pay(game: Game, player: int, symbols: tuple[str, ...],
            exclude: frozenset[int] = frozenset(), *, cached: bool = False) -> bool:
    """Whether :func:`mana_plan` would find a payment (:func:`manapay.payable`: the search
    is memoised on the sources found, the pool and life)."""
    pool = usable_pool(game, player)  # CR 106.6: without mana that can't pay for this
    if not symbols:
        return True
    return manapay.payable(symbols, pool, sources(game, player, exclude, cached),
                           game.players[player].life, cost_held(game, player))


def sources(game: Game, player: int, exclude: frozenset[int] = frozenset(),
            cached: bool = False) -> list[manapay.Candidate]:
    """The player's usable mana sources (see :func:`manapay.candidates`)."""
    if not cached:
        return manapay.candidates(game, player, exclude)
    purpose = purpose_key(game)  # CR 106.6: restricted mana abilities depend on it
    key = (player, exclude, purpose)
    found = game.cand_cache.get(key)
    if found is None:
        # The sources without exclusions are listed once per enumeration; an exclusion
        # (a {T} in the same cost, what the cost sacrifices) only drops sources, keeping
        # their order, so each ability's tap cost does not rescan the battlefield.
        every = game.cand_cache.get((player, frozenset(), purpose))
        if every is None:
            every = manapay.candidates(game, player)
            game.cand_cache[(player, frozenset(), purpose)] = every
        found = [c for c in every if c.oid not in exclude] if exclude else every
        game.cand_cache[key] = found
    return found


def activate_mana_source(game: Game, player: int, oid: int, index: int,
                         bundle: tuple[str, ...] | None, need: tuple[str, ...] = ()) -> None:
    """Activate a mana ability as part of paying a cost (CR 605.3a); see
    :func:`grimoire.rules.payment.activate_inline`."""
    activate_inline(game, player, oid, index, bundle, need)


def pay_mana(game: Game, player: int, symbols: tuple[str, ...],
             exclude: frozenset[int] = frozenset(), spell: int | None = None) -> int:
    """Pay ``symbols``: activate the planned mana abilities, then spend from the pool.
    Returns the life paid for Phyrexian mana symbols (CR 107.4f; Compleated reads it)."""
    if not symbols:
        return 0
    plan = choose_plan(game, player, symbols, exclude)
    if plan is None:
        raise RuntimeError("mana payment planned but not payable")  # validated before
    for oid, index, produced in plan.taps:
        bundle = manapay.activation_bundle(game, player, oid, index, produced)
        activate_mana_source(game, player, oid, index, bundle, symbols)
    p = game.players[player]
    pool = usable_pool(game, player)  # CR 106.6: without mana that can't pay for this
    spend = manapay.solve(symbols, pool, [], p.life)
    if spend is None:
        raise RuntimeError("mana produced does not pay the cost")  # a replacement changed it
    if game.states:  # "when that mana is spent to cast ..." (CR 106.6)
        for spent_hook in hooks.MANA_SPENT.funcs:
            spent_hook(game, player, list(pool), list(spend.pool), spell)
    if spell is not None and spell in game.objects:  # "if {W} was spent to cast ~"
        note_spent(game.objects[spell], pool, spend.pool)
    p.pool = spent(game, player, pool, spend.pool)
    if spend.life:
        damage.change_life(game, player, -spend.life)  # CR 107.4f: Phyrexian mana as life
    return spend.life


PHYREXIAN_LIFE = "phyrexian_life:"
"""The flag prefix recording on a spell how many Phyrexian mana symbols its controller paid
with life (CR 107.4f): 2 life each."""


def note_phyrexian_life(spell: GameObject, life: int) -> None:
    """Record on a spell being cast that ``life`` was paid for Phyrexian mana symbols."""
    spell.flags = spell.flags | {f"{PHYREXIAN_LIFE}{life // 2}"}


def phyrexian_paid_with_life(spell: GameObject | None) -> int:
    """How many Phyrexian mana symbols were paid with life for ``spell`` (0 if none).

    >>> from grimoire.rules.cardinfo import info_for
    >>> from grimoire.rules.objects import GameObject
    >>> spell = GameObject(1, info_for(ir.CardDefinition("X")), 0, "stack")
    >>> note_phyrexian_life(spell, 4)
    >>> phyrexian_paid_with_life(spell)
    2
    """
    if spell is None:
        return 0
    return sum(int(f[len(PHYREXIAN_LIFE):]) for f in spell.flags if f.startswith(PHYREXIAN_LIFE))


def payment_exclusions(parts: tuple[object, ...], source: int | None,
                       chosen: tuple[int, ...]) -> frozenset[int]:
    """Objects that can't make mana for the same cost (the seeds' {T}/{Q} rulings): the
    source when {T} or {Q} or "sacrifice this" is part of the cost, and the objects the
    cost sacrifices, exiles or returns (a Treasure sacrificed for the cost can't also be
    sacrificed for mana).

    >>> sorted(payment_exclusions((ir.TapCost(),), 4, (9,)))
    [4, 9]
    >>> sorted(payment_exclusions((), 4, ()))
    []
    """
    out = set(chosen)
    if source is not None and any(
            isinstance(p, ir.TapCost | ir.UntapCost) or getattr(p, "this", False)
            for p in parts):
        out.add(source)
    return frozenset(out)


def _remember_sacrificed(res: Resolution | None, oid: int) -> None:
    """Record a permanent sacrificed as a cost, for "the sacrificed creature" (its last
    known information stays under ``oid``, CR 608.2h)."""
    if res is not None:
        res.scratch["sacrificed"] = (*res.scratch.get("sacrificed", ()), oid)


def pay_parts(game: Game, player: int, parts: tuple[object, ...], source: int | None,
              chosen: tuple[int, ...], res: Resolution | None = None) -> None:
    """Pay non-mana cost parts (validated before), taking chosen objects in order."""
    rest = list(chosen)
    for part in parts:
        if isinstance(part, ir.TapCost | ir.UntapCost):
            assert source is not None
            obj = game.objects[source]
            obj.tapped = isinstance(part, ir.TapCost)
            game.emit(ev.Tapped(source, untapped=not obj.tapped))
        elif isinstance(part, ir.PayLifeCost):
            ctx = res or Resolution(source=source or 0, controller=player)
            damage.change_life(game, player, -amount_value(game, ctx, part.amount, player))
        elif isinstance(part, ir.PayEnergyCost):  # CR 107.14
            counters = game.players[player].counters
            counters["energy"] = counters.get("energy", 0) - part.count
        elif isinstance(part, ir.RemoveCountersCost):
            assert source is not None
            removed = (res.x if res is not None else 0) if part.x else part.count
            add_counters(game, game.objects[source], part.kind, -removed)
        elif isinstance(part, ir.UninstallCost):
            assert source is not None
            uninstall(game.objects[source], part.value)
        elif type(part) in hooks.COST_PARTS:  # loyalty (CR 606.4), crew and saddle (CR
            # 702.122a, 702.171a): the chosen objects are the rest
            rest = hooks.COST_PARTS[type(part)].pay(game, part, rest, source,
                                                    res.x if res is not None else 0)
        elif isinstance(part, ir.TapUntappedCost):
            for _ in range(x_count(part, res.x if res is not None else 0)):
                tapped = game.objects[rest.pop(0)]
                tapped.tapped = True
                game.emit(ev.Tapped(tapped.id))
                if res is not None:  # "the tapped creature" (station: its power)
                    res.scratch["tapped"] = (*res.scratch.get("tapped", ()), tapped.id)
        elif isinstance(part, ir.RevealCost):  # CR 701.16a: shown to all, kept in hand
            shown = [rest.pop(0) for _ in range(x_count(part, res.x if res is not None else 0))]
            if res is not None:  # "the revealed card's mana value" (CR 601.2h)
                res.scratch["revealed"] = (*res.scratch.get("revealed", ()), *shown)
            knowledge.revealed(game, shown)
            game.emit(ev.HandRevealed(player, tuple(game.objects[o].name for o in shown)))
        elif isinstance(part, ir.MillCost):  # CR 701.13a: the top cards, in order
            library = game.players[player].library
            for oid in list(reversed(library[-part.count:])):
                zones.move(game, oid, "graveyard")
        elif isinstance(part, ir.RollCost):  # a roll as a cost: replacements etc. apply
            record = roll_now(game, player, ir.RollDice(ir.Fixed(1), part.sides),
                              source=source or 0)
            if res is not None:
                res.die = record
        elif isinstance(part, ir.SacrificeCost | ir.ReturnToHandCost | ir.ExileCost
                        | ir.DiscardCost):
            dest = {ir.SacrificeCost: "graveyard", ir.ReturnToHandCost: "hand",
                    ir.ExileCost: "exile", ir.DiscardCost: "graveyard"}[type(part)]
            sacrifice = isinstance(part, ir.SacrificeCost)
            if isinstance(part, ir.SacrificeCost) and part.granter is not None:
                granter = part.granter.oid  # CR 201.5a: "Sacrifice Blazing Torch"
                if granter in game.objects:
                    _remember_sacrificed(res, granter)
                    zones.sacrifice(game, granter)
            elif getattr(part, "this", False):
                assert source is not None
                if source in game.objects:
                    if sacrifice:
                        _remember_sacrificed(res, source)
                        zones.sacrifice(game, source)
                    else:
                        moved = zones.move(game, source, dest)
                        if res is not None:  # where this card went (CR 702.29c)
                            res.scratch["moved_self"] = moved
            elif isinstance(part, ir.DiscardCost) and part.random:
                hand = game.players[player].hand
                count = x_count(part, res.x if res is not None else 0)
                for oid in game.rng.sample(list(hand), count):
                    zones.move(game, oid, dest)
            else:  # CR 603.2c: the objects of one cost move at once, one batch of events
                count = len(rest) if getattr(part, "any_number", False) else (
                    res.x if res is not None else 0) if getattr(part, "x", False) else part.count
                with simultaneous(game):
                    _move_chosen(game, res, source, rest, count, dest, sacrifice)


def _move_chosen(game: Game, res: Resolution | None, source: int | None, rest: list[int],
                 count: int, dest: str, sacrifice: bool) -> None:
    """Sacrifice, return, exile or discard the next ``count`` chosen objects of a cost."""
    for _ in range(count):
        chosen_id = rest.pop(0)
        attacked = game.combat.attackers.get(chosen_id)
        if attacked is not None and res is not None and dest == "hand":
            code = attacked if isinstance(attacked, int) else -1 - attacked.index
            res.scratch["returned"] = (*res.scratch.get("returned", ()), code)
        if sacrifice:
            _remember_sacrificed(res, chosen_id)
            zones.sacrifice(game, chosen_id)
        else:
            moved = zones.move(game, chosen_id, dest)
            if dest == "exile" and source is not None:  # CR 607.2a: "the exiled
                linked.record(game, source, (moved,))  # card" (champion)
            if dest == "exile" and res is not None:  # a spell's "the exiled
                res.scratch["exiled"] = (*res.scratch.get("exiled", ()), moved)


def can_pay_effect_cost(game: Game, player: int, cost: ir.Cost, source: int | None) -> bool:
    """Whether ``player`` can pay ``cost`` now (for "unless ... pays", CR 118.12a)."""
    if any(isinstance(p, ir.TapCost | ir.UntapCost) for p in cost.parts):
        return False  # {T}/{Q} are costs of the object's own activated abilities only
    if not choices(game, player, cost.parts, source):
        return False
    return mana_plan(game, player, manapay.expand_x(cost.mana.symbols, 0)) is not None


def pay_effect_cost(game: Game, player: int, cost: ir.Cost, source: int | None,
                    chosen: tuple[int, ...] | None = None) -> None:
    """Pay ``cost`` for an effect with the objects ``chosen`` (one of :func:`choices`; the
    first valid choice when not given)."""
    if chosen is None:
        chosen = choices(game, player, cost.parts, source)[0]
    pay_mana(game, player, manapay.expand_x(cost.mana.symbols, 0))
    pay_parts(game, player, cost.parts, source, chosen)


def unsacrificeable(game: Game, obj: GameObject) -> bool:
    """Whether a static ability says ``obj`` can't be sacrificed (CR 701.17a: it can't be
    chosen for a sacrifice, and an instruction to sacrifice it does nothing)."""
    return bool(game.n_statics) and has_rule(game, obj, "cant_be_sacrificed")
