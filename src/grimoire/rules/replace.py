"""The replacement and prevention pipeline (CR 614-616) over proposed events.

Every event a replacement or prevention effect may change is first *proposed*: a frozen
value (:class:`ProposedMove`, :class:`ProposedDestroy`, :class:`ProposedDamage`,
:class:`ProposedLife`, :class:`ProposedDraw`, :class:`ProposedCounters`,
:class:`ProposedTokens`, :class:`ProposedLoss`, :class:`ProposedWin` and
:class:`~grimoire.rules.replacement.ProposedMana`). :func:`replace` returns the event that
really happens, or None when an effect replaced it with something else entirely.

Mechanisms plug in: a *provider* registered with :func:`provider` for an event type looks at
a proposed event and lists the :class:`Replacement` values that apply to it, each with the
event it would become (computed without changing the game) and what performing it does
besides (using up a shield, destroying the umbra armor Aura). The pipeline then follows
CR 616.1: self-replacement effects first (616.1a, 614.15); each effect applies at most once
to an event (614.5); after one applies the rest are looked for again on the changed event
(616.1e); and when several apply the affected player — or the controller of the affected
object (616.1) — chooses which applies first. That choice is asked only when it changes
the outcome (Doubling Season and Hardened Scales: 2 x (N + 1) or 2N + 1 counters; umbra
armor or a regeneration shield: which one is used up); otherwise the first in timestamp
order applies.

A question needs a place to stop: during a resolution (the interpreter re-runs the
instruction once the player has answered, as it does for CR 608.2d choices) and during
state-based actions (checked again after the answer). Elsewhere (combat damage being
dealt, a mana payment) the game can't stop mid-event and the first applicable effect in
timestamp order applies first.

>>> ProposedDamage(source=3, target=-1, amount=2)
ProposedDamage(source=3, target=-1, amount=2, combat=False, unpreventable=False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextvars import ContextVar, Token
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from grimoire.rules.actions import Decision

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@dataclass(frozen=True, slots=True)
class ProposedMove:
    """Object ``oid`` would move from ``from_zone`` to ``to_zone`` (CR 400, 614.1a)."""

    oid: int
    from_zone: str
    to_zone: str


@dataclass(frozen=True, slots=True)
class ProposedDestroy:
    """Permanent ``oid`` would be destroyed (CR 701.8); ``regenerate``: it may be
    regenerated (CR 701.15c: "it can't be regenerated")."""

    oid: int
    regenerate: bool = True
    by_rule: bool = False
    """Destroyed by a state-based action (lethal damage, deathtouch: CR 704.5g-h), not as
    the result of an effect (shield counters replace only the latter, CR 122.1c)."""


@dataclass(frozen=True, slots=True)
class ProposedDamage:
    """``source`` would deal ``amount`` damage to ``target`` (an object id, or ``-1 - seat``)
    (CR 120, 615)."""

    source: int
    target: int
    amount: int
    combat: bool = False
    unpreventable: bool = False
    """CR 615.12: "can't be prevented": prevention effects don't apply to it."""


@dataclass(frozen=True, slots=True)
class ProposedLife:
    """``player`` would gain (positive) or lose (negative) ``amount`` life (CR 119)."""

    player: int
    amount: int
    from_damage: bool = False
    """The life loss is the result of damage dealt to the player (CR 120.3a, 120.4c)."""


@dataclass(frozen=True, slots=True)
class ProposedDraw:
    """``player`` would draw a card (CR 121.2: each card is drawn one at a time).
    ``plain``: the player chose to draw it, declining every optional ("you may ... instead")
    replacement of this draw (dredge, CR 702.52a): those no longer apply to it."""

    player: int
    plain: bool = False


@dataclass(frozen=True, slots=True)
class ProposedCounters:
    """``amount`` counters of ``kind`` would be put on permanent ``oid`` (CR 122.6)."""

    oid: int
    kind: str
    amount: int
    by_effect: bool = True
    """Put by an effect, not as a cost (CR 118: a loyalty ability's +N)."""


