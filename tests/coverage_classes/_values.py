"""Helpers of the value-grammar tests: games over hand-listed Oracle records (the text as
printed in the Oracle list, so the tests need no ``../shared/data``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tests.dice_rules._util import game

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def compiled(records: Mapping[str, Mapping[str, Any]]) -> list[ir.CardDefinition]:
    """The records compiled; each must be fully compiled and honoured by the engine."""
    out = [compile_source(r) for r in records.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def value_game(records: Mapping[str, Mapping[str, Any]], me: PlayerSpec,
               them: PlayerSpec | None = None, **kwargs: Any) -> Game:
    """A two-player game (see :func:`tests.dice_rules._util.game`) with the records' cards."""
    return game(me, them or PlayerSpec(), extra=compiled(records), **kwargs)
