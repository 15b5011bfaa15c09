"""Helpers for the Commander card-class tests: N-player positions over the test pool plus
real Oracle records (2025-09-25 Scryfall bulk data) compiled by the compiler."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tests.rules.helpers import one, pool

from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import zones
from grimoire.rules.actions import Choose, DeclareAttackers, Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec, Position

LIBRARY = ("Forest", "Island", "Mountain", "Plains", "Swamp") * 4


def record(name: str, cost: str, type_line: str, text: str, power: str | None = None,
           toughness: str | None = None) -> dict[str, Any]:
    """An Oracle record as the compiler reads it."""
    out: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line,
                           "oracle_text": text}
    if power is not None:
        out.update(power=power, toughness=toughness)
    return out


def compiled(*records: dict[str, Any]) -> None:
    """Each record compiles with nothing the engine doesn't honour."""
    for r in records:
        assert card_is_compiled([compile_source(r)]), r["name"]


def table(records: tuple[dict[str, Any], ...], *specs: PlayerSpec, step: str = "main1",
          active: int = 0, turn: int = 3) -> Game:
    """A game of ``len(specs)`` players (libraries filled) in ``step`` of ``active``'s turn."""
    players = tuple(dataclasses.replace(s, library=s.library or LIBRARY) for s in specs)
    cards = pool(*(compile_source(r) for r in records))
    return Game.from_position(Position(players=players, active=active, turn=turn, step=step),
                              cards, seed=0)


def pass_to(game: Game, kind: str, *, active: int | None = None, player: int | None = None,
            limit: int = 400) -> None:
    """Pass priority (taking the first answer of other decisions) until a ``kind`` decision
    (for ``player``) is pending in ``active``'s turn."""
    for _ in range(limit):
        assert game.pending is not None
        if game.pending.kind == kind and (active is None or game.active == active) and (
                player is None or game.pending.player == player):
            return
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError(f"no {kind} decision")


def advance(game: Game, done: Callable[[Game], bool], limit: int = 400) -> None:
    """Pass priority (taking the first answer of other decisions) until ``done(game)``."""
    for _ in range(limit):
        if done(game):
            return
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    raise AssertionError("never done")


def settle(game: Game, limit: int = 60,
           answers: dict[str, object] | None = None) -> list[str]:
    """Pass priority and answer other decisions (``answers`` by decision kind, else the
    first legal answer) until the stack is empty with a priority decision pending; returns
    the kinds of the decisions met."""
    met: list[str] = []
    for _ in range(limit):
        assert game.pending is not None
        if not game.stack and game.pending.kind == "priority":
            return met
        kind = game.pending.kind
        met.append(kind)
        if kind == "priority":
            game.apply(PassPriority())
        elif answers and kind in answers:
            game.apply(Choose(answers[kind]))  # type: ignore[arg-type]
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def trace_turn(game: Game, *attackers: str | None, exert: bool | None = None) -> list[str]:
    """The steps of the rest of this turn, attacking the second player with ``attackers``
    (those untapped) whenever attackers are declared, answering an exert question (CR
    701.39d) with ``exert``, passing priority and taking the first choice otherwise."""
    turn, steps = game.turn, []
    for _ in range(300):
        if game.turn != turn:
            return steps
        if not steps or steps[-1] != game.step:
            steps.append(game.step)
        pending = game.pending
        assert pending is not None
        if pending.kind == "declare_attackers":
            game.apply(DeclareAttackers(tuple(
                (one(game, n), Seat(1)) for n in attackers if n is not None
                and not game.objects[one(game, n)].tapped)))
        elif exert is not None and pending.kind == "yes_no" and pending.rule == "CR 701.39d":
            game.apply(Choose(exert))
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])
    raise AssertionError("the turn never ended")


def commander_game(cards: Any, main: list[str], commanders: list[list[str]], *,
                   to_main: bool = True) -> Game:
    """A Commander game (CR 903) of ``len(commanders)`` players, each with ``main`` and
    their commanders in the command zone, mulligans kept; with ``to_main``, passed on to
    player 0's first precombat main phase with priority."""
    game = Game.new([main] * len(commanders), cards, seed=1, first_player=0,
                    format="commander", commanders=commanders)
    while game.stage == "mulligan":
        game.apply(Keep())
    while to_main and not (game.step == "main1" and game.pending is not None
                           and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())
    return game


def put(game: Game, seat: int, name: str) -> int:
    """A permanent ``name`` put onto the battlefield under ``seat``, not summoning sick."""
    obj = zones.new_object(game, info_for(game.pool.get(name)), seat, "battlefield")
    obj.sick = False
    return obj.id


def commander_of(game: Game, seat: int, which: int = 0) -> int:
    """The id of ``seat``'s commander (``which``: the second of a partner pair)."""
    state = COMMANDERS.get(game)
    assert state is not None
    return [oid for oid, owner in zip(state.ids, state.owners, strict=True)
            if owner == seat][which]