@dataclass(frozen=True, slots=True)
class ProposedTokens:
    """An effect would create ``count`` tokens under ``controller``'s control (CR 111.1)."""

    controller: int
    count: int


@dataclass(frozen=True, slots=True)
class ProposedLoss:
    """``player`` would lose the game (CR 104.3)."""

    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class ProposedWin:
    """``player`` would win the game (CR 104.2b)."""

    player: int


@dataclass(frozen=True, slots=True)
class Replacement:
    """One replacement or prevention effect that applies to a proposed event.

    ``key`` identifies the effect (each applies once per event, CR 614.5); ``result`` is the
    event after it applies (None: the event doesn't happen); ``perform`` does what else
    applying it does; ``first``: a self-replacement effect (CR 614.15), applied before the
    others.
    """

    key: tuple[Any, ...]
    label: str
    result: Any
    perform: Callable[[Game], None] | None = None
    first: bool = False
    prevent: bool = False
    """A prevention effect (CR 615): none applies to damage that can't be prevented."""


Provider = Callable[["Game", Any], Iterable[Replacement]]
PROVIDERS: dict[type, list[Provider]] = {}
F = TypeVar("F")


_ORDERS: dict[Provider, int] = {}


def provider(*event_types: type, order: int = 50) -> Callable[[F], F]:
    """Register ``(game, proposed) -> replacements`` for proposed events of these types.
    Providers are pure: they compute what would happen and change nothing. Their effects
    are offered (and, when nobody chooses, applied) by ``order``, then registration order:
    rule-based effects an object carries before statics' (timestamps, CR 616.1)."""
    def register(func: F) -> F:
        _ORDERS[func] = order  # type: ignore[index]
        for event_type in event_types:
            found = PROVIDERS.setdefault(event_type, [])
            found.append(func)  # type: ignore[arg-type]
            found.sort(key=lambda p: _ORDERS.get(p, 50))  # (stable: registration order)
        return func
    return register


