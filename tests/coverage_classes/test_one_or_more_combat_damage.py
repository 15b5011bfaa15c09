""""Whenever one or more creatures you control deal combat damage to a player" (CR 510.2:
the combat damage of one step is dealt simultaneously, one event; CR 603.2c: the ability
triggers once for it, per damaged player). First-strike and regular combat damage are two
steps (CR 510.4): two triggers. A creature of the opponent's dealing damage doesn't count,
nor does combat damage to a creature."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm
from tests.rules.helpers import finish_combat, pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Nature's Will", "Grazilaxx, Illithid Scholar")


def _attack(me: PlayerSpec, them: PlayerSpec, attackers: tuple[str, ...],
            blocks: tuple[tuple[str, str], ...] = ()) -> Game:
    """Player 0 attacks player 1 with ``attackers`` (names, each once); player 1 blocks
    (blocker name, attacker name); combat is played out."""
    g = game(me, them, extra=defs(*NAMES), step="beginning_of_combat")
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(tuple((one(g, n), Seat(1)) for n in attackers)))
    if blocks:
        pass_until(g, "declare_blockers")
        g.apply(DeclareBlockers(tuple((one(g, b), one(g, a)) for b, a in blocks)))
    finish_combat(g)
    return g


def _triggers(g: Game, name: str) -> int:
    """How many times ``name``'s ability resolved."""
    return sum(1 for e in g.events if isinstance(e, ev.Resolved) and e.name == name)


def _draws(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.CombatDamageTrigger) and n.batch == "player"
                   for n in ir.iter_nodes(d)), d.name


def test_two_attackers_one_trigger() -> None:
    """Grizzly Bears and Hill Giant both connect: Nature's Will triggers once; the
    defending player's lands are tapped, the attacker's untapped."""
    me = PlayerSpec(battlefield=(perm("Nature's Will"), perm("Grizzly Bears"),
                                 perm("Hill Giant"), perm("Forest", tapped=True)))
    them = PlayerSpec(battlefield=lands("Island", 2))
    g = _attack(me, them, ("Grizzly Bears", "Hill Giant"))
    assert g.players[1].life == 15 and _triggers(g, "Nature's Will") == 1
    assert all(g.objects[o].tapped for o in ids(g, "Island"))
    assert not g.objects[one(g, "Forest")].tapped


def test_first_strike_and_regular_damage_two_triggers() -> None:
    """CR 510.4: Youthful Knight (first strike) and Grizzly Bears deal damage in two combat
    damage steps: Grazilaxx draws two cards."""
    me = PlayerSpec(battlefield=(perm("Grazilaxx, Illithid Scholar"), perm("Youthful Knight"),
                                 perm("Grizzly Bears")))
    g = _attack(me, PlayerSpec(), ("Youthful Knight", "Grizzly Bears"))
    assert g.players[1].life == 16 and _draws(g) == 2


def test_blocked_no_trigger() -> None:
    """Combat damage to a creature isn't to a player: the blocked Bears (whatever Grazilaxx's
    "you may return it" does) make no one draw."""
    me = PlayerSpec(battlefield=(perm("Grazilaxx, Illithid Scholar"), perm("Grizzly Bears")))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = _attack(me, them, ("Grizzly Bears",), (("Hill Giant", "Grizzly Bears"),))
    assert g.players[1].life == 20 and _draws(g) == 0
