"""Replacement effects (CR 614): they change proposed events before they happen.

Two hooks, both registries keyed by the static-ability IR type that generates the effect:

* :func:`enters_replacement` — effects that modify how a permanent enters the battlefield
  (CR 614.1c, 614.12): "enters tapped", "enters with N counters". They apply to the
  entering object's own static abilities.
* :func:`proposed_replacement` — effects on other proposed events, applied by any
  permanent on the battlefield (e.g. "if a land is tapped for mana, it produces ...",
  CR 106.12b). A handler receives the proposed event and returns the replaced one.
  :func:`replace_proposed` runs every applicable handler, each at most once (CR 614.5).

>>> {'EntersTapped', 'EntersWithCounters'} <= {t.__name__ for t in ENTERS}
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import GameObject
from grimoire.rules.query import static_condition
from grimoire.rules.replace import replace
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game

EntersHandler = Callable[["Game", GameObject, Any], None]
ProposedHandler = Callable[["Game", GameObject, Any, Any], Any]

ENTERS: dict[type, EntersHandler] = {}
PROPOSED: dict[tuple[type, type], ProposedHandler] = {}

F = TypeVar("F")


def enters_replacement(static_type: type) -> Callable[[F], F]:
    """Register how ``static_type`` modifies its own object entering the battlefield."""
    def register(func: F) -> F:
        ENTERS[static_type] = func  # type: ignore[assignment]
        return func
    return register


def proposed_replacement(static_type: type, proposed_type: type) -> Callable[[F], F]:
    """Register a handler ``(game, source, static_effect, proposed) -> proposed``."""
    def register(func: F) -> F:
        PROPOSED[(static_type, proposed_type)] = func  # type: ignore[assignment]
        return func
    return register


@dataclass(frozen=True, slots=True)
class ProposedMana:
    """Mana about to be produced by a mana ability of ``source`` (CR 106.12b, 605)."""

    player: int
    source: int
    mana: tuple[str, ...]
    tapped_for_mana: bool


_MANA_WORDS: dict[int, frozenset[str]] = {}


def mana_words() -> frozenset[str]:
    """The names of the static effects that replace mana (registered in ``PROPOSED``;
    registrations only add, so their count is the key): a game whose cards have none of
    them (:func:`grimoire.rules.cardinfo.present`) has no "tapped for mana" replacement."""
    words = _MANA_WORDS.get(len(PROPOSED))
    if words is None:
        words = _MANA_WORDS[len(PROPOSED)] = frozenset(
            t.__name__ for t, p in PROPOSED if p is ProposedMana)
    return words


def replace_proposed(game: Game, proposed: Any) -> Any:
    """``proposed`` after the replacement effects that apply to it (the pipeline of
    :mod:`grimoire.rules.replace`)."""
    if not game.n_statics:
        return proposed
    return replace(game, proposed)


def enters_tapped_now(game: Game, obj: GameObject) -> bool:
    """Whether a resolved "<filter> enter tapped" effect applies to ``obj`` entering."""
    return any(query.matches(game, obj, flt, you, source)
               for you, flt, source, _ in game.enter_tapped)


def enter_replacements(game: Game, obj: GameObject, tapped: bool) -> None:
    """Apply the entering permanent's own "as it enters" replacements (CR 614.1c)."""
    obj.tapped = tapped
    if game.enter_tapped:  # CR 614.1c: "until your next turn, <filter> enter tapped"
        obj.tapped = obj.tapped or enters_tapped_now(game, obj)
    if game.n_statics and not obj.tapped:  # "creatures your opponents control enter tapped"
        from grimoire.rules.enter_statics import others_enter_tapped
        obj.tapped = others_enter_tapped(game, obj)
    for _, ability in obj.info.statics:
        effect = ability.effect
        if isinstance(effect, ir.ConditionalStatic) and type(effect.effect) in ENTERS:
            if not static_condition(game, obj, effect.condition):
                continue  # "enters tapped unless ..." (CR 614.1c): checked as it enters
            effect = effect.effect
        handler = ENTERS.get(type(effect))
        if handler is not None:
            handler(game, obj, effect)


@enters_replacement(ir.EntersTapped)
def _enters_tapped(game: Game, obj: GameObject, effect: ir.EntersTapped) -> None:
    # CR 614.1c: "enters tapped" modifies how it enters.
    obj.tapped = True


@enters_replacement(ir.EntersWithCounters)
def _enters_with_counters(game: Game, obj: GameObject, effect: ir.EntersWithCounters) -> None:
    # CR 614.1c; the seeds' ruling: X is the X of the spell it was (107.3i exception).
    amount = effect.amount
    if effect.roll is not None:  # "roll X d6 ... equal to the total" (CR 614.1c, 706)
        from grimoire.rules.as_enters import entering_roll_total
        count = entering_roll_total(game, obj.controller, obj.id, obj.x, effect)
    elif isinstance(amount, ir.Fixed):
        count = amount.value
    elif isinstance(amount, ir.VarX):
        count = obj.x
    else:
        from grimoire.rules.resolution import (
            Resolution,  # (a cycle: resolution -> enter_statics -> here)
        )
        res = Resolution(source=obj.id, controller=obj.controller, x=obj.x)
        count = amount_value(game, res, amount, obj.controller)
    if count > 0:  # through the replacement pipeline (CR 614.1c, 122.6: Hardened Scales)
        add_counters(game, obj, effect.kind, count, by=obj.controller)  # (CR 122.6a)


@proposed_replacement(ir.ManaReplacement, ProposedMana)
def _mana_replacement(game: Game, source: GameObject, effect: ir.ManaReplacement,
                      proposed: ProposedMana) -> ProposedMana:
    """CR 106.12b: "if a permanent is tapped for mana, it produces ... instead"; applies
    while the mana ability resolves (the seeds' tapped-for-mana ruling)."""
    # A source sacrificed to pay the same cost (Treasure) was still tapped for mana: its
    # last known information is used (CR 608.2h).
    producer = game.objects.get(proposed.source) or game.last_known.get(proposed.source)
    if not proposed.tapped_for_mana or producer is None or not query.matches(
            game, producer, effect.filter, source.controller, source.id):
        return proposed
    mana = proposed.mana
    if effect.becomes and mana:  # "{B} instead of any other type and amount" (Contamination)
        mana = effect.becomes
    if effect.multiplier != 1:
        mana = mana * effect.multiplier
    return ProposedMana(proposed.player, proposed.source, mana, proposed.tapped_for_mana)
