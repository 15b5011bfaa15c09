""""Activate no more than twice each turn" (CR 602.5b: a restriction on when the ability may
be activated; Pit Imp): two activations this turn, not a third (the third is not offered and
is illegal, nothing changes); the next turn counts afresh."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

IMP = card("Pit Imp", "{B}", "Creature — Imp",
           "Flying\n{B}: This creature gets +1/+0 until end of turn. Activate no more than "
           "twice each turn.", "0/1")


def test_the_record_is_honoured() -> None:
    assert_honoured((IMP,))


def _offered(g: Game) -> bool:
    imp = one(g, "Pit Imp")
    return any(isinstance(a, ActivateAbility) and a.source == imp for a in g.legal_actions())


def test_twice_each_turn() -> None:
    g = game(PlayerSpec(battlefield=(perm("Pit Imp"), *lands("Swamp", 5))),
             extra=[compile_source(IMP)])
    for _ in range(2):
        assert _offered(g)
        activate(g, "Pit Imp")
        resolve(g)
    imp = g.objects[one(g, "Pit Imp")]
    assert query.power(g, imp) == 2
    assert not _offered(g)
    with pytest.raises(IllegalActionError):
        activate(g, "Pit Imp")
    assert query.power(g, imp) == 2 and sum(g.objects[o].tapped for o in g.battlefield) == 2
    pass_to_step(g, "main1", active=1)
    pass_to_step(g, "main1", active=0)  # player 0's next turn
    assert g.turn == 5 and _offered(g)
