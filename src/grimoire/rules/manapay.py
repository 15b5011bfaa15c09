"""Paying mana costs: the mana pool and the automatic payer (CR 106, 107.4, 601.2g-h, 605).

The payer finds mana for a cost from the player's pool first, then from untapped mana
sources, by a small depth-first search over the colored and hybrid symbols (generic mana
is then paid from whatever is left). Preferences, in order: mana already in the pool;
sources that produce fewer kinds of mana (so flexible sources stay untapped); sources
that sacrifice themselves (Treasure) last. A source whose {T} is part of the same cost is
never used (the ``exclude`` argument). :func:`solve` answers "can it be paid" (legal
actions); :func:`solve_all` lists the payments, which :mod:`grimoire.rules.payment` ranks
(colors the hand needs, Treasures last) and asks about when the choice matters.

>>> plan = solve(("1", "G"), [0, 0, 0, 0, 0, 0], [Candidate(7, ((0, ("G",)),), False),
...                                                Candidate(8, ((0, ("R",)),), False)])
>>> plan.taps
((7, 0, ('G',)), (8, 0, ('R',)))
>>> solve(("G",), [0, 0, 0, 0, 1, 0], []).pool
[0, 0, 0, 0, 0, 0]
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import count
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle import ir
from grimoire.rules import cost_changes, hooks, query
from grimoire.rules.activation_limits import FORBIDDING_WORDS, forbidden
from grimoire.rules.cardinfo import per_game, present, remember, restricted
from grimoire.rules.mana_production import commander_identity, could_produce
from grimoire.rules.replacement import ProposedMana, mana_words, replace_proposed
from grimoire.rules.resolution import Resolution
from grimoire.rules.spend import allowed_option

if TYPE_CHECKING:
    from grimoire.rules.cardinfo import CardInfo
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

INDEX = {m: i for i, m in enumerate(MANA_TYPES)}


_SERIALS = count()


class Candidate:
    """An untapped object that can make mana: its ``(ability index, bundle)`` options.

    ``costs``: the mana each costed option's ability costs, by ability index (a Signet's
    {1}, a filter land's {B/R}; CR 601.2g, 605.3a); ``pain``: ability indexes that cost
    life or hurt their controller (used after painless sources); ``held``: ability indexes
    whose mana may be spent only on some things (CR 106.6), which the payer never plans to
    pay another source's cost with."""

    __slots__ = ("costs", "harm", "held", "key", "key_repr", "life", "net", "oid", "options",
                 "pain", "rank", "sacrifice", "serial")

    def __init__(self, oid: int, options: tuple[tuple[int, tuple[str, ...]], ...],
                 sacrifice: bool, costs: tuple[tuple[int, tuple[str, ...]], ...] = (),
                 pain: frozenset[int] = frozenset(),
                 life: tuple[tuple[int, int], ...] = (),
                 harm: tuple[tuple[int, int], ...] = (),
                 held: frozenset[int] = frozenset()) -> None:
        self.oid = oid
        self.held = held
        self.options = options
        self.sacrifice = sacrifice
        self.costs = dict(costs)
        self.life = dict(life)
        """Life each option's ability costs, by ability index (Mana Confluence)."""
        self.harm = dict(harm)
        """Life each option's ability takes as it resolves, by ability index (a painland's
        damage): gone before a Phyrexian symbol is paid with life (CR 601.2g-h)."""
        self.pain = pain
        self.key = (tuple(b for _, b in options), sacrifice, costs, tuple(sorted(pain)), life,
                    harm, tuple(sorted(held)))
        self.key_repr = repr(self.key)  # sorted by solve_all to list payments once
        kinds = {m for _, b in options for m in b}
        self.rank = (sacrifice, bool(pain) or bool(costs), len(kinds), oid)
        self.net = max(0, _net(self))
        """The most mana it adds net of its ability's own cost, at least 0 (the search's
        bound on what the sources left can make, :func:`_capacity`)."""
        self.serial = next(_SERIALS)
        """A number no other Candidate has (the key of :func:`solve`'s memo)."""


