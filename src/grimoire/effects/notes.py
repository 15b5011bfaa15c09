"""Things a permanent notes about its own rolls: "note that total" and "if you roll the noted
total" (Spark Fiend), "if the total of those results is equal to any other total you have
rolled this turn for this ability" (Free-Range Chicken), and "don't roll dice for ~ during
any of your following upkeeps".

Notes live in the object's ``flags`` (plain strings, so :meth:`Game.copy` and saves keep
them); a permanent that changes zones is a new object with no notes (CR 400.7). A total is
the sum of the roll's results (CR 706.2: the results after modifiers).

>>> total_flag("total", 7, turn=3), total_flag("total_this_turn", 7, turn=3)
('note:total:7', 'note:total@3:7')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import NO_UPKEEP_ROLLS, roll_total, total_flag

if TYPE_CHECKING:
    from grimoire.rules.game import Game

@resolves(ir.NoteOnSource)
def note_on_source(game: Game, res: Resolution, node: ir.NoteOnSource,
                   answer: Action | None) -> None:
    """Record the note on the source (nothing if it has left its zone: a new object)."""
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield":
        res.did = False
        return
    if node.kind == "no_upkeep_rolls":
        flag = NO_UPKEEP_ROLLS
    else:
        total = roll_total(res)
        if total is None:
            res.did = False
            return
        flag = total_flag(node.kind, total, turn=game.turn)
    obj.flags = obj.flags | {flag}
    res.did = True


@dataclass(frozen=True, slots=True)
class MarkOnce:
    """Internal node: after the effect of :class:`ir.OnceEachTurn`, note that it was done."""


def _once_flag(game: Game) -> str:
    return f"note:once@{game.turn}"


@resolves(ir.OnceEachTurn)
def once_each_turn(game: Game, res: Resolution, node: ir.OnceEachTurn,
                   answer: Action | None) -> None:
    """Skip the effect if the source already did it this turn; else do it, then note it."""
    obj = game.objects.get(res.source)
    if obj is not None and _once_flag(game) in obj.flags:
        res.did = False
        return
    res.push(MarkOnce())
    res.push(node.effect)


@resolves(MarkOnce)
def mark_once(game: Game, res: Resolution, node: MarkOnce, answer: Action | None) -> None:
    """Only a thing actually done counts ("you may": declining leaves it available)."""
    obj = game.objects.get(res.source)
    if res.did and obj is not None:
        obj.flags = obj.flags | {_once_flag(game)}
