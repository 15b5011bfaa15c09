"""Unearth in real games (CR 702.84a; grimoire.mechanics.unearth)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, index_of, lands, one, resolve
from tests.keywords._cards import definitions
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Dregscape Zombie")


def _unearth(g):  # type: ignore[no-untyped-def]
    zombie = one(g, "Dregscape Zombie", "graveyard")
    return ActivateAbility(zombie, index_of(g, zombie, ir.ActivatedAbility))


def test_unearth_returns_with_haste_and_is_exiled_at_end_step() -> None:
    """CR 702.84a: {B}: return it from the graveyard; it gains haste (attacks at once) and
    is exiled at the beginning of the next end step."""
    g = game(PlayerSpec(graveyard=("Dregscape Zombie",), battlefield=lands("Swamp", 1)),
             extra=EXTRA)
    action = _unearth(g)
    assert action in g.legal_actions()
    g.apply(action)
    resolve(g)
    zombie = one(g, "Dregscape Zombie")
    assert query.has_keyword(g, g.objects[zombie], "haste")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((zombie, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 18
    pass_until(g, lambda g: g.turn == 4)
    assert ids(g, "Dregscape Zombie") == []
    assert ids(g, "Dregscape Zombie", "exile")


def test_unearthed_creature_leaving_is_exiled_instead() -> None:
    """CR 702.84a: "If it would leave the battlefield, exile it instead of putting it
    anywhere else": destroyed by Lightning Bolt, it goes to exile, not the graveyard."""
    g = game(PlayerSpec(graveyard=("Dregscape Zombie",), hand=("Lightning Bolt",),
                        battlefield=lands("Swamp", 1) + lands("Mountain", 1)), extra=EXTRA)
    g.apply(_unearth(g))
    resolve(g)
    zombie = one(g, "Dregscape Zombie")
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), ((zombie,),)))
    resolve(g)
    assert ids(g, "Dregscape Zombie", "graveyard") == []
    assert ids(g, "Dregscape Zombie", "exile")


def test_unearth_only_as_a_sorcery() -> None:
    """CR 702.84a: "Activate only as a sorcery": not in the opponent's turn."""
    g = game(PlayerSpec(graveyard=("Dregscape Zombie",), battlefield=lands("Swamp", 1)),
             active=1, extra=EXTRA)
    g.apply(PassPriority())  # the active opponent passes: player 0 has priority
    assert g.pending is not None and g.pending.player == 0
    assert not any(isinstance(a, ActivateAbility) for a in g.legal_actions())
    with pytest.raises(IllegalActionError) as error:
        g.apply(_unearth(g))
    assert "602.5d" in str(error.value.rule)
    assert one(g, "Dregscape Zombie", "graveyard")
