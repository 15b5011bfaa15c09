"""Detain (CR 701.29a) in a real game, with Inaction Injunction's Oracle text."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.mechanics.detain import is_detained
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    ActivateAbility,
    DeclareAttackers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

INJUNCTION = compile_card(
    "Inaction Injunction", "Sorcery", "{1}{U}",
    "Detain target creature an opponent controls. (Until your next turn, that creature can't "
    "attack or block and its activated abilities can't be activated.)\nDraw a card.")


def _until(g: Game, turn: int, step: str) -> None:
    for _ in range(2000):
        if (g.turn, g.step) == (turn, step) and g.pending is not None:
            return
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("never reached")


def test_compiles_without_gaps() -> None:
    assert not engine_gaps(INJUNCTION)


def test_detained_creature_cant_attack_block_or_activate_until_your_next_turn() -> None:
    """CR 701.29a: until the caster's next turn the detained Shivan Dragon can't block or attack,
    and its "{R}: +1/+0" can't be activated (IllegalActionError naming the rule, nothing
    changes); as the caster's next turn begins it is released."""
    g = game(PlayerSpec(hand=("Inaction Injunction",),
                        battlefield=(*lands("Island", 2), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Shivan Dragon"), perm("Mountain"))),
             extra=(INJUNCTION,))
    dragon = one(g, "Shivan Dragon")
    cast(g, "Inaction Injunction", ((dragon,),))
    resolve(g)
    assert is_detained(g.objects[dragon]) and is_detained(g.copy().objects[dragon])
    bears = one(g, "Grizzly Bears")
    g.apply(PassPriority())
    _until(g, 3, "declare_attackers")
    g.apply(DeclareAttackers(((bears, Seat(1)),)))
    _until(g, 3, "main2")  # the only possible blocker is detained: no block is declared
    assert g.players[1].life == 18
    assert not [e for e in g.events if type(e).__name__ == "BlockersDeclared" and e.blocks]
    _until(g, 4, "main1")
    assert g.active == 1 and g.pending is not None and g.pending.player == 1
    with pytest.raises(IllegalActionError, match=r"CR 701\.29a"):
        g.apply(ActivateAbility(dragon, 1, ()))
    assert not g.stack
    assert all(not isinstance(a, ActivateAbility) or a.source != dragon
               for a in g.legal_actions())
    g.apply(PassPriority())
    _until(g, 4, "declare_attackers")
    with pytest.raises(IllegalActionError):
        g.apply(DeclareAttackers(((dragon, Seat(0)),)))
    assert all(not a.attacks for a in g.legal_actions() if isinstance(a, DeclareAttackers))
    _until(g, 5, "main1")
    assert not is_detained(g.objects[dragon])  # released as the detainer's turn began
