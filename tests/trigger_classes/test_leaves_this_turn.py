"""A delayed trigger "When that creature leaves the battlefield this turn, sacrifice this
creature." (Kjeldoran Elite Guard): created as the ability resolves (CR 603.7a), it watches
the target (CR 603.7c) for any zone change from the battlefield (CR 603.6c), only this turn.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Kjeldoran Elite Guard", "{3}{W}", "Creature — Human Soldier",
         "{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the "
         "battlefield this turn, sacrifice this creature. Activate only during combat.", "2/2"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _pumped() -> Game:
    g = game(PlayerSpec(battlefield=(perm("Kjeldoran Elite Guard"), perm("Grizzly Bears"),
                                    perm("Hill Giant"))),
             step="beginning_of_combat", extra=DEFS)
    guard, bears = one(g, "Kjeldoran Elite Guard"), one(g, "Grizzly Bears")
    index = next(i for i, a in enumerate(g.objects[guard].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility))
    g.apply(ActivateAbility(guard, index, ((bears,),)))
    _settle(g)
    return g


def _settle(g: Game) -> None:
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "priority" and not g.stack and not g.pending_triggers:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_compiled_and_honoured() -> None:
    (d,) = DEFS
    assert ir.is_fully_implemented(d) and not engine_gaps(d)


def test_bounced_creature_sacrifices_guard() -> None:
    """CR 603.6c: leaving for the hand is leaving the battlefield: the Guard is sacrificed."""
    g = _pumped()
    zones.move(g, one(g, "Grizzly Bears"), "hand")
    _settle(g)
    assert one(g, "Kjeldoran Elite Guard", "graveyard")


def test_watched_creature_stays() -> None:
    """The watched creature stays: nothing is sacrificed; another permanent leaving isn't
    it (CR 603.7c)."""
    g = _pumped()
    zones.move(g, next(o for o in g.battlefield if g.objects[o].name not in (
        "Grizzly Bears", "Kjeldoran Elite Guard")), "graveyard")
    _settle(g)
    assert one(g, "Kjeldoran Elite Guard")
