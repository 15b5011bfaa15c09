"""Committing a crime (CR 700.13): a player commits a crime as they cast a spell, activate
an ability, or put a triggered ability on the stack that targets at least one opponent, at
least one permanent, spell or ability an opponent controls, and/or at least one card in an
opponent's graveyard.

The ``SpellCast``, ``AbilityActivated`` and ``AbilityTriggered`` events carry the targets
chosen (CR 601.2c, 602.2b, 603.3d); each such event with a criminal target is one crime, however
many such targets it has. "Whenever you commit a crime" (:class:`~grimoire.oracle.ir.
CrimeTrigger`) triggers on it, and "if you've committed a crime this turn" reads this turn's
events (a :data:`~grimoire.rules.hooks.HAPPENED` history).

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.CrimeTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_CRIMES = (ev.SpellCast, ev.AbilityActivated, ev.AbilityTriggered)


def criminal_target(game: Game, player: int, code: int) -> bool:
    """Whether the target ``code`` (an object id, or ``-1 - seat``) makes targeting it a
    crime of ``player``: an opponent (CR 102.3: every other player, in a game without
    teams), a permanent, spell or ability an opponent controls, or a card in an opponent's
    graveyard."""
    if code < 0:
        return -1 - code != player
    obj = game.objects.get(code) or game.last_known.get(code)
    if obj is None:
        return False
    if obj.zone in ("battlefield", "stack"):
        return obj.controller != player
    return obj.zone == "graveyard" and obj.owner != player


def is_crime(game: Game, event: object) -> bool:
    """Whether ``event`` is a spell cast or an ability activated or triggered that commits
    a crime (CR 700.13)."""
    if type(event) not in _CRIMES:
        return False
    assert isinstance(event, ev.SpellCast | ev.AbilityActivated | ev.AbilityTriggered)
    return any(criminal_target(game, event.player, code) for code in event.targets)


@matcher(ir.CrimeTrigger, *_CRIMES)
def _crime(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 700.13: the source's controller committed a crime."""
    assert isinstance(event, ev.SpellCast | ev.AbilityActivated | ev.AbilityTriggered)
    if event.player != source.controller or not is_crime(game, event):
        return []
    return [(None, event.player)]


def _committed(game: Game, you: int, event: object) -> bool:
    """A turn's event in which ``you`` committed a crime ("if you've committed a crime this
    turn")."""
    return getattr(event, "player", None) == you and is_crime(game, event)


hooks.HAPPENED["you_committed_crime"] = _committed  # CR 700.13
