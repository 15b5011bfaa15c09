"""Where mechanisms (:mod:`grimoire.mechanics`) plug into the kernel without the kernel
importing them: lists and tables of functions that the mechanisms fill when imported
(:mod:`grimoire.assembly` imports them all, through :mod:`grimoire.effects`).

* :data:`DISCARD_REPLACEMENTS`: a card with its own "if you would discard this card" rule
  (madness, CR 702.35a): ``(game, card) -> flags | None``; non-None sends the discarded
  card to exile instead, with those flags (:data:`DISCARDED` among them: it was still
  discarded). :data:`AFTER_DISCARD_EXILE` runs with the new object once it is there.
* :data:`SPECIAL_ACTIONS` / :data:`ACTION_HANDLERS`: special actions (CR 116.2): who may take
  which now, and what taking one does (suspend, CR 702.62a). The handler validates.
* :data:`ENTERING_SPELL`: a resolving permanent spell about to become a permanent
  (``(game, spell) -> bool``): True if the mechanism started a resolution that asks its
  controller first and then puts it onto the battlefield (unleash, CR 702.98a).
* :data:`DRAWN`: a card was drawn (``(game, player, card)``, after its event): miracle's
  reveal (CR 702.94a).
* :data:`CAST_FLAGS`: flags a spell gets from how it is cast (``(card, during, mode)``,
  before it moves to the stack: "cast this way" of suspend, CR 702.62a).
* :data:`CAST_RESTRICTIONS` / :data:`ACTIVATION_RESTRICTIONS`: rules that forbid casting
  any spell, or activating an ability, now (split second, CR 702.61a): a problem
  ``(message, rule)`` or None.

>>> DISCARDED
'discarded_to_exile'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grimoire.rules.actions import Action, ActivateAbility
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

Problem = tuple[str, str] | None

DISCARDED = "discarded_to_exile"
"""Flag of a card a discard put into exile instead of the graveyard (it was discarded)."""

DISCARD_REPLACEMENTS: list[Callable[[Game, GameObject], frozenset[str] | None]] = []
AFTER_DISCARD_EXILE: list[Callable[[Game, GameObject], None]] = []
SPECIAL_ACTIONS: list[Callable[[Game, int], list[Action]]] = []
ACTION_HANDLERS: dict[type, Callable[[Game, int, Any], None]] = {}
ENTERING_SPELL: list[Callable[[Game, int], bool]] = []
DRAWN: list[Callable[[Game, int, int], None]] = []
CAST_FLAGS: list[Callable[[GameObject, bool, str], frozenset[str]]] = []
CAST_RESTRICTIONS: list[Callable[[Game], Problem]] = []
ACTIVATION_RESTRICTIONS: list[Callable[[Game, ActivateAbility], Problem]] = []


def discard_replacement(game: Game, card: GameObject) -> frozenset[str] | None:
    """The flags of ``card`` discarded into exile by its own rule, or None."""
    for hook in DISCARD_REPLACEMENTS:
        flags = hook(game, card)
        if flags is not None:
            return flags | {DISCARDED}
    return None


def cast_restriction(game: Game) -> Problem:
    """Why no spell can be cast now, or None."""
    for hook in CAST_RESTRICTIONS:
        found = hook(game)
        if found is not None:
            return found
    return None


def activation_restriction(game: Game, action: ActivateAbility) -> Problem:
    """Why this ability can't be activated now, or None."""
    for hook in ACTIVATION_RESTRICTIONS:
        found = hook(game, action)
        if found is not None:
            return found
    return None
