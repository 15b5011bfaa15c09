"""Positions with supplementary decks (Contraptions, Attractions) over the real pool."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tests.dice_cards._records import definition
from tests.dice_rules._util import LIBRARY, dice_pool

from grimoire.oracle import ir
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position


def unset_game(p0: PlayerSpec, p1: PlayerSpec | None = None, *, step: str = "main1",
               active: int = 0, turn: int = 3, supplementary: dict[str, Any] | None = None,
               cards: Iterable[str] = (), extra: Iterable[ir.CardDefinition] = ()) -> Game:
    """A game at ``step`` with ``supplementary`` data; ``cards``: dice cards (by name) to
    add to the pool; empty libraries get 20 basic lands."""
    specs = []
    for p in (p0, p1 or PlayerSpec()):
        if not p.library:
            p = PlayerSpec(p.name, p.life, LIBRARY, p.hand, p.battlefield, p.graveyard,
                           p.exile, p.lands_played)
        specs.append(p)
    position = Position(players=tuple(specs), active=active, turn=turn, step=step)
    pool = dice_pool(*[definition(n) for n in cards], *extra)
    return Game.from_position(position, pool, seed=0, supplementary=supplementary)


def to_next_turn(g: Game) -> None:
    """Pass priority until a decision other than priority comes up, or the turn changes."""
    start = g.turn
    while g.pending is not None and g.pending.kind == "priority" and g.turn == start:
        g.apply(PassPriority())


def pass_until(g: Game, done: Callable[[Game], bool], limit: int = 500) -> None:
    """Pass priority (attacking and blocking with nothing, other decisions: the first legal
    answer) until ``done(g)``."""
    for _ in range(limit):
        if done(g) or g.pending is None:
            return
        kind = g.pending.kind
        if kind == "priority":
            g.apply(PassPriority())
        elif kind == "declare_attackers":
            g.apply(DeclareAttackers(()))
        elif kind == "declare_blockers":
            g.apply(DeclareBlockers(()))
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("never got there")
