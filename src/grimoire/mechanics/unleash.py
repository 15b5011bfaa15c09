"""Unleash (CR 702.98): "You may have this permanent enter with a +1/+1 counter on it" and
"This permanent can't block as long as it has a +1/+1 counter on it."

The choice is asked as the permanent spell resolves, before it enters (CR 614.1c, 608.3;
the kernel's :data:`grimoire.rules.hooks.ENTERING_SPELL` hook): yes sets the ``unleashed``
cast option, and the card's compiled "enters with a +1/+1 counter" replacement reads it as
it enters (so Hardened Scales and the like apply, CR 614.1c, 122.6). The "can't block"
rule is an ordinary conditional static (:mod:`grimoire.oracle.creature_keywords`). A
permanent with unleash an effect puts onto the battlefield asks at once, before anything
else happens (CR 614.1c; the kernel's :data:`grimoire.rules.hooks.ENTERED_BY_EFFECT`
hook), the counter then put on it.
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

OPTION = "unleashed"
hooks.REMEMBERED_FLAGS.add(OPTION)  # its permanent remembers it (CR 702.33d)
ASKED = "unleash_asked"
"""Set on a permanent whose unleash question an effect's entry asked (asked once)."""


@dataclass(frozen=True, slots=True)
class EnterUnleashed:
    """Internal node: the controller of the resolving spell ``spell`` chooses whether it
    enters with a +1/+1 counter, then it enters (CR 702.98a)."""

    spell: int


def entering(game: Game, oid: int) -> bool:
    """The kernel's entering-spell hook: ask if the resolving spell has unleash."""
    obj = game.objects[oid]
    if "unleash" not in obj.info.keywords:
        return False
    return begin_entering(game, oid, EnterUnleashed(oid))


@resolves(EnterUnleashed)
def enter_unleashed(game: Game, res: Resolution, node: EnterUnleashed,
                    answer: Action | None) -> Decision | None:
    obj = game.objects[node.spell]
    if answer is None:
        return Decision("yes_no", res.controller,
                        prompt=f"have {obj.name} enter with a +1/+1 counter (it can't block "
                        "while it has one)?", options=(True, False), source=node.spell,
                        rule="CR 702.98a")
    assert isinstance(answer, Choose)
    if answer.value is True:
        obj.flags = obj.flags | {OPTION}
    name, info = obj.name, obj.stack
    # (the move carries the cast options, read as it enters: CR 702.33d, 614.1c)
    zones.move(game, node.spell, "battlefield", controller=obj.controller,
               x=info.x if info is not None else 0)
    game.emit(ev.Resolved(node.spell, name))
    return None


@dataclass(frozen=True, slots=True)
class UnleashEntered:
    """Internal node: the controller of ``oid``, just put onto the battlefield by an
    effect, chooses whether it enters with a +1/+1 counter (CR 702.98a, 614.1c)."""

    oid: int


def entered(game: Game, obj: GameObject) -> UnleashEntered | None:
    """The kernel's entered-by-effect hook: an unleash permanent asks once."""
    if "unleash" not in obj.info.keywords or ASKED in obj.flags or OPTION in obj.flags:
        return None
    return UnleashEntered(obj.id)


@resolves(UnleashEntered)
def unleash_entered(game: Game, res: Resolution, node: UnleashEntered,
                    answer: Action | None) -> Decision | None:
    obj = game.objects.get(node.oid)
    if obj is None or obj.zone != "battlefield" or ASKED in obj.flags:
        return None  # (gone already: nothing to choose)
    if answer is None:
        return Decision("yes_no", obj.controller,
                        prompt=f"have {obj.name} enter with a +1/+1 counter (it can't block "
                        "while it has one)?", options=(True, False), source=node.oid,
                        rule="CR 702.98a")
    if not isinstance(answer, Choose) or answer.value not in (True, False):
        raise ValueError("answer yes or no")
    obj.flags = obj.flags | ({ASKED, OPTION} if answer.value else {ASKED})
    if answer.value:
        add_counters(game, obj, "+1/+1", 1)
    return None


hooks.ENTERING_SPELL.add(entering)
hooks.ENTERED_BY_EFFECT.add(entered)
