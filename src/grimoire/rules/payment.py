"""Paying mana during casting and activation (CR 601.2g-h, 602.2b, 605): which payment the
automatic payer picks, when it asks, and triggered mana abilities (CR 605.1b, 605.4a).

**Picking a payment.** :func:`best_plans` ranks every payment :func:`manapay.solve_all`
finds by, in order: sources that sacrifice themselves (Treasure) used; colors the rest of
the hand needs that are no longer available afterwards; how many kinds of mana the tapped
sources could have made (sources that produce only what is needed first); mana left over.
When the best payments tie but leave different colors available and one of those colors is
needed by the hand, the choice matters and the player is asked (a ``choose_payment``
decision before anything is paid; each option is the tuple of sources it taps).

**Triggered mana abilities** ("whenever a land is tapped for mana, add one mana of any type
that land produced") resolve immediately after the mana ability that triggered them
(CR 605.4a). Their choices are the player's: at priority (explicit payment) the ability
resolves in the game's ``resolving`` stage and asks like any resolving ability; during an
automatic payment the payment is first rehearsed on a copy of the game, and every choice a
triggered mana ability would ask becomes a ``choose_payment`` decision before the real
payment, which then replays the answers (:class:`PaymentContext`). A payment made while a
spell resolves ("unless pays", CR 118.12) can't stop for a decision: there the choice is
the first option that the still-unpaid part of the cost can use.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import islice
from typing import TYPE_CHECKING, Any

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle import ir
from grimoire.rules import kept_mana, manapay, replace
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, Decision
from grimoire.rules.cardinfo import per_game, remember
from grimoire.rules.resolution import Resolution, run
from grimoire.rules.resolution import answer as resume
from grimoire.rules.spend import (
    Purpose,
    cost_held,
    note_added,
    restricted,
    spending_for,
    spent,
    usable_pool,
)

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.triggers import PendingTrigger

PLAN_LIMIT = 48
"""How many distinct payments the payer compares."""


class NeedChoiceError(Exception):
    """Raised while rehearsing a payment: a triggered mana ability asks ``decision``."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class PaymentContext:
    """The automatic payment in progress: the chosen taps (None: the payer's best), the
    answers for triggered mana abilities in order, and whether this is a rehearsal."""

    __slots__ = ("answers", "deferred", "depth", "plan", "rehearsal")

    def __init__(self, plan: tuple[int, ...] | None = None, answers: tuple[Any, ...] = (),
                 rehearsal: bool = False) -> None:
        self.plan = plan
        self.answers = list(answers)
        self.rehearsal = rehearsal
        self.deferred: list[Resolution] = []
        self.depth = 0


_CURRENT: ContextVar[PaymentContext | None] = ContextVar("grimoire_payment", default=None)


@contextmanager
def paying(ctx: PaymentContext) -> Iterator[PaymentContext]:
    """Make ``ctx`` the payment in progress for the duration of the block."""
    token = _CURRENT.set(ctx)
    try:
        yield ctx
    finally:
        _CURRENT.reset(token)


# --- choosing a payment ----------------------------------------------------------------


def hand_colors(game: Game, player: int, skip: int | None = None) -> frozenset[str]:
    """Colors of mana the player's other cards in hand need (colored and hybrid symbols).

    >>> from grimoire.rules.testing import vanilla_pool
    >>> from grimoire.rules.game import Game
    >>> g = Game.new(decks=[["Forest"] * 40] * 2, pool=vanilla_pool(), seed=1)
    >>> hand_colors(g, 0)
    frozenset()
    """
    found: set[str] = set()
    for oid in game.players[player].hand:
        if oid == skip:
            continue
        for symbol in game.objects[oid].info.card.mana_cost.symbols:
            found.update(p for p in symbol.split("/") if p in MANA_TYPES and p != "C")
    return frozenset(found)


class _Sources:
    """What scoring needs about the sources, worked out once for all the plans."""

    __slots__ = ("before", "by_id", "kinds")

    def __init__(self, sources: list[manapay.Candidate]) -> None:
        self.by_id = {c.oid: c for c in sources}
        self.kinds = {c.oid: frozenset(m for _, b in c.options for m in b) for c in sources}
        self.before = frozenset().union(*self.kinds.values())