class Plan:
    """A payment: mana abilities to activate (``taps``), the pool after paying, life paid."""

    __slots__ = ("life", "pool", "taps")

    def __init__(self, taps: tuple[tuple[int, int, tuple[str, ...]], ...], pool: list[int],
                 life: int) -> None:
        self.taps = taps
        self.pool = pool
        self.life = life


def candidates(game: Game, player: int, exclude: frozenset[int] = frozenset()) -> list[Candidate]:
    """The player's usable mana sources, best first (see the module docstring).

    Besides the abilities with a fixed output (``info.mana_sources``), {T}-only mana
    abilities whose output depends on the game ("one mana of any color a land an opponent
    controls could produce", "one mana of the chosen color") are offered with the bundles
    they could make now (CR 106.7); one with no defined type makes nothing (CR 106.5).
    """
    result: list[Candidate] = []
    objects = game.objects
    extras = _trigger_extras(game) if game.n_watchers else ()
    life = game.players[player].life
    # What the game's cards can do to a source, asked once per listing rather than once per
    # source (cardinfo.present): replace its mana (CR 106.12b), forbid its activation
    # (CR 602.5), change its ability's cost (CR 602.2b, 601.2f).
    statics = game.n_statics
    replacing = bool(statics) and present(game, mana_words())
    forbidding = bool(statics) and present(game, FORBIDDING_WORDS)
    changing = bool(statics) and present(game, cost_changes.ABILITY_WORDS)
    for oid in game.battlefield:
        obj = objects[oid]
        if obj.controller != player or obj.tapped or oid in exclude:
            continue
        info = obj.info  # (_raw_options, inline: each permanent at each listing)
        options = info.mana_options if info.mana_sources else _dynamic_options(game, oid)
        if options and info.mana_spend:  # CR 106.6: only for what the mana may pay for
            options = tuple(o for o in options
                            if allowed_option(game, player, info.mana_spend.get(o[0])))
        if options and statics:
            options = _replaced(game, player, oid, options) if replacing \
                else _distinct(options)
        if options and extras:
            options = tuple((i, b + _extra(game, obj, b, extras)) for i, b in options)
        if options and info.mana_life:  # CR 119.4: life can be paid only up to one's total
            options = tuple(o for o in options if info.mana_life.get(o[0], 0) <= life)
        if options and info.mana_mill:  # CR 701.13b: not more cards than the library has
            library = len(game.players[player].library)
            options = tuple(o for o in options if info.mana_mill.get(o[0], 0) <= library)
        if not options:
            continue
        # CR 302.6: a creature's {T} ability needs it controlled since the turn began.
        if obj.sick and info.is_creature and not query.has_keyword(game, obj, "haste"):
            continue
        if obj.flags and any(locked(obj) for locked in hooks.LOCKED_DOWN.funcs):
            continue  # CR 701.29a: a detained permanent's mana abilities can't be activated
        if (forbidding or obj.flags) and forbidden(game, obj, True):
            continue  # CR 602.5: "its activated abilities can't be activated"
        if statics:
            options = _unchanged(game, player, obj, options, changing)
            if not options:
                continue
        costs = tuple(sorted(info.mana_costs.items())) if info.mana_costs else ()
        lives = tuple(sorted(info.mana_life.items())) if info.mana_life else ()
        harms = tuple(sorted(info.mana_harm.items())) if info.mana_harm else ()
        held = frozenset(i for i, only in info.mana_spend.items()
                         if only is not None and not only.otherwise) if info.mana_spend \
            else frozenset()  # (CR 106.6: mana a source's cost may not be paid with)
        result.append(_candidate(oid, options, info.mana_sacrifice, costs, info.mana_pain,
                                 lives, harms, held))
    result.sort(key=_RANK)
    return result