class ReplacementOrderNeeded(Exception):
    """Raised where the game can stop: a player must choose which effect applies first."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


_ASKING: ContextVar[bool] = ContextVar("grimoire_replacement_asking", default=False)


ENTRY_WORDS = frozenset({"EntersAsCopy"})
"""A card that asks a question as it enters (CR 614.1c, 707.5: "enter as a copy")."""


OUTSIDE_WORDS: set[str] = set()
"""Keywords of cards whose replacement effects work outside the battlefield (dredge, from a
graveyard, CR 702.52a): a game with such a card consults the pipeline, and may ask, even with
no replacement static on the battlefield. A mechanism adds its keyword when imported."""


def outside_replacements(game: Game) -> bool:
    """Whether a card of the game has a replacement effect that works outside the
    battlefield (:data:`OUTSIDE_WORDS`)."""
    return bool(OUTSIDE_WORDS) and not OUTSIDE_WORDS.isdisjoint(game.vocabulary)


def may_ask(game: Game) -> bool:
    """Whether two effects could apply to one event now (replacement statics on the
    battlefield, shields, a card's replacement outside the battlefield), or a card of the
    game asks as it enters. With none, nothing is entered (the common case, fast)."""
    return bool(game.n_statics or game.regeneration or game.prevention) or not \
        ENTRY_WORDS.isdisjoint(game.vocabulary) or outside_replacements(game)


def can_ask() -> bool:
    """Whether the game can stop here for a player's answer (see :class:`asking`)."""
    return _ASKING.get()


class asking:  # used like a function: ``with asking(): ...``
    """Within the block a 616.1 choice that matters stops the game for the player
    (``asking(False)``: it can't stop there). A slotted class, not a generator context
    manager: it wraps every state-based check and every resolved instruction."""

    __slots__ = ("can_ask", "token")

    def __init__(self, can_ask: bool = True) -> None:
        self.can_ask = can_ask
        self.token: Token[bool] | None = None

    def __enter__(self) -> None:
        self.token = _ASKING.set(self.can_ask)

    def __exit__(self, *exc: object) -> None:
        assert self.token is not None
        _ASKING.reset(self.token)


def _options(game: Game, event: Any, applied: frozenset[tuple[Any, ...]]) -> list[Replacement]:
    found = [r for p in PROVIDERS.get(type(event), ()) for r in p(game, event)
             if r.key not in applied]
    if getattr(event, "unpreventable", False):  # CR 615.12: shields aren't used up either
        found = [r for r in found if not r.prevent]
    first = [r for r in found if r.first]
    return first or found  # CR 616.1a, 614.15: self-replacement effects first


def _settle(game: Game, event: Any, applied: frozenset[tuple[Any, ...]]
            ) -> tuple[Any, frozenset[tuple[Any, ...]]]:
    """The outcome when the rest apply in timestamp order: the final event and the keys
    of the effects that applied."""
    while event is not None:
        options = _options(game, event, applied)
        if not options:
            break
        applied = applied | {options[0].key}
        event = options[0].result
    return event, applied


def outcome(game: Game, event: Any) -> Any:
    """The event that would happen (effects applied in timestamp order), changing nothing:
    for checks that must know whether something will happen (a player who can't lose)."""
    return _settle(game, event, frozenset())[0]


def chooser(game: Game, event: Any) -> int:
    """Who orders the effects (CR 616.1): the affected player, or the controller of the
    affected object (its owner outside the battlefield and the stack)."""
    if isinstance(event, ProposedDamage):
        target = event.target
        if target < 0:
            return -1 - target
        obj = game.objects.get(target)
        return obj.controller if obj is not None else game.active
    for name in ("player", "controller"):
        seat = getattr(event, name, None)
        if isinstance(seat, int):
            return seat
    oid = getattr(event, "oid", None)
    obj = game.objects.get(oid) if isinstance(oid, int) else None
    if obj is None:
        return game.active
    return obj.controller if obj.zone in ("battlefield", "stack") else obj.owner


def _choose(game: Game, event: Any, options: list[Replacement],
            applied: frozenset[tuple[Any, ...]]) -> Replacement:
    outcomes = [_settle(game, r.result, applied | {r.key}) for r in options]
    if all(o == outcomes[0] for o in outcomes[1:]):
        return options[0]  # the order doesn't matter
    keys = tuple(r.key for r in options)
    for asked, chosen in game.replacement_answers:
        if asked == keys:
            return next(r for r in options if r.key == chosen)
    if not _ASKING.get():
        return options[0]  # the game can't stop here: timestamp order
    player = chooser(game, event)
    raise ReplacementOrderNeeded(Decision(
        "order_replacements", player,
        prompt="apply which first: " + "; ".join(r.label for r in options),
        options=keys, rule="CR 616.1", data=(keys,)))


def record(game: Game, keys: tuple[Any, ...], value: Any) -> None:
    """Remember the answer to an ``order_replacements`` decision (its options ``keys``)
    for the re-run."""
    game.replacement_answers = (*game.replacement_answers, (keys, value))


def forget(game: Game) -> None:
    """The instruction or check that asked is over: its answers no longer apply."""
    if game.replacement_answers:
        game.replacement_answers = ()


def replace(game: Game, event: Any) -> Any:
    """The event that happens instead of ``event`` after every applicable replacement and
    prevention effect (CR 616.1), with their side effects performed; None if it doesn't
    happen at all."""
    applied: frozenset[tuple[Any, ...]] = frozenset()
    while event is not None:
        options = _options(game, event, applied)
        if not options:
            break
        chosen = options[0] if len(options) == 1 else _choose(game, event, options, applied)
        applied = applied | {chosen.key}
        if chosen.perform is not None:
            chosen.perform(game)
        event = chosen.result
    return event