def _score(plan: manapay.Plan, known: _Sources,
           needed: frozenset[str]) -> tuple[tuple[int, ...], frozenset[str]]:
    used = {t[0] for t in plan.taps}
    kinds = known.kinds
    left = frozenset().union(*(k for oid, k in kinds.items() if oid not in used))
    lost = (needed & known.before) - left
    sacrificed = sum(known.by_id[o].sacrifice for o in used)
    return (sacrificed, len(lost), sum(len(kinds[o]) for o in used), sum(plan.pool),
            len(used)), left


def best_plans(game: Game, player: int, symbols: tuple[str, ...],
               exclude: frozenset[int] = frozenset(),
               skip: int | None = None, *, listed: bool = False) -> list[manapay.Plan]:
    """The best payments (see the module docstring): one, or several whose difference
    matters to the player. Empty if the cost can't be paid. ``listed``: nothing changed
    since this decision's legal actions were listed, whose mana sources are reused."""
    from grimoire.rules import costs
    p = game.players[player]
    sources = costs.sources(game, player, exclude, cached=listed)
    needed = hand_colors(game, player, skip)
    pool = usable_pool(game, player)  # CR 106.6: without mana that can't pay for this
    # The answer depends on nothing else: asking whether to question the player and then
    # paying ask it twice with the same inputs (memoised until the next enumeration).
    # Memoised across decisions: each Candidate is immutable and named by its serial, so
    # the key is every input (a payment's question and the payment itself ask it twice).
    held = cost_held(game, player)  # (CR 106.6: what a source's own cost can't use)
    key = (symbols, tuple(pool), p.life, needed, tuple([c.serial for c in sources]), held)
    found = _PLANS.get(key)
    if found is None:  # bounded (cardinfo.CACHE_LIMIT), emptied as each game starts
        found = remember(_PLANS, key, _best_plans(symbols, pool, p.life, sources, needed,
                                                  held))
    return list(found)


_PLANS: dict[tuple[object, ...], list[manapay.Plan]] = per_game({})


def _best_plans(symbols: tuple[str, ...], pool: list[int], life: int,
                sources: list[manapay.Candidate], needed: frozenset[str],
                held: tuple[int, ...] = ()) -> list[manapay.Plan]:
    plans = list(islice(manapay.solve_all(symbols, pool, sources, life, held), PLAN_LIMIT))
    if len(plans) <= 1:
        return plans
    known = _Sources(sources)
    scored = [(_score(plan, known, needed), n, plan) for n, plan in enumerate(plans)]
    scored.sort(key=lambda s: (s[0][0], s[1]))
    best = scored[0][0][0]
    tied = [s for s in scored if s[0][0] == best]
    lefts = {s[0][1] for s in tied}
    if len(lefts) > 1 and any((a ^ b) & needed for a in lefts for b in lefts):
        out: list[manapay.Plan] = []
        seen: set[frozenset[str]] = set()
        for (_, left), _, plan in tied:
            if left not in seen:  # one option per set of colors left available
                seen.add(left)
                out.append(plan)
        return out
    return [scored[0][2]]


def choose_plan(game: Game, player: int, symbols: tuple[str, ...],
                exclude: frozenset[int] = frozenset()) -> manapay.Plan | None:
    """The payment to make now: the one the player chose (a payment in progress), or the
    payer's best."""
    ctx = _CURRENT.get()
    plans = best_plans(game, player, symbols, exclude) if ctx is None or ctx.plan is None \
        else list(islice(manapay.solve_all(symbols, usable_pool(game, player),
                                           _chosen_sources(game, player, exclude, ctx.plan),
                                           game.players[player].life,
                                           cost_held(game, player)), 1))
    return plans[0] if plans else None


def _chosen_sources(game: Game, player: int, exclude: frozenset[int],
                    taps: tuple[int, ...]) -> list[manapay.Candidate]:
    from grimoire.rules import costs
    return [c for c in costs.sources(game, player, exclude) if c.oid in taps]


def _taps_key(plan: manapay.Plan) -> tuple[int, ...]:
    return tuple(sorted(t[0] for t in plan.taps))


# --- the choose_payment decision -------------------------------------------------------


