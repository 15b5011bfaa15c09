"""Shield and finality counters (CR 122.1c, 122.1h): counters that carry replacement
effects, providers of :mod:`grimoire.rules.replace`.

* CR 122.1c: one or more shield counters on a permanent create a single replacement effect
  "If this permanent would be destroyed as the result of an effect, instead remove a shield
  counter from it" (not a destruction by a state-based action, CR 704.5g-h) and a single
  prevention effect "If damage would be dealt to this permanent, prevent that damage and
  remove a shield counter from it" (a prevention effect: damage that can't be prevented is
  dealt and no counter is removed, CR 615.12).
* CR 122.1h: one or more finality counters create a single replacement effect "If this
  permanent would be put into a graveyard from the battlefield, exile it instead" (asked
  about on every move of a permanent with one: ``hooks.MOVE_COUNTERS``).

>>> sorted(hooks.MOVE_COUNTERS & {"finality", "shield"})
['finality']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace as with_
from typing import TYPE_CHECKING

from grimoire.rules import hooks
from grimoire.rules import replace as rp
from grimoire.rules.counters import add_counters

if TYPE_CHECKING:
    from grimoire.rules.game import Game

SHIELD, FINALITY = ("shield", "finality")
"""The counter kinds (a tuple: the replacement keys are this module's, not the kernel's
prevention shields')."""


def _remove_shield(oid: int) -> Callable[[Game], None]:
    def remove(game: Game) -> None:  # CR 122.1c: "remove a shield counter from it"
        obj = game.objects.get(oid)
        if obj is not None:
            add_counters(game, obj, SHIELD, -1)
    return remove


@rp.provider(rp.ProposedDestroy)
def _shield_destroy(game: Game, event: rp.ProposedDestroy) -> Iterator[rp.Replacement]:
    """CR 122.1c: destroyed as the result of an effect, a shield counter is removed instead."""
    obj = game.objects.get(event.oid)
    if event.by_rule or obj is None or not obj.counter(SHIELD):
        return
    yield rp.Replacement((SHIELD, obj.id), "remove a shield counter instead (CR 122.1c)",
                         None, _remove_shield(obj.id))


@rp.provider(rp.ProposedDamage)
def _shield_damage(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """CR 122.1c: damage to the permanent is prevented and a shield counter removed (a
    prevention effect, CR 615: not applied to damage that can't be prevented)."""
    if event.target < 0 or event.amount <= 0:
        return
    obj = game.objects.get(event.target)
    if obj is None or obj.zone != "battlefield" or not obj.counter(SHIELD):
        return
    yield rp.Replacement((SHIELD, obj.id),
                         "prevent that damage and remove a shield counter (CR 122.1c)",
                         with_(event, amount=0), _remove_shield(obj.id), prevent=True)


@rp.provider(rp.ProposedMove)
def _finality(game: Game, move: rp.ProposedMove) -> Iterator[rp.Replacement]:
    """CR 122.1h: put into a graveyard from the battlefield, it is exiled instead."""
    if move.from_zone != "battlefield" or move.to_zone != "graveyard":
        return
    obj = game.objects[move.oid]
    if obj.counter(FINALITY):
        yield rp.Replacement((FINALITY, obj.id), "exile it instead (CR 122.1h)",
                             with_(move, to_zone="exile"))


hooks.MOVE_COUNTERS.add(FINALITY)
