"""Which events a game's triggered abilities can watch: the per-game index, by event type.

CR 603.2: whenever a game event occurs, every triggered ability whose trigger condition it
meets triggers. :func:`grimoire.rules.triggers.check` looks for them among the permanents
(and the cards in graveyards) at every event. A triggered ability is matched to an event by
the matcher of its trigger's IR type (``triggers.MATCHERS``: trigger type -> the event types
it watches, and the function that matches), so an event of a type that no trigger type of
the game watches triggers nothing on the battlefield or in a graveyard.

Every object of a game is created through :mod:`grimoire.rules.zones`, which notes its card
data in the game's vocabulary (:func:`grimoire.rules.cardinfo.note`: every IR type name of
the card), and everything an object can become (tokens, copies, back faces, granted
abilities, keyword triggers the compiler expanded) is written in the IR of a card already
in the game. So when none of the trigger types that watch an event's type is a word of the
game, no object can have an ability that event triggers: :func:`may_trigger` answers False
and the scan of the battlefield is skipped (issue 15: a real-deck game checked every event
against every permanent, and most events — a step beginning, a permanent tapped, mana spent
— are watched by no card of the two decks).

>>> from grimoire.rules import events as ev
>>> class Game:  # a stand-in: only the vocabulary is read
...     vocabulary = frozenset({"EntersTrigger"})
>>> may_trigger(Game(), ev.StepBegan, {})
False
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_WORDS: dict[type, tuple[int, frozenset[str]]] = {}
"""Event type -> (how many matchers were registered when it was computed, the names of the
trigger types whose matchers watch that event type)."""


def watching(event_type: type,
             matchers: Mapping[type, tuple[tuple[type, ...], Callable[..., Any]]]
             ) -> frozenset[str]:
    """The names of the trigger IR types whose matcher watches ``event_type`` (or one of
    its base classes), as ``triggers._check_source`` tests it (``isinstance``); computed
    once per event type, again if a matcher was registered since."""
    known = _WORDS.get(event_type)
    if known is None or known[0] != len(matchers):
        words = frozenset(trigger.__name__ for trigger, (watched, _) in matchers.items()
                          if issubclass(event_type, watched))
        known = _WORDS[event_type] = (len(matchers), words)
    return known[1]


def may_trigger(game: Game, event_type: type,
                matchers: Mapping[type, tuple[tuple[type, ...], Callable[..., Any]]]
                ) -> bool:
    """Whether a triggered ability of a card noted in ``game`` could watch events of
    ``event_type`` (see the module docstring): False means no permanent and no card in a
    graveyard has an ability such an event triggers."""
    return not watching(event_type, matchers).isdisjoint(game.vocabulary)