def _cost_of(game: Game, action: CastSpell | ActivateAbility,
             player: int) -> tuple[tuple[str, ...], frozenset[int], int | None]:
    from grimoire.rules import casting, costs
    if isinstance(action, CastSpell):
        obj = game.objects[action.card]
        cost = casting.action_cost(game, player, action)
        exclude = costs.payment_exclusions(cost.parts, None, action.costs)
        from grimoire.rules.keywords_cast import to_pay  # affinity, convoke, delve...
        return to_pay(game, player, obj, cost, action.costs, action.x,
                      action.targets)[0], exclude, action.card
    obj = game.objects[action.source]
    ability = obj.info.card.abilities[action.index]
    assert isinstance(ability, ir.ActivatedAbility)
    exclude = costs.payment_exclusions(ability.cost.parts, obj.id, action.costs)
    return casting.activation_mana(game, player, obj, ability, action.x), exclude, None


def _has_mana_triggers(game: Game) -> bool:
    return bool(game.n_watchers) and any(
        a.is_mana_ability for o in game.battlefield for _, a in game.objects[o].info.triggered)


def question(game: Game, player: int, action: CastSpell | ActivateAbility,
             chosen: tuple[Any, ...] = (), *, listed: bool = False) -> Decision | None:
    """The next payment question for ``action`` (validated) given the answers so far, or
    None when the payment is settled. ``chosen[0]`` is the chosen taps, the rest are
    answers to triggered mana abilities. ``listed``: as for :func:`best_plans`."""
    purpose: Purpose = ("spell", action.card) if isinstance(action, CastSpell) \
        else ("ability", action.source)
    with spending_for(purpose):  # CR 106.6: the mana that may pay for it
        return _question(game, player, action, chosen, listed)


def _question(game: Game, player: int, action: CastSpell | ActivateAbility,
              chosen: tuple[Any, ...], listed: bool = False) -> Decision | None:
    symbols, exclude, skip = _cost_of(game, action, player)
    if not symbols:
        return None
    if not chosen:
        plans = best_plans(game, player, symbols, exclude, skip, listed=listed)
        if len(plans) > 1:
            return Decision("choose_payment", player, prompt="choose how to pay",
                            options=tuple(_taps_key(p) for p in plans), source=skip,
                            rule="CR 601.2g", data=(action, ()))
        chosen = (_taps_key(plans[0]) if plans else (),)
    if not _has_mana_triggers(game):
        return None
    rehearsal = game.copy()
    ctx = PaymentContext(tuple(chosen[0]), chosen[1:], rehearsal=True)
    try:
        with paying(ctx):
            _perform(rehearsal, player, action)
    except NeedChoiceError as need:
        d = need.decision
        return Decision("choose_payment", player, prompt=d.prompt, options=d.options,
                        source=d.source, rule="CR 605.4a", data=(action, chosen))
    return None


def start(game: Game, player: int, action: CastSpell | ActivateAbility, *,
          listed: bool = False) -> bool:
    """Ask the first payment question for ``action`` if there is one (then the caller
    stops: nothing has been paid or moved yet). True if a question was asked.
    ``listed``: nothing changed since the decision's listing (its mana sources hold);
    when no question is asked, what the listing found is forgotten here, before the
    caller pays."""
    # (where a card restricts how its mana is spent, the sources depend on what is paid
    # for, CR 106.6: listed again, as a face cast may differ from the card listed)
    decision = question(game, player, action, listed=listed and not restricted(game))
    if decision is None:
        if listed:
            game.cand_cache.clear()  # (the game is about to change: what it listed goes)
        return False
    game.set_pending(decision, "payment")
    return True


def answer(game: Game, decision: Decision, action: Choose) -> None:
    """Record the answer to a ``choose_payment`` decision; ask the next question or make
    the payment (cast the spell / activate the ability) with every answer."""
    pending_action, chosen = decision.data
    chosen = (*chosen, action.value)
    nxt = question(game, decision.player, pending_action, chosen)
    if nxt is not None:
        game.set_pending(nxt, "payment")
        return
    with paying(PaymentContext(tuple(chosen[0]), chosen[1:])):
        _perform(game, decision.player, pending_action)
    game.passes = 0  # CR 117.3c: the same player receives priority again
    game.stage = "priority_check"


def _perform(game: Game, player: int, action: CastSpell | ActivateAbility) -> None:
    from grimoire.rules import casting
    if isinstance(action, CastSpell):
        casting.cast(game, player, action)
    else:
        casting.activate(game, player, action)


