"""Riot (CR 702.136): "You may have this permanent enter with an additional +1/+1 counter
on it. If you don't, it gains haste."

A replacement effect applied as the permanent enters (CR 614.1c). A riot permanent spell
asks its controller as it resolves, before it enters (the kernel's
:data:`grimoire.rules.hooks.ENTERING_SPELL` hook): the counter sets the ``riot_counter``
option the permanent remembers, which the card's compiled "enters with a +1/+1 counter"
replacement reads as it enters (so counter replacements apply, CR 122.6); the haste is a
static of the card while that option is absent (:func:`grimoire.oracle.creature_keywords.
riot_abilities`). A riot permanent an effect puts onto the battlefield asks at once, before
anything else happens (:data:`grimoire.rules.hooks.ENTERED_BY_EFFECT`), the counter then
put on it. Only a printed riot is compiled (no card prints two, CR 702.136b; riot granted
by an effect, Rhythm of the Wild, stays a gap: :data:`grimoire.oracle.support.
PRINTED_ONLY_KEYWORDS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution, begin_entering

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

OPTION = "riot_counter"
hooks.REMEMBERED_FLAGS.add(OPTION)  # its permanent remembers the choice (CR 702.136a)
ASKED = "riot_asked"
"""Set on a permanent whose riot question an effect's entry asked (asked once)."""


@dataclass(frozen=True, slots=True)
class EnterRioting:
    """Internal node: the controller of the resolving spell ``spell`` chooses the counter
    or haste, then it enters (CR 702.136a)."""

    spell: int


@dataclass(frozen=True, slots=True)
class RiotEntered:
    """Internal node: the controller of ``oid``, just put onto the battlefield by an
    effect, chooses the counter or haste (CR 702.136a, 614.1c)."""

    oid: int


def _question(game: Game, player: int, oid: int, answer: Action | None) -> Decision | bool:
    if answer is None:
        return Decision("yes_no", player, prompt=f"have {game.objects[oid].name} enter with "
                        "an additional +1/+1 counter (if you don't, it gains haste)?",
                        options=(True, False), source=oid, rule="CR 702.136a")
    if not isinstance(answer, Choose) or answer.value not in (True, False):
        raise ValueError("answer yes or no")
    return bool(answer.value)


def entering(game: Game, oid: int) -> bool:
    """The kernel's entering-spell hook: ask if the resolving spell has riot."""
    if "riot" not in game.objects[oid].info.keywords:
        return False
    return begin_entering(game, oid, EnterRioting(oid))


@resolves(EnterRioting)
def enter_rioting(game: Game, res: Resolution, node: EnterRioting,
                  answer: Action | None) -> Decision | None:
    asked = _question(game, res.controller, node.spell, answer)
    if isinstance(asked, Decision):
        return asked
    obj = game.objects[node.spell]
    if asked:
        obj.flags = obj.flags | {OPTION}
    name, info = obj.name, obj.stack
    # (the move carries the cast options, read as it enters: CR 702.33d, 614.1c)
    zones.move(game, node.spell, "battlefield", controller=obj.controller,
               x=info.x if info is not None else 0)
    game.emit(ev.Resolved(node.spell, name))
    return None


def entered(game: Game, obj: GameObject) -> RiotEntered | None:
    """The kernel's entered-by-effect hook: a riot permanent asks once."""
    if "riot" not in obj.info.keywords or ASKED in obj.flags or OPTION in obj.flags:
        return None
    return RiotEntered(obj.id)


@resolves(RiotEntered)
def riot_entered(game: Game, res: Resolution, node: RiotEntered,
                 answer: Action | None) -> Decision | None:
    obj = game.objects.get(node.oid)
    if obj is None or obj.zone != "battlefield" or ASKED in obj.flags:
        return None  # (gone already: nothing to choose)
    asked = _question(game, obj.controller, node.oid, answer)
    if isinstance(asked, Decision):
        return asked
    obj.flags = obj.flags | ({ASKED, OPTION} if asked else {ASKED})
    if asked:
        add_counters(game, obj, "+1/+1", 1)
    game.version += 1  # its haste static now reads the option (CR 613)
    return None


hooks.ENTERING_SPELL.add(entering)
hooks.ENTERED_BY_EFFECT.add(entered)
