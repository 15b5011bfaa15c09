"""Tribute (CR 702.104): "As this creature enters, choose an opponent. That player may put
an additional N +1/+1 counters on it as it enters."

The choice is made as the permanent spell resolves, before it enters (CR 614.1c, 614.12; the
kernel's :data:`grimoire.rules.hooks.ENTERING_SPELL` hook): its controller chooses an
opponent (the only one is chosen for them), who decides whether to pay tribute. Paying sets
the ``tribute_paid`` option the permanent remembers; the card's compiled "enters with N
+1/+1 counters" replacement reads it as it enters (:mod:`grimoire.oracle.creature_keywords`,
so counters replacements apply, CR 614.1c), and "if tribute wasn't paid" (CR 702.104b) is
its negation. Like unleash, a permanent with tribute put onto the battlefield without being
cast enters without the choice (its tribute wasn't paid).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution, begin_entering
from grimoire.rules.values import apnap

if TYPE_CHECKING:
    from grimoire.rules.game import Game

OPTION = "tribute_paid"
hooks.REMEMBERED_FLAGS.add(OPTION)  # its permanent remembers it (CR 702.104b)


@dataclass(frozen=True, slots=True)
class ChooseTributeOpponent:
    """Internal node: the controller of the resolving spell ``spell`` chooses the opponent
    who may pay tribute (CR 702.104a)."""

    spell: int


@dataclass(frozen=True, slots=True)
class EnterWithTribute:
    """Internal node: ``opponent`` chooses whether to pay tribute, then ``spell`` enters."""

    spell: int
    opponent: int


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
    opponents = tuple(p for p in apnap(game) if p != res.controller)
    if not opponents:
        _enter(game, node.spell)
        return None
    if answer is None and len(opponents) > 1:
        return Decision("choose_mode", res.controller, prompt="choose the opponent who may "
                        "pay tribute", options=opponents, source=node.spell,
                        rule="CR 702.104a")
    chosen = opponents[0]
    if answer is not None:
        if not isinstance(answer, Choose) or answer.value not in opponents:
            raise ValueError("choose one of your opponents")
        chosen = int(answer.value)
    res.push(EnterWithTribute(node.spell, chosen))
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
    if answer.value is True:
        obj.flags = obj.flags | {OPTION}
    _enter(game, node.spell)
    return None


hooks.ENTERING_SPELL.add(entering)