# --- mana abilities inside a payment ---------------------------------------------------


def activate_inline(game: Game, player: int, oid: int, index: int,
                    bundle: tuple[str, ...] | None, need: tuple[str, ...] = ()) -> None:
    """Activate a mana ability as part of paying a cost (CR 605.3a): pay its cost, add its
    mana (no stack), then resolve the triggered mana abilities it triggered (CR 605.4a)."""
    from grimoire.rules import costs, mana_production
    obj = game.objects[oid]
    ability = obj.info.card.abilities[index]
    assert isinstance(ability, ir.ActivatedAbility)
    ctx = _CURRENT.get() or PaymentContext()
    token = _CURRENT.set(ctx)
    # CR 616.1: the payer planned with the replacements in timestamp order; a payment
    # can't stop to ask in the middle of casting.
    no_questions = replace.asking(False)
    no_questions.__enter__()  # (a with-block would indent the whole payment below)
    try:
        ctx.depth += 1
        try:
            res = Resolution(source=oid, controller=player, is_mana=True,
                             source_name=obj.name)
            res.mana_choice = bundle
            res.scratch["tapped_for_mana"] = ability.cost.has_tap  # CR 106.12
            if ability.cost.mana.symbols:  # CR 605.3a: a Signet's {1} from mana made before
                with spending_for(("ability", oid)):  # CR 106.6
                    pool = usable_pool(game, player)
                    paid = manapay.spend(pool, ability.cost.mana.symbols, need)
                    if paid is None:
                        raise RuntimeError("a mana ability's cost was planned but can't be paid")
                    game.players[player].pool = spent(game, player, pool, paid)
            costs.pay_parts(game, player, ability.cost.parts, oid, (), res)
            effect = ability.effect
            if bundle is not None and isinstance(effect, ir.AddMana | ir.AddManaChoice):
                res.scratch.pop("mana_added", None)
                mana_production.add_mana(game, res, player, bundle)
                note_added(game, res, effect.spend_only)  # CR 106.6
                kept_mana.note_added(game, res, effect.kept, effect.spend_only)  # CR 106.4a
            else:
                res.push(effect)
                _run_unpaused(game, res, ctx, need)
        finally:
            ctx.depth -= 1
        if ctx.depth == 0:
            while ctx.deferred:  # CR 605.4a: right after the mana ability that triggered them
                _run_unpaused(game, ctx.deferred.pop(0), ctx, need)
    finally:
        no_questions.__exit__(None, None, None)
        _CURRENT.reset(token)


def _run_unpaused(game: Game, res: Resolution, ctx: PaymentContext,
                  need: tuple[str, ...]) -> None:
    decision = run(game, res)
    while decision is not None:
        if ctx.answers:
            value = ctx.answers.pop(0)
        elif ctx.rehearsal:
            raise NeedChoiceError(decision)
        else:  # a payment during a resolution can't stop: the first option the cost can use
            value = next((o for o in decision.options if isinstance(o, str)
                          and any(m in need for m in o)), decision.options[0])
        if value not in decision.options:
            raise NeedChoiceError(decision)  # the rehearsal and the payment disagree
        decision = resume(game, res, Choose(value))


def mana_trigger(game: Game, pending: PendingTrigger, ability: ir.TriggeredAbility) -> None:
    """A triggered mana ability triggered (CR 605.1b): it resolves right after the mana
    ability that triggered it (CR 605.4a), and its choices are the player's."""
    res = Resolution(source=pending.source, controller=pending.controller, is_mana=True,
                     trigger_object=pending.trigger_object,
                     trigger_player=pending.trigger_player)
    res.scratch["produced"] = pending.produced
    res.push(ability.effect)
    ctx = _CURRENT.get()
    if ctx is not None:
        ctx.deferred.append(res)
        return
    stack = game.resolving
    if stack and stack[-1].is_mana and game.stage == "resolving":
        # At priority: the activated mana ability is resolving on top; this one resolves
        # right after it, in the same stage, and may ask its controller.
        running = stack[-1]
        queued = int(running.scratch.get("queued_mana_triggers", 0))
        stack.insert(len(stack) - 1 - queued, res)
        running.scratch["queued_mana_triggers"] = queued + 1
        return
    _run_unpaused(game, res, PaymentContext(), ())
