"""Scavenge in real games (CR 702.97a; grimoire.oracle.creature_keywords)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import game, ids, index_of, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Dreg Mangler")


def _game(step: str = "main1") -> Game:
    return game(PlayerSpec(graveyard=("Dreg Mangler",),
                           battlefield=(perm("Grizzly Bears"), *lands("Swamp", 2),
                                        *lands("Forest", 3))),
                step=step, extra=EXTRA)


def _scavenge(g: Game) -> ActivateAbility:
    mangler = one(g, "Dreg Mangler", "graveyard")
    return ActivateAbility(mangler, index_of(g, mangler, ir.ActivatedAbility),
                           ((one(g, "Grizzly Bears"),),))


def test_the_card_compiles() -> None:
    """Scavenge compiles to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_scavenge_puts_counters_equal_to_its_power() -> None:
    """CR 702.97a: {3}{B}{G}, exile Dreg Mangler from the graveyard: three +1/+1 counters
    (its power) on Grizzly Bears."""
    g = _game()
    g.apply(_scavenge(g))
    assert ids(g, "Dreg Mangler", "graveyard") == [] and ids(g, "Dreg Mangler", "exile")
    resolve(g)
    assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == 3


def test_scavenge_only_as_a_sorcery() -> None:
    """CR 702.97a, 602.5d: not during combat (the stack is empty but it's not a main phase)."""
    g = _game(step="beginning_of_combat")
    action = _scavenge(g)
    with pytest.raises(IllegalActionError):
        g.apply(action)
    assert ids(g, "Dreg Mangler", "graveyard")
