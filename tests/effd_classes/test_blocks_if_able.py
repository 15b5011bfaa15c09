""""Target creature blocks this turn if able." (CR 509.1c: a requirement its controller must
obey as blockers are declared, if they can: a tapped creature can't block, so no blocker is
legal then)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_honoured() -> None:
    (card,) = defs("Culling Mark")
    assert not engine_gaps(card)
    assert any(isinstance(n, ir.MustBlock) for n in ir.iter_nodes(card))


def _combat(tapped: bool) -> Game:
    """Culling Mark on the opponent's Grizzly Bears, then Hill Giant attacks; played to the
    second main phase (a declaration the requirement leaves as the only legal one is made
    at once, CR 509.1c)."""
    g = game(PlayerSpec(hand=("Culling Mark",), battlefield=(
        perm("Hill Giant"), *lands("Forest", 3))),
        PlayerSpec(battlefield=(perm("Grizzly Bears", tapped=tapped),)),
        extra=defs("Culling Mark"))
    giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Culling Mark", "hand"), targets=((bears,),)))
    resolve(g)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    return g


def test_must_block_if_able() -> None:
    """The untapped Bears must block the attacking Hill Giant (the only legal declaration):
    they die, the Giant is dealt 2, the player none."""
    g = _combat(False)
    assert not ids(g, "Grizzly Bears") and g.players[1].life == 20
    assert g.objects[one(g, "Hill Giant")].damage == 2


def test_tapped_cant_block() -> None:
    """Tapped Bears can't block (CR 509.1a): the Giant's 3 damage goes to the player."""
    g = _combat(True)
    assert ids(g, "Grizzly Bears") and g.players[1].life == 17
