"""Helpers for the in-game dice tests: positions over the real compiled card pool.

The pool is the built-in pool plus every AFR/AFC die-rolling card, compiled from the
Oracle records stored in ``tests/oracle/snapshots/afr_afc_dice.json`` (so the tests need
no ``../shared/data``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tests.rules.helpers import perm as perm  # the one perm (counters: mapping or pairs)

from grimoire.oracle import ir
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Target
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

SNAPSHOT = Path(__file__).resolve().parents[1] / "oracle" / "snapshots" / "afr_afc_dice.json"
LIBRARY = ("Forest", "Mountain", "Island", "Swamp", "Plains") * 4


@cache
def afr_records() -> tuple[dict[str, Any], ...]:
    """The AFR/AFC die-rolling cards' Oracle records (name, type line, cost, text...)."""
    data = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    return tuple({k: v for k, v in r.items() if k != "ir"} for r in data)


def dice_pool(*extra: ir.CardDefinition) -> CardPool:
    """The built-in pool, the AFR/AFC dice cards, and ``extra`` hand-built definitions."""
    if not extra:
        return _shared_pool()
    return _new_pool(*extra)


@cache
def _shared_pool() -> CardPool:
    return _new_pool()


def _new_pool(*extra: ir.CardDefinition) -> CardPool:
    path = resources.files("grimoire").joinpath("cards", "bundled", "pool.json")
    records = {r["name"]: r for r in json.loads(path.read_text(encoding="utf-8"))}
    for record in afr_records():
        records.setdefault(record["name"], record)
    pool = CardPool(records.values())
    if extra:
        pool.add(*extra)
    return pool


def lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


def game(
    p0: PlayerSpec,
    p1: PlayerSpec | None = None,
    *,
    step: str = "main1",
    active: int = 0,
    turn: int = 3,
    seed: int = 0,
    extra: Iterable[ir.CardDefinition] = (),
) -> Game:
    """A game at ``step`` of ``active``'s turn; empty libraries get 20 basic lands."""
    p1 = p1 or PlayerSpec()
    specs = []
    for p in (p0, p1):
        if not p.library:
            p = PlayerSpec(
                p.name, p.life, LIBRARY, p.hand, p.battlefield, p.graveyard, p.exile, p.lands_played
            )
        specs.append(p)
    position = Position(players=tuple(specs), active=active, turn=turn, step=step)
    return Game.from_position(position, dice_pool(*extra), seed=seed)


def ids(g: Game, name: str, zone: str = "battlefield") -> list[int]:
    return [o.id for o in g.objects.values() if o.name == name and o.zone == zone]


def one(g: Game, name: str, zone: str = "battlefield") -> int:
    found = ids(g, name, zone)
    assert len(found) == 1, (name, zone, found)
    return found[0]


def index_of(g: Game, oid: int, kind: type, nth: int = 0) -> int:
    """The ability index of the ``nth`` ability of type ``kind`` of object ``oid``."""
    found = [i for i, a in enumerate(g.objects[oid].info.card.abilities) if isinstance(a, kind)]
    return found[nth]


def cast(g: Game, name: str, targets: tuple[tuple[Target, ...], ...] = (), x: int = 0) -> None:
    g.apply(CastSpell(one(g, name, "hand"), targets=targets, x=x))


def activate(
    g: Game,
    name: str,
    targets: tuple[tuple[Target, ...], ...] = (),
    nth: int = 0,
    costs: tuple[int, ...] = (),
) -> None:
    oid = one(g, name)
    g.apply(ActivateAbility(oid, index_of(g, oid, ir.ActivatedAbility, nth), targets, costs=costs))


def resolve(g: Game, answers: Iterable[Action] = ()) -> None:
    """Pass priority until the stack is empty, answering other decisions from ``answers``
    in order (the first legal answer when they run out)."""
    queue = list(answers)
    for _ in range(200):
        if g.pending is None or (not g.stack and g.pending.kind == "priority"):
            return
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        elif queue:
            g.apply(queue.pop(0))
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def rolls(g: Game) -> list[ev.DieRolled]:
    return [e for e in g.events if isinstance(e, ev.DieRolled)]


def counted(g: Game) -> list[tuple[int, int]]:
    """(natural, result) of each die roll that counts (not ignored)."""
    return [(e.natural, e.result) for e in rolls(g) if not e.ignored]


def completed(g: Game) -> list[ev.RollCompleted]:
    return [e for e in g.events if isinstance(e, ev.RollCompleted)]


def choose(value: Any) -> Choose:
    return Choose(value)


def pass_to_decision(g: Game) -> None:
    """Pass priority (both players) until a decision other than priority is pending."""
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