def _unchanged(game: Game, player: int, obj: GameObject,
               options: tuple[tuple[int, Any], ...],
               changing: bool = True) -> tuple[tuple[int, Any], ...]:
    """The options whose mana ability's cost no static changes now. A mana ability whose
    total cost an effect increases or reduces (CR 602.2b, 601.2f: "Activated abilities of
    enchanted creature cost {3} more to activate") is not planned into a payment; its
    controller can still activate it at priority with its changed cost (CR 605.3a).
    ``changing``: whether a card of the game changes other abilities' costs (else only
    an ability's own cost change is asked about)."""
    abilities = obj.info.card.abilities
    out = []
    for option in options:
        ability = abilities[option[0]] if option[0] < len(abilities) else None
        if isinstance(ability, ir.ActivatedAbility) and (
                ability.cost_change is not None
                or (changing and cost_changes.ability_changes(game, obj, ability))):
            symbols = expand_x(ability.cost.mana.symbols, 0)
            if cost_changes.ability_changed(game, player, obj, ability, symbols) != symbols:
                continue
        out.append(option)
    return tuple(out)


_RANK = attrgetter("rank")
"""A candidate's rank, the sort key (C-level: no Python call per candidate)."""


_TAPPED_WORDS = frozenset({"TappedForManaTrigger"})


def _trigger_extras(game: Game) -> tuple[tuple[GameObject, ir.TriggeredAbility], ...]:
    """Triggered mana abilities on "tapped for mana" whose mana the payer can count
    (CR 605.1b, 605.4a: they resolve right after the mana ability, during the payment);
    none in a game whose cards have no such trigger (no battlefield scan per listing)."""
    if not present(game, _TAPPED_WORDS):
        return ()
    found = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        for _, ability in obj.info.triggered:
            if ability.is_mana_ability and isinstance(ability.trigger, ir.TappedForManaTrigger) \
                    and ability.trigger.mana_type is None and ability.condition is None \
                    and not ability.optional:
                found.append((obj, ability))
    return tuple(found)


def _extra(game: Game, land: GameObject, bundle: tuple[str, ...],
           extras: tuple[tuple[GameObject, ir.TriggeredAbility], ...]) -> tuple[str, ...]:
    """The mana triggered mana abilities add when ``land`` is tapped for ``bundle``:
    "adds one mana of any type that land produced" (Heartbeat of Spring) when it produced
    one type, "an additional {G}" (Wild Growth), "the chosen color" (Utopia Sprawl)."""
    added: tuple[str, ...] = ()
    for source, ability in extras:
        trigger = ability.trigger
        assert isinstance(trigger, ir.TappedForManaTrigger)
        if not query.matches(game, land, trigger.filter, source.controller, source.id):
            continue
        effect = ability.effect
        count = getattr(effect, "count", getattr(effect, "amount", None))
        times = count.value if isinstance(count, ir.Fixed) else 0
        if isinstance(effect, ir.AddManaLikeProduced) and len(set(bundle)) == 1:
            added += (bundle[0],) * times
        elif isinstance(effect, ir.AddMana) and all(m in INDEX for m in effect.symbols):
            added += tuple(effect.symbols) * times
        elif isinstance(effect, ir.AddManaChosenColor) and source.chosen in INDEX:
            added += (str(source.chosen),) * times
    return added


_CANDIDATES: dict[tuple[object, ...], Candidate] = per_game({})  # keyed by object ids


def _candidate(oid: int, options: tuple[tuple[int, tuple[str, ...]], ...],
               sacrifice: bool, costs: tuple[tuple[int, tuple[str, ...]], ...] = (),
               pain: frozenset[int] = frozenset(),
               life: tuple[tuple[int, int], ...] = (),
               harm: tuple[tuple[int, int], ...] = (),
               held: frozenset[int] = frozenset()) -> Candidate:
    """The (shared, never mutated) :class:`Candidate` for these exact values: it depends on
    nothing else, so it need not be rebuilt each time the sources are listed."""
    key = (oid, options, sacrifice, costs, pain, life, harm, held)
    cand = _CANDIDATES.get(key)
    if cand is None:  # bounded (cardinfo.CACHE_LIMIT)
        cand = remember(_CANDIDATES, key,
                        Candidate(oid, options, sacrifice, costs, pain, life, harm, held))
    return cand


def _raw_options(game: Game, obj: GameObject) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """What each mana ability of ``obj`` would add, before replacement effects."""
    if obj.info.mana_sources:
        return obj.info.mana_options
    return _dynamic_options(game, obj.id)


