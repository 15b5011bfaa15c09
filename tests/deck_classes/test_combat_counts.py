"""Counting and dividing among attackers: "You gain 3 life for each creature attacking you"
(CR 506.2: attacking that player), "Whenever one or more creatures you control attack"
(the same event as "whenever you attack", CR 508.1), damage divided among "target
attacking or blocking creatures" (CR 601.2d)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Roil's Retribution", "Blessed Reversal", "Ancestor Dragon")


def _attack(me: PlayerSpec, them: PlayerSpec, attackers: tuple[str, ...]) -> Game:
    g = game(me, them, step="beginning_of_combat", extra=defs(*NAMES))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(tuple((one(g, a), Seat(1)) for a in attackers)))
    return g


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_gain_for_each_creature_attacking_you() -> None:
    """Two creatures attack the caster: 6 life."""
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                 perm("Raging Goblin")))
    them = PlayerSpec(hand=("Blessed Reversal",), battlefield=lands("Plains", 2))
    g = _attack(me, them, ("Grizzly Bears", "Hill Giant"))
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    g.apply(CastSpell(one(g, "Blessed Reversal", "hand")))
    resolve(g)
    assert g.players[1].life == 26


def test_one_or_more_creatures_you_control_attack() -> None:
    """Ancestor Dragon: one trigger for the attack, 1 life for each attacking creature."""
    me = PlayerSpec(battlefield=(perm("Ancestor Dragon"), perm("Grizzly Bears"),
                                 perm("Hill Giant")))
    g = _attack(me, PlayerSpec(), ("Grizzly Bears", "Hill Giant"))
    resolve(g)
    assert g.players[0].life == 22


def test_divided_among_attacking_creatures() -> None:
    """Only attacking or blocking creatures may be chosen; the division is announced."""
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                 perm("Raging Goblin")))
    them = PlayerSpec(hand=("Roil's Retribution",), battlefield=lands("Plains", 5))
    g = _attack(me, them, ("Grizzly Bears", "Hill Giant"))
    g.apply(PassPriority())
    bears, giant, goblin = (one(g, n) for n in ("Grizzly Bears", "Hill Giant", "Raging Goblin"))
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts and all(goblin not in a.targets[0] for a in casts)
    g.apply(CastSpell(one(g, "Roil's Retribution", "hand"), targets=((bears, giant),)))
    assert g.pending is not None and g.pending.kind == "divide"
    g.apply(Choose((2, 3)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard") and one(g, "Hill Giant", "graveyard")
