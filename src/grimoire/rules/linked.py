"""Linked exile: cards exiled "with" an object (CR 607.2a) and cards exiled "until" it
leaves the battlefield (CR 610.3).

``game.linked`` maps a source object's id to the cards its linked abilities exiled; ids are
never reused, so an object that leaves and returns (a new object, CR 400.7) starts with no
record, while the old object's own abilities (a "when ~ leaves the battlefield" trigger)
still find theirs. ``game.exiled_until`` maps a source id to the cards exiled until it
leaves the battlefield: the moment it leaves, a one-shot effect returns them (CR 610.3),
to the battlefield under their owners' control (CR 610.3c); not a triggered ability, so
nothing uses the stack.

The return may ask questions: a returning Clone or Altered Ego chooses what it enters as a
copy of (CR 614.1c, 707.5), a returning "As this enters, choose a color" permanent chooses
(CR 614.12), a player orders replacement effects (CR 616.1). The source may leave anywhere
(a state-based action, a cost, an instruction of a resolving spell), so when a question is
possible the return is queued as a :class:`ReturnExiled` one-shot effect
(``game.one_shots``) and resolved through the interpreter, which can stop for an answer and
resume with it, exactly once: right after the instruction that moved the source when one is
resolving, otherwise before any player next receives priority (as state-based actions are
checked, :func:`grimoire.rules.turn.before_priority`; the check stops after the round that
moved the source, CR 704.3, and runs again once the cards are back). When none is, the
cards return at once.

>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import Position
>>> from grimoire.rules.testing import vanilla_pool
>>> game = Game.from_position(Position(), vanilla_pool())
>>> record(game, 41, (42,), until=True)
>>> game.linked[41], game.exiled_until[41], source_still_there(game, 41)
((42,), (42,), False)
>>> source_left(game, 41)  # card 42 is not in exile (it doesn't exist): nothing returns
>>> game.exiled_until, game.one_shots, game.battlefield
({}, (), [])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.rules import zones
from grimoire.rules.actions import Action, Decision
from grimoire.rules.copy_effects import choose
from grimoire.rules.enter_statics import enter_choice
from grimoire.rules.registry import resolves
from grimoire.rules.replace import may_ask

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


@dataclass(frozen=True, slots=True)
class ReturnExiled:
    """Internal node: the one-shot effect of CR 610.3 — the cards exiled "until" a source
    left the battlefield return to the battlefield under their owners' control (610.3c),
    those still in exile, simultaneously (610.3d)."""

    cards: tuple[int, ...]


def record(game: Game, source: int, cards: tuple[int, ...], *, until: bool = False) -> None:
    """Remember that ``source`` exiled ``cards`` (CR 607.2a); with ``until``, also that they
    return when it leaves the battlefield (CR 610.3)."""
    game.linked[source] = game.linked.get(source, ()) + cards
    if until:
        game.exiled_until[source] = game.exiled_until.get(source, ()) + cards


def record_until(game: Game, holder: int, cards: tuple[int, ...]) -> None:
    """Remember that ``cards`` return when ``holder`` (not the exiling source) leaves the
    battlefield (CR 610.3: "until target enchantment you control leaves the battlefield");
    they are not "exiled with" it (CR 607.2a doesn't link them)."""
    game.exiled_until[holder] = game.exiled_until.get(holder, ()) + cards


def source_still_there(game: Game, source: int) -> bool:
    """CR 610.3a-b: an "until ~ leaves the battlefield" exile happens only if the source has
    not left the battlefield since the ability was put on the stack (or triggered)."""
    obj = game.objects.get(source)
    return obj is not None and obj.zone == "battlefield"


def source_left(game: Game, source: int) -> None:
    """``source`` left the battlefield: return every card it exiled "until" then (CR 610.3;
    see the module docstring), under the source's last controller. When none of them can
    ask anything as it enters (no "enter as a copy", no "as this enters, choose", no
    replacement effect whose order a player could choose), they return at once; otherwise
    the return is queued to resolve where the game can stop for the answers."""
    cards = game.exiled_until.pop(source, ())
    if not cards:
        return
    objects = game.objects
    if not may_ask(game) and not any(
            oid in objects and enter_choice(objects[oid]) is not None for oid in cards):
        _return(game, cards)
        return
    obj = objects.get(source) or game.last_known.get(source)
    controller = obj.controller if obj is not None else game.active
    game.one_shots = (*game.one_shots, (ReturnExiled(cards), controller, source))


def _return(game: Game, cards: tuple[int, ...]) -> None:
    objects = game.objects
    back = [oid for oid in cards if oid in objects and objects[oid].zone == "exile"]
    for oid in back:
        zones.move(game, oid, "battlefield", controller=objects[oid].owner)


@resolves(ReturnExiled)
def return_exiled(game: Game, res: Resolution, node: ReturnExiled,
                  answer: Action | None) -> Decision | None:
    """Return the cards of ``node`` still in exile (CR 610.3c-d). They enter at the same
    time, so each one's "enter as a copy" choice is made before any of them is on the
    battlefield (CR 707.5; Clone's ruling: not a copy of a creature entering with it): the
    first unanswered choice stops the instruction, which runs again with the answer
    (:func:`grimoire.rules.copy_effects.choose`); a card already back is not in exile any
    more, so none returns twice."""
    objects = game.objects
    for oid in node.cards:
        if oid in objects and objects[oid].zone == "exile":
            choose(game, objects[oid], objects[oid].owner)
    _return(game, node.cards)
    return None
