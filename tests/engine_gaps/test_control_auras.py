"""'You control enchanted creature' (CR 613.1b, layer 2): control for as long as the Aura is
attached."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.engine_gaps._util import card, pass_until

from grimoire.oracle import ir
from grimoire.rules import sba, zones
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CONTROL_MAGIC = "Enchant creature\nYou control enchanted creature."
CONFISCATE = "Enchant permanent\nYou control enchanted permanent."


def _magic() -> ir.CardDefinition:
    return card("Control Magic", "Enchantment — Aura", CONTROL_MAGIC, "{2}{U}{U}")


def test_control_magic_takes_and_returns_control() -> None:
    """CR 613.1b, 302.6: its controller controls the creature (summoning sick: it can't
    attack this turn, it can on the next); when the Aura leaves, control returns."""
    g = game(PlayerSpec(hand=("Control Magic",), battlefield=lands("Island", 4)),
             PlayerSpec(battlefield=(perm("Craw Wurm"),)), extra=[_magic()])
    wurm = one(g, "Craw Wurm")
    g.apply(CastSpell(one(g, "Control Magic", "hand"), targets=((wurm,),)))
    resolve(g)
    assert g.objects[wurm].controller == 0 and g.objects[wurm].owner == 1
    assert g.objects[wurm].sick
    pass_until(g, "declare_attackers")  # none this turn: the Wurm is sick (CR 302.6)
    assert g.turn == 5 and g.active == 0
    assert DeclareAttackers(((wurm, Seat(1)),)) in g.legal_actions()
    zones.move(g, one(g, "Control Magic"), "graveyard")
    sba.check(g)
    assert g.objects[wurm].controller == 1


def test_latest_aura_wins() -> None:
    """CR 613.7: with two such Auras the one with the later timestamp applies; when it
    leaves, the earlier one applies again."""
    confiscate = card("Confiscate", "Enchantment — Aura", CONFISCATE, "{4}{U}")
    g = game(PlayerSpec(hand=("Control Magic",), battlefield=lands("Island", 4)),
             PlayerSpec(battlefield=(perm("Craw Wurm"),
                                     perm("Confiscate", attached_to=(1, 0)))),
             extra=[_magic(), confiscate])
    wurm = one(g, "Craw Wurm")
    sba.check(g)
    assert g.objects[wurm].controller == 1
    g.apply(CastSpell(one(g, "Control Magic", "hand"), targets=((wurm,),)))
    resolve(g)
    assert g.objects[wurm].controller == 0
    zones.move(g, one(g, "Control Magic"), "graveyard")
    sba.check(g)
    assert g.objects[wurm].controller == 1