def _replaced(game: Game, player: int, oid: int,
              options: tuple[tuple[int, tuple[str, ...]], ...]
              ) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The options as they would really produce mana: every source here taps for mana, so
    "tapped for mana" replacements apply (CR 106.12b: Contamination, Mana Reflection); an
    option replaced into no mana is dropped."""
    if not present(game, mana_words()):  # no such effect in this game: nothing replaced
        return _distinct(options)
    out: list[tuple[int, tuple[str, ...]]] = []
    for index, bundle in options:
        made = tuple(replace_proposed(game, ProposedMana(player, oid, bundle, True)).mana)
        if made and (index, made) not in out:
            out.append((index, made))
    return tuple(out)


def _distinct(options: tuple[tuple[int, tuple[str, ...]], ...]
              ) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """:func:`_replaced` where nothing replaces mana: each option once, those that make
    no mana dropped.

    >>> _distinct(((0, ("G",)), (1, ()), (0, ("G",))))
    ((0, ('G',)),)
    """
    if len(options) == 1:  # (most sources: one mana ability)
        return options if options[0][1] else ()
    return tuple(o for o in dict.fromkeys(options) if o[1])  # (as _replaced: each once)


def activation_bundle(game: Game, player: int, oid: int, index: int,
                      produced: tuple[str, ...]) -> tuple[str, ...]:
    """The choice to activate ability ``index`` of ``oid`` with so that, after replacement
    effects, it produces ``produced`` (the payer plans with what sources really make)."""
    extras = _trigger_extras(game) if game.n_watchers else ()
    if not game.n_statics and not extras:
        return produced
    obj = game.objects[oid]
    raw = [(i, b) for i, b in _raw_options(game, obj) if i == index]
    for i, bundle in raw:
        made = _replaced(game, player, oid, ((i, bundle),)) if game.n_statics else (
            (i, bundle),)
        if made and made[0][1] + (_extra(game, obj, made[0][1], extras) if extras else ()) \
                == produced:
            return bundle
    return produced


def _tap_mana_abilities(info: CardInfo) -> tuple[tuple[int, ir.ActivatedAbility], ...]:
    """``info``'s {T}-only mana abilities (what :func:`_dynamic_options` reads), kept by
    the card data (a table by serial grew with every info play made, issue 18)."""
    found = info.tap_mana
    if found is None:
        found = info.tap_mana = tuple(
            (i, a) for i, a in info.activated if a.is_mana_ability and not restricted(a)
            and not a.cost.mana.symbols and a.cost.parts
            and all(isinstance(p, ir.TapCost) for p in a.cost.parts))
    return found


def _dynamic_options(game: Game, oid: int) -> tuple[tuple[int, tuple[str, ...]], ...]:
    obj = game.objects[oid]
    abilities = _tap_mana_abilities(obj.info)
    if not abilities:
        return ()  # (most permanents: checked each time the sources are listed)
    out: list[tuple[int, tuple[str, ...]]] = []
    for index, ability in abilities:
        effect = ability.effect
        if isinstance(effect, ir.Sequence) and effect.steps and all(
                isinstance(s, ir.ManaSpentRider) for s in effect.steps[1:]):
            effect = effect.steps[0]  # the mana; a rider rides on it (CR 106.6)
        if isinstance(effect, ir.AddManaCouldProduce) and effect.count == ir.Fixed(1):
            res = Resolution(source=oid, controller=obj.controller)
            types = could_produce(game, res, effect.filter)
            if effect.kind == "color":
                types = tuple(t for t in types if t != "C")
            out.extend((index, (t,)) for t in types)
        elif isinstance(effect, ir.AddManaCommanderIdentity) and effect.count == ir.Fixed(1):
            out.extend((index, (t,)) for t in commander_identity(game, obj.controller))
        elif isinstance(effect, ir.AddManaChosenColor) and effect.count == ir.Fixed(1):
            kinds = [*effect.or_symbols]  # "Add {G} or one mana of the chosen color"
            if obj.chosen in INDEX and obj.chosen not in kinds:
                kinds.append(str(obj.chosen))
            out.extend((index, (k,)) for k in kinds if k in INDEX)
    return tuple(out)


def _fits(symbol: str) -> tuple[tuple[str, ...], int, int]:
    """For a colored/hybrid symbol: (mana types that pay it, generic alternative, life)."""
    parts = symbol.split("/")
    if len(parts) == 1:
        return ((symbol,), 0, 0)
    if parts[-1] == "P":  # CR 107.4f: Phyrexian: the mana, or 2 life
        return (tuple(parts[:-1]), 0, 2)
    if parts[0] == "2":  # CR 107.4e: monocolored hybrid: the color or {2}
        return ((parts[1],), 2, 0)
    return (tuple(parts), 0, 0)


def solve(symbols: tuple[str, ...], pool: list[int], sources: list[Candidate],
          life: int = 0, held: tuple[int, ...] = ()) -> Plan | None:
    """Find a payment for ``symbols`` (X already replaced by numbers), or None. ``held``:
    the part of ``pool`` that may pay for this but not for a source's own cost (CR 106.6,
    :func:`_in_order`)."""
    # The first payment solve_all would list: its first search result, never a duplicate.
    reqs = _requirements(symbols)
    if reqs is None:
        return None
    plans = _dfs(reqs[0], 0, list(pool), sources, [], set(), reqs[1], life,
                 _capacity(sources, set()))
    if not _ordered(symbols, sources):
        return next(plans, None)
    return next(_in_order(plans, pool, sources, symbols, life, held), None)


_PAYABLE: dict[tuple[object, ...], bool] = per_game({})  # keyed by Candidate serials


def payable(symbols: tuple[str, ...], pool: list[int], sources: list[Candidate],
            life: int = 0, held: tuple[int, ...] = ()) -> bool:
    """Whether :func:`solve` finds a payment, memoised across decisions: the answer is a
    function of its arguments alone (each :class:`Candidate` is immutable and named by its
    serial), so a listing that finds the same sources, pool and life as an earlier one
    (the next step, the other main phase) does not search again. Life is part of the
    answer only through Phyrexian symbols (CR 107.4f, in the cost or in a source's own
    cost) and sources that cost life (CR 119.4, :func:`_in_order`): without them it is
    left out of the key (a creature's damage to its controller does not search again)."""
    lives = life if any(c.costs or c.life for c in sources) or any(
        s.endswith("/P") for s in symbols) else None
    key = (symbols, tuple(pool), tuple([c.serial for c in sources]), lives, held)
    found = _PAYABLE.get(key)
    if found is None:  # bounded (cardinfo.CACHE_LIMIT), emptied as each game starts
        found = remember(_PAYABLE, key, solve(symbols, pool, sources, life, held) is not None)
    return found


def _requirements(symbols: tuple[str, ...]
                  ) -> tuple[list[tuple[tuple[str, ...], int, int]], int] | None:
    """The colored/hybrid requirements (most constrained first) and the generic amount;
    None if the cost has a symbol the payer can't pay."""
    generic = 0
    reqs: list[tuple[tuple[str, ...], int, int]] = []
    for symbol in symbols:
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "S":
            return None  # CR 107.4h: snow mana needs snow sources, which the payer lacks
        elif symbol in ("X", "Y", "Z"):
            return None  # CR 107.3a, 107.3k: a variable no one chose (a mana ability's own)
        else:
            reqs.append(_fits(symbol))
    reqs.sort(key=lambda r: (len(r[0]) + (r[1] > 0) + (r[2] > 0)))
    return reqs, generic


def solve_all(symbols: tuple[str, ...], pool: list[int], sources: list[Candidate],
              life: int = 0, held: tuple[int, ...] = ()) -> Iterator[Plan]:
    """Every payment for ``symbols``, best-ranked sources first; payments that use the
    same kinds of sources (two Forests) are listed once.

    >>> forest = Candidate(1, ((0, ("G",)),), False)
    >>> mountain = Candidate(2, ((0, ("R",)),), False)
    >>> [p.taps for p in solve_all(("1",), [0] * 6, [forest, mountain])]
    [((1, 0, ('G',)),), ((2, 0, ('R',)),)]
    """
    prepared = _requirements(symbols)
    if prepared is None:
        return
    reqs, generic = prepared
    seen: set[tuple[object, ...]] = set()
    plans = _dfs(reqs, 0, list(pool), sources, [], set(), generic, life,
                 _capacity(sources, set()))
    if _ordered(symbols, sources):
        plans = _in_order(plans, pool, sources, symbols, life, held)
    for plan in plans:
        used = {t[0] for t in plan.taps}
        kinds = sorted(c.key_repr for c in sources if c.oid in used)
        key = (*kinds, tuple(plan.pool), plan.life)
        if key not in seen:
            seen.add(key)
            yield plan


def _dfs(reqs: list[tuple[tuple[str, ...], int, int]], i: int, work: list[int],
         sources: list[Candidate], used: list[tuple[int, int, tuple[str, ...]]],
         used_ids: set[int], generic: int, life: int, capacity: int) -> Iterator[Plan]:
    """The payments of ``reqs[i:]`` and ``generic``; ``capacity``: what the sources not in
    ``used_ids`` could add at most (:func:`_capacity`, kept as sources are used)."""
    if i == len(reqs):
        yield from _pay_generic(work, sources, used, used_ids, generic, 0)
        return
    if sum(work) + capacity < len(reqs) - i + generic - _alternatives(reqs, i):
        return  # not enough mana left for the symbols still to pay (each takes one or more)
    types, alt_generic, alt_life = reqs[i]
    for t in types:  # mana already available (pool or produced by a source used earlier)
        k = INDEX[t]
        if work[k] > 0:
            work[k] -= 1
            yield from _dfs(reqs, i + 1, work, sources, used, used_ids, generic, life,
                            capacity)
            work[k] += 1
    tried: set[object] = set()
    for cand in sources:
        if cand.oid in used_ids or cand.key in tried:
            continue
        tried.add(cand.key)
        left = capacity - cand.net
        for index, bundle in cand.options:
            hit = next((t for t in types if t in bundle), None)
            if hit is None:
                continue
            for m in bundle:
                work[INDEX[m]] += 1
            work[INDEX[hit]] -= 1
            used.append((cand.oid, index, bundle))
            used_ids.add(cand.oid)
            cost = cand.costs.get(index) if cand.costs else None
            if cost:  # CR 605.3a: the ability's own mana cost is paid too
                more = _requirements(cost)
                if more is not None:
                    yield from _dfs(reqs + more[0], i + 1, work, sources, used, used_ids,
                                    generic + more[1], life, left)
            else:
                yield from _dfs(reqs, i + 1, work, sources, used, used_ids, generic, life,
                                left)
            used.pop()
            used_ids.discard(cand.oid)
            work[INDEX[hit]] += 1
            for m in bundle:
                work[INDEX[m]] -= 1
    if alt_generic:
        yield from _dfs(reqs, i + 1, work, sources, used, used_ids, generic + alt_generic, life,
                        capacity)
    if alt_life and life >= alt_life:
        for plan in _dfs(reqs, i + 1, work, sources, used, used_ids, generic, life - alt_life,
                         capacity):
            plan.life += alt_life
            yield plan


_GENERIC_ORDER = (5, 0, 1, 2, 3, 4)  # spend colorless first, then colors WUBRG


def _pay_generic(work: list[int], sources: list[Candidate],
                 used: list[tuple[int, int, tuple[str, ...]]], used_ids: set[int],
                 generic: int, start: int, left: list[int] | None = None) -> Iterator[Plan]:
    """Pay ``generic`` from the pool, then from unused sources taken in rank order (each
    choice of source kinds once). ``left[j]``: what the sources from ``j`` on that the
    colored search did not use could add (made at the first call; the sources this search
    adds are all before ``start``, so it stays exact)."""
    pool = list(work)
    need = generic
    for k in _GENERIC_ORDER:
        take = min(need, pool[k])
        pool[k] -= take
        need -= take
    if need <= 0:
        yield Plan(tuple(used), pool, 0)
        return
    if left is None:
        left = [0] * (len(sources) + 1)
        for j in range(len(sources) - 1, -1, -1):
            cand = sources[j]
            left[j] = left[j + 1] + (0 if cand.oid in used_ids else cand.net)
    if left[start] < need:
        return  # the sources left can't make enough: no subset of them will (no search)
    tried: set[object] = set()
    for j in range(start, len(sources)):
        cand = sources[j]
        if cand.oid in used_ids or cand.key in tried:
            continue
        tried.add(cand.key)
        if cand.costs:  # net mana; a cost with colored symbols is left to the colored search
            usable = [(i, b, _generic_cost(cand.costs.get(i, ()))) for i, b in cand.options]
            usable = [u for u in usable if u[2] is not None and len(u[1]) > u[2]]
            if not usable:
                continue
            index, bundle, extra = max(usable, key=lambda u: len(u[1]) - (u[2] or 0))
        else:
            index, bundle = max(cand.options, key=lambda o: len(o[1]))
            extra = 0
        for m in bundle:
            pool[INDEX[m]] += 1
        used.append((cand.oid, index, bundle))
        used_ids.add(cand.oid)
        yield from _pay_generic(pool, sources, used, used_ids, need + (extra or 0), j + 1,
                                left)
        used.pop()
        used_ids.discard(cand.oid)
        for m in bundle:
            pool[INDEX[m]] -= 1


def _alternatives(reqs: list[tuple[tuple[str, ...], int, int]], i: int) -> int:
    """How many of the symbols from ``i`` on may be paid with life instead of mana (Phyrexian
    mana, CR 107.4f): those need no mana at all."""
    return sum(1 for _, _, life in reqs[i:] if life)


def _net(cand: Candidate) -> int:
    """The most mana ``cand`` adds net of its ability's own cost (an upper bound: a cost
    with colored symbols counts as that many mana)."""
    if not cand.costs:
        return max((len(b) for _, b in cand.options), default=0)
    return max((len(b) - len(cand.costs.get(i, ())) for i, b in cand.options), default=0)


def _capacity(sources: list[Candidate], used_ids: set[int]) -> int:
    """How much mana the unused sources could add at most."""
    return sum(c.net for c in sources if c.oid not in used_ids)


def _generic_cost(cost: tuple[str, ...]) -> int | None:
    """The amount of a cost that is all generic mana, else None."""
    return sum(int(s) for s in cost) if all(s.isdigit() for s in cost) else None


def _ordered(symbols: tuple[str, ...], sources: list[Candidate]) -> bool:
    """Whether a plan must be checked in activation order (:func:`_in_order`): a source
    costs mana or life, or one hurts its controller while a Phyrexian symbol may be paid
    with life."""
    return any(c.costs or c.life for c in sources) or (
        any(s.endswith("/P") for s in symbols) and any(c.harm for c in sources))


def _in_order(plans: Iterator[Plan], pool: list[int], sources: list[Candidate],
              symbols: tuple[str, ...], life: int, held: tuple[int, ...] = ()
              ) -> Iterator[Plan]:
    """The plans whose mana abilities can be activated one after another, each costed one
    paid from the mana made before it (CR 605.3a: a Signet can't pay for itself), whose
    life costs the player can pay (CR 119.4), and whose mana then pays ``symbols``; with
    their taps in that order. The others are dropped. Life paid for the cost's Phyrexian
    symbols is paid after the mana abilities resolved (CR 601.2g-h): from what their life
    costs and their damage to the player left (CR 119.4). A source's cost is never paid
    with mana that may be spent only on some things (CR 106.6; it may pay for ``symbols``):
    ``held``, that part of the pool, and the mana of the sources' ``held`` abilities.

    >>> filter_land = Candidate(1, ((1, ("R", "G")),), False, ((1, ("1",)),))
    >>> plan = Plan(((1, 1, ("R", "G")),), [0] * 6, 0)
    >>> [p.taps for p in _in_order(iter([plan]), [1, 0, 0, 0, 0, 0], [filter_land],
    ...                            ("R", "G"), 20)]
    [((1, 1, ('R', 'G')),)]
    >>> list(_in_order(iter([plan]), [1, 0, 0, 0, 0, 0], [filter_land], ("R", "G"), 20,
    ...                (1, 0, 0, 0, 0, 0)))
    []
    """
    costs = {c.oid: c.costs for c in sources if c.costs}
    kept = {c.oid: c.held for c in sources if c.held}
    lives = {c.oid: c.life for c in sources if c.life}
    harms = {c.oid: c.harm for c in sources if c.harm}
    for plan in plans:
        left = life
        if lives:
            left -= sum(lives.get(t[0], {}).get(t[1], 0) for t in plan.taps)
            if left < 0:
                continue
        if harms:
            left -= sum(harms.get(t[0], {}).get(t[1], 0) for t in plan.taps)
        if plan.life > left:
            continue
        free = [t for t in plan.taps if not costs.get(t[0], {}).get(t[1])]
        if len(free) == len(plan.taps):
            yield plan
            continue
        avail = [n - h for n, h in zip(pool, held, strict=True)] if held else list(pool)
        only = list(held) if held else [0] * len(pool)  # (mana only ``symbols`` may use)
        for oid, index, bundle in free:
            into = only if index in kept.get(oid, ()) else avail
            for m in bundle:
                into[INDEX[m]] += 1
        waiting = [t for t in plan.taps if costs.get(t[0], {}).get(t[1])]
        ordered = list(free)
        while waiting:
            for tap in waiting:
                paid = spend(avail, costs[tap[0]][tap[1]], symbols)
                if paid is not None:
                    avail = paid
                    into = only if tap[1] in kept.get(tap[0], ()) else avail
                    for m in tap[2]:
                        into[INDEX[m]] += 1
                    ordered.append(tap)
                    waiting.remove(tap)
                    break
            else:
                break
        if not waiting and solve(symbols, [a + o for a, o in zip(avail, only, strict=True)],
                                 [], max(left, 0)) is not None:
            yield Plan(tuple(ordered), plan.pool, plan.life)


def spend(pool: list[int], symbols: tuple[str, ...], keep: tuple[str, ...] = ()
          ) -> list[int] | None:
    """The pool after paying ``symbols`` from it, sparing the mana types a payment still to
    come needs (``keep``: its symbols) when it can; None if the pool can't pay."""
    spare = {m for s in keep for m in s.split("/") if m in INDEX}
    if spare:
        masked = [0 if MANA_TYPES[i] in spare else n for i, n in enumerate(pool)]
        paid = solve(symbols, masked, [])
        if paid is not None:
            return [paid.pool[i] + (pool[i] if MANA_TYPES[i] in spare else 0)
                    for i in range(len(pool))]
    paid = solve(symbols, pool, [])
    return None if paid is None else paid.pool


def least_mana(symbols: tuple[str, ...]) -> int:
    """A lower bound on the mana that pays ``symbols``: generic as its number, a colored,
    colorless or snow symbol as one, a hybrid symbol as one (CR 107.4e: {2/W} by {W});
    X, Y, Z (CR 107.3), Phyrexian symbols (life, CR 107.4f) and anything else as none."""
    least = 0
    for s in symbols:
        if s.isdigit():
            least += int(s)
        elif s in _ONE_MANA or ("/" in s and not s.endswith("/P")):
            least += 1
    return least


_ONE_MANA = frozenset({"W", "U", "B", "R", "G", "C", "S"})


def expand_x(symbols: tuple[str, ...], x: int) -> tuple[str, ...]:
    """The cost with each {X} (CR 107.3) replaced by the number ``x``.

    >>> expand_x(("X", "X", "R"), 2)
    ('2', '2', 'R')
    """
    if "X" not in symbols:
        return symbols
    return tuple(str(x) if s == "X" else s for s in symbols)


def max_mana(pool: list[int], sources: list[Candidate]) -> int:
    """An upper bound on the mana the player could have for a cost (for choosing X)."""
    return sum(pool) + sum(max(len(b) for _, b in c.options) for c in sources)
