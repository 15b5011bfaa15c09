"""Tribute (CR 702.104): "As this creature enters, choose an opponent. That player may put
an additional N +1/+1 counters on it as it enters."

The choice is made as the permanent spell resolves, before it enters (CR 614.1c, 614.12; the
kernel's :data:`grimoire.rules.hooks.ENTERING_SPELL` hook): its controller chooses an
opponent (the only one is chosen for them), who decides whether to pay tribute. Paying sets
the ``tribute_paid`` option the permanent remembers; the card's compiled "enters with N
+1/+1 counters" replacement reads it as it enters (:mod:`grimoire.oracle.creature_keywords`,
so counters replacements apply, CR 614.1c), and "if tribute wasn't paid" (CR 702.104b) is
its negation. A permanent with tribute an effect puts onto the battlefield asks at once,
before anything else happens (CR 614.1c; the kernel's
:data:`grimoire.rules.hooks.ENTERED_BY_EFFECT` hook), the counters then put on it (its
"When this creature enters, if tribute wasn't paid" trigger checks again as it resolves,
CR 603.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution, begin_entering
from grimoire.rules.values import apnap

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

OPTION = "tribute_paid"
hooks.REMEMBERED_FLAGS.add(OPTION)  # its permanent remembers it (CR 702.104b)
ASKED = "tribute_asked"
"""Set on a permanent whose tribute an effect's entry asked about (asked once)."""


@dataclass(frozen=True, slots=True)
class ChooseTributeOpponent:
    """Internal node: the controller of the resolving spell ``spell`` chooses the opponent
    who may pay tribute (CR 702.104a); ``entered``: as for :class:`EnterWithTribute`."""

    spell: int
    entered: bool = False


@dataclass(frozen=True, slots=True)
class EnterWithTribute:
    """Internal node: ``opponent`` chooses whether to pay tribute, then ``spell`` enters
    (``entered``: ``spell`` is a permanent an effect put onto the battlefield, whose
    counters are then put on it)."""

    spell: int
    opponent: int
    entered: bool = False


def entering(game: Game, oid: int) -> bool:
    """The kernel's entering-spell hook: ask if the resolving spell has tribute."""
    obj = game.objects[oid]
    if "tribute" not in obj.info.keywords:
        return False
    return begin_entering(game, oid, ChooseTributeOpponent(oid))


def _enter(game: Game, spell: int) -> None:
    obj = game.objects[spell]
    name, info = obj.name, obj.stack
    # (the move carries the cast options, read as it enters: CR 702.33d, 614.1c)
    zones.move(game, spell, "battlefield", controller=obj.controller,
               x=info.x if info is not None else 0)
    game.emit(ev.Resolved(spell, name))


@resolves(ChooseTributeOpponent)
def choose_opponent(game: Game, res: Resolution, node: ChooseTributeOpponent,
                    answer: Action | None) -> Decision | None:
    """CR 702.104a: "choose an opponent" (with none left, nobody can pay: it enters)."""
    obj = game.objects.get(node.spell)
    if node.entered and (obj is None or obj.zone != "battlefield" or ASKED in obj.flags):
        return None  # (gone already: nothing to choose)
    controller = obj.controller if node.entered and obj is not None else res.controller
    opponents = tuple(p for p in apnap(game) if p != controller)
    if not opponents:
        if node.entered and obj is not None:
            obj.flags = obj.flags | {ASKED}
        else:
            _enter(game, node.spell)
        return None
    if answer is None and len(opponents) > 1:
        return Decision("choose_mode", controller, prompt="choose the opponent who may "
                        "pay tribute", options=opponents, source=node.spell,
                        rule="CR 702.104a")
    chosen = opponents[0]
    if answer is not None:
        if not isinstance(answer, Choose) or answer.value not in opponents:
            raise ValueError("choose one of your opponents")
        chosen = int(answer.value)
    res.push(EnterWithTribute(node.spell, chosen, node.entered))
    return None


@resolves(EnterWithTribute)
def enter_with_tribute(game: Game, res: Resolution, node: EnterWithTribute,
                       answer: Action | None) -> Decision | None:
    """CR 702.104a: the chosen opponent may have it enter with the additional counters."""
    obj = game.objects[node.spell]
    if answer is None:
        return Decision("yes_no", node.opponent,
                        prompt=f"pay tribute: have {obj.name} enter with its additional "
                        "+1/+1 counters?", options=(True, False), source=node.spell,
                        rule="CR 702.104a")
    if not isinstance(answer, Choose) or answer.value not in (True, False):
        raise ValueError("answer yes or no")
    if node.entered:
        obj.flags = obj.flags | ({ASKED, OPTION} if answer.value is True else {ASKED})
        amount = _tribute_count(obj)
        if answer.value is True and amount:
            add_counters(game, obj, "+1/+1", amount)
        return None
    if answer.value is True:
        obj.flags = obj.flags | {OPTION}
    _enter(game, node.spell)
    return None


def _tribute_count(obj: GameObject) -> int:
    """N of the permanent's printed "Tribute N" (CR 702.104a)."""
    return sum(a.amount.value for a in obj.info.card.abilities
               if isinstance(a, ir.Keyword) and a.name == "tribute"
               and isinstance(a.amount, ir.Fixed))


def entered(game: Game, obj: GameObject) -> ChooseTributeOpponent | None:
    """The kernel's entered-by-effect hook: a tribute permanent asks once."""
    if "tribute" not in obj.info.keywords or ASKED in obj.flags or OPTION in obj.flags:
        return None
    return ChooseTributeOpponent(obj.id, entered=True)


hooks.ENTERING_SPELL.add(entering)
hooks.ENTERED_BY_EFFECT.add(entered)
