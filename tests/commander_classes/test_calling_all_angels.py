"""Card classes of the Calling All Angels Commander deck, each built for the phrase shape:
"You can't cast ~ during your first, second, or third turns of the game" (CR 101.2, counted
in the caster's own turns)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

AVENGER = record("Serra Avenger", "{W}{W}", "Creature — Angel",
                 "You can't cast this spell during your first, second, or third turns of the "
                 "game.\nFlying, vigilance", "3", "3")
RECORDS = (AVENGER,)


def test_the_records_compile() -> None:
    """Each card compiles with nothing the engine ignores."""
    compiled(*RECORDS)
    assert ir.CantCastEarly(3) in [a.effect for a in compile_source(AVENGER).abilities
                                   if isinstance(a, ir.StaticAbility)]


def _castable(game: Game) -> bool:
    card = one(game, "Serra Avenger", "hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in game.legal_actions())


@pytest.mark.parametrize(("turn", "castable"), [(2, False), (4, False), (6, False),
                                                (8, True)])
def test_serra_avenger_waits_for_its_casters_fourth_turn(turn: int, castable: bool) -> None:
    """CR 101.2 and the rulings: Bob's turn 1 is not Alice's; her turns 2, 4 and 6 are her
    first three (no casting), turn 8 her fourth (she may)."""
    game = table(RECORDS, PlayerSpec(hand=("Serra Avenger",), battlefield=(
        PermanentSpec("Plains"), PermanentSpec("Plains"))), PlayerSpec(), active=1, turn=1)
    advance(game, lambda g: g.turn == turn and g.step == "main1" and g.pending is not None
            and g.pending.kind == "priority")
    assert _castable(game) is castable
