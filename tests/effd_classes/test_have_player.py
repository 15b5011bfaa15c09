"""The causative "you may have <player> <instruction>" with any verb (CR 608.2d: you choose
whether it happens; the player named does it): "you may have target opponent sacrifice a
creature of their choice" (Predatory Nightstalker: they choose which, CR 701.21a), "you may
have target player mill a card" (Jace's Erasure)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.effd_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Predatory Nightstalker", "Jace's Erasure")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.MayDo) for n in ir.iter_nodes(d)), d.name


def test_opponent_sacrifices_or_not() -> None:
    """Accepted, the opponent sacrifices one of their two creatures; declined, none."""
    for accept, left in ((True, 1), (False, 2)):
        g = game(PlayerSpec(hand=("Predatory Nightstalker",), battlefield=lands("Swamp", 5)),
                 PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
                 extra=defs(*NAMES))
        g.apply(CastSpell(one(g, "Predatory Nightstalker", "hand")))
        resolve(g, [Choose(accept)])  # the one opponent: the only target
        assert len(ids(g, "Grizzly Bears")) + len(ids(g, "Hill Giant")) == left


def test_target_player_mills() -> None:
    """Jace's Erasure: a card drawn, the target player mills one."""
    g = game(PlayerSpec(battlefield=(perm("Jace's Erasure"), *lands("Island", 1)),
                        hand=("Peek",)), PlayerSpec(), extra=defs(*NAMES, "Peek"))
    g.apply(CastSpell(one(g, "Peek", "hand"), targets=((Seat(0),),)))
    resolve(g, [Choose(((Seat(1),),)), Choose(True)])
    assert len(g.players[1].graveyard) == 1
