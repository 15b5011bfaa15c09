"""Helpers of the history-condition tests: compile a module's records once, and a
two-player game with them in the pool."""

from __future__ import annotations

from typing import Any

from tests.dice_rules._util import game

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

_COMPILED: dict[str, ir.CardDefinition] = {}


def compiled(records: dict[str, dict[str, Any]]) -> tuple[ir.CardDefinition, ...]:
    """The records compiled (once); each must compile fully and be honoured."""
    for name, record in records.items():
        if name not in _COMPILED:
            made = compile_source(record)
            assert ir.is_fully_implemented(made) and not engine_gaps(made), name
            _COMPILED[name] = made
    return tuple(_COMPILED[name] for name in records)


def table(records: dict[str, dict[str, Any]], mine: tuple[PermanentSpec, ...],
          hand: tuple[str, ...] = (), *, theirs: tuple[PermanentSpec, ...] = (),
          their_hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
          step: str = "main1", active: int = 0) -> Game:
    """A two-player game at ``step`` of ``active``'s turn with ``records`` in the pool."""
    me = PlayerSpec(hand=hand, battlefield=mine, graveyard=graveyard)
    them = PlayerSpec(hand=their_hand, battlefield=theirs)
    return game(me, them, step=step, active=active, extra=compiled(records))
